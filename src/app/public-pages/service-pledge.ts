/** Maklumat Pelayanan, /maklumat-pelayanan: the unit's public service pledge (docs/service-standard.md). */
import { definePage } from "@/app/public-pages/page";
import { servicePledgeQuery } from "@/features/service-standard/api/service-standard";

export { default } from "@/features/service-standard/pages/service-pledge-page";

export const page = definePage({
  queries: () => ({ pledge: servicePledgeQuery() }),
  head: () => ({
    title: "Maklumat Pelayanan",
    description: "Maklumat Pelayanan Kejuruan TIK BLK Banda Aceh: janji menyelenggarakan pelayanan sesuai standar pelayanan yang telah ditetapkan.",
  }),
  parent: "home",
  crumb: () => "Maklumat Pelayanan",
});
