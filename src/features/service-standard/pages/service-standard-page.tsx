import { paths } from "@/config/paths";
import { usePrinting } from "@/hooks/use-printing";
import { useServiceStandard } from "@/features/service-standard/api/service-standard";
import { SectionBody } from "@/features/service-standard/components/section-body";
import { PrintedTitle, ServiceDocument } from "@/features/service-standard/components/service-document";
import { SERVICE_STANDARD_GROUPS, sectionsOf } from "@/features/service-standard/lib/service-standard";

/**
 * /standar-pelayanan (docs/service-standard.md): the components of PermenPANRB 15/2014 in two groups (h2), each
 * component a numbered h3 section. Printed, the page is the document alone: the site's header and footer and this
 * page's band are hidden and a plain title takes the band's place.
 */
export default function ServiceStandardPage() {
  const printing = usePrinting();
  const query = useServiceStandard();
  const data = query.data ?? [];
  return (
    <ServiceDocument
      title="Standar Pelayanan"
      description="Tolok ukur pelayanan pelatihan Kejuruan TIK BLK Banda Aceh: persyaratan, prosedur, waktu, biaya, produk, penanganan pengaduan, dan pengelolaannya di internal organisasi."
      sibling={{ href: paths.servicePledge.getHref(), label: "Lihat Maklumat Pelayanan" }}
      query={query}
      empty={data.length === 0}
    >
      <article aria-label="Standar Pelayanan">
        {printing ? <PrintedTitle title="Standar Pelayanan" /> : null}
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
      </article>
    </ServiceDocument>
  );
}
