import { useMemo, type ReactNode } from "react";
import { Link, useParams } from "react-router-dom";
import {
  ArrowLeft,
  CalendarDays,
  CalendarPlus,
  ClipboardList,
  Gift,
  Info,
  Layers,
  MapPin,
  Share2,
  Tag,
  UserRound,
  Users,
} from "lucide-react";
import { CheckList } from "@/components/check-list";
import { ErrorState } from "@/components/data-state";
import { ExternalLink } from "@/components/external-link";
import { PublicPageHeader } from "@/components/public-page-header";
import { buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useContactInfo } from "@/features/contact/api/contact";
import { usePrograms } from "@/features/programs/api/programs";
import { useSchedule, type ScheduleDetail as ScheduleData } from "@/features/schedules/api/schedules";
import { RegistrationBadge } from "@/features/schedules/components/registration-badge";
import { AddToCalendar, ShareButtons, WhatsAppButton } from "@/features/schedules/components/schedule-actions";
import { parseScheduleId } from "@/lib/schedule-routing";
import { ScheduleStatusBadge } from "@/features/schedules/components/schedule-status-badge";
import { ScheduleTimeline } from "@/features/schedules/components/schedule-timeline";
import { paths } from "@/config/paths";
import { NotFoundState } from "@/components/not-found-state";
import { formatDateRange } from "@/lib/dates";
import { getRegistrationBadge, getTimeline } from "@/lib/registration";
import { getRegistrationStatus } from "@/lib/status";
import { useOrigin, useToday } from "@/lib/today";
import { cn } from "@/lib/utils";

function DetailSkeleton() {
  return (
    <div aria-busy="true" data-testid="schedule-detail-loading" className="container grid gap-8 py-10 lg:grid-cols-[1fr_360px]">
      <div className="space-y-5">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-6 w-56 rounded-full" />
        <Skeleton className="h-40 w-full rounded-xl" />
        <Skeleton className="h-56 w-full rounded-xl" />
      </div>
      <Skeleton className="h-80 w-full rounded-xl" />
    </div>
  );
}

function NotFound() {
  return <NotFoundState title="Jadwal Tidak Ditemukan" description="Jadwal pelatihan yang Anda cari tidak dapat ditemukan." backTo={paths.schedules.getHref()} backLabel="Kembali ke Jadwal Pelatihan" />;
}

function Panel({ id, title, icon: Icon, children, className }: { id: string; title: string; icon: typeof Info; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={cn("rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6", className)}>
      <h2 id={id} className="mb-4 flex items-center gap-2 text-lg font-semibold">
        <Icon className="size-5 text-primary" aria-hidden="true" />
        {title}
      </h2>
      {children}
    </section>
  );
}

function Fact({ icon: Icon, label, children }: { icon: typeof Info; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="relative pl-7 text-xs text-muted-foreground">
        <Icon className="absolute left-0 top-0.5 size-4" aria-hidden="true" />
        {label}
      </dt>
      <dd className="pl-7 font-medium">{children}</dd>
    </div>
  );
}

