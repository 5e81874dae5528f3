import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent } from "react";
import { Link, NavLink, Outlet, ScrollRestoration, useLocation } from "react-router-dom";
import type { User } from "@supabase/supabase-js";
import { HomeIcon, LogOutIcon, MenuIcon } from "lucide-react";

import { useSession } from "@/features/auth/api/session";
import { useMemberRole } from "@/features/auth/api/member-role";
import { Button } from "@/components/ui/button";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { ThemeToggle } from "@/components/theme-toggle";
import { UnsavedChangesProvider } from "@/components/unsaved-changes";
import { ListSearchMemory } from "@/hooks/use-list-params";
import { cn } from "@/lib/utils";
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
} from "@/components/ui/navigation-menu";
import { adminNavFor, holdsCurrent, isCurrent, isNavGroup, type AdminNavLink } from "@/app/layouts/admin-nav";
import { LogoMark } from "@/app/layouts/site-logo";
import { NavigationProgress } from "@/app/layouts/navigation-progress";
import { RequireAuth } from "@/app/layouts/require-auth";
import { SkipLink } from "@/app/layouts/skip-link";
import { UserAvatar, UserMenu } from "@/app/layouts/user-menu";
import { userIdentity } from "@/app/layouts/user-identity";
import { useLogout } from "@/features/auth/api/logout";
import { paths } from "@/config/paths";

const slug = (label: string) => label.toLowerCase().replace(/[^a-z]+/g, "-");

function SheetNavLink({ item, onNavigate }: { item: AdminNavLink; onNavigate: () => void }) {
  const { to, label, icon: Icon, end } = item;
  return (
    <NavLink
      to={to}
      onClick={onNavigate}
      end={end}
      className={({ isActive }) =>
        cn(
          "flex h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors",
          isActive ? "bg-primary/10 text-primary" : "text-foreground hover:bg-accent",
        )
      }
    >
      <Icon className="size-4" aria-hidden="true" />
      {label}
    </NavLink>
  );
}

function AdminMobileMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const memberRole = useMemberRole();
  const { logout } = useLogout();
  const { shortName, email } = userIdentity(user);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Buka menu">
          <MenuIcon className="!size-5" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="left" className="flex w-[85%] max-w-xs flex-col gap-0 p-0">
        <div className="flex items-center gap-3 border-b px-5 py-4">
          <LogoMark className="size-8" />
          <SheetTitle className="text-base">Admin Panel</SheetTitle>
          <SheetDescription className="sr-only">Navigasi panel admin</SheetDescription>
        </div>
        <nav aria-label="Navigasi admin (seluler)" className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="grid gap-1">
            {adminNavFor(memberRole).map((entry) =>
              isNavGroup(entry) ? (
                <li key={entry.label} className="pt-3">
                  <h3 id={`menu-${slug(entry.label)}`} className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                    {entry.label}
                  </h3>
                  <ul aria-labelledby={`menu-${slug(entry.label)}`} className="grid gap-1">
                    {entry.items.map((item) => (
                      <li key={item.to}>
                        <SheetNavLink item={item} onNavigate={() => setOpen(false)} />
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={entry.to}>
                  <SheetNavLink item={entry} onNavigate={() => setOpen(false)} />
                </li>
              ),
            )}
            <li className="pt-3">
              <SheetClose asChild>
                <Link
                  to={paths.home.getHref()}
                  className="flex h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium text-foreground transition-colors hover:bg-accent"
                >
                  <HomeIcon className="size-4" aria-hidden="true" />
                  Beranda
                </Link>
              </SheetClose>
            </li>
          </ul>
        </nav>
        <div className="grid gap-3 border-t p-4">
          <div className="flex items-center gap-3">
            <UserAvatar user={user} className="size-10" />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold">{shortName}</p>
              <p className="truncate text-xs text-muted-foreground">{email}</p>
            </div>
          </div>
          <Button
            variant="outline"
            className="justify-start text-destructive hover:bg-destructive/10 hover:text-destructive"
            onClick={() => {
              setOpen(false);
              void logout();
            }}
          >
            <LogOutIcon aria-hidden="true" />
            Logout
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}

/**
 * Keeps `--header-height` (the page's scroll-padding-top, so an element focused by Tab is never
 * hidden under the sticky bar) equal to the admin top bar's real height: 64 px on phones, more on
 * wider screens where the menu's row sits below it.
 */
function useHeaderHeightVariable() {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const header = ref.current;
    if (!header) return;
    const root = document.documentElement;
    const apply = () => root.style.setProperty("--header-height", `${header.getBoundingClientRect().height}px`);
    apply();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(apply);
    observer?.observe(header);
    return () => {
      observer?.disconnect();
      root.style.removeProperty("--header-height");
    };
  }, []);
  return ref;
}

/** Radix opens a panel when the pointer rests on its trigger; here only a click, Enter or Space opens it. */
const noHoverOpen = { onPointerMove: (e: PointerEvent) => e.preventDefault(), onPointerLeave: (e: PointerEvent) => e.preventDefault() };

