import pblImage from "@/assets/categories/pbl.svg";
import pbkRegulerImage from "@/assets/categories/pbk-reguler.svg";
import pbkDurasiPendekImage from "@/assets/categories/pbk-durasi-pendek.svg";

import { CATEGORY_ORDER, CATEGORY_TEXT, categoryText, compareCategories, type KnownCategory } from "@/features/programs/lib/category-info";

export { CATEGORY_ORDER, compareCategories, type KnownCategory } from "@/features/programs/lib/category-info";

export interface CategoryInfo {
  /** The category value as stored on programs (used in URLs and filters). */
  name: string;
  title: string;
  description: string;
  /** Local illustration, or null for a category missing from the mapping. */
  image: string | null;
}

/** Fixed local mapping of title, description and image per category (docs/product.md, Public pages). */
export const CATEGORY_INFO: Record<KnownCategory, Omit<CategoryInfo, "name">> = {
  PBL: { ...CATEGORY_TEXT.PBL, image: pblImage },
  "PBK Reguler": { ...CATEGORY_TEXT["PBK Reguler"], image: pbkRegulerImage },
  "PBK Durasi Pendek": { ...CATEGORY_TEXT["PBK Durasi Pendek"], image: pbkDurasiPendekImage },
};

/** Title, description and image of a category; unknown ones show their own name and 'Deskripsi belum tersedia.'. */
export function getCategoryInfo(name: string): CategoryInfo {
  const image = (CATEGORY_ORDER as readonly string[]).includes(name) ? CATEGORY_INFO[name as KnownCategory].image : null;
  return { name, ...categoryText(name), image };
}

/** The distinct, non-empty category values of the given items, in display order. */
export function getDistinctCategories<T extends { category: string | null | undefined }>(items: readonly T[]): string[] {
  const set = new Set<string>();
  for (const item of items) {
    const value = item.category?.trim();
    if (value) set.add(value);
  }
  return [...set].sort(compareCategories);
}
