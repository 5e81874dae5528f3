import { Link } from "react-router-dom";
import { EmptyState, ErrorState } from "@/components/data-state";
import { PublicPageHeader } from "@/components/public-page-header";
import { paths } from "@/config/paths";
import { usePrinting } from "@/hooks/use-printing";
import { useServicePledge } from "@/features/service-standard/api/service-standard";
import { PrintButton } from "@/features/service-standard/components/print-button";
import { formatLongDate } from "@/features/service-standard/lib/service-standard";

/**
 * /maklumat-pelayanan (docs/service-standard.md): the unit's public pledge, then the place, date and signer as on the
 * signed paper. Printed, the page is the document alone (the site's chrome and this page's band hidden).
 */
export default function ServicePledgePage() {
  const printing = usePrinting();
  const { data, isPending, isError } = useServicePledge();
  return (
    <>
      <div className="print:hidden">
        <PublicPageHeader
          eyebrow="Pelayanan Publik"
          title="Maklumat Pelayanan"
          description="Janji pelayanan Kejuruan TIK BLK Banda Aceh kepada masyarakat, sesuai standar pelayanan yang telah ditetapkan."
        >
          <div className="flex flex-wrap items-center gap-x-6">
            <PrintButton label="Maklumat Pelayanan" />
            <Link to={paths.serviceStandard.getHref()} className="mt-6 text-sm font-medium text-primary underline-offset-4 hover:underline">
              Lihat Standar Pelayanan
            </Link>
          </div>
        </PublicPageHeader>
      </div>
      <div className="service-document container max-w-3xl py-10 sm:py-14 print:max-w-none print:py-0">
        {isPending ? (
          <div className="h-64 animate-pulse rounded-xl bg-muted" aria-busy="true">
            <span className="sr-only">Memuat maklumat pelayanan...</span>
          </div>
        ) : isError ? (
          <ErrorState title="Gagal Memuat Maklumat Pelayanan" description="Periksa koneksi Anda lalu muat ulang halaman." />
        ) : !data ? (
          <EmptyState title="Maklumat Pelayanan Belum Tersedia" description="Maklumat pelayanan akan dipublikasikan di halaman ini." />
        ) : (
          <article
            aria-labelledby="maklumat-judul"
            className="rounded-xl border bg-card p-6 sm:p-10 print:rounded-none print:border-2 print:border-black print:p-12"
            data-testid="service-pledge"
          >
            <h2 id="maklumat-judul" className={printing ? "text-center text-2xl font-bold uppercase" : "sr-only"}>
              Maklumat Pelayanan
            </h2>
            {printing ? (
              <p className="mt-1 text-center">Kejuruan Teknologi Informasi dan Komunikasi, UPTD Balai Latihan Kerja Banda Aceh</p>
            ) : null}
            <p className="mt-2 whitespace-pre-line text-center text-lg font-medium leading-relaxed sm:text-xl print:mt-10">
              {data.statement}
            </p>
            <div className="mt-10 flex justify-end print:mt-16">
              <div className="min-w-56 text-center" data-testid="service-pledge-signer">
                <p>
                  {data.place}, {formatLongDate(data.signed_on)}
                </p>
                <p className="font-medium">{data.signer_position}</p>
                {/* room for the signature on the printed copy */}
                <div className="h-16 print:h-24" aria-hidden="true" />
                <p className="font-semibold underline underline-offset-4">{data.signer_name}</p>
              </div>
            </div>
          </article>
        )}
      </div>
    </>
  );
}
