import { useState } from "react";
import { CheckCheckIcon, CheckIcon, ChevronLeftIcon, ChevronRightIcon, CloudOffIcon, RefreshCwIcon, TriangleAlertIcon } from "lucide-react";
import { useSearchParams } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/data-state";
import { cn } from "@/lib/utils";
import { useSession } from "@/features/auth/api/session";
import { useClassList, useScheduleDays, type ScheduleDay } from "@/features/attendance/api/attendance";
import { defaultClassDay, formatClassDay, formatPercent, participantView } from "@/features/attendance/lib/class-days";
import { useMarkQueue } from "@/features/attendance/lib/use-mark-queue";
import { ATTENDANCE_STATUSES, ATTENDANCE_STATUS_LABEL, type AttendanceStatus, type ClassList } from "@/features/attendance/schemas/attendance-schema";
import { TrainingDayDialog } from "@/features/attendance/components/training-day-dialog";

/** The chosen day in the URL (?hari=yyyy-mm-dd): a reload or a shared link opens the same day. */
const DAY_PARAM = "hari";

const nameOf = (name: string | null) => name ?? "(data pribadi dihapus)";

/**
 * 'Presensi' of one class (docs/attendance.md): a training day, then per participant Hadir / Izin / Sakit / Alpa in
 * one tap and the running percentage. Every tap goes into the device's queue first; the screen says per row and in
 * one line what is not yet saved, and when everything is.
 */
