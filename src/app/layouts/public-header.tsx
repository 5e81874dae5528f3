import { lazy, Suspense } from "react";
import { Link, NavLink } from "react-router-dom";
import type { User } from "@supabase/supabase-js";
import { LogInIcon, MenuIcon } from "lucide-react";

import { useSession } from "@/features/auth/api/session";
import { Button } from "@/components/ui/button";
import { OnDemand } from "@/components/on-demand";
import { ThemeToggle } from "@/components/theme-toggle";
import { cn } from "@/lib/utils";
import { PUBLIC_NAV } from "@/app/layouts/nav";
import { SiteLogo } from "@/app/layouts/site-logo";
import { paths } from "@/config/paths";

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

// Only a signed-in visitor (a member of the team) has a user menu: its avatar (Radix Avatar) is a chunk of its own, so
// that the other visitors do not load it with every page (docs/performance.md, "What keeps the first load small").
const UserMenu = lazy(() => import("@/app/layouts/user-menu").then((module) => ({ default: module.UserMenu })));

const loadMobileMenu = () => import("@/app/layouts/mobile-menu").then((module) => module.default);

/** The "Buka menu" button; the navigation sheet behind it loads on first use. */
function MobileMenu({ user }: { user: User | null }) {
  return (
    <OnDemand
      load={loadMobileMenu}
      openOn="click"
      props={{ user }}
      trigger={
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Buka menu">
          <MenuIcon className="!size-5" aria-hidden="true" />
        </Button>
      }
    />
  );
}

/**
 * Sign-in or the user menu, and the mobile menu (which shows the user too): the only part of the header that follows
 * the session. Its own component, so the session becoming known (just after a prerendered page hydrates) re-renders
 * these two, not the logo and the navigation (docs/performance.md, "After hydration").
 */
function SessionControls() {
  const { user, isLoading } = useSession();
  // The slot is reserved while the session (or the user menu) loads, so the header does not jump.
  const slot = <div className="hidden h-10 w-20 md:block" aria-hidden="true" data-session-slot="" />;
  return (
    <>
      {isLoading ? (
        slot
      ) : user ? (
        <Suspense fallback={slot}>
          <UserMenu user={user} variant="public" className="hidden md:inline-flex" />
        </Suspense>
      ) : (
        <Button asChild size="sm" className="hidden rounded-full px-4 md:inline-flex">
          <Link to={paths.login.getHref()}>
            <LogInIcon aria-hidden="true" />
            Login
          </Link>
        </Button>
      )}
      <MobileMenu user={user} />
    </>
  );
}

/** The floating header of the public site: logo, navigation, theme, sign-in or user menu, mobile menu button. */
export function PublicHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 px-3 pt-3 print:hidden sm:px-4">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 rounded-2xl border border-border/70 bg-background/85 px-3 shadow-lg shadow-slate-900/5 backdrop-blur-md supports-[backdrop-filter]:bg-background/80 sm:px-4 dark:shadow-black/30">
        <SiteLogo textClassName="md:hidden lg:flex" />
        <DesktopNav />
        <div className="flex items-center gap-1.5">
          <ThemeToggle />
          <SessionControls />
        </div>
      </div>
    </header>
  );
}
