import { useEffect, useState } from "react";
import { useLocation } from "react-router-dom";

import { useHydrated } from "@/lib/hydration";

/** Whether a fragment is a link to an element of the page (the skip link's #main-content), not a token. */
function isPageAnchor(fragment: string): boolean {
  return /^[A-Za-z][\w-]*$/.test(fragment) && document.getElementById(fragment) !== null;
}

/**
 * A secret carried in the address's fragment (a certificate's signed token, a survey link's token), read once the page
 * has hydrated: the prerendered HTML has none, and a browser never sends a fragment to any server, so no server, proxy
 * or analytics log sees it. A fragment that names an element of the page (the skip link's #main-content) leaves the
 * token as it was; an empty one clears it. The fragment stays in the address, so a reload shows the same page.
 */
export function useFragmentToken(): string | null {
  const hydrated = useHydrated();
  const { hash } = useLocation();
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    const fragment = hash.replace(/^#/, "");
    if (!fragment) setToken(null);
    else if (!isPageAnchor(fragment)) setToken(fragment);
  }, [hydrated, hash]);
  return token;
}
