import { lazy, Suspense, useMemo, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { ArrowRight, Building2, CalendarClock, CalendarX2, GraduationCap, Sparkles } from "lucide-react";
import { cn } from "@/lib/utils";
import { FirstScreenEnd } from "@/components/first-screen-end";
import { EmptyState, ErrorState } from "@/components/data-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { LATEST_ANNOUNCEMENTS, usePublishedAnnouncements } from "@/features/announcements/api/announcements";
import { AnnouncementCard, AnnouncementCardSkeleton } from "@/features/announcements/components/announcement-card";
import { useActiveHeroBanners } from "@/features/banners/api/banners";
import { HeroFallback } from "@/features/banners/components/hero-content";
import { useFacilities } from "@/features/facilities/api/facilities";
import { FacilityCard, FacilityCardSkeleton } from "@/features/facilities/components/facility-card";
import { usePrograms } from "@/features/programs/api/programs";
import { ProgramCardSkeleton } from "@/features/programs/components/program-card";
import { useSchedules } from "@/features/schedules/api/schedules";
import { ScheduleCard } from "@/features/schedules/components/schedule-card";
import { upcomingScheduleRows } from "@/features/schedules/lib/schedule-rows";
import { useToday } from "@/lib/today";
import { selectActiveBanners } from "@/features/banners/lib/banners";
import { paths } from "@/config/paths";

// The two carousels (embla) are chunks of their own. Their download starts as soon as this page's code
// runs, alongside the banner and program queries, so a visitor's first load carries less JavaScript
// without waiting longer (docs/performance.md).
const heroCarousel = import("@/features/banners/components/hero-carousel");
const featuredCarousel = import("@/features/programs/components/featured-programs-carousel");
const HeroCarousel = lazy(() => heroCarousel.then((m) => ({ default: m.HeroCarousel })));
const FeaturedProgramsCarousel = lazy(() => featuredCarousel.then((m) => ({ default: m.FeaturedProgramsCarousel })));

/** Home limits (docs/product.md, Constants). */
const HOME_SCHEDULES = 4;
const HOME_FACILITIES = 6;

function SectionHeader({
  id,
  eyebrow,
  title,
  description,
  link,
}: {
  id: string;
  eyebrow: string;
  title: string;
  description: string;
  link?: { to: string; label: string };
}) {
  return (
    <div className="mb-8 flex flex-col gap-4 sm:mb-10 sm:flex-row sm:items-end sm:justify-between">
      <div className="max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">{eyebrow}</p>
        <h2 id={id} className="mt-2 text-3xl font-bold sm:text-4xl">
          {title}
        </h2>
        <p className="mt-3 text-muted-foreground">{description}</p>
      </div>
      {link ? (
        <Button asChild variant="outline" className="w-fit shrink-0 rounded-full">
          <Link to={link.to}>
            {link.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      ) : null}
    </div>
  );
}

/**
 * A home section. `offScreen`: well below the first screen, rendered when it comes near the viewport
 * (`rendered-when-near`). Not the featured programs right under the hero: their photos load with the page.
 */
function Section({ id, children, muted = false, offScreen = false }: { id: string; children: ReactNode; muted?: boolean; offScreen?: boolean }) {
  return (
    <section aria-labelledby={id} className={cn(muted ? "border-y bg-muted/40 py-16 sm:py-24" : "py-16 sm:py-24", offScreen && "rendered-when-near")}>
      <div className="container">{children}</div>
    </section>
  );
}

function Hero() {
  const { data, isPending, isError } = useActiveHeroBanners();
  // The query already asks for today's banners; filtering the cached list again keeps a page
  // left open past midnight from showing a banner whose last day has ended.
  const banners = useMemo(() => selectActiveBanners(data), [data]);
  if (isPending) return <HeroFallback loading />;
  if (isError || banners.length === 0) return <HeroFallback />;
  return (
    <Suspense fallback={<HeroFallback loading />}>
      <HeroCarousel banners={banners} />
    </Suspense>
  );
}

function FeaturedLoading() {
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" data-testid="featured-loading">
      {Array.from({ length: 3 }, (_, i) => (
        <ProgramCardSkeleton key={i} />
      ))}
    </div>
  );
}

function FeaturedProgramsSection() {
  const { data, isPending, isError } = usePrograms();
  const featured = useMemo(() => (data ?? []).filter((p) => p.is_featured), [data]);
  return (
    <Section id="program-unggulan">
      <SectionHeader
        id="program-unggulan"
        eyebrow="Program"
        title="Program Unggulan"
        description="Program pelatihan pilihan yang paling diminati untuk membekali Anda dengan keterampilan digital siap kerja."
        link={{ to: paths.programs.getHref(), label: "Semua Program" }}
      />
      {isPending ? (
        <FeaturedLoading />
      ) : isError ? (
        <ErrorState headingLevel={3} title="Gagal Memuat Program" description="Terjadi kesalahan saat mengambil data program pelatihan." />
      ) : featured.length === 0 ? (
        <EmptyState
          headingLevel={3}
          icon={<GraduationCap />}
          title="Belum Ada Program Unggulan"
          description="Program unggulan akan segera ditampilkan di sini."
        />
      ) : (
        <Suspense fallback={<FeaturedLoading />}>
          <FeaturedProgramsCarousel programs={featured} />
        </Suspense>
      )}
    </Section>
  );
}

function SchedulesSection() {
  const { data, isPending, isError } = useSchedules();
  const today = useToday();
  const rows = useMemo(() => upcomingScheduleRows(data ?? [], HOME_SCHEDULES, today), [data, today]);
  return (
    <Section id="jadwal-pelatihan" muted offScreen>
      <SectionHeader
        id="jadwal-pelatihan"
        eyebrow="Jadwal"
        title="Jadwal Pelatihan"
        description="Pelatihan yang sedang berlangsung dan akan segera dibuka. Daftarkan diri Anda sebelum kuota terpenuhi."
        link={{ to: paths.schedules.getHref(), label: "Lihat Semua Jadwal" }}
      />
      {isPending ? (
        <div className="grid grid-cols-1 gap-5 md:grid-cols-2" aria-busy="true" data-testid="schedules-loading">
          {Array.from({ length: HOME_SCHEDULES }, (_, i) => (
            <div key={i} className="space-y-4 rounded-xl border bg-card p-5">
              <Skeleton className="h-3 w-24" />
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          ))}
        </div>
      ) : isError ? (
        <ErrorState headingLevel={3} title="Gagal memuat data..." description="Jadwal pelatihan tidak dapat dimuat saat ini." />
      ) : rows.length === 0 ? (
        <EmptyState
          headingLevel={3}
          icon={<CalendarX2 />}
          title="Belum Ada Jadwal"
          description="Jadwal pelatihan berikutnya akan segera diumumkan."
        />
      ) : (
        <div className="grid grid-cols-1 gap-5 md:grid-cols-2" data-testid="home-schedules">
          {rows.map((row) => (
            <ScheduleCard key={row.id} row={row} showStatusLabel={false} />
          ))}
        </div>
      )}
    </Section>
  );
}

/** The latest published announcements; the section is left out when there are none (or they cannot be loaded). */
function AnnouncementsSection() {
  const { data, isPending, isError } = usePublishedAnnouncements(LATEST_ANNOUNCEMENTS);
  if (isError || (!isPending && data.length === 0)) return null;
  return (
    <Section id="pengumuman-terbaru" offScreen>
      <SectionHeader
        id="pengumuman-terbaru"
        eyebrow="Informasi"
        title="Pengumuman Terbaru"
        description="Kabar terbaru tentang pendaftaran, seleksi, dan kegiatan pelatihan."
        link={{ to: paths.announcements.getHref(), label: "Semua Pengumuman" }}
      />
      {isPending ? (
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" data-testid="announcements-loading">
          {Array.from({ length: LATEST_ANNOUNCEMENTS }, (_, i) => (
            <AnnouncementCardSkeleton key={i} />
          ))}
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="home-announcements">
          {data.map((a) => (
            <AnnouncementCard key={a.id} announcement={a} headingLevel="h3" />
          ))}
        </div>
      )}
    </Section>
  );
}

function FacilitiesSection() {
  const { data, isPending, isError } = useFacilities();
  const facilities = (data ?? []).slice(0, HOME_FACILITIES);
  return (
    <Section id="fasilitas-modern" offScreen>
      <SectionHeader
        id="fasilitas-modern"
        eyebrow="Fasilitas"
        title="Fasilitas Modern"
        description="Laboratorium dan ruang praktik lengkap untuk mendukung pelatihan berbasis kompetensi."
        link={{ to: paths.facilities.getHref(), label: "Semua Fasilitas" }}
      />
      {isPending ? (
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" data-testid="facilities-loading">
          {Array.from({ length: HOME_FACILITIES }, (_, i) => (
            <FacilityCardSkeleton key={i} />
          ))}
        </div>
      ) : isError ? (
        <ErrorState headingLevel={3} title="Gagal Memuat Fasilitas" description="Terjadi kesalahan saat mengambil data fasilitas." />
      ) : facilities.length === 0 ? (
        <EmptyState headingLevel={3} icon={<Building2 />} title="Belum Ada Fasilitas" description="Informasi fasilitas akan segera ditambahkan." />
      ) : (
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="home-facilities">
          {facilities.map((facility) => (
            <FacilityCard key={facility.id} facility={facility} />
          ))}
        </div>
      )}
    </Section>
  );
}

function CallToAction() {
  return (
    <section className="rendered-when-near pb-16 sm:pb-24" aria-labelledby="cta-title">
      <div className="container">
        <div className="bg-brand-gradient relative isolate overflow-hidden rounded-3xl px-6 py-12 text-center text-white shadow-xl sm:px-12 sm:py-16">
          <div className="bg-grid-pattern absolute inset-0 -z-10 opacity-20" aria-hidden="true" />
          <Sparkles className="mx-auto size-10 text-white/80" aria-hidden="true" />
          <h2 id="cta-title" className="mx-auto mt-4 max-w-2xl text-3xl font-bold sm:text-4xl">
            Siap Meningkatkan Keterampilan Anda?
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-white/85">
            Lihat jadwal pelatihan terbaru dan temukan program yang sesuai dengan tujuan karier Anda.
          </p>
          <Button asChild size="lg" className="mt-8 rounded-full bg-white px-8 text-slate-900 hover:bg-white/90">
            <Link to={paths.schedules.getHref()}>
              <CalendarClock aria-hidden="true" />
              Lihat Jadwal Pelatihan
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

export default function HomePage() {
  return (
    <>
      <Hero />
      <FirstScreenEnd />
      <FeaturedProgramsSection />
      <SchedulesSection />
      <AnnouncementsSection />
      <FacilitiesSection />
      <CallToAction />
    </>
  );
}
