import {
  BookOpenIcon,
  Building2Icon,
  CalendarDaysIcon,
  ContactIcon,
  GalleryHorizontalEndIcon,
  ImagesIcon,
  LayoutDashboardIcon,
  UserRoundIcon,
  UsersRoundIcon,
  type LucideIcon,
} from "lucide-react";

/** Public navigation (SPEC §2.2), in order. */
export const PUBLIC_NAV = [
  { to: "/", label: "Beranda", end: true },
  { to: "/jadwal", label: "Jadwal" },
  { to: "/program-pelatihan", label: "Program Pelatihan" },
  { to: "/fasilitas", label: "Fasilitas" },
  { to: "/galeri", label: "Galeri" },
  { to: "/kontak", label: "Kontak" },
] as const;

type AdminNavItem = { to: string; label: string; icon: LucideIcon; end?: boolean };

/** Management sections of the admin panel (SPEC §2.13), in order. */
export const ADMIN_NAV: AdminNavItem[] = [
  { to: "/dashboard", label: "Overview", icon: LayoutDashboardIcon, end: true },
  { to: "/dashboard/program-pelatihan", label: "Program Pelatihan", icon: BookOpenIcon },
  { to: "/dashboard/instruktur", label: "Instruktur", icon: UsersRoundIcon },
  { to: "/dashboard/jadwal", label: "Jadwal", icon: CalendarDaysIcon },
  { to: "/dashboard/galeri", label: "Galeri", icon: ImagesIcon },
  { to: "/dashboard/fasilitas", label: "Fasilitas", icon: Building2Icon },
  { to: "/dashboard/hero-banner", label: "Hero Banner", icon: GalleryHorizontalEndIcon },
  { to: "/dashboard/informasi-kontak", label: "Informasi Kontak", icon: ContactIcon },
  { to: "/dashboard/profile", label: "Profil", icon: UserRoundIcon },
];
