/** Cache keys as the spec names them: `programs` (list), `program` + id (single). */
export const programKeys = {
  all: ["programs"] as const,
  detail: (id: number) => ["program", id] as const,
};
