import { useId, useState, type ReactNode } from "react";
import { Link, useParams } from "react-router-dom";
import { ArrowLeftIcon, EyeIcon, EyeOffIcon, Loader2Icon, MessageCircleIcon, RefreshCwIcon } from "lucide-react";
import { AdminPageHeader } from "@/components/admin-page-header";
import { ErrorState } from "@/components/data-state";
import { NotFoundState } from "@/components/not-found-state";
import { toast } from "@/components/ui/use-toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { PersonalDataOnly } from "@/features/registrations/components/personal-data-only";
import { useSchedule } from "@/features/schedules/api/schedules";
import { useApplication, useRevealNik, type Application, type ApplicationEvent } from "@/features/registrations/api/applications";
import { applicantName, maskedNik } from "@/features/registrations/components/application-columns";
import { batchLabel } from "@/features/schedules/api/batch-choices";
import { StatusBadge } from "@/features/registrations/components/status-badge";
import { ApplicationDocuments } from "@/features/registrations/components/application-documents";
import { ApplicantRights } from "@/features/registrations/components/applicant-rights";
import { StatusChangeDialog } from "@/features/registrations/components/status-change-dialog";
import { WhatsAppDialog } from "@/features/registrations/components/whatsapp-dialog";
import { NEXT_STATUSES } from "@/features/registrations/lib/pipeline";
import { describeEvent } from "@/features/registrations/lib/timeline";
import { APPLICANT_FIELDS, consentText, fieldText } from "@/features/registrations/lib/applicant-fields";
import { formatJakartaDateTime } from "@/lib/dates";

const TITLE = "Detail Pendaftar";

/** One application in full (admins and super admins, docs/selection.md). */
export default function AdminApplicationPage() {
  return (
    <PersonalDataOnly title={TITLE}>
      <ApplicationDetail />
    </PersonalDataOnly>
  );
}

const backLink = (
  <Button asChild variant="ghost" size="sm" className="-ml-2 w-fit">
    <Link to={paths.admin.applications.getHref()}>
      <ArrowLeftIcon aria-hidden="true" />
      Kembali ke Pendaftar
    </Link>
  </Button>
);

function ApplicationDetail() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useApplication(valid ? id : null);
  const [changing, setChanging] = useState(false);
  const [messaging, setMessaging] = useState(false);
  const schedule = useSchedule(query.data?.application.schedule_id);

  if (!valid || query.data === null) {
    return (
      <NotFoundState
        title="Pendaftar Tidak Ditemukan"
        description="Pendaftaran ini tidak ada, atau sudah dihapus."
        backTo={paths.admin.applications.getHref()}
        backLabel="Kembali ke Pendaftar"
      />
    );
  }
  if (query.isError) {
    return (
      <div className="space-y-6">
        {backLink}
        <AdminPageHeader title={TITLE} />
        <ErrorState title="Gagal memuat data pendaftar." description="Periksa koneksi Anda lalu muat ulang halaman." />
      </div>
    );
  }
  if (!query.data) {
    return (
      <div className="space-y-6" aria-busy="true">
        {backLink}
        <AdminPageHeader title={TITLE} />
        <Skeleton className="h-72 w-full rounded-xl" aria-label="Memuat data pendaftar" />
        <Skeleton className="h-40 w-full rounded-xl" />
      </div>
    );
  }

  const { application, documents, events } = query.data;
  const name = applicantName(application);
  return (
    <div className="space-y-6">
      {backLink}
      {/* The page's title stays "Detail Pendaftar": a name in the tab title would end up in the browser's history. */}
      <AdminPageHeader
        title={TITLE}
        action={
          <>
            <Button variant="outline" onClick={() => setMessaging(true)} disabled={!application.whatsapp}>
              <MessageCircleIcon aria-hidden="true" />
              Kirim via WhatsApp
            </Button>
            <Button onClick={() => setChanging(true)} disabled={NEXT_STATUSES[application.status].length === 0}>
              <RefreshCwIcon aria-hidden="true" />
              Ubah Status
            </Button>
          </>
        }
      />
      <div className="grid gap-1">
        <p className="text-xl font-semibold [overflow-wrap:anywhere]">{name}</p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span className="font-mono">{application.code}</span>
          <span>{schedule.data ? batchLabel(schedule.data) : `Jadwal #${application.schedule_id}`}</span>
          <StatusBadge status={application.status} />
        </p>
      </div>
      {application.erased_at && (
        <p role="note" className="rounded-lg border bg-muted/40 p-4 text-sm">
          Data pribadi pendaftar ini sudah dihapus pada {formatJakartaDateTime(application.erased_at)}. Kode, jadwal, status dan riwayatnya tetap
          tersimpan.
        </p>
      )}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-6">
          <Section title="Data Pendaftar">
            <ApplicantFacts application={application} />
          </Section>
          <Section title="Dokumen">
            <ApplicationDocuments registrationId={application.id} applicant={name} documents={documents} />
          </Section>
        </div>
        <div className="grid content-start gap-6">
          <Section title="Riwayat Pendaftaran">
            <Timeline events={events} />
          </Section>
          <Section title="Hak Pendaftar">
            <ApplicantRights application={application} name={name} />
          </Section>
        </div>
      </div>
      <StatusChangeDialog open={changing} onOpenChange={setChanging} applications={[application]} />
      <WhatsAppDialog open={messaging} onOpenChange={setMessaging} recipients={[application]} />
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Card className="h-full">
        <CardHeader>
          <CardTitle as="h2" id={id} className="text-lg">
            {title}
          </CardTitle>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  );
}

