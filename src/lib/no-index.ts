import { useEffect } from "react";

/**
 * Keeps a page out of search engines when the browser renders it (a client-side navigation, an address the build did
 * not prerender): `<meta name="robots" content="noindex">` in the head while the page is shown. The prerendered HTML
 * of a page with `noindex` in its description (src/app/public-pages/page.ts) carries the same tag from the build.
 */
export function useNoIndex(): void {
  useEffect(() => {
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (!tag) {
      tag = document.createElement("meta");
      tag.name = "robots";
      document.head.append(tag);
    }
    tag.content = "noindex";
    const added = tag;
    // no other page sets robots: leaving this page leaves the next one indexable
    return () => added.remove();
  }, []);
}
