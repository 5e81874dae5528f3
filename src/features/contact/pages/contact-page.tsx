import { Contact } from "lucide-react";
import { EmptyState, ErrorState } from "@/components/data-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useContactInfo } from "@/features/contact/api/contact";
import { ContactDetails } from "@/features/contact/components/contact-details";
import { ContactMap } from "@/features/contact/components/contact-map";
import { FaqSection } from "@/features/contact/components/faq-section";
import { PublicPageHeader } from "@/components/public-page-header";

function ContactSkeleton() {
  return (
    <div className="space-y-8" aria-busy="true" data-testid="contact-loading">
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className="flex gap-4 rounded-xl border bg-card p-5">
            <Skeleton className="size-11 shrink-0 rounded-lg" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-3 w-16" />
              <Skeleton className="h-4 w-full" />
            </div>
          </div>
        ))}
      </div>
      <Skeleton className="h-[450px] w-full rounded-xl" />
    </div>
  );
}

export default function ContactPage() {
  const { data, isPending, isError } = useContactInfo();

  return (
    <>
      <PublicPageHeader
        eyebrow="Kontak"
        title="Hubungi Kami"
        description="Punya pertanyaan tentang program atau jadwal pelatihan? Hubungi kami atau kunjungi langsung kantor kami."
      />
      <section className="container py-10 sm:py-14">
        {isPending ? (
          <ContactSkeleton />
        ) : isError ? (
          <ErrorState
            title="Gagal Memuat Informasi Kontak"
            description="Terjadi kesalahan saat mengambil informasi kontak. Silakan coba lagi nanti."
          />
        ) : !data ? (
          <EmptyState
            icon={<Contact />}
            title="Informasi Kontak Belum Tersedia"
            description="Informasi kontak akan segera ditambahkan."
          />
        ) : (
          <div className="space-y-10">
            <ContactDetails contact={data} />
            <div>
              <h2 className="mb-4 text-xl font-semibold">Lokasi Kami</h2>
              <ContactMap url={data.map_embed_url} />
            </div>
          </div>
        )}
      </section>
      <FaqSection />
    </>
  );
}