export function AttendanceMarking({ scheduleId, canChangeDays }: { scheduleId: number; canChangeDays: boolean }) {
  const list = useClassList(scheduleId);
  const days = useScheduleDays(scheduleId);
  const { user } = useSession(); // signed in: the panel's guard let the screen render
  const { queue, pending } = useMarkQueue(scheduleId, user?.id ?? "");
  const [params, setParams] = useSearchParams();
  const [dayDialog, setDayDialog] = useState(false);

  // Only without anything to show: a failed refresh (a weak connection) keeps the list on screen and marking.
  if ((!list.data && list.isError) || (!days.data && days.isError)) {
    return <ErrorState title="Gagal memuat daftar hadir." description={(list.error ?? days.error)?.message} />;
  }
  if (!list.data || !days.data) return <Skeleton className="h-64 w-full" data-testid="class-loading" />;

  const chosen = params.get(DAY_PARAM);
  const day = days.data.find((d) => d.day === chosen) ?? days.data.find((d) => d.day === defaultClassDay(days.data, list.data.today));
  if (!day) return <p className="text-muted-foreground">Periode jadwal ini belum memiliki hari.</p>;
  const setDay = (next: string) =>
    setParams(
      (p) => {
        p.set(DAY_PARAM, next);
        return p;
      },
      { replace: true },
    );
  const training = days.data.filter((d) => d.is_training_day);
  const at = training.findIndex((d) => d.day === day.day);
  const previous = at === -1 ? training.filter((d) => d.day < day.day).at(-1) : training[at - 1];
  const next = at === -1 ? training.find((d) => d.day > day.day) : training[at + 1];
  const future = day.day > list.data.today;
  const mark = (registrationId: number, status: AttendanceStatus) => queue.add(scheduleId, { registration_id: registrationId, day: day.day, status });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-0 flex-1 gap-1.5">
          <span id="class-day-label" className="text-sm font-medium">
            Hari
          </span>
          <div className="flex gap-2">
            <Button variant="outline" size="icon" className="size-11" disabled={!previous} onClick={() => previous && setDay(previous.day)} aria-label="Hari pelatihan sebelumnya">
              <ChevronLeftIcon aria-hidden="true" />
            </Button>
            <Select value={day.day} onValueChange={setDay}>
              <SelectTrigger className="h-11 min-w-0 flex-1" aria-labelledby="class-day-label">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {days.data.map((d) => (
                  <SelectItem key={d.day} value={d.day}>
                    {dayOptionLabel(d, list.data.today)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <Button variant="outline" size="icon" className="size-11" disabled={!next} onClick={() => next && setDay(next.day)} aria-label="Hari pelatihan berikutnya">
              <ChevronRightIcon aria-hidden="true" />
            </Button>
          </div>
        </div>
        {canChangeDays && (
          <Button variant="outline" className="h-11" onClick={() => setDayDialog(true)}>
            {day.is_training_day ? "Jadikan Hari Libur" : "Jadikan Hari Pelatihan"}
          </Button>
        )}
      </div>

      <SaveState pending={pending} onRetry={() => void queue.retry()} />

      {!day.is_training_day ? (
        <p className="rounded-lg border bg-muted/40 p-4 text-sm" role="note">
          {day.is_weekend && !day.reason ? "Akhir pekan: bukan hari pelatihan." : `Hari libur${day.reason ? `: ${day.reason}` : ""}.`}
          {canChangeDays ? " Presensi tidak diisi pada hari ini." : " Presensi tidak diisi pada hari ini; admin dapat mengubahnya."}
        </p>
      ) : (
        <ClassDay
          list={list.data}
          day={day.day}
          future={future}
          pending={pending}
          onMark={mark}
          onDiscard={(registrationId) => queue.discard({ scheduleId, registration_id: registrationId, day: day.day })}
        />
      )}
      {canChangeDays && <TrainingDayDialog open={dayDialog} onOpenChange={setDayDialog} scheduleId={scheduleId} day={day} />}
    </div>
  );
}

function dayOptionLabel(d: ScheduleDay, today: string) {
  const suffix = d.day === today ? " (hari ini)" : "";
  if (d.is_training_day) return `${formatClassDay(d.day)}${suffix}`;
  return `${formatClassDay(d.day)}${suffix} · ${d.is_weekend && !d.reason ? "akhir pekan" : "libur"}`;
}

/** The one line that says whether every mark is saved, and what waits. */
function SaveState({ pending, onRetry }: { pending: ReturnType<typeof useMarkQueue>["pending"]; onRetry: () => void }) {
  const refused = pending.filter((m) => m.refused);
  const waiting = pending.length - refused.length;
  return (
    <div
      role="status"
      data-testid="save-state"
      className={cn(
        "flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border p-3 text-sm",
        pending.length > 0 ? "border-amber-600/50 bg-amber-500/10" : "bg-muted/40",
      )}
    >
      {pending.length === 0 ? (
        <span className="flex items-center gap-2">
          <CheckIcon className="size-4 text-primary" aria-hidden="true" />
          Semua tanda kehadiran tersimpan.
        </span>
      ) : (
        <>
          {waiting > 0 && (
            <span className="flex items-center gap-2 font-medium">
              <CloudOffIcon className="size-4" aria-hidden="true" />
              {waiting} tanda belum tersimpan — akan dikirim ulang otomatis.
            </span>
          )}
          {refused.length > 0 && (
            <span className="flex items-center gap-2 font-medium text-destructive">
              <TriangleAlertIcon className="size-4" aria-hidden="true" />
              {refused.length} tanda ditolak server dan belum tersimpan.
            </span>
          )}
          <Button variant="outline" size="sm" onClick={onRetry}>
            <RefreshCwIcon aria-hidden="true" />
            Kirim Ulang Sekarang
          </Button>
        </>
      )}
    </div>
  );
}

function ClassDay({
  list,
  day,
  future,
  pending,
  onMark,
  onDiscard,
}: {
  list: ClassList;
  day: string;
  future: boolean;
  pending: ReturnType<typeof useMarkQueue>["pending"];
  onMark: (registrationId: number, status: AttendanceStatus) => void;
  onDiscard: (registrationId: number) => void;
}) {
  const views = list.participants.map((p) => ({ participant: p, view: participantView(list, p, pending) }));
  const unmarked = views.filter(({ view }) => view.dayOf(day).status === null);
  if (list.participants.length === 0) return <p className="text-muted-foreground">Belum ada peserta di kelas ini.</p>;
  return (
    <div className="space-y-3">
      {future ? (
        <p className="rounded-lg border bg-muted/40 p-4 text-sm" role="note">
          Hari ini belum tiba: presensi dapat diisi mulai {formatClassDay(day)}.
        </p>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted-foreground">
            {list.participants.length - unmarked.length} dari {list.participants.length} peserta sudah ditandai.
          </p>
          <Button className="h-11" disabled={unmarked.length === 0} onClick={() => unmarked.forEach(({ participant }) => onMark(participant.registration_id, "hadir"))}>
            <CheckCheckIcon aria-hidden="true" />
            Semua Hadir
          </Button>
        </div>
      )}
      <Card className="divide-y p-0">
        <ul aria-label={`Daftar hadir ${formatClassDay(day)}`} className="divide-y">
          {views.map(({ participant, view }) => {
            const today = view.dayOf(day);
            const name = nameOf(participant.full_name);
            return (
              <li key={participant.registration_id} className="grid gap-2 p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4 sm:p-4">
                <div className="min-w-0">
                  <p className="font-medium [overflow-wrap:anywhere]">{name}</p>
                  <p className="text-sm text-muted-foreground">
                    Kehadiran {formatPercent(view.percentage)}
                    {view.daysSoFar > 0 && ` (${view.present} dari ${view.daysSoFar} hari)`}
                  </p>
                  {today.pending?.refused ? (
                    <p className="flex flex-wrap items-center gap-x-2 text-sm text-destructive">
                      <TriangleAlertIcon className="size-4" aria-hidden="true" />
                      Ditolak: {today.pending.refused}
                      <Button variant="link" size="sm" className="h-auto p-0 text-destructive underline" onClick={() => onDiscard(participant.registration_id)}>
                        Buang tanda ini
                      </Button>
                    </p>
                  ) : today.pending ? (
                    <p className="flex items-center gap-1.5 text-sm font-medium text-amber-800 dark:text-amber-300">
                      <CloudOffIcon className="size-4" aria-hidden="true" />
                      Belum tersimpan
                    </p>
                  ) : null}
                </div>
                <fieldset disabled={future} className="grid grid-cols-4 gap-1.5">
                  <legend className="sr-only">Kehadiran {name}</legend>
                  {ATTENDANCE_STATUSES.map((status) => {
                    const on = today.status === status;
                    return (
                      <Button
                        key={status}
                        type="button"
                        variant={on ? "default" : "outline"}
                        aria-pressed={on}
                        className={cn("h-11 min-w-0 px-2 sm:w-20", on && STATUS_ON[status])}
                        onClick={() => onMark(participant.registration_id, status)}
                      >
                        {ATTENDANCE_STATUS_LABEL[status]}
                      </Button>
                    );
                  })}
                </fieldset>
              </li>
            );
          })}
        </ul>
      </Card>
    </div>
  );
}

/** A chosen status's colour (each with white text at AA contrast in both themes). */
const STATUS_ON: Record<AttendanceStatus, string> = {
  hadir: "bg-emerald-700 hover:bg-emerald-700/90 text-white",
  izin: "bg-sky-700 hover:bg-sky-700/90 text-white",
  sakit: "bg-amber-700 hover:bg-amber-700/90 text-white",
  alpa: "bg-red-700 hover:bg-red-700/90 text-white",
};
