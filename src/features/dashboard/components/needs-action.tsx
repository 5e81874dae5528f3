// Icons no public page uses: a shared one would move into a chunk of its own and add a request to public pages.
import {
  AlarmClockIcon,
  CircleCheckBigIcon,
  FileWarningIcon,
  HourglassIcon,
  MessageSquareTextIcon,
  MessageSquareWarningIcon,
  ImageMinusIcon,
  MegaphoneIcon,
  MoveRightIcon,
  SendIcon,
  UserPlusIcon,
  type LucideIcon,
} from "lucide-react";
import { Link } from "react-router-dom";
import { ErrorState } from "@/components/data-state";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/dates";
import { cn } from "@/lib/utils";
import type { AdminOverview } from "@/features/dashboard/api/overview";
import { actionItems, type ActionItem } from "@/features/dashboard/lib/needs-action";

const ICONS: Record<ActionItem["kind"], LucideIcon> = {
  new: UserPlusIcon,
  fix: FileWarningIcon,
  starting: HourglassIcon,
  "complaint-overdue": MessageSquareWarningIcon,
  complaint: MessageSquareTextIcon,
  tracer: SendIcon,
  closing: AlarmClockIcon,
  banner: ImageMinusIcon,
  announcement: MegaphoneIcon,
};

/** Waiting applicants and overdue complaints stand out: someone is waiting for an answer. */
const URGENT: ReadonlySet<ActionItem["kind"]> = new Set(["new", "fix", "starting", "complaint-overdue"]);

/**
 * "Perlu Tindakan": what needs doing today, each line a link to the list where it is done. Loading, failed and
 * empty states say so; the applications' lines come only with the database's applications part (admins).
 */
export function NeedsAction({ overview, isError }: { overview: AdminOverview | undefined; isError: boolean }) {
  const items = overview ? actionItems(overview) : [];
  return (
    <Card aria-labelledby="needs-action-title">
      <CardHeader className="p-4 pb-3 sm:p-6 sm:pb-3">
        <CardTitle as="h2" id="needs-action-title" className="text-lg">
          Perlu Tindakan
        </CardTitle>
        <CardDescription>
          {overview ? `Hal yang perlu ditangani hari ini, ${formatDate(overview.today)}.` : "Hal yang perlu ditangani hari ini."}
        </CardDescription>
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
        {isError ? (
          <ErrorState headingLevel={3} title="Gagal memuat hal yang perlu ditangani." description="Periksa koneksi Anda lalu muat ulang halaman." className="py-8" />
        ) : !overview ? (
          <div aria-busy="true" className="space-y-3">
            <span className="sr-only">Memuat hal yang perlu ditangani...</span>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-14 w-full rounded-lg" />
            ))}
          </div>
        ) : items.length === 0 ? (
          <div data-slot="empty-state" className="flex items-center gap-3 rounded-lg border border-dashed px-4 py-6">
            <CircleCheckBigIcon className="size-6 shrink-0 text-success" aria-hidden="true" />
            <div>
              <p className="font-medium">Tidak ada yang perlu ditangani hari ini.</p>
              <p className="text-sm text-muted-foreground">
                {overview.applications
                  ? "Tidak ada pendaftar yang menunggu, batch yang segera ditutup atau dimulai, banner yang segera berakhir, atau pengumuman terjadwal."
                  : "Tidak ada pendaftaran batch yang segera ditutup, banner yang segera berakhir, atau pengumuman terjadwal."}
              </p>
            </div>
          </div>
        ) : (
          <ul className="divide-y rounded-lg border" aria-label="Daftar hal yang perlu ditangani">
            {items.map((item) => {
              const Icon = ICONS[item.kind];
              return (
                <li key={item.key}>
                  <Link
                    to={item.href}
                    className="flex items-center gap-3 px-3 py-3 transition-colors hover:bg-accent/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring sm:px-4"
                  >
                    <span
                      className={cn(
                        "flex size-9 shrink-0 items-center justify-center rounded-full",
                        URGENT.has(item.kind) ? "bg-warning/15 text-warning" : "bg-primary/10 text-primary",
                      )}
                    >
                      <Icon className="size-4" aria-hidden="true" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium">{item.title}</span>
                      <span className="block break-words text-sm text-muted-foreground">{item.detail}</span>
                    </span>
                    <MoveRightIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
