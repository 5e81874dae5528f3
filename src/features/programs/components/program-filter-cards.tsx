import { Clock, LayoutGrid, Lightbulb, MonitorCog, type LucideIcon } from "lucide-react";
import { CATEGORY_ORDER, getCategoryInfo, type KnownCategory } from "@/features/programs/lib/categories";
import { cn } from "@/lib/utils";
import { ALL_CATEGORIES_LABEL } from "@/features/programs/lib/program-routing";

const ICONS: Record<KnownCategory, LucideIcon> = {
  PBL: Lightbulb,
  "PBK Reguler": MonitorCog,
  "PBK Durasi Pendek": Clock,
};

type FilterOption = { value: string | null; title: string; Icon: LucideIcon };

const OPTIONS: FilterOption[] = [
  ...CATEGORY_ORDER.map((name) => ({ value: name, title: getCategoryInfo(name).title, Icon: ICONS[name] })),
  { value: null, title: ALL_CATEGORIES_LABEL, Icon: LayoutGrid },
];

/**
 * The four category cards of /program-pelatihan: PBL (Project-Based Learning), PBK Reguler,
 * PBK Durasi Pendek and 'Semua Kategori' (no filter). Toggle buttons; the selection is pressed.
 */
export function ProgramFilterCards({
  selected,
  counts,
  onSelect,
}: {
  selected: string | null;
  /** Programs per category value; `all` = total. Omitted while loading. */
  counts?: { all: number; byCategory: Record<string, number> };
  onSelect: (value: string | null) => void;
}) {
  return (
    <div role="group" aria-label="Filter kategori program" className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      {OPTIONS.map(({ value, title, Icon }) => {
        const active = selected === value;
        const count = counts ? (value === null ? counts.all : (counts.byCategory[value] ?? 0)) : undefined;
        return (
          <button
            key={title}
            type="button"
            aria-pressed={active}
            onClick={() => onSelect(value)}
            className={cn(
              "flex h-full flex-col items-start gap-3 rounded-xl border bg-card p-4 text-left shadow-sm transition-all hover:border-primary/50 hover:shadow-md sm:p-5",
              active && "border-primary bg-primary/5 ring-1 ring-primary dark:bg-primary/10",
            )}
          >
            <span
              className={cn(
                "flex size-10 items-center justify-center rounded-lg bg-muted text-muted-foreground transition-colors",
                active && "bg-primary text-primary-foreground",
              )}
              aria-hidden="true"
            >
              <Icon className="size-5" />
            </span>
            <span className="text-sm font-semibold leading-snug sm:text-base">{title}</span>
            {count !== undefined ? (
              <span className="mt-auto text-xs text-muted-foreground">{count} program</span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
