/**
 * The program categories, their order and their fixed titles and descriptions, without the illustrations: a
 * category page's head (src/app/public-pages/category-programs.ts) reads them for its title.
 * src/features/programs/lib/categories.ts adds the images.
 */

/** The program categories in their display order (docs/product.md, Constants). */
export const CATEGORY_ORDER = ["PBL", "PBK Reguler", "PBK Durasi Pendek"] as const;
export type KnownCategory = (typeof CATEGORY_ORDER)[number];

/** Fixed title and description per category (docs/product.md, Public pages). */
export const CATEGORY_TEXT: Record<KnownCategory, { title: string; description: string }> = {
  PBL: {
    title: "PBL (Project-Based Learning)",
    description:
      "Pelatihan berbasis proyek: peserta belajar dengan mengerjakan proyek nyata dari perencanaan hingga hasil akhir, seperti di dunia kerja.",
  },
  "PBK Reguler": {
    title: "PBK Reguler",
    description:
      "Pelatihan Berbasis Kompetensi reguler dengan kurikulum lengkap sesuai standar kompetensi kerja, untuk bekal memasuki dunia kerja.",
  },
  "PBK Durasi Pendek": {
    title: "PBK Durasi Pendek",
    description:
      "Pelatihan Berbasis Kompetensi dengan durasi singkat dan materi terfokus, untuk meningkatkan keterampilan secara cepat.",
  },
};

export const MISSING_CATEGORY_DESCRIPTION = "Deskripsi belum tersedia.";

/** Title and description of a category; unknown ones show their own name and 'Deskripsi belum tersedia.'. */
export function categoryText(name: string): { title: string; description: string } {
  return (CATEGORY_ORDER as readonly string[]).includes(name)
    ? CATEGORY_TEXT[name as KnownCategory]
    : { title: name, description: MISSING_CATEGORY_DESCRIPTION };
}

/** Compares two categories: PBL, PBK Reguler, PBK Durasi Pendek, then any others alphabetically. */
export function compareCategories(a: string, b: string): number {
  const ia = CATEGORY_ORDER.indexOf(a as KnownCategory);
  const ib = CATEGORY_ORDER.indexOf(b as KnownCategory);
  const ra = ia === -1 ? CATEGORY_ORDER.length : ia;
  const rb = ib === -1 ? CATEGORY_ORDER.length : ib;
  if (ra !== rb) return ra - rb;
  return a.localeCompare(b, "id");
}
