/**
 * A complaint's statuses and the moves between them (docs/complaints.md). The database decides
 * (private.complaint_transition_allowed, migration 20261201000001, enforced by a trigger on every path); this copy
 * only offers the panel's choices, and tests/integration/complaints.test.ts compares the two for every pair.
 */
export const COMPLAINT_STATUS_NAMES = {
  diterima: "Diterima",
  diproses: "Diproses",
  selesai: "Selesai",
} as const;

export type ComplaintStatus = keyof typeof COMPLAINT_STATUS_NAMES;

export const COMPLAINT_STATUSES = Object.keys(COMPLAINT_STATUS_NAMES) as ComplaintStatus[];

/** The moves an administrator may make from each status (Selesai → Diproses reopens; Selesai needs an answer). */
export const NEXT_COMPLAINT_STATUSES: Record<ComplaintStatus, readonly ComplaintStatus[]> = {
  diterima: ["diproses", "selesai"],
  diproses: ["selesai"],
  selesai: ["diproses"],
};

export const canMoveComplaint = (from: ComplaintStatus, to: ComplaintStatus) => NEXT_COMPLAINT_STATUSES[from].includes(to);

/** The complaint categories of the public form, with their names (complaints.category). */
export const COMPLAINT_CATEGORY_NAMES = {
  pelayanan: "Pelayanan",
  pendaftaran: "Pendaftaran",
  pelatihan: "Pelatihan",
  sarana: "Sarana dan Prasarana",
  lainnya: "Lainnya",
} as const;
export type ComplaintCategory = keyof typeof COMPLAINT_CATEGORY_NAMES;
