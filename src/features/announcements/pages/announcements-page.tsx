import { Megaphone } from "lucide-react";
import { EmptyState, ErrorState } from "@/components/data-state";
import { PublicPageHeader } from "@/components/public-page-header";
import { usePublishedAnnouncements } from "@/features/announcements/api/announcements";
import { AnnouncementCard, AnnouncementCardSkeleton } from "@/features/announcements/components/announcement-card";

export default function AnnouncementsPage() {
  const { data, isPending, isError } = usePublishedAnnouncements();

  return (
    <>
      <PublicPageHeader
        eyebrow="Informasi"
        title="Pengumuman"
        description="Kabar terbaru tentang pendaftaran, seleksi, dan kegiatan pelatihan, diurutkan dari yang terbaru."
      />
      <section className="container py-10 sm:py-14" aria-label="Daftar pengumuman">
        {isPending ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" data-testid="announcements-loading">
            {Array.from({ length: 3 }, (_, i) => (
              <AnnouncementCardSkeleton key={i} />
            ))}
          </div>
        ) : isError ? (
          <ErrorState title="Gagal Memuat Pengumuman" description="Terjadi kesalahan saat mengambil data pengumuman. Muat ulang halaman." />
        ) : data.length === 0 ? (
          <EmptyState icon={Megaphone} title="Belum Ada Pengumuman" description="Pengumuman pendaftaran dan kegiatan pelatihan akan tampil di sini." />
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {data.map((a, index) => (
              <AnnouncementCard key={a.id} announcement={a} eager={index === 0} />
            ))}
          </div>
        )}
      </section>
    </>
  );
}
