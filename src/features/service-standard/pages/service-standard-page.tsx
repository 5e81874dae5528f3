import { Link } from "react-router-dom";
import { EmptyState, ErrorState } from "@/components/data-state";
import { PublicPageHeader } from "@/components/public-page-header";
import { paths } from "@/config/paths";
import { usePrinting } from "@/hooks/use-printing";
import { useServiceStandard } from "@/features/service-standard/api/service-standard";
import { PrintButton } from "@/features/service-standard/components/print-button";
import { SectionBody } from "@/features/service-standard/components/section-body";
import { SERVICE_STANDARD_GROUPS, sectionsOf } from "@/features/service-standard/lib/service-standard";

/**
 * /standar-pelayanan (docs/service-standard.md): the components of PermenPANRB 15/2014 in two groups (h2), each
 * component a numbered h3 section. Printed, the page is the document alone: the site's header and footer and this
 * page's band are hidden and a plain title takes the band's place.
 */
export default function ServiceStandardPage() {
  const printing = usePrinting();
  const { data, isPending, isError } = useServiceStandard();
  return (
    <>
      <div className="print:hidden">
        <PublicPageHeader
          eyebrow="Pelayanan Publik"
          title="Standar Pelayanan"
          description="Tolok ukur pelayanan pelatihan Kejuruan TIK BLK Banda Aceh: persyaratan, prosedur, waktu, biaya, produk, penanganan pengaduan, dan pengelolaannya di internal organisasi."
        >
          <div className="flex flex-wrap items-center gap-x-6">
            <PrintButton label="Standar Pelayanan" />
            <Link to={paths.servicePledge.getHref()} className="mt-6 text-sm font-medium text-primary underline-offset-4 hover:underline">
              Lihat Maklumat Pelayanan
            </Link>
          </div>
        </PublicPageHeader>
      </div>
      <article className="service-document container max-w-3xl py-10 sm:py-14 print:max-w-none print:py-0" aria-label="Standar Pelayanan">
        {printing ? (
          <header className="mb-8 text-center">
            <p className="text-2xl font-bold uppercase">Standar Pelayanan</p>
            <p className="mt-1">Kejuruan Teknologi Informasi dan Komunikasi, UPTD Balai Latihan Kerja Banda Aceh</p>
          </header>
        ) : null}
        {isPending ? (
          <div className="h-64 animate-pulse rounded-xl bg-muted" aria-busy="true">
            <span className="sr-only">Memuat standar pelayanan...</span>
          </div>
        ) : isError ? (
          <ErrorState title="Gagal Memuat Standar Pelayanan" description="Periksa koneksi Anda lalu muat ulang halaman." />
        ) : data.length === 0 ? (
          <EmptyState title="Standar Pelayanan Belum Tersedia" description="Standar pelayanan akan dipublikasikan di halaman ini." />
        ) : (
          <div className="space-y-12 print:space-y-8">
            {SERVICE_STANDARD_GROUPS.map((group) => (
              <section key={group.key} aria-labelledby={`kelompok-${group.key}`} className="space-y-8 print:space-y-5">
                <h2 id={`kelompok-${group.key}`} className="text-xl font-semibold tracking-tight sm:text-2xl">
                  {`${group.letter}. ${group.title}`}
                </h2>
                {sectionsOf(data, group.key).map((section, i) => (
                  <section key={section.key} aria-labelledby={`komponen-${section.key}`} className="break-inside-avoid space-y-3">
                    <h3 id={`komponen-${section.key}`} className="text-lg font-semibold">
                      {`${i + 1}. ${section.title}`}
                    </h3>
                    <SectionBody body={section.body} />
                  </section>
                ))}
              </section>
            ))}
          </div>
        )}
      </article>
    </>
  );
}
