import { useState } from "react";
import { Link, NavLink, Outlet, ScrollRestoration, useLocation } from "react-router-dom";
import type { User } from "@supabase/supabase-js";
import {
  LayoutDashboardIcon,
  LogInIcon,
  LogOutIcon,
  MailIcon,
  MapPinIcon,
  MenuIcon,
  PhoneIcon,
  UserRoundIcon,
} from "lucide-react";

import { useSession } from "@/features/auth/api/session";
import { useContactInfo } from "@/features/contact/api/contact";
import { Button } from "@/components/ui/button";
import { Separator } from "@/components/ui/separator";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { ThemeToggle } from "@/components/theme-toggle";
import { cn } from "@/lib/utils";
import { PUBLIC_NAV } from "@/app/layouts/nav";
import { NavigationProgress } from "@/app/layouts/navigation-progress";
import { SiteLogo } from "@/app/layouts/site-logo";
import { SkipLink } from "@/app/layouts/skip-link";
import { UserAvatar, UserMenu } from "@/app/layouts/user-menu";
import { userIdentity } from "@/app/layouts/user-identity";
import { useLogout } from "@/app/layouts/use-logout";

function DesktopNav() {
  return (
    <nav aria-label="Navigasi utama" className="hidden md:block">
      <ul className="flex items-center gap-0.5 lg:gap-1">
        {PUBLIC_NAV.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={"end" in item ? item.end : false}
              className={({ isActive }) =>
                cn(
                  "inline-flex h-9 items-center rounded-full px-2.5 text-sm font-medium transition-colors lg:px-3.5",
                  isActive
                    ? "bg-primary/10 text-primary dark:bg-primary/15"
                    : "text-muted-foreground hover:bg-accent hover:text-foreground",
                )
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function MobileMenu({ user }: { user: User | null }) {
  const [open, setOpen] = useState(false);
  const { logout } = useLogout();
  const identity = user ? userIdentity(user) : null;

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Buka menu">
          <MenuIcon className="!size-5" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="flex w-[85%] max-w-xs flex-col gap-0 p-0">
        <div className="border-b px-5 py-4">
          <SheetTitle className="sr-only">Menu navigasi</SheetTitle>
          <SheetDescription className="sr-only">Tautan halaman situs Kejuruan TIK BLK Banda Aceh</SheetDescription>
          <SiteLogo />
        </div>
        <nav aria-label="Navigasi utama (seluler)" className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="grid gap-1">
            {PUBLIC_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  onClick={() => setOpen(false)}
                  end={"end" in item ? item.end : false}
                  className={({ isActive }) =>
                    cn(
                      "flex h-11 items-center rounded-lg px-3 text-base font-medium transition-colors",
                      isActive ? "bg-primary/10 text-primary" : "text-foreground hover:bg-accent",
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t p-4">
          {identity && user ? (
            <div className="grid gap-3">
              <div className="flex items-center gap-3">
                <UserAvatar user={user} className="size-10" />
                <div className="min-w-0">
                  <p className="truncate text-sm font-semibold">{identity.fullName}</p>
                  <p className="truncate text-xs text-muted-foreground">{identity.email}</p>
                </div>
              </div>
              <div className="grid gap-1">
                <SheetClose asChild>
                  <Button asChild variant="ghost" className="justify-start">
                    <Link to="/dashboard">
                      <LayoutDashboardIcon aria-hidden="true" />
                      Dashboard
                    </Link>
                  </Button>
                </SheetClose>
                <SheetClose asChild>
                  <Button asChild variant="ghost" className="justify-start">
                    <Link to="/dashboard/profile">
                      <UserRoundIcon aria-hidden="true" />
                      Profil
                    </Link>
                  </Button>
                </SheetClose>
                <Button
                  variant="ghost"
                  className="justify-start text-destructive hover:bg-destructive/10 hover:text-destructive"
                  onClick={() => {
                    setOpen(false);
                    void logout();
                  }}
                >
                  <LogOutIcon aria-hidden="true" />
                  Log out
                </Button>
              </div>
            </div>
          ) : (
            <SheetClose asChild>
              <Button asChild className="w-full">
                <Link to="/login">
                  <LogInIcon aria-hidden="true" />
                  Admin Login
                </Link>
              </Button>
            </SheetClose>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}

function PublicHeader() {
  const { user, isLoading } = useSession();

  return (
    <header className="fixed inset-x-0 top-0 z-40 px-3 pt-3 sm:px-4">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 rounded-2xl border border-border/70 bg-background/85 px-3 shadow-lg shadow-slate-900/5 backdrop-blur-md supports-[backdrop-filter]:bg-background/80 sm:px-4 dark:shadow-black/30">
        <SiteLogo textClassName="md:hidden lg:flex" />
        <DesktopNav />
        <div className="flex items-center gap-1.5">
          <ThemeToggle />
          {/* Reserve the slot while the session loads so the header does not jump. */}
          {isLoading ? (
            <div className="hidden h-10 w-20 md:block" aria-hidden="true" />
          ) : user ? (
            <UserMenu user={user} variant="public" className="hidden md:inline-flex" />
          ) : (
            <Button asChild size="sm" className="hidden rounded-full px-4 md:inline-flex">
              <Link to="/login">
                <LogInIcon aria-hidden="true" />
                Login
              </Link>
            </Button>
          )}
          <MobileMenu user={user} />
        </div>
      </div>
    </header>
  );
}

function InstagramIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" className={className} aria-hidden="true">
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.75" fill="currentColor" stroke="none" />
    </svg>
  );
}

function PublicFooter() {
  const { data: contact } = useContactInfo();
  const year = new Date().getFullYear();
  const instagram = contact?.instagram_url?.trim();

  return (
    <footer className="mt-auto border-t bg-muted/40">
      <div className="container grid gap-10 py-12 md:grid-cols-[1.4fr_1fr_1.2fr]">
        <div className="grid content-start gap-4">
          <SiteLogo />
          <p className="max-w-sm text-sm leading-relaxed text-muted-foreground">
            Kejuruan Teknologi Informasi dan Komunikasi Balai Latihan Kerja Banda Aceh: pelatihan vokasi berbasis
            kompetensi untuk menyiapkan tenaga kerja digital yang siap bersaing.
          </p>
        </div>
        <nav aria-label="Navigasi footer" className="grid content-start gap-3">
          <h2 className="text-sm font-semibold">Jelajahi</h2>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {PUBLIC_NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="text-muted-foreground transition-colors hover:text-primary">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="grid content-start gap-3">
          <h2 className="text-sm font-semibold">Hubungi Kami</h2>
          {contact ? (
            <ul className="grid gap-2.5 text-sm text-muted-foreground">
              {contact.address && (
                <li className="flex gap-2.5">
                  <MapPinIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  <span>{contact.address}</span>
                </li>
              )}
              {contact.phone && (
                <li className="flex gap-2.5">
                  <PhoneIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`} className="hover:text-primary">
                    {contact.phone}
                  </a>
                </li>
              )}
              {contact.email && (
                <li className="flex gap-2.5">
                  <MailIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  <a href={`mailto:${contact.email}`} className="break-all hover:text-primary">
                    {contact.email}
                  </a>
                </li>
              )}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">
              <Link to="/kontak" className="hover:text-primary">
                Lihat informasi kontak
              </Link>
            </p>
          )}
        </div>
      </div>
      <Separator />
      <div className="container flex flex-col items-center justify-between gap-3 py-5 text-sm text-muted-foreground sm:flex-row">
        <p className="text-center sm:text-left">© {year} Kejuruan TIK BLK Banda Aceh. Hak cipta dilindungi.</p>
        {instagram && (
          <a
            href={instagram}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 rounded-full px-3 py-1.5 font-medium transition-colors hover:bg-accent hover:text-foreground"
          >
            <InstagramIcon className="size-4" />
            Instagram
            <span className="sr-only">(membuka tab baru)</span>
          </a>
        )}
      </div>
    </footer>
  );
}

/** Shared layout of the public site: floating header, main content, footer (SPEC §2.2). */
export function PublicLayout() {
  const { pathname } = useLocation();
  // The home hero is full-screen and sits under the floating header; every other page is pushed below it.
  const isHome = pathname === "/";

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <NavigationProgress />
      <PublicHeader />
      <main id="main-content" tabIndex={-1} className={cn("flex-1 focus:outline-none", !isHome && "pt-24 md:pt-28")}>
        <Outlet />
      </main>
      <PublicFooter />
      <ScrollRestoration />
    </div>
  );
}

export default PublicLayout;
