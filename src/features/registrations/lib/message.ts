import { fillPlaceholders } from "@/lib/message-template";

/**
 * The placeholders of the message templates ("Kirim via WhatsApp", docs/selection.md) and how a template is filled.
 * The database refuses a template with any other placeholder too (message_templates' check).
 */
export const PLACEHOLDERS = ["nama", "program", "batch", "kode", "tanggal"] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

/** What each placeholder becomes (the help under the editor). */
export const PLACEHOLDER_HELP: Record<Placeholder, string> = {
  nama: "nama pendaftar",
  program: "nama program",
  batch: "batch",
  kode: "kode pendaftaran",
  tanggal: "tanggal mulai pelatihan",
};

/** The placeholders in `body` that the panel does not fill, e.g. `{alamat}`. */
export function unknownPlaceholders(body: string): string[] {
  return [...body.matchAll(/\{([A-Za-z_]*)\}/g)].map((m) => m[1]).filter((name) => !(PLACEHOLDERS as readonly string[]).includes(name));
}

/** The template with every placeholder replaced (a value that is missing leaves the placeholder as it is). */
export function fillTemplate(body: string, values: Partial<Record<Placeholder, string>>): string {
  return fillPlaceholders(body, values);
}
