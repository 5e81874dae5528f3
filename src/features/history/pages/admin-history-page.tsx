import { useState } from "react";
import { ChevronLeftIcon, ChevronRightIcon, HistoryIcon, SearchXIcon } from "lucide-react";
import { AdminPageHeader } from "@/components/admin-page-header";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { EmptyState, ErrorState } from "@/components/data-state";
import { FilterSelect } from "@/components/filter-select";
import { DateRangePicker } from "@/components/date-range-picker";
import { PAGE_BUTTON_LABEL } from "@/components/list-controls";
import { runWithToast } from "@/components/mutation-toast";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import {
  HISTORY_PAGE_SIZE,
  useHistory,
  useHistoryActors,
  useRestoreDeleted,
  type HistoryEntry,
} from "@/features/history/api/history";
import { HistoryEntryCard } from "@/features/history/components/history-entry-card";
import { TABLE_LABELS, entrySummary, tableLabel } from "@/features/history/lib/history-model";
import { useHistorySearch } from "@/features/history/hooks/use-history-search";
import { toISODate, toLocalDay } from "@/lib/dates";

const ALL = "semua";

function restoreDescription(entry: HistoryEntry): string {
  const what = `${tableLabel(entry.table_name)} "${entrySummary(entry)}"`;
  const extras = [
    entry.table_name === "programs" ? "silabusnya" : null,
    ["programs", "facilities", "gallery", "hero_banners", "partners"].includes(entry.table_name) ? "gambarnya" : null,
  ].filter(Boolean);
  return `${what} akan dikembalikan seperti sebelum dihapus${extras.length ? `, beserta ${extras.join(" dan ")}` : ""}.`;
}

function HistoryFiltersBar() {
  const { filters, update, reset, active } = useHistorySearch();
  const actors = useHistoryActors();
  const from = toLocalDay(filters.from) ?? undefined;
  const to = toLocalDay(filters.to) ?? undefined;

  return (
    <section aria-label="Filter riwayat" className="grid gap-4 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1.2fr_auto] lg:items-end">
      <FilterSelect
        id="history-table"
        label="Tabel"
        allLabel="Semua tabel"
        options={TABLE_LABELS}
        value={filters.table}
        onChange={(tabel) => update({ tabel })}
      />
      <div className="grid gap-2">
        <Label htmlFor="history-actor">Administrator</Label>
        <Select
          value={filters.actorId ?? ALL}
          onValueChange={(v) => update({ admin: v === ALL ? undefined : v })}
          disabled={actors.isPending || actors.isError}
        >
          <SelectTrigger id="history-actor">
            <SelectValue
              placeholder={actors.isPending ? "Memuat administrator..." : actors.isError ? "Gagal memuat administrator" : undefined}
            />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Semua administrator</SelectItem>
            {filters.actorId && !actors.data?.some((a) => a.actor_id === filters.actorId) && (
              <SelectItem value={filters.actorId}>Administrator lain</SelectItem>
            )}
            {actors.data?.map((a) => (
              <SelectItem key={a.actor_id} value={a.actor_id}>
                {a.actor_email ?? a.actor_id}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="history-dates">Rentang tanggal</Label>
        <DateRangePicker
          id="history-dates"
          value={from ? { from, to } : undefined}
          onChange={(range) =>
            update({
              dari: range?.from ? toISODate(range.from) : undefined,
              sampai: range?.to ? toISODate(range.to) : undefined,
            })
          }
        />
      </div>
      <Button variant="outline" onClick={reset} disabled={!active}>
        Hapus filter
      </Button>
    </section>
  );
}

function Pagination({ page, total }: { page: number; total: number }) {
  const { update } = useHistorySearch();
  const pages = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));
  if (pages <= 1) return null;
  const go = (n: number) => update({ halaman: n > 1 ? String(n) : undefined });
  return (
    <nav aria-label="Halaman riwayat" className="flex items-center justify-between gap-2">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => go(page - 1)}>
        <ChevronLeftIcon aria-hidden="true" />
        <span className={PAGE_BUTTON_LABEL}>Sebelumnya</span>
      </Button>
      <p className="whitespace-nowrap text-sm text-muted-foreground" aria-live="polite">
        Halaman {Math.min(page, pages)} dari {pages}
      </p>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => go(page + 1)}>
        <span className={PAGE_BUTTON_LABEL}>Berikutnya</span>
        <ChevronRightIcon aria-hidden="true" />
      </Button>
    </nav>
  );
}

export default function AdminHistoryPage() {
  const { filters, active, reset } = useHistorySearch();
  const history = useHistory(filters);
  const restore = useRestoreDeleted();
  const [target, setTarget] = useState<HistoryEntry | null>(null);
  const [open, setOpen] = useState(false);

  const confirmRestore = async () => {
    if (!target) return;
    const entry = target;
    await runWithToast(
      () => restore.mutateAsync(entry.id),
      { success: "Data berhasil dipulihkan.", failure: "Gagal memulihkan data." },
    );
    setOpen(false);
  };

  const data = history.data;
  let body;
  if (history.isError) {
    body = <ErrorState title="Gagal memuat riwayat perubahan." description="Periksa koneksi Anda lalu muat ulang halaman." />;
  } else if (history.isPending) {
    body = (
      <ul aria-label="Memuat riwayat" aria-busy="true" className="grid gap-4">
        {Array.from({ length: 3 }, (_, i) => (
          <li key={i} data-testid="skeleton-row" className="space-y-3 rounded-xl border bg-card p-5">
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </li>
        ))}
      </ul>
    );
  } else if (data && data.entries.length === 0) {
    body = active ? (
      <EmptyState
        icon={SearchXIcon}
        title="Tidak Ada Perubahan yang Cocok"
        description="Tidak ada perubahan yang cocok dengan filter ini. Ubah atau hapus filternya."
        action={
          <Button variant="outline" onClick={reset}>
            Hapus filter
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={HistoryIcon}
        title="Belum Ada Riwayat"
        description="Setiap penambahan, perubahan dan penghapusan data akan tercatat di sini."
      />
    );
  } else if (data) {
    body = (
      <div className="grid gap-4">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {data.total} perubahan{active ? " cocok dengan filter" : ""}, terbaru di atas.
        </p>
        <ol className="grid gap-4" aria-label="Daftar perubahan">
          {data.entries.map((entry) => (
            <li key={entry.id}>
              <HistoryEntryCard
                entry={entry}
                restored={data.restored.has(entry.id)}
                onRestore={(e) => {
                  setTarget(e);
                  setOpen(true);
                }}
              />
            </li>
          ))}
        </ol>
        <Pagination page={filters.page} total={data.total} />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Riwayat Perubahan"
        description="Siapa mengubah apa dan kapan; data yang dihapus dapat dipulihkan dari sini."
      />
      <HistoryFiltersBar />
      {body}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Pulihkan data ini?"
        description={target ? restoreDescription(target) : ""}
        confirmLabel="Ya, Pulihkan"
        pendingLabel="Memulihkan..."
        confirmVariant="default"
        pending={restore.isPending}
        onConfirm={() => void confirmRestore()}
      />
    </div>
  );
}
