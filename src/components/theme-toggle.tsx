import { MoonIcon, SunIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { OnDemand } from "@/components/on-demand";
import { cn } from "@/lib/utils";

const loadThemeMenu = () => import("@/components/theme-menu").then((module) => module.default);

/** Light / dark / system theme switch (next-themes), labelled 'Ganti tema'; the menu loads on first use. */
export function ThemeToggle({ className }: { className?: string }) {
  return (
    <OnDemand
      load={loadThemeMenu}
      openOn="pointerdown"
      props={{}}
      trigger={
        <Button variant="ghost" size="icon" aria-label="Ganti tema" title="Ganti tema" className={cn("relative", className)}>
          <SunIcon className="size-5 rotate-0 scale-100 transition-transform dark:-rotate-90 dark:scale-0" aria-hidden="true" />
          <MoonIcon
            className="absolute size-5 rotate-90 scale-0 transition-transform dark:rotate-0 dark:scale-100"
            aria-hidden="true"
          />
        </Button>
      }
    />
  );
}
