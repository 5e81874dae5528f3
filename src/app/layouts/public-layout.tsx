import { Outlet, ScrollRestoration, useLocation } from "react-router-dom";

import { cn } from "@/lib/utils";
import { NavigationProgress } from "@/app/layouts/navigation-progress";
import { PublicFooter } from "@/app/layouts/public-footer";
import { PublicHeader } from "@/app/layouts/public-header";
import { PublicPageMeta } from "@/app/layouts/public-page-meta";
import { SkipLink } from "@/app/layouts/skip-link";
import { paths } from "@/config/paths";

/** Shared layout of the public site: floating header, main content, footer (docs/product.md, Public layout). */
export function PublicLayout() {
  const { pathname } = useLocation();
  // The home hero is full-screen and sits under the floating header; every other page is pushed below it.
  const isHome = pathname === paths.home.getHref();

  return (
    <div className="flex min-h-dvh flex-col">
      <PublicPageMeta />
      <SkipLink />
      <NavigationProgress />
      <PublicHeader />
      <main id="main-content" tabIndex={-1} className={cn("flex-1 focus:outline-none", !isHome && "pt-24 md:pt-28 print:!pt-0")}>
        <Outlet />
      </main>
      <PublicFooter />
      <ScrollRestoration />
    </div>
  );
}

export default PublicLayout;
