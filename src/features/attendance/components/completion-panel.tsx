import { useMemo, useState } from "react";
import { Loader2Icon, PencilIcon, ClipboardCheckIcon, MessageCircleIcon, SettingsIcon } from "lucide-react";
import { AdminTable } from "@/components/admin-table";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { ErrorState } from "@/components/data-state";
import type { EntityColumn } from "@/components/entity-columns";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { useAdminDialogs } from "@/hooks/use-admin-dialogs";
import { CompletionNotMet, useCompleteParticipants, useCompletionOverview } from "@/features/attendance/api/attendance";
import { formatPercent } from "@/features/attendance/lib/class-days";
import { AssessmentDialog } from "@/features/attendance/components/assessment-dialog";
import { MinAttendanceDialog } from "@/features/attendance/components/min-attendance-dialog";
import { SkmSendDialog } from "@/features/attendance/components/skm-send-dialog";
import { ASSESSMENT_RESULT_LABEL, type CompletionOverview, type NotMet } from "@/features/attendance/schemas/attendance-schema";

type Participant = CompletionOverview["participants"][number];
type Row = Participant & { id: number };

const nameOf = (p: { full_name: string | null }) => p.full_name ?? "(data pribadi dihapus)";

const COLUMNS: readonly EntityColumn<Row>[] = [
  { key: "name", header: "Peserta", cell: (p) => <span className="font-medium">{nameOf(p)}</span> },
  {
    key: "attendance",
    header: "Kehadiran",
    cell: (p) => formatPercent(p.attendance),
    notes: (p) => [`${p.present} hari hadir`],
    numeric: true,
  },
  {
    key: "assessment",
    header: "Penilaian",
    cell: (p) => (p.assessment ? ASSESSMENT_RESULT_LABEL[p.assessment.result] : "Belum dinilai"),
    notes: (p) => [p.assessment?.score !== null && p.assessment?.score !== undefined && `Nilai ${String(p.assessment.score).replace(".", ",")}`, p.assessment?.note],
  },
  {
    key: "status",
    header: "Status",
    cell: (p) =>
      p.status === "selesai" ? (
        <Badge>Selesai</Badge>
      ) : (
        <span className="grid gap-1">
          <Badge variant="outline">Peserta</Badge>
          <span className="text-xs text-muted-foreground">{p.meets_rule ? "Memenuhi syarat Selesai" : "Belum memenuhi syarat"}</span>
        </span>
      ),
  },
];

/**
 * 'Penyelesaian' of a class (admins and super admins; docs/attendance.md, Completion): the minimum attendance, the
 * final assessment per participant, the figures, and Peserta → Selesai for one or the chosen. The database checks the
 * rule; whoever falls short is named with the reason and made Selesai only after the admin asks for the exception.
 */
