import { Building2 } from "lucide-react";
import { EmptyState, ErrorState } from "@/components/data-state";
import { useFacilities } from "@/features/facilities/api/facilities";
import { FacilityCard, FacilityCardSkeleton } from "@/features/facilities/components/facility-card";
import { PublicPageHeader } from "@/components/public-page-header";

/** Facilities page skeleton count (docs/product.md, Constants). */
const SKELETON_COUNT = 6;

export default function FacilitiesPage() {
  const { data, isPending, isError } = useFacilities();

  return (
    <>
      <PublicPageHeader
        eyebrow="Fasilitas"
        title="Fasilitas Kami"
        description="Ruang praktik dan peralatan yang mendukung pelatihan berbasis kompetensi di bidang Teknologi Informasi dan Komunikasi."
      />
      <section className="container py-10 sm:py-14" aria-label="Daftar fasilitas">
        {isPending ? (
          <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
            {Array.from({ length: SKELETON_COUNT }, (_, i) => (
              <FacilityCardSkeleton key={i} />
            ))}
          </div>
        ) : isError ? (
          <ErrorState title="Gagal Memuat Fasilitas" description="Terjadi kesalahan saat mengambil data fasilitas." />
        ) : !data || data.length === 0 ? (
          <EmptyState
            icon={<Building2 />}
            title="Belum Ada Fasilitas"
            description="Informasi fasilitas akan segera ditambahkan."
          />
        ) : (
          <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {data.map((facility, index) => (
              <FacilityCard key={facility.id} facility={facility} eager={index < 3} headingLevel="h2" />
            ))}
          </div>
        )}
      </section>
    </>
  );
}
