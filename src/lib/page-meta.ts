import { useLayoutEffect } from "react";

export const SITE_NAME = "Kejuruan TIK — BLK Banda Aceh";
export const DEFAULT_DESCRIPTION =
  "Kejuruan Teknologi Informasi dan Komunikasi BLK Banda Aceh: pelatihan vokasi berbasis kompetensi, jadwal pelatihan, program, fasilitas, dan galeri kegiatan.";

/** "Jadwal" → "Jadwal | Kejuruan TIK — BLK Banda Aceh"; empty → the site name. */
export function formatPageTitle(title?: string | null): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} | ${SITE_NAME}` : SITE_NAME;
}

function setMetaDescription(content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement("meta");
    meta.name = "description";
    document.head.appendChild(meta);
  }
  meta.content = content;
}

export type PageMeta = { title?: string | null; description?: string | null };

/**
 * Sets document.title (suffixed with the site name) and the meta description for a page.
 * Call once per page component, either form works:
 *   `usePageMeta("Jadwal Pelatihan", "Jadwal pelatihan ...")`
 *   `usePageMeta({ title: "Jadwal Pelatihan", description: "Jadwal pelatihan ..." })`
 * Pass `undefined` as title while data loads to keep the site name.
 * Layout effects: the title and description change in the same commit as the page's content, so nothing
 * (a screen reader announcing the page, a test reading the title once the heading is there) sees new content
 * under the previous page's title.
 */
export function usePageMeta(titleOrMeta?: string | null | PageMeta, descriptionArg?: string | null) {
  const meta: PageMeta =
    titleOrMeta !== null && typeof titleOrMeta === "object"
      ? titleOrMeta
      : { title: titleOrMeta, description: descriptionArg };
  const { title, description } = meta;

  useLayoutEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);

  useLayoutEffect(() => {
    setMetaDescription(description?.trim() || DEFAULT_DESCRIPTION);
  }, [description]);
}
