import { paths } from "@/config/paths";

/** Public navigation (docs/product.md, Public layout), in order, with Pengumuman added before Kontak. */
export const PUBLIC_NAV = [
  { to: paths.home.getHref(), label: "Beranda", end: true },
  { to: paths.schedules.getHref(), label: "Jadwal" },
  { to: paths.programs.getHref(), label: "Program Pelatihan" },
  { to: paths.facilities.getHref(), label: "Fasilitas" },
  { to: paths.gallery.getHref(), label: "Galeri" },
  { to: paths.announcements.getHref(), label: "Pengumuman" },
  { to: paths.contact.getHref(), label: "Kontak" },
] as const;
