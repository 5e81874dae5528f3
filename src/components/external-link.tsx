import type { ReactNode } from "react";
import { ExternalLink as ExternalIcon } from "lucide-react";

/** A link that opens in a new tab, marked as external (icon + text for screen readers). */
export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <ExternalIcon className="size-4 shrink-0" aria-hidden="true" />
      <span className="sr-only"> (membuka tab baru)</span>
    </a>
  );
}
