import { Link } from "react-router-dom";

import { cn } from "@/lib/utils";
import { paths } from "@/config/paths";

/** The institution mark: monitor-with-code glyph on the brand gradient. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn("size-9 shrink-0", className)}>
      <defs>
        <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0a6a9c" />
          <stop offset="1" stopColor="#0f9488" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill="url(#logo-gradient)" />
      <rect x="14" y="16" width="36" height="24" rx="3.5" fill="none" stroke="#fff" strokeWidth="4" />
      <path d="M26 48h12M32 40v8" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <path
        d="m27 24-4 4 4 4M37 24l4 4-4 4"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Logo + name, linking home. `compactUntil` hides the words on narrow desktop widths. */
export function SiteLogo({ className, textClassName }: { className?: string; textClassName?: string }) {
  return (
    <Link
      to={paths.home.getHref()}
      className={cn("flex items-center gap-2.5 rounded-lg focus-visible:ring-offset-2", className)}
      aria-label="Kejuruan TIK BLK Banda Aceh — Beranda"
    >
      <LogoMark />
      <span className={cn("flex flex-col leading-none", textClassName)}>
        <span className="text-[0.95rem] font-bold tracking-tight text-foreground">Kejuruan TIK</span>
        <span className="mt-1 text-[0.7rem] font-medium uppercase tracking-[0.14em] text-muted-foreground">
          BLK Banda Aceh
        </span>
      </span>
    </Link>
  );
}