function ScheduleDetail({ schedule }: { schedule: ScheduleData }) {
  const programs = usePrograms();
  const contact = useContactInfo();
  const program = useMemo(() => programs.data?.find((p) => p.name === schedule.program) ?? null, [programs.data, schedule.program]);
  const today = useToday();
  const origin = useOrigin();
  const status = getRegistrationStatus(schedule.startDate, schedule.endDate, today);
  const badge = getRegistrationBadge(schedule.registration_start, schedule.registration_end, today);
  const steps = getTimeline(schedule, today);
  const pageUrl = `${origin}${paths.scheduleDetail.getHref(schedule.id)}`;
  const instructors = (schedule.instructorName ?? []).filter(Boolean).join(", ") || "-";
  const registrationOver = status === "Ditutup" || status === "Berlangsung" || badge?.phase === "closed";
  const title = `${schedule.program} ${schedule.batch}`;

  return (
    <article>
      <PublicPageHeader
        back={
          <Link to={paths.schedules.getHref()} className="inline-flex items-center gap-1 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground">
            <ArrowLeft className="size-4" aria-hidden="true" />
            Jadwal Pelatihan
          </Link>
        }
        eyebrow={schedule.batch}
        title={schedule.program}
      >
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <ScheduleStatusBadge status={status} />
          {badge ? <RegistrationBadge badge={badge} /> : null}
        </div>
        {schedule.note ? (
          <p className="mt-4 inline-flex items-center gap-2 rounded-lg border border-amber-600/30 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-200">
            <Info className="size-4 shrink-0" aria-hidden="true" />
            {schedule.note}
          </p>
        ) : null}
      </PublicPageHeader>

      <div className="container grid gap-6 py-10 sm:py-14 lg:grid-cols-[1fr_360px] lg:items-start">
        <div className="grid min-w-0 gap-6 lg:col-start-1 lg:row-start-1">
          <Panel id="rincian" title="Rincian Jadwal" icon={ClipboardList}>
            <dl className="grid gap-4 text-sm sm:grid-cols-2">
              <Fact icon={Tag} label="Program Kejuruan">
                {program ? (
                  <Link to={paths.programDetail.getHref(program.id)} className="text-primary underline-offset-4 hover:underline">
                    {schedule.program}
                  </Link>
                ) : (
                  schedule.program
                )}
              </Fact>
              <Fact icon={Layers} label="Kategori">
                <Link to={paths.categoryPrograms.getHref(schedule.programCategory)} className="text-primary underline-offset-4 hover:underline">
                  {schedule.programCategory}
                </Link>
              </Fact>
              <Fact icon={Layers} label="Batch">{schedule.batch}</Fact>
              <Fact icon={UserRound} label="Instruktur">{instructors}</Fact>
              <Fact icon={CalendarDays} label="Periode Pelaksanaan">
                <span className="tabular-nums">{formatDateRange(schedule.startDate, schedule.endDate)}</span>
              </Fact>
              {schedule.registration_start && schedule.registration_end ? (
                <Fact icon={CalendarDays} label="Periode Pendaftaran">
                  <span className="tabular-nums">{formatDateRange(schedule.registration_start, schedule.registration_end)}</span>
                </Fact>
              ) : null}
              <Fact icon={MapPin} label="Lokasi">{schedule.location ?? contact.data?.address ?? "UPTD BLK Banda Aceh"}</Fact>
              <Fact icon={Users} label="Kuota">{schedule.quota ? `${schedule.quota} peserta` : "Belum ditentukan"}</Fact>
            </dl>
          </Panel>

        </div>
        <aside className="grid gap-6 lg:sticky lg:top-28 lg:col-start-2 lg:row-span-2 lg:row-start-1" aria-label="Pendaftaran dan tindakan">
          <Panel id="cara-mendaftar" title="Cara Mendaftar" icon={ClipboardList}>
            <div className="space-y-4 text-sm">
              {!registrationOver && schedule.online_registration && badge?.phase === "open" ? (
                <Link to={paths.scheduleRegistration.getHref(schedule.id)} className={cn(buttonVariants({ size: "lg" }), "w-full rounded-full")}>
                  Daftar Sekarang
                </Link>
              ) : null}
              {schedule.selection_results && new Date(schedule.selection_results.published_at) <= new Date() ? (
                <Link to={paths.selectionResults.getHref(schedule.id)} className={cn(buttonVariants({ size: "lg" }), "w-full rounded-full")}>
                  Lihat Hasil Seleksi
                </Link>
              ) : null}
              {registrationOver ? (
                <p className="text-muted-foreground">Pendaftaran untuk batch ini sudah ditutup. Pantau jadwal dan pengumuman untuk batch berikutnya.</p>
              ) : schedule.online_registration && schedule.apply_url ? (
                <ExternalLink href={schedule.apply_url} className={cn(buttonVariants({ size: "lg", variant: "outline" }), "w-full rounded-full")}>
                  Daftar melalui SIAPkerja
                </ExternalLink>
              ) : schedule.online_registration && badge?.phase === "not-yet" ? (
                <p className="text-muted-foreground">Pendaftaran online di situs ini dibuka pada periode pendaftaran.</p>
              ) : schedule.online_registration ? null : schedule.apply_url ? (
                <ExternalLink href={schedule.apply_url} className={cn(buttonVariants({ size: "lg" }), "w-full rounded-full")}>
                  Daftar Online
                </ExternalLink>
              ) : (
                <p className="text-muted-foreground">Tautan pendaftaran daring belum tersedia untuk batch ini.</p>
              )}
              <p className="leading-relaxed text-muted-foreground">
                Tidak bisa mendaftar sendiri? Datang langsung ke{" "}
                <span className="font-medium text-foreground">{contact.data?.address ?? "kantor UPTD BLK Banda Aceh"}</span> pada hari
                kerja; petugas kami siap membantu pendaftaran Anda.
              </p>
              <WhatsAppButton
                program={schedule.program}
                batch={schedule.batch}
                contactName={schedule.contact_name}
                contactWhatsapp={schedule.contact_whatsapp}
                fallbackPhone={contact.data?.phone}
                pageUrl={pageUrl}
              />
            </div>
          </Panel>
          <Panel id="bagikan" title="Bagikan" icon={Share2}>
            <ShareButtons title={title} text={`Jadwal pelatihan ${title} di UPTD BLK Banda Aceh`} url={pageUrl} />
          </Panel>
          <Panel id="kalender" title="Tambah ke Kalender" icon={CalendarPlus}>
            <AddToCalendar schedule={schedule} pageUrl={pageUrl} />
          </Panel>
        </aside>
        {/* On a phone the way to apply comes right after the facts; the timeline and the program's lists follow. */}
        <div className="grid min-w-0 gap-6 lg:col-start-1">
          <Panel id="linimasa" title="Linimasa" icon={CalendarDays}>
            <ScheduleTimeline steps={steps} />
          </Panel>
          {program && program.requirements.length > 0 ? (
            <Panel id="persyaratan" title="Persyaratan" icon={ClipboardList}>
              <CheckList items={program.requirements} />
            </Panel>
          ) : null}
          {program && program.benefits.length > 0 ? (
            <Panel id="manfaat" title="Yang Anda Dapatkan" icon={Gift}>
              <CheckList items={program.benefits} icon={Gift} />
            </Panel>
          ) : null}
        </div>
      </div>
    </article>
  );
}

export default function ScheduleDetailPage() {
  const params = useParams();
  const id = parseScheduleId(params.id);
  const { data: schedule, isPending, isError } = useSchedule(id ?? undefined);

  if (id === null) return <NotFound />;
  if (isPending) return <DetailSkeleton />;
  if (isError) {
    return (
      <section className="container max-w-2xl py-16">
        <ErrorState title="Gagal Memuat Jadwal" description="Terjadi kesalahan saat mengambil data jadwal. Periksa koneksi Anda lalu muat ulang halaman." />
      </section>
    );
  }
  if (!schedule) return <NotFound />;
  return <ScheduleDetail schedule={schedule} />;
}
