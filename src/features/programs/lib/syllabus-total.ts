import type { SyllabusItem } from "@/features/programs/api/programs";

/** Sum of duration_jp over the syllabus items. */
export function totalJp(items: readonly Pick<SyllabusItem, "duration_jp">[]): number {
  return items.reduce((sum, item) => sum + (Number.isFinite(item.duration_jp) ? item.duration_jp : 0), 0);
}
