import { useMemo, useState } from "react";
import { Link } from "react-router-dom";
import { ChartColumnIcon, ListChecksIcon, PencilIcon, QuoteIcon, SendIcon } from "lucide-react";
import { AdminPageHeader } from "@/components/admin-page-header";
import { AdminTable } from "@/components/admin-table";
import { ErrorState } from "@/components/data-state";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { useJakartaToday } from "@/lib/today";
import { AdminsOnly } from "@/features/tracer-study/components/admins-only";
import { useDueRounds, useSurveyMessage, useTracerSettings, type DueRound } from "@/features/tracer-study/api/tracer-sending";
import { dueRoundColumns, type DueRoundRow } from "@/features/tracer-study/components/due-round-columns";
import { SurveyMessageDialog } from "@/features/tracer-study/components/survey-message-dialog";
import { SurveySendDialog } from "@/features/tracer-study/components/survey-send-dialog";
import { TracerSettingsDialog } from "@/features/tracer-study/components/tracer-settings-dialog";

const TITLE = "Survei Alumni";

/** "3 dan 6", "3, 6 dan 12" */
const monthsText = (months: readonly number[]) =>
  months.length <= 1 ? `${months[0] ?? ""}` : `${months.slice(0, -1).join(", ")} dan ${months[months.length - 1]}`;

/** "Survei Alumni" (admins and super admins, docs/outcomes.md "Sending from the panel"): who is due, and sending. */
export default function AdminTracerPage() {
  return (
    <AdminsOnly title={TITLE} reason="Survei alumni hanya dapat dikelola oleh admin dan super admin: jawabannya data pribadi lulusan.">
      <Tracer />
    </AdminsOnly>
  );
}

type Dialog = { kind: "send"; rounds: DueRound[] } | { kind: "settings" } | { kind: "message" } | null;

function Tracer() {
  const today = useJakartaToday();
  const due = useDueRounds();
  const settings = useTracerSettings();
  const message = useSurveyMessage();
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const rows = useMemo(() => due.data?.map((r): DueRoundRow => ({ ...r, id: r.round_id })), [due.data]);
  const columns = useMemo(() => dueRoundColumns(today), [today]);
  // The rounds still listed (a refetch after sending may drop some) keep the list's order.
  const selected = rows?.filter((r) => chosen.has(r.id)) ?? [];
  const unsent = rows?.filter((r) => r.sends === 0) ?? [];
  const dialogProps = (kind: NonNullable<Dialog>["kind"]) => ({
    open: dialog?.kind === kind,
    onOpenChange: (open: boolean) => !open && setDialog(null),
  });
  // The walk goes through the rounds chosen when it opened, whatever the list does meanwhile.
  const send = (rounds: DueRound[]) => setDialog({ kind: "send", rounds });

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={TITLE}
        description="Tautan survei pribadi untuk lulusan (peserta berstatus Selesai): siapa yang perlu dikirimi minggu ini, dan pengirimannya lewat WhatsApp atau e-mail Anda sendiri."
        action={
          <>
            <Button asChild variant="outline">
              <Link to={paths.admin.tracerFigures.getHref()}>
                <ChartColumnIcon aria-hidden="true" />
                Hasil Survei
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.admin.tracerQuestions.getHref()}>
                <ListChecksIcon aria-hidden="true" />
                Pertanyaan Survei
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.admin.alumniStories.getHref()}>
                <QuoteIcon aria-hidden="true" />
                Cerita Alumni
              </Link>
            </Button>
          </>
        }
      />
      <div className="grid gap-4 md:grid-cols-2">
        <SettingCard
          title="Jadwal Survei"
          text={
            settings.data &&
            `Dikirim ${monthsText(settings.data.months)} bulan setelah pelatihan berakhir. Tautan berlaku ${settings.data.answer_days} hari sejak survei dibuka; jawaban dapat diperbaiki ${settings.data.correction_days} hari.`
          }
          failed={settings.isError}
          onEdit={() => setDialog({ kind: "settings" })}
        />
        <SettingCard title="Pesan Survei" text={message.data?.body} failed={message.isError} onEdit={() => setDialog({ kind: "message" })} />
      </div>
      <section aria-labelledby="due-title" className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="due-title" className="text-lg font-semibold">
              Perlu Dikirim
            </h2>
            <p className="text-sm text-muted-foreground">
              {rows
                ? `${rows.length} survei terbuka atau dibuka dalam 7 hari dan belum dijawab; ${unsent.length} belum pernah dikirim.`
                : "Survei yang terbuka atau dibuka dalam 7 hari dan belum dijawab."}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {selected.length > 0 && (
              <Button onClick={() => send(selected)}>
                <SendIcon aria-hidden="true" />
                Kirim Survei ({selected.length})
              </Button>
            )}
            {selected.length === 0 && unsent.length > 0 && (
              <Button onClick={() => send(unsent)}>
                <SendIcon aria-hidden="true" />
                Kirim ke yang Belum ({unsent.length})
              </Button>
            )}
          </div>
        </div>
        {due.isError ? (
          <ErrorState headingLevel={3} title="Gagal memuat daftar survei." description={due.error.message} />
        ) : (
          <AdminTable
            columns={columns}
            rows={rows}
            emptyText="Tidak ada lulusan yang perlu dikirimi survei minggu ini."
            selection={{ selected: chosen, onChange: setChosen, label: (r) => `Pilih ${r.full_name} (${r.program}, survei ${r.round_month} bulan)` }}
            actions={{
              label: (r) => `Aksi untuk ${r.full_name}`,
              items: (r) => [{ label: "Kirim Survei", icon: SendIcon, onSelect: () => send([r]), disabled: !r.has_whatsapp && !r.has_email }],
            }}
          />
        )}
      </section>
      <SurveySendDialog {...dialogProps("send")} rounds={dialog?.kind === "send" ? dialog.rounds : []} />
      <TracerSettingsDialog {...dialogProps("settings")} settings={settings.data} />
      <SurveyMessageDialog {...dialogProps("message")} template={message.data} />
    </div>
  );
}

/** One setting of the survey: what it is now (loading, failed) and "Ubah". */
function SettingCard({ title, text, failed, onEdit }: { title: string; text: string | undefined; failed: boolean; onEdit: () => void }) {
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3 space-y-0">
        <div className="grid min-w-0 flex-1 gap-1.5">
          <CardTitle as="h2" className="text-base">
            {title}
          </CardTitle>
          {text !== undefined ? (
            <CardDescription className="line-clamp-4 [overflow-wrap:anywhere]">{text}</CardDescription>
          ) : failed ? (
            <CardDescription>{`${title} tidak dapat dimuat. Muat ulang halaman.`}</CardDescription>
          ) : (
            <Skeleton className="h-10 w-full" />
          )}
        </div>
        <Button variant="outline" size="sm" onClick={onEdit} disabled={text === undefined}>
          <PencilIcon aria-hidden="true" />
          Ubah<span className="sr-only"> {title.toLowerCase()}</span>
        </Button>
      </CardHeader>
    </Card>
  );
}