export function CompletionPanel({ scheduleId }: { scheduleId: number }) {
  const overview = useCompletionOverview(scheduleId);
  const complete = useCompleteParticipants();
  const dialogs = useAdminDialogs<Participant, "assess" | "minimum" | "skm">();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [confirming, setConfirming] = useState<Participant[] | null>(null);
  const [notMet, setNotMet] = useState<{ ids: number[]; notMet: NotMet } | null>(null);
  const rows = useMemo<Row[] | undefined>(() => overview.data?.participants.map((p) => ({ ...p, id: p.registration_id })), [overview.data]);

  if (!overview.data && overview.isError) return <ErrorState title="Gagal memuat penyelesaian kelas." description={overview.error.message} />;
  const data = overview.data;
  const participants = data?.participants ?? [];
  const chosen = participants.filter((p) => selected.has(p.registration_id) && p.status === "peserta");

  /** Peserta → Selesai; the rule's refusal (without the exception asked for) is returned, for the question. */
  async function run(ids: number[], allowExceptions: boolean): Promise<CompletionNotMet | null> {
    try {
      const result = await complete.mutateAsync({ ids, allowExceptions });
      setSelected(new Set());
      toast({
        title: `${result.changed} peserta dinyatakan Selesai.`,
        description: result.exceptions > 0 ? `${result.exceptions} di antaranya sebagai pengecualian.` : undefined,
      });
    } catch (error) {
      if (error instanceof CompletionNotMet && !allowExceptions) return error;
      toast({ title: "Gagal menyatakan peserta Selesai.", description: error instanceof Error ? error.message : undefined, variant: "destructive" });
    }
    return null;
  }

  return (
    <div className="space-y-4">
      <Card>
        <CardContent className="grid gap-4 p-4 sm:grid-cols-[1fr_auto] sm:items-center">
          <section aria-label="Ringkasan penyelesaian">
          <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
            <Figure label="Kehadiran minimum" value={data ? formatPercent(data.min_attendance) : "…"} />
            <Figure label="Hari pelatihan" value={data ? String(data.training_days) : "…"} />
            <Figure label="Memenuhi syarat" value={data ? `${participants.filter((p) => p.status === "peserta" && p.meets_rule).length} dari ${participants.filter((p) => p.status === "peserta").length}` : "…"} />
            <Figure label="Selesai" value={data ? String(participants.filter((p) => p.status === "selesai").length) : "…"} />
          </dl>
          </section>
          <Button variant="outline" disabled={!data} onClick={() => dialogs.open("minimum")}>
            <SettingsIcon aria-hidden="true" />
            Ubah Kehadiran Minimum
          </Button>
        </CardContent>
      </Card>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          Selesai bila kehadiran dari seluruh hari pelatihan mencapai minimum dan hasil penilaian Kompeten.
        </p>
        <Button disabled={chosen.length === 0} onClick={() => setConfirming(chosen)}>
          <ClipboardCheckIcon aria-hidden="true" />
          Nyatakan Selesai ({chosen.length})
        </Button>
      </div>

      <AdminTable
        columns={COLUMNS}
        rows={rows}
        emptyText="Belum ada peserta di kelas ini."
        selection={{ selected, onChange: setSelected, label: (p) => `Pilih ${nameOf(p)}` }}
        actions={{
          label: (p) => `Aksi untuk ${nameOf(p)}`,
          items: (p) => [
            { label: "Beri Penilaian", icon: PencilIcon, disabled: p.status !== "peserta", onSelect: () => dialogs.open("assess", p) },
            { label: "Nyatakan Selesai", icon: ClipboardCheckIcon, disabled: p.status !== "peserta", onSelect: () => setConfirming([p]) },
            // the database decides who may answer now (the batch's last week to 30 days after it, an open period)
            { label: "Kirim Survei Kepuasan", icon: MessageCircleIcon, onSelect: () => dialogs.open("skm", p) },
          ],
        }}
      />

      <AssessmentDialog {...dialogs.dialogProps("assess")} participant={dialogs.itemFor("assess")} />
      <SkmSendDialog {...dialogs.dialogProps("skm")} participant={dialogs.itemFor("skm")} />
      {data && <MinAttendanceDialog {...dialogs.dialogProps("minimum")} scheduleId={scheduleId} current={data.min_attendance} />}

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title="Nyatakan Selesai"
        description={
          confirming?.length === 1
            ? `${nameOf(confirming[0])} akan berstatus Selesai.`
            : `${confirming?.length ?? 0} peserta akan berstatus Selesai.`
        }
        confirmLabel="Nyatakan Selesai"
        pendingLabel="Menyimpan..."
        confirmVariant="default"
        pending={complete.isPending}
        onConfirm={async () => {
          const ids = (confirming ?? []).map((p) => p.registration_id);
          const refused = await run(ids, false);
          setConfirming(null);
          if (refused) setNotMet({ ids, notMet: refused.notMet });
        }}
      />
      <NotMetDialog
        notMet={notMet?.notMet ?? null}
        total={notMet?.ids.length ?? 0}
        pending={complete.isPending}
        onCancel={() => setNotMet(null)}
        onConfirm={async () => {
          if (notMet) await run(notMet.ids, true);
          setNotMet(null);
        }}
      />
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** The database's refusal: who falls short and why; going on is an explicit exception, recorded on the timeline. */
function NotMetDialog({
  notMet,
  total,
  pending,
  onCancel,
  onConfirm,
}: {
  notMet: NotMet | null;
  total: number;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog open={notMet !== null} onOpenChange={(open) => (open || pending ? undefined : onCancel())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Belum memenuhi syarat Selesai</AlertDialogTitle>
          <AlertDialogDescription>
            {notMet?.length ?? 0} dari {total} peserta belum memenuhi syarat. Tidak ada yang diubah. Tetap nyatakan Selesai sebagai pengecualian?
            Pengecualian dicatat di riwayat pendaftaran.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <ul className="grid max-h-60 gap-1.5 overflow-y-auto text-sm" aria-label="Peserta yang belum memenuhi syarat">
          {notMet?.map((p) => (
            <li key={p.registration_id}>
              <span className="font-medium">{nameOf(p)}</span>: {p.reason}
            </li>
          ))}
        </ul>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Batal</AlertDialogCancel>
          <Button disabled={pending} onClick={onConfirm}>
            {pending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            Tetap Nyatakan Selesai
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
