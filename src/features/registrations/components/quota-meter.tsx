import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Button } from "@/components/ui/button";
import { useBatchQuota } from "@/features/registrations/api/applications";
import { cn } from "@/lib/utils";

/**
 * A batch's seats, above its applications: accepted (Lulus Seleksi, Peserta, Selesai) against the quota as a meter,
 * the reserve list (a button that filters to it) and how many applied.
 */
export function QuotaMeter({ scheduleId, batchLabel, onShowReserve }: { scheduleId: number; batchLabel: string; onShowReserve: () => void }) {
  const { data, isError } = useBatchQuota(scheduleId);
  if (isError) return null;
  if (!data) return <Skeleton className="h-24 w-full rounded-xl" aria-label="Memuat kuota" />;
  const { quota, accepted, reserve, applications } = data;
  const over = quota !== null && accepted > quota;
  const percent = quota ? Math.min(100, Math.round((accepted / quota) * 100)) : 0;
  return (
    <Card aria-labelledby="quota-title">
      <CardContent className="grid gap-3 pt-6 sm:grid-cols-[1fr_auto] sm:items-center">
        <div className="grid gap-2">
          <h2 id="quota-title" className="text-sm font-semibold">
            Kuota {batchLabel}
          </h2>
          {quota === null ? (
            <p className="text-sm text-muted-foreground">
              {accepted} kursi terisi. Kuota batch ini tidak dibatasi.
            </p>
          ) : (
            <>
              <p className={cn("text-sm", over && "font-medium text-destructive")}>
                {accepted} dari {quota} kursi terisi
                {over ? `, ${accepted - quota} melebihi kuota` : accepted === quota ? ", kuota penuh" : `, sisa ${quota - accepted}`}.
              </p>
              <div
                role="meter"
                aria-label="Kursi terisi"
                aria-valuemin={0}
                aria-valuemax={quota}
                aria-valuenow={accepted}
                aria-valuetext={`${accepted} dari ${quota} kursi`}
                className="h-2.5 w-full overflow-hidden rounded-full bg-muted"
              >
                <div className={cn("h-full rounded-full", over ? "bg-destructive" : "bg-primary")} style={{ width: `${percent}%` }} />
              </div>
            </>
          )}
          <p className="text-sm text-muted-foreground">
            {applications} pendaftar di batch ini, {reserve} di daftar cadangan.
          </p>
        </div>
        {reserve > 0 && (
          <Button variant="outline" size="sm" onClick={onShowReserve}>
            Lihat Daftar Cadangan
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
