/** The 404 page, for every other address (never prerendered). */
import { definePage } from "@/app/public-pages/page";

// Part of the app's first chunk already (the route error page shows it for a 404).
export { default } from "@/app/routes/not-found";

export const page = definePage({
  head: () => ({ title: "Halaman Tidak Ditemukan", description: "Halaman yang Anda cari tidak ditemukan." }),
  crumb: () => "Halaman Tidak Ditemukan",
  instances: async () => [],
});
