/**
 * JSON-LD the build writes into prerendered pages: breadcrumbs (every page below home) and the organisation (home,
 * contact, through `SeoContext.organization`). Build only: src/entry-server.tsx imports it, no page module does (a
 * static import in a page module, even one used only under `import.meta.env.SSR`, left an empty chunk in the browser's
 * bundle).
 */
import { publicRoute, type PublicRoute } from "@/app/public-pages";
import type { LoadQuery, PageParams, PageQueries, PublicPage, QueryData } from "@/app/public-pages/page";
import { contactInfoQuery, type ContactInfo } from "@/features/contact/api/contact";
import { DEFAULT_DESCRIPTION, SITE_NAME } from "@/lib/page-meta";

/** The breadcrumbs of a page, from the home page down to it (names and paths); loads the pages above it. */
export async function breadcrumbs(
  route: PublicRoute,
  page: PublicPage,
  params: PageParams,
  data: QueryData<PageQueries>,
  hrefOf: (route: PublicRoute, params: PageParams) => string,
): Promise<{ name: string; path: string }[]> {
  const trail = [{ name: page.crumb(params, data), path: hrefOf(route, params) }];
  for (let parentId = page.parent; parentId; ) {
    const parentRoute = publicRoute(parentId);
    if (!parentRoute) throw new Error(`${route.id}: no public page "${parentId}" (its parent)`);
    const parent = (await parentRoute.load()).page;
    // Pages above this one are named without its data (their own data is not loaded here); a parent with the same
    // route parameters (a schedule above its registration form) gets them for its address.
    trail.unshift({ name: parent.crumb({}, {}), path: hrefOf(parentRoute, params) });
    parentId = parent.parent;
  }
  return trail;
}

export function breadcrumbList(siteUrl: string | undefined, items: { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      ...(siteUrl ? { item: `${siteUrl}${item.path}` } : {}),
    })),
  };
}

function organizationJsonLd(siteUrl: string | undefined, contact: ContactInfo | null) {
  return {
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    name: "Kejuruan Teknologi Informasi dan Komunikasi — UPTD BLK Banda Aceh",
    alternateName: SITE_NAME,
    description: DEFAULT_DESCRIPTION,
    ...(siteUrl ? { url: `${siteUrl}/`, logo: `${siteUrl}/favicon.svg` } : {}),
    ...(contact
      ? {
          address: { "@type": "PostalAddress", streetAddress: contact.address, addressLocality: "Banda Aceh", addressCountry: "ID" },
          telephone: contact.phone,
          email: contact.email,
          ...(contact.instagram_url ? { sameAs: [contact.instagram_url] } : {}),
        }
      : {}),
  };
}

/** The organisation, with the contact details when they load (`SeoContext.organization`). */
export const organization = async (load: LoadQuery, siteUrl: string | undefined) => organizationJsonLd(siteUrl, await load(contactInfoQuery()));
