import { BookOpenCheck } from "lucide-react";
import type { SyllabusItem } from "@/features/programs/api/programs";

import { totalJp } from "@/features/programs/lib/syllabus-total";

/**
 * The 'Silabus' tab: 'Total Durasi: N Jam Pelajaran (JP)' and a timeline of items ordered by
 * item_order, each with an optional [kode_unit], its title and 'N JP'.
 */
export function ProgramSyllabus({ items }: { items: readonly SyllabusItem[] }) {
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-muted/30 px-6 py-12 text-center">
        <BookOpenCheck className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="text-muted-foreground">Silabus untuk program ini belum tersedia.</p>
      </div>
    );
  }
  const ordered = [...items].sort((a, b) => a.item_order - b.item_order);
  return (
    <div className="space-y-6">
      <p className="inline-flex items-center gap-2 rounded-lg bg-primary/10 px-4 py-2 font-semibold text-primary">
        <BookOpenCheck className="size-5" aria-hidden="true" />
        Total Durasi: {totalJp(ordered)} Jam Pelajaran (JP)
      </p>
      <ol className="relative space-y-4 border-l-2 border-primary/20 pl-6 sm:pl-8" aria-label="Silabus">
        {ordered.map((item, index) => (
          <li key={item.id ?? `${item.item_order}-${index}`} className="relative" data-testid="syllabus-item">
            <span
              className="absolute -left-[calc(1.5rem+9px)] top-4 flex size-4 items-center justify-center rounded-full border-2 border-primary bg-background sm:-left-[calc(2rem+9px)]"
              aria-hidden="true"
            />
            <div className="flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:gap-6">
              <div className="min-w-0">
                <p className="text-xs font-medium text-muted-foreground">Unit {item.item_order}</p>
                <p className="mt-0.5 break-words font-medium leading-snug [hyphens:auto]">
                  {item.kode_unit ? (
                    <span className="mr-2 font-mono text-sm text-primary">[{item.kode_unit}]</span>
                  ) : null}
                  {item.title}
                </p>
              </div>
              <span className="w-fit shrink-0 rounded-full bg-secondary px-3 py-1 text-sm font-semibold tabular-nums text-secondary-foreground">
                {item.duration_jp} JP
              </span>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
