// The panel's menu, apart from the public one (nav.ts): its icons stay out of the public pages' first load.
import {
  BookOpenIcon,
  Building2Icon,
  CalendarDaysIcon,
  ClipboardListIcon,
  ContactIcon,
  GalleryHorizontalEndIcon,
  HistoryIcon,
  ImagesIcon,
  LayoutDashboardIcon,
  MegaphoneIcon,
  MessageCircleQuestionIcon,
  ShieldAlertIcon,
  ShieldCheckIcon,
  UserRoundIcon,
  UsersRoundIcon,
  type LucideIcon,
} from "lucide-react";

import { paths } from "@/config/paths";
import type { MemberRole } from "@/features/auth/api/member-role";

type AdminNavItem = { to: string; label: string; icon: LucideIcon; end?: boolean; roles?: readonly MemberRole[] };

/** Management sections of the admin panel (docs/product.md, Login and admin), in order. */
export const ADMIN_NAV: AdminNavItem[] = [
  { to: paths.admin.dashboard.getHref(), label: "Overview", icon: LayoutDashboardIcon, end: true },
  { to: paths.admin.applications.getHref(), label: "Pendaftar", icon: ClipboardListIcon, roles: ["admin", "super_admin"] },
  { to: paths.admin.programs.getHref(), label: "Program Pelatihan", icon: BookOpenIcon },
  { to: paths.admin.instructors.getHref(), label: "Instruktur", icon: UsersRoundIcon },
  { to: paths.admin.schedules.getHref(), label: "Jadwal", icon: CalendarDaysIcon },
  { to: paths.admin.gallery.getHref(), label: "Galeri", icon: ImagesIcon },
  { to: paths.admin.facilities.getHref(), label: "Fasilitas", icon: Building2Icon },
  { to: paths.admin.banners.getHref(), label: "Hero Banner", icon: GalleryHorizontalEndIcon },
  { to: paths.admin.announcements.getHref(), label: "Pengumuman", icon: MegaphoneIcon },
  { to: paths.admin.faqs.getHref(), label: "FAQ", icon: MessageCircleQuestionIcon },
  { to: paths.admin.contact.getHref(), label: "Informasi Kontak", icon: ContactIcon },
  { to: paths.admin.history.getHref(), label: "Riwayat Perubahan", icon: HistoryIcon },
  { to: paths.admin.team.getHref(), label: "Tim Admin", icon: ShieldCheckIcon, roles: ["super_admin"] },
  { to: paths.admin.security.getHref(), label: "Aktivitas Keamanan", icon: ShieldAlertIcon, roles: ["super_admin"] },
  { to: paths.admin.profile.getHref(), label: "Profil", icon: UserRoundIcon },
];

/** The sections a member sees (an item with `roles` only for those roles; the database decides access anyway). */
export const adminNavFor = (role: MemberRole | null): AdminNavItem[] =>
  ADMIN_NAV.filter((item) => !item.roles || (role !== null && item.roles.includes(role)));