/** Every field of the application, the NIK masked until "Tampilkan NIK". */
function ApplicantFacts({ application }: { application: Application }) {
  const facts: [string, ReactNode, boolean?][] = [
    ...APPLICANT_FIELDS.map((field): [string, ReactNode, boolean] => [
      field.label,
      field.key === "nik" ? <Nik key="nik" application={application} /> : fieldText(field, application[field.key]),
      "wide" in field,
    ]),
    ["Persetujuan Orang Tua/Wali", application.guardian_consent ? "Ya (pendaftar di bawah 18 tahun)" : "Tidak diperlukan"],
    ["Persetujuan Data Pribadi", consentText(application.consent_version, application.consent_at)],
    ["Didaftarkan", formatJakartaDateTime(application.submitted_at)],
    ["Pesan untuk Pendaftar", application.applicant_message ?? "-", true],
  ];
  return (
    <dl className="grid gap-4 text-sm sm:grid-cols-2">
      {facts.map(([term, value, wide]) => (
        <div key={term} className={wide ? "sm:col-span-2" : undefined}>
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="whitespace-pre-line font-medium [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The NIK: the last 4 digits, and "Tampilkan NIK" (recorded on the timeline; the full NIK stays in this component only). */
function Nik({ application }: { application: Application }) {
  const reveal = useRevealNik();
  const [nik, setNik] = useState<string | null>(null);
  if (!application.nik_last4) return <>-</>;
  async function show() {
    try {
      setNik(await reveal.mutateAsync(application.id));
    } catch (error) {
      toast({ title: "Gagal menampilkan NIK.", description: error instanceof Error ? error.message : undefined, variant: "destructive" });
    }
  }
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className="font-mono" aria-label={nik ? `NIK ${nik}` : `NIK berakhiran ${application.nik_last4}`}>
        {nik ?? maskedNik(application.nik_last4)}
      </span>
      {nik ? (
        <Button variant="ghost" size="sm" onClick={() => setNik(null)}>
          <EyeOffIcon aria-hidden="true" />
          Sembunyikan
        </Button>
      ) : (
        <Button variant="outline" size="sm" onClick={() => void show()} disabled={reveal.isPending}>
          {reveal.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <EyeIcon aria-hidden="true" />}
          Tampilkan NIK
        </Button>
      )}
      {nik && <span className="basis-full text-xs font-normal text-muted-foreground">Tercatat di riwayat pendaftaran.</span>}
    </span>
  );
}

function Timeline({ events }: { events: ApplicationEvent[] }) {
  if (events.length === 0) return <p className="text-sm text-muted-foreground">Belum ada riwayat.</p>;
  return (
    <ol className="grid gap-4 border-l pl-4">
      {events.map((event) => {
        const { title, actor, note } = describeEvent(event);
        return (
          <li key={event.id} className="relative grid gap-0.5 text-sm">
            <span className="absolute -left-[1.3rem] top-1.5 size-2 rounded-full bg-primary" aria-hidden="true" />
            <span className="font-medium">{title}</span>
            <span className="text-xs text-muted-foreground">
              {formatJakartaDateTime(event.at)} · {actor}
            </span>
            {note && <span className="whitespace-pre-line [overflow-wrap:anywhere]">{note}</span>}
          </li>
        );
      })}
    </ol>
  );
}
