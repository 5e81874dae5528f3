/** Contact details, map and FAQ, /kontak. */
import { definePage } from "@/app/public-pages/page";
import { faqsQuery } from "@/features/faqs/api/faqs";

export { default } from "@/features/contact/pages/contact-page";

export const page = definePage({
  queries: () => ({ faqs: faqsQuery() }),
  head: () => ({ title: "Kontak", description: "Alamat, telepon, email, dan peta lokasi Kejuruan TIK BLK Banda Aceh." }),
  parent: "home",
  crumb: () => "Kontak",
  seo: import.meta.env.SSR ? async ({ organization }) => ({ jsonLd: [await organization()] }) : undefined,
});
