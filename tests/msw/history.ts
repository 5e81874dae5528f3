/**
 * The change-history functions of supabase/migrations/20261123000003_change_history.sql,
 * emulated over the in-memory tables: `restore_deleted(p_history_id)` (same checks, same
 * Indonesian messages and SQLSTATEs, all or nothing) and `change_history_actors()`.
 * Component tests seed `db.change_history` with makeHistoryEntry() (tests/msw/db.ts).
 */
import { db, findObject } from "./db";
import type { Identity } from "./identity";
import { PgError, type RestResult } from "./pg-error";
import type { TableName } from "./schema";

type Rec = Record<string, unknown>;

const RESTORABLE: Record<string, string> = {
  programs: "program pelatihan",
  schedules: "jadwal",
  instructors: "instruktur",
  facilities: "fasilitas",
  gallery: "foto galeri",
  hero_banners: "hero banner",
  announcements: "pengumuman",
  partners: "mitra industri",
  vacancies: "lowongan kerja",
};

const FILE_COLUMNS: Record<string, { bucket: string; column: string }> = {
  programs: { bucket: "programs", column: "file_path" },
  facilities: { bucket: "facilities", column: "file_path" },
  gallery: { bucket: "gallery", column: "filePath" },
  hero_banners: { bucket: "hero_banners", column: "file_path" },
  partners: { bucket: "partners", column: "file_path" },
};

const JSON_HEADERS = { "Content-Type": "application/json; charset=utf-8" };

function rows(table: string): Rec[] {
  return ((db as unknown as Record<string, Rec[] | undefined>)[table] ??= []);
}

function record(identity: Identity, table: string, row: Rec, restoredFrom: number, transactionId: number): void {
  const history = rows("change_history");
  const id = history.reduce((max, h) => Math.max(max, Number(h.id)), 0) + 1;
  history.push({
    id,
    changed_at: new Date().toISOString(),
    actor_id: identity.userId,
    actor_email: typeof identity.claims?.email === "string" ? identity.claims.email : null,
    actor_role: identity.role,
    table_name: table,
    row_id: String(row.id),
    action: "INSERT",
    old_data: null,
    new_data: row,
    transaction_id: transactionId,
    restored_from: restoredFrom,
  });
}

async function restoreDeleted(request: Request, identity: Identity): Promise<RestResult> {
  if (request.method !== "POST") throw new PgError(405, "PGRST101", "Only POST is supported for this function (it modifies data)");
  if (identity.role === "anon") throw new PgError(401, "42501", "permission denied for function restore_deleted");
  const args = (await request.json().catch(() => ({}))) as Rec;
  if (!identity.isAdmin && identity.role !== "service_role") {
    throw new PgError(403, "42501", "Hanya administrator yang dapat memulihkan data.");
  }
  const historyId = Number(args.p_history_id);
  const entry = rows("change_history").find((h) => h.id === historyId);
  if (!entry) throw new PgError(404, "P0002", `Entri riwayat ${historyId} tidak ditemukan.`);
  const table = String(entry.table_name);
  const label = RESTORABLE[table];
  const old = entry.old_data as Rec | null;
  if (entry.action !== "DELETE" || !label || !old) {
    throw new PgError(
      400,
      "22023",
      "Entri ini tidak dapat dipulihkan: hanya program, jadwal, instruktur, fasilitas, foto galeri, hero banner, pengumuman, mitra industri atau lowongan kerja yang dihapus yang dapat dipulihkan.",
    );
  }
  if (rows("change_history").some((h) => h.restored_from === historyId)) {
    throw new PgError(409, "23505", "Data ini sudah dipulihkan sebelumnya. Tidak ada yang diubah.");
  }
  if (rows(table).some((r) => String(r.id) === String(old.id))) {
    throw new PgError(409, "23505", `Data tidak dapat dipulihkan: ID ${String(old.id)} pada tabel ${label} sudah dipakai oleh data lain. Tidak ada yang diubah.`);
  }
  const file = FILE_COLUMNS[table];
  const path = file ? old[file.column] : null;
  if (file && typeof path === "string" && !findObject(file.bucket, path)) {
    throw new PgError(
      400,
      "22023",
      "Data tidak dapat dipulihkan: file gambarnya sudah dihapus permanen (file data yang dihapus disimpan 30 hari). Tidak ada yang diubah.",
    );
  }
  const transactionId = Math.floor(Math.random() * 1e9);
  rows(table).push({ ...old });
  record(identity, table, { ...old }, historyId, transactionId);
  let children = 0;
  if (table === "programs") {
    const items = rows("change_history")
      .filter(
        (h) =>
          h.transaction_id === entry.transaction_id &&
          h.table_name === "syllabus_items" &&
          h.action === "DELETE" &&
          String((h.old_data as Rec | null)?.program_id) === String(old.id),
      )
      .map((h) => h.old_data as Rec);
    for (const item of items) {
      rows("syllabus_items" satisfies TableName).push({ ...item });
      record(identity, "syllabus_items", { ...item }, historyId, transactionId);
      children++;
    }
  }
  return { status: 200, body: { table, id: old.id, syllabus_items: children }, headers: JSON_HEADERS };
}

async function changeHistoryActors(_request: Request, identity: Identity): Promise<RestResult> {
  if (identity.role === "anon") throw new PgError(401, "42501", "permission denied for function change_history_actors");
  const visible = identity.isAdmin || identity.role === "service_role" ? rows("change_history") : [];
  const latest = new Map<string, Rec>();
  for (const h of [...visible].sort((a, b) => Number(a.id) - Number(b.id))) {
    if (typeof h.actor_id === "string") latest.set(h.actor_id, h);
  }
  const body = [...latest.values()].map((h) => ({ actor_id: h.actor_id, actor_email: h.actor_email }));
  return { status: 200, body, headers: JSON_HEADERS };
}

export const HISTORY_RPCS: Record<string, (request: Request, identity: Identity) => Promise<RestResult>> = {
  restore_deleted: restoreDeleted,
  change_history_actors: changeHistoryActors,
};
