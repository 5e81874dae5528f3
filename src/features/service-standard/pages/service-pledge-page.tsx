import { paths } from "@/config/paths";
import { usePrinting } from "@/hooks/use-printing";
import { useServicePledge } from "@/features/service-standard/api/service-standard";
import { PrintedTitle, ServiceDocument } from "@/features/service-standard/components/service-document";
import { formatLongDate } from "@/features/service-standard/lib/service-standard";

/**
 * /maklumat-pelayanan (docs/service-standard.md): the unit's public pledge, then the place, date and signer as on the
 * signed paper. Printed, the page is the document alone (the site's chrome and this page's band hidden).
 */
export default function ServicePledgePage() {
  const printing = usePrinting();
  const query = useServicePledge();
  const data = query.data;
  return (
    <ServiceDocument
      title="Maklumat Pelayanan"
      description="Janji pelayanan Kejuruan TIK BLK Banda Aceh kepada masyarakat, sesuai standar pelayanan yang telah ditetapkan."
      sibling={{ href: paths.serviceStandard.getHref(), label: "Lihat Standar Pelayanan" }}
      query={query}
      empty={!data}
    >
      {data && (
        <article
          aria-labelledby="maklumat-judul"
          className="rounded-xl border bg-card p-6 sm:p-10 print:rounded-none print:border-2 print:border-black print:p-12"
          data-testid="service-pledge"
        >
          <h2 id="maklumat-judul" className="sr-only">
            Maklumat Pelayanan
          </h2>
          {printing ? <PrintedTitle title="Maklumat Pelayanan" /> : null}
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
    </ServiceDocument>
  );
}
