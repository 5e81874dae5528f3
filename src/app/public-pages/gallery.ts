/** The photo gallery, /galeri. */
import { definePage } from "@/app/public-pages/page";
import { galleryMoreQuery } from "@/features/gallery/api/gallery";

export { default } from "@/features/gallery/pages/gallery-page";

export const page = definePage({
  queries: () => ({ gallery: galleryMoreQuery() }),
  head: () => ({ title: "Galeri", description: "Galeri foto kegiatan pelatihan Kejuruan TIK BLK Banda Aceh." }),
  parent: "home",
  crumb: () => "Galeri",
});
