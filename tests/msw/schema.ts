/**
 * The table definitions the MSW PostgREST emulation enforces. Columns, types, defaults, identity,
 * primary keys, unique constraints and foreign keys come from the database built from
 * supabase/migrations at test start (tests/setup/db-catalog.ts); NOT NULL and CHECK constraints are
 * checked by that database itself on every write (./db-check.ts). Nothing here restates the schema.
 * tests/components/msw-smoke.test.tsx compares the column lists with src/types/database.types.ts.
 */
import { inject } from "vitest";
import type { Database } from "@/types/database.types";
import type { CatalogColumn, CatalogColumnType } from "../setup/db-catalog";

export type TableName = keyof Database["public"]["Tables"];
export type Row<T extends TableName> = Database["public"]["Tables"][T]["Row"];

export type ColumnType = CatalogColumnType;

export interface ColumnSpec {
  type: ColumnType;
  nullable?: boolean;
  /** Applied on insert when the column is missing (PostgREST single-object insert, or missing=default). */
  default?: () => unknown;
  /** Auto-increment identity column. */
  identity?: boolean;
}

export interface TableSpec {
  columns: Record<string, ColumnSpec>;
  primaryKey: string[];
  unique?: { name: string; columns: string[] }[];
  /** Foreign keys from this table to another one. */
  foreignKeys?: {
    name: string;
    column: string;
    references: TableName;
    referencedColumn: string;
    onDelete: "cascade" | "set null" | "no action";
  }[];
}

const nowIso = () => new Date().toISOString();
const catalog = inject("dbCatalog");

/** A default the emulation applies on insert. */
function columnDefault(column: CatalogColumn): (() => unknown) | undefined {
  const def = column.default;
  if (!def) return column.nullable ? () => null : undefined;
  if (def.kind === "now") return nowIso;
  if (def.kind === "const") return () => structuredClone(def.value);
  // volatile (auth.uid(), txid_current(), ...): what the emulation can know
  if (column.type === "int") return () => Math.floor(Math.random() * 1e9);
  return column.nullable ? () => null : () => crypto.randomUUID();
}

function tableSpec(table: TableName): TableSpec {
  const spec = catalog[table];
  if (!spec) throw new Error(`tests/msw/schema.ts: table "${table}" is in the generated types but not in the migrated database`);
  return {
    columns: Object.fromEntries(
      spec.columns.map((column) => [
        column.name,
        { type: column.type, nullable: column.nullable, identity: column.identity, default: columnDefault(column) },
      ]),
    ),
    primaryKey: spec.primaryKey,
    unique: spec.unique,
    foreignKeys: spec.foreignKeys.map((fk) => ({ ...fk, references: fk.references as TableName })),
  };
}

export const SCHEMA = Object.fromEntries(
  (Object.keys(catalog) as TableName[]).map((table) => [table, tableSpec(table)]),
) as Record<TableName, TableSpec>;

/** Embeddable relationships (PostgREST resource embedding) from the foreign keys: parent → children, child → parent. */
export const RELATIONSHIPS: Partial<
  Record<TableName, Record<string, { table: TableName; localKey: string; foreignKey: string; many: boolean }>>
> = {};
for (const [child, spec] of Object.entries(SCHEMA) as [TableName, TableSpec][]) {
  for (const fk of spec.foreignKeys ?? []) {
    if (fk.references === child) continue;
    // A unique foreign key (the child's primary key, or a one-column unique constraint) is one-to-one: PostgREST embeds an object.
    const oneToOne =
      (spec.primaryKey.length === 1 && spec.primaryKey[0] === fk.column) ||
      (spec.unique ?? []).some((u) => u.columns.length === 1 && u.columns[0] === fk.column);
    (RELATIONSHIPS[fk.references] ??= {})[child] = { table: child, localKey: fk.referencedColumn, foreignKey: fk.column, many: !oneToOne };
    (RELATIONSHIPS[child] ??= {})[fk.references] = { table: fk.references, localKey: fk.column, foreignKey: fk.referencedColumn, many: false };
  }
}

export const TABLE_NAMES = Object.keys(SCHEMA) as TableName[];

/** The storage buckets of supabase/migrations (storage.buckets of the migrated database): id, public, size limit, MIME types. */
export const BUCKET_SPECS = inject("dbSecurity").buckets;
export type BucketName = string;
