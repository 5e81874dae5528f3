/** Standar Pelayanan, /standar-pelayanan: the components of the service standard (docs/service-standard.md). */
import { definePage } from "@/app/public-pages/page";
import { serviceStandardQuery } from "@/features/service-standard/api/service-standard";

export { default } from "@/features/service-standard/pages/service-standard-page";

export const page = definePage({
  queries: () => ({ sections: serviceStandardQuery() }),
  head: () => ({
    title: "Standar Pelayanan",
    description:
      "Standar pelayanan pelatihan Kejuruan TIK BLK Banda Aceh: persyaratan, prosedur, jangka waktu, biaya, produk, penanganan pengaduan, dan komponen pengelolaannya.",
  }),
  parent: "home",
  crumb: () => "Standar Pelayanan",
});
