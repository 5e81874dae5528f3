/**
 * The program categories and their fixed titles and descriptions, without the illustrations, so that
 * build scripts (prerendered metadata) can read them too. src/features/programs/lib/categories.ts adds the images.
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