const barItem = (current: boolean) =>
  cn(
    "relative inline-flex h-11 items-center gap-2 whitespace-nowrap rounded-md px-3 text-sm font-medium transition-colors after:absolute after:inset-x-2 after:bottom-0 after:h-0.5 after:rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
    current ? "text-primary after:bg-primary" : "text-muted-foreground after:bg-transparent hover:text-foreground data-[state=open]:text-foreground",
  );

/**
 * The desktop bar (md and up): Overview, a button per group opening its links under it (Radix's navigation menu:
 * Tab and Enter, Escape, the arrow keys between the bar's items), Profil. The current page's link has
 * aria-current="page"; its group's button says it holds the current page (aria-current="true").
 */
function AdminBarNav() {
  const memberRole = useMemberRole();
  const { pathname } = useLocation();
  const [open, setOpen] = useState("");
  // a link followed (or the browser's back button): the panel closes
  useEffect(() => setOpen(""), [pathname]);
  return (
    <NavigationMenu aria-label="Navigasi admin" value={open} onValueChange={setOpen} className="hidden border-t md:block">
      <NavigationMenuList className="mx-auto max-w-7xl gap-x-1 px-4 sm:px-6 lg:px-8">
        {adminNavFor(memberRole).map((entry) => {
          if (!isNavGroup(entry)) {
            const { to, label, icon: Icon } = entry;
            const current = isCurrent(entry, pathname);
            // Link, not NavLink: Radix's Slot would turn NavLink's className function into text; `active` sets aria-current
            return (
              <NavigationMenuItem key={to}>
                <NavigationMenuLink asChild active={current}>
                  <Link to={to} className={barItem(current)}>
                    <Icon className="size-4" aria-hidden="true" />
                    {label}
                  </Link>
                </NavigationMenuLink>
              </NavigationMenuItem>
            );
          }
          const holds = holdsCurrent(entry, pathname);
          const Icon = entry.icon;
          return (
            // the value makes the panel's id (the trigger's aria-controls): a slug, since a space would split the reference
            <NavigationMenuItem key={entry.label} value={slug(entry.label)}>
              <NavigationMenuTrigger className={barItem(holds)} aria-current={holds ? "true" : undefined} {...noHoverOpen}>
                <Icon className="size-4" aria-hidden="true" />
                {entry.label}
              </NavigationMenuTrigger>
              <NavigationMenuContent className="w-60" {...noHoverOpen}>
                <ul className="grid gap-0.5">
                  {entry.items.map((item) => {
                    const current = isCurrent(item, pathname);
                    const ItemIcon = item.icon;
                    return (
                      <li key={item.to}>
                        <NavigationMenuLink asChild active={current}>
                          <Link
                            to={item.to}
                            className={cn(
                              "flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring",
                              current ? "bg-primary/10 text-primary" : "text-foreground hover:bg-accent focus:bg-accent",
                            )}
                          >
                            <ItemIcon className="size-4" aria-hidden="true" />
                            {item.label}
                          </Link>
                        </NavigationMenuLink>
                      </li>
                    );
                  })}
                </ul>
              </NavigationMenuContent>
            </NavigationMenuItem>
          );
        })}
      </NavigationMenuList>
    </NavigationMenu>
  );
}

function AdminTopBar({ user }: { user: User }) {
  const headerRef = useHeaderHeightVariable();
  return (
    <header
      ref={headerRef}
      className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur-md supports-[backdrop-filter]:bg-background/75"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <AdminMobileMenu user={user} />
        <Link to={paths.admin.dashboard.getHref()} className="flex items-center gap-2.5 rounded-lg">
          <LogoMark className="size-8" />
          <span className="text-lg font-bold tracking-tight">Admin Panel</span>
        </Link>
        <div className="ml-auto flex items-center gap-1">
          <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
            <Link to={paths.home.getHref()}>
              <HomeIcon aria-hidden="true" />
              Beranda
            </Link>
          </Button>
          <ThemeToggle />
          <UserMenu user={user} variant="admin" />
        </div>
      </div>
      <AdminBarNav />
    </header>
  );
}

function AdminShell() {
  const { user } = useSession();
  // RequireAuth guarantees a user here; the check only narrows the type.
  if (!user) return null;

  return (
    <div className="flex min-h-dvh flex-col bg-muted/30">
      <SkipLink />
      <NavigationProgress />
      <AdminTopBar user={user} />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 md:py-8 lg:px-8">
          <UnsavedChangesProvider>
            <ListSearchMemory>
              <Outlet />
            </ListSearchMemory>
          </UnsavedChangesProvider>
        </div>
      </main>
      <ScrollRestoration />
    </div>
  );
}

/** Guarded admin layout (docs/product.md, Login and admin): top bar 'Admin Panel', section links, user menu. */
export function AdminLayout() {
  return (
    <RequireAuth>
      <AdminShell />
    </RequireAuth>
  );
}

export default AdminLayout;
