import type { ListParams } from "@/lib/list-params";

/** Cache keys as the spec names them: `programs` (list), `program` + id (single); admin pages live under `programs`. */
export const programKeys = {
  all: ["programs"] as const,
  page: (params: ListParams) => ["programs", "page", params] as const,
  /** Every program detail (the prefix of `detail`). */
  details: ["program"] as const,
  detail: (id: number) => ["program", id] as const,
};
