import { useState } from "react";
import { Link, NavLink } from "react-router-dom";
import type { User } from "@supabase/supabase-js";
import { LayoutDashboardIcon, LogInIcon, LogOutIcon, UserRoundIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import type { OnDemandProps } from "@/components/on-demand";
import { cn } from "@/lib/utils";
import { PUBLIC_NAV } from "@/app/layouts/nav";
import { SiteLogo } from "@/app/layouts/site-logo";
import { UserAvatar } from "@/app/layouts/user-menu";
import { userIdentity } from "@/app/layouts/user-identity";
import { useLogout } from "@/features/auth/api/logout";
import { paths } from "@/config/paths";

/** The navigation sheet behind the "Buka menu" button (loaded on demand by the public layout). */
export default function MobileMenu({ user, trigger, defaultOpen }: { user: User | null } & OnDemandProps) {
  const [open, setOpen] = useState(defaultOpen);
  const { logout } = useLogout();
  const identity = user ? userIdentity(user) : null;

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
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
                    <Link to={paths.admin.dashboard.getHref()}>
                      <LayoutDashboardIcon aria-hidden="true" />
                      Dashboard
                    </Link>
                  </Button>
                </SheetClose>
                <SheetClose asChild>
                  <Button asChild variant="ghost" className="justify-start">
                    <Link to={paths.admin.profile.getHref()}>
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
                <Link to={paths.login.getHref()}>
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
