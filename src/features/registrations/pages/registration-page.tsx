import { lazy, Suspense } from "react";
import { Link, useParams } from "react-router-dom";
import { CalendarClock, CircleSlash, ExternalLink } from "lucide-react";
import { ErrorState } from "@/components/data-state";
import { PublicPageHeader } from "@/components/public-page-header";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { formatDate } from "@/lib/dates";
import { useJakartaToday } from "@/lib/today";
import { useSchedule, type Schedule } from "@/features/schedules/api/schedules";
import { registrationAvailability, type Availability } from "@/features/registrations/lib/availability";
// The form and its libraries (react-hook-form, zod) are a chunk of their own: a batch that is not open loads none of it.
const RegistrationForm = lazy(() =>
  import("@/features/registrations/components/registration-form").then((m) => ({ default: m.RegistrationForm })),
);

function parseId(raw: string | undefined): number | null {
  return raw && /^\d+$/.test(raw) ? Number(raw) : null;
}

/**
 * /jadwal/{id}/daftar: the registration form while the batch takes registrations on this site (its period open in
 * Asia/Jakarta), otherwise a page that says why and where to go instead.
 */
export default function RegistrationPage() {
  const id = parseId(useParams().id);
  const { data: schedule, isPending, isError } = useSchedule(id ?? undefined);
  const today = useJakartaToday();

  if (id !== null && isPending) {
    return (
      <div className="container grid max-w-2xl gap-4 py-12" aria-busy="true">
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (isError) {
    return (
      <div className="container max-w-2xl py-16">
        <ErrorState title="Gagal Memuat Jadwal" description="Terjadi kesalahan saat mengambil data jadwal. Muat ulang halaman." />
      </div>
    );
  }
  if (id === null || !schedule) {
    return (
      <div className="container max-w-2xl py-16">
        <ErrorState title="Jadwal Tidak Ditemukan" description="Jadwal pelatihan yang Anda cari tidak ada atau sudah dihapus." />
      </div>
    );
  }

  const availability = registrationAvailability(schedule, today);
  return (
    <>
      <PublicPageHeader
        eyebrow="Pendaftaran Online"
        back={
          <Link to={paths.scheduleDetail.getHref(schedule.id)} className="text-sm font-medium text-muted-foreground hover:text-foreground">
            ← {schedule.program} {schedule.batch}
          </Link>
        }
        title={`Daftar ${schedule.program}`}
        description={`${schedule.batch} · pendaftaran ${availability.kind === "open" ? `dibuka hingga ${formatDate(availability.until)}` : "tidak dibuka saat ini"}`}
      />
      <div className="container grid max-w-2xl gap-8 py-10 sm:py-14">
        {availability.kind === "open" ? (
          <Suspense fallback={<Skeleton className="h-96 w-full" aria-busy="true" aria-label="Memuat formulir" />}>
            <RegistrationForm schedule={schedule} today={today} />
          </Suspense>
        ) : (
          <NotOpen schedule={schedule} availability={availability} />
        )}
      </div>
    </>
  );
}

/** Why the form is not here, and where to go instead. */
function NotOpen({ schedule, availability }: { schedule: Schedule; availability: Exclude<Availability, { kind: "open" }> }) {
  const text =
    availability.kind === "not-yet"
      ? { icon: CalendarClock, title: "Pendaftaran Belum Dibuka", body: `Pendaftaran online jadwal ini dibuka mulai ${formatDate(availability.from)}. Kembali lagi pada tanggal tersebut.` }
      : availability.kind === "closed"
        ? { icon: CircleSlash, title: "Pendaftaran Sudah Ditutup", body: `Pendaftaran jadwal ini ditutup sejak ${formatDate(availability.since)}. Lihat jadwal lain yang masih membuka pendaftaran.` }
        : { icon: ExternalLink, title: "Pendaftaran Melalui Jalur Lain", body: "Jadwal ini tidak menerima pendaftaran melalui situs ini. Lihat cara mendaftar di halaman jadwal." };
  const Icon = text.icon;
  return (
    <section aria-labelledby="not-open-title" className="grid justify-items-start gap-4 rounded-xl border bg-card p-6 shadow-sm">
      <Icon className="size-8 text-primary" aria-hidden="true" />
      <h2 id="not-open-title" className="text-xl font-semibold">
        {text.title}
      </h2>
      <p className="text-muted-foreground">{text.body}</p>
      <div className="flex flex-wrap gap-3">
        <Button asChild className="rounded-full">
          <Link to={paths.scheduleDetail.getHref(schedule.id)}>Lihat Jadwal Ini</Link>
        </Button>
        <Button asChild variant="outline" className="rounded-full">
          <Link to={paths.schedules.getHref()}>Semua Jadwal</Link>
        </Button>
      </div>
    </section>
  );
}
