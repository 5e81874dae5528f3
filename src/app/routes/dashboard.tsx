import {
  BuildingIcon,
  ClipboardListIcon,
  CalendarDaysIcon,
  GraduationCapIcon,
  ImagesIcon,
  MegaphoneIcon,
  MessageCircleQuestionIcon,
  UsersIcon,
  type LucideIcon,
} from "lucide-react";
import { lazy, Suspense } from "react";
import { Link, Navigate } from "react-router-dom";
import { AdminPageHeader } from "@/components/admin-page-header";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useOverviewCounts, type JourneyCounts, type OverviewCounts } from "@/features/dashboard/api/counts";
import { paths } from "@/config/paths";
import { useMemberRole } from "@/features/auth/api/member-role";
import { useApplicationCount } from "@/features/registrations/api/applications";
import { useAdminOverview } from "@/features/dashboard/api/overview";
import { NeedsAction } from "@/features/dashboard/components/needs-action";

/** recharts is loaded here only, after the overview's numbers came (no public page and no other screen loads it). */
const ApplicationCharts = lazy(() => import("@/features/registrations/components/application-charts"));
const OverviewPlacementChart = lazy(() => import("@/features/tracer-study/components/overview-placement-chart"));

type Counts = OverviewCounts & JourneyCounts & { applications: number };

const CARDS: { key: keyof Counts; title: string; icon: LucideIcon; to: string }[] = [
  { key: "instructors", title: "Total Instruktur", icon: UsersIcon, to: paths.admin.instructors.getHref() },
  { key: "schedules", title: "Total Jadwal", icon: CalendarDaysIcon, to: paths.admin.schedules.getHref() },
  { key: "gallery", title: "Foto Galeri", icon: ImagesIcon, to: paths.admin.gallery.getHref() },
  { key: "programs", title: "Total Program", icon: GraduationCapIcon, to: paths.admin.programs.getHref() },
  { key: "facilities", title: "Total Fasilitas", icon: BuildingIcon, to: paths.admin.facilities.getHref() },
  { key: "announcements", title: "Total Pengumuman", icon: MegaphoneIcon, to: paths.admin.announcements.getHref() },
  { key: "faq", title: "Total FAQ", icon: MessageCircleQuestionIcon, to: paths.admin.faqs.getHref() },
];

/** Applications hold personal data: their card is for admins and super admins (the database counts 0 for others). */
const APPLICATIONS_CARD = { key: "applications", title: "Total Pendaftar", icon: ClipboardListIcon, to: paths.admin.applications.getHref() } as const;

/**
 * Admin overview (/dashboard): "Perlu Tindakan" (what needs doing today), one count card per entity (0 when there is
 * no data), and for admins and super admins the selection's charts. What concerns applications comes only when the
 * database answers it (admin_overview's applications part), so an operator's page never asks for nor draws it.
 */
export default function DashboardPage() {
  // An instructor's panel is Kehadiran (docs/attendance.md): the overview counts content it does not manage.
  return useMemberRole() === "instruktur" ? <Navigate to={paths.admin.attendance.getHref()} replace /> : <Overview />;
}

function Overview() {
  const role = useMemberRole();
  const readsApplications = role === "admin" || role === "super_admin";
  const today = useAdminOverview();
  const overview = useOverviewCounts();
  const applications = useApplicationCount(readsApplications);
  const isPending = overview.isPending || (readsApplications && applications.isPending);
  const data: Partial<Counts> | undefined = overview.data && { ...overview.data, applications: applications.data };
  const cards = readsApplications ? [APPLICATIONS_CARD, ...CARDS] : CARDS;
  return (
    <div className="space-y-6">
      <AdminPageHeader title="Overview" description="Ringkasan data yang dikelola di panel admin." />
      <NeedsAction overview={today.data} isError={today.isError} />
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-label="Ringkasan">
        {cards.map(({ key, title, icon: Icon, to }) => (
          <li key={key}>
            <Link
              to={to}
              className="block h-full rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
            <Card className="h-full transition-colors hover:border-primary/40 hover:bg-accent/30">
              <CardHeader className="flex flex-row items-center justify-between gap-2 pb-2">
                <CardTitle as="h2" className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
                <span className="flex size-9 items-center justify-center rounded-full bg-primary/10 text-primary">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
              </CardHeader>
              <CardContent>
                {isPending ? (
                  <Skeleton className="h-9 w-16" aria-label={`Memuat ${title}`} />
                ) : (
                  <p className="text-3xl font-bold tabular-nums" data-testid={`count-${key}`}>
                    {data?.[key] ?? 0}
                  </p>
                )}
              </CardContent>
            </Card>
            </Link>
          </li>
        ))}
      </ul>
      {today.data?.applications && (
        <Suspense fallback={<ChartsLoading />}>
          <ApplicationCharts applications={today.data.applications} />
        </Suspense>
      )}
      {/* the placement figures are the same readers' (admins and super admins at aal2), as the applications part says */}
      {today.data?.applications && (
        <Suspense fallback={<ChartsLoading />}>
          <OverviewPlacementChart />
        </Suspense>
      )}
    </div>
  );
}

function ChartsLoading() {
  return (
    <div aria-busy="true" className="grid gap-4 lg:grid-cols-2">
      <span className="sr-only">Memuat grafik pendaftaran...</span>
      <Skeleton className="h-80 w-full rounded-xl" />
      <Skeleton className="h-80 w-full rounded-xl" />
    </div>
  );
}
