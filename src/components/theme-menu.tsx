import { useTheme } from "next-themes";
import { LaptopIcon, MoonIcon, SunIcon } from "lucide-react";

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { OnDemandProps } from "@/components/on-demand";

const THEMES = [
  { value: "light", label: "Terang", icon: SunIcon },
  { value: "dark", label: "Gelap", icon: MoonIcon },
  { value: "system", label: "Sistem", icon: LaptopIcon },
] as const;

/**
 * Changes the theme with CSS transitions off until it is painted, so colours switch at once. Not next-themes'
 * `disableTransitionOnChange`: it also runs on every page load (docs/performance.md, "No whole-page style recalculation").
 */
function changeThemeWithoutTransitions(change: () => void) {
  const style = document.createElement("style");
  style.textContent = "*,*::before,*::after{transition:none!important}";
  document.head.append(style);
  change();
  // next-themes applies the class in an effect; the style goes once a frame has been drawn with the new theme.
  requestAnimationFrame(() => requestAnimationFrame(() => style.remove()));
}

/** The theme dropdown behind the 'Ganti tema' button (loaded on demand by ThemeToggle). */
export default function ThemeMenu({ trigger, defaultOpen }: OnDemandProps) {
  const { theme = "system", setTheme } = useTheme();

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-40">
        <DropdownMenuLabel className="text-xs font-medium text-muted-foreground">Tema</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => changeThemeWithoutTransitions(() => setTheme(value))}>
          {THEMES.map(({ value, label, icon: Icon }) => (
            <DropdownMenuRadioItem key={value} value={value}>
              <Icon aria-hidden="true" />
              {label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
