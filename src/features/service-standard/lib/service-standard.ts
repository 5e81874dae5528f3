import type { ServiceStandardSection } from "@/features/service-standard/api/service-standard";

/**
 * The two groups of components of PermenPANRB No. 15 Tahun 2014 (Pedoman Standar Pelayanan), in the regulation's
 * order: service delivery, then management inside the organisation.
 */
export const SERVICE_STANDARD_GROUPS = [
  { key: "penyampaian", letter: "A", title: "Komponen Penyampaian Pelayanan" },
  { key: "pengelolaan", letter: "B", title: "Komponen Pengelolaan Pelayanan di Internal Organisasi" },
] as const;

/** The sections of one group, in their fixed order. */
export const sectionsOf = (sections: readonly ServiceStandardSection[], group: string) =>
  sections.filter((s) => s.component_group === group).sort((a, b) => a.position - b.position);

/** A body's items: one per non-empty line, trimmed (the page shows two or more as a numbered list). */
export const bodyItems = (body: string) =>
  body
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

const LONG_DATE = new Intl.DateTimeFormat("id-ID", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** A date column (yyyy-mm-dd) as a document writes it: '2 Januari 2026'. */
export const formatLongDate = (isoDate: string) => LONG_DATE.format(new Date(`${isoDate}T00:00:00Z`));
