/** One category's programs, /program-pelatihan/kategori/:categoryName. */
import { definePage } from "@/app/public-pages/page";
import { programsQuery } from "@/features/programs/api/programs";
import { categoryText, compareCategories, MISSING_CATEGORY_DESCRIPTION } from "@/features/programs/lib/category-info";
import { decodeCategoryName } from "@/features/programs/lib/program-routing";

export { default } from "@/features/programs/pages/category-programs-page";

export const page = definePage({
  queries: () => ({ programs: programsQuery() }),
  head: (params) => {
    const name = decodeCategoryName(params.categoryName);
    const info = categoryText(name);
    return {
      title: `Program Pelatihan: ${name}`,
      description:
        info.description === MISSING_CATEGORY_DESCRIPTION
          ? `Daftar program pelatihan kategori ${name} di Kejuruan TIK BLK Banda Aceh.`
          : `${info.title}: ${info.description}`,
    };
  },
  parent: "categories",
  crumb: (params) => decodeCategoryName(params.categoryName),
  // The fixed categories, and any other a program has.
  instances: async (load) => {
    const categories = new Set(["PBL", "PBK Reguler", "PBK Durasi Pendek", ...(await load(programsQuery())).map((p) => p.category)]);
    return [...categories].sort(compareCategories).map((categoryName) => ({ categoryName }));
  },
});
