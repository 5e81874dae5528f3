import { Link, useParams } from "react-router-dom";
import { ArrowLeft, ArrowRight, CalendarDays } from "lucide-react";
import { ErrorState } from "@/components/data-state";
import { PublicPageHeader } from "@/components/public-page-header";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useAnnouncement } from "@/features/announcements/api/announcements";
import { PublishedDate } from "@/features/announcements/components/announcement-card";
import { parseAnnouncementId } from "@/features/announcements/lib/announcement-routing";
import { AnnouncementBody } from "@/features/announcements/components/announcement-body";
import { responsiveImageProps } from "@/lib/image-variants";
import { paths } from "@/config/paths";
import { NotFoundState } from "@/components/not-found-state";

function NotFound() {
  return <NotFoundState title="Pengumuman Tidak Ditemukan" description="Pengumuman yang Anda cari tidak dapat ditemukan atau belum diterbitkan." backTo={paths.announcements.getHref()} backLabel="Kembali ke Pengumuman" />;
}

export default function AnnouncementDetailPage() {
  const params = useParams();
  const id = parseAnnouncementId(params.id);
  const { data: announcement, isPending, isError } = useAnnouncement(id ?? undefined);

  if (id === null) return <NotFound />;
  if (isPending) {
    return (
      <div className="container max-w-3xl space-y-5 py-12" aria-busy="true" data-testid="announcement-loading">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="aspect-[3/2] w-full rounded-xl" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
    );
  }
  if (isError) {
    return (
      <section className="container max-w-2xl py-16">
        <ErrorState title="Gagal Memuat Pengumuman" description="Terjadi kesalahan saat mengambil data pengumuman. Muat ulang halaman." />
      </section>
    );
  }
  if (!announcement) return <NotFound />;

  return (
    <article>
      <PublicPageHeader
        back={
          <Link to={paths.announcements.getHref()} className="inline-flex items-center gap-1 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground">
            <ArrowLeft className="size-4" aria-hidden="true" />
            Pengumuman
          </Link>
        }
        title={announcement.title}
        className="max-w-3xl py-12 sm:py-16"
        description={
          <>
            Diterbitkan <PublishedDate value={announcement.published_at} />
          </>
        }
      />
      <div className="container max-w-3xl py-10 sm:py-14">
        {announcement.image_url ? (
          <img
            {...responsiveImageProps(announcement.image_url, announcement.image_variant_widths, "(min-width: 768px) 768px, 100vw")}
            alt=""
            width={1200}
            height={800}
            decoding="async"
            className="mb-8 aspect-[3/2] w-full rounded-xl border object-cover"
          />
        ) : null}
        <AnnouncementBody body={announcement.body} />
        {announcement.schedule_id ? (
          <div className="mt-10 rounded-xl border bg-muted/40 p-5">
            <p className="flex items-center gap-2 font-medium">
              <CalendarDays className="size-5 text-primary" aria-hidden="true" />
              Pengumuman ini terkait jadwal pelatihan.
            </p>
            <Button asChild className="mt-4 rounded-full">
              <Link to={paths.scheduleDetail.getHref(announcement.schedule_id)}>
                Lihat Jadwal dan Cara Mendaftar
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        ) : null}
      </div>
    </article>
  );
}
