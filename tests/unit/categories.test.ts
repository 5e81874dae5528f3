import { describe, expect, it } from "vitest";
import {
  CATEGORY_ORDER,
  compareCategories,
  getCategoryInfo,
  getDistinctCategories,
} from "@/features/programs/lib/categories";

describe("category order", () => {
  it("is PBL, PBK Reguler, PBK Durasi Pendek", () => {
    expect(CATEGORY_ORDER).toEqual(["PBL", "PBK Reguler", "PBK Durasi Pendek"]);
  });

  it("sorts the known categories first, then others alphabetically", () => {
    const list = ["Zeta", "PBK Durasi Pendek", "Alpha", "PBL", "PBK Reguler"];
    expect([...list].sort(compareCategories)).toEqual(["PBL", "PBK Reguler", "PBK Durasi Pendek", "Alpha", "Zeta"]);
  });
});

describe("getDistinctCategories", () => {
  it("returns the distinct categories of the programs in display order", () => {
    const programs = [
      { category: "PBK Durasi Pendek" },
      { category: "PBK Reguler" },
      { category: "Lainnya" },
      { category: "PBK Durasi Pendek" },
      { category: "PBL" },
      { category: "PBK Reguler" },
    ];
    expect(getDistinctCategories(programs)).toEqual(["PBL", "PBK Reguler", "PBK Durasi Pendek", "Lainnya"]);
  });

  it("only lists categories that have programs", () => {
    expect(getDistinctCategories([{ category: "PBK Reguler" }])).toEqual(["PBK Reguler"]);
  });

  it("ignores empty categories and returns [] for no programs", () => {
    expect(getDistinctCategories([{ category: "" }, { category: null }, { category: "  " }])).toEqual([]);
    expect(getDistinctCategories([])).toEqual([]);
  });
});

describe("getCategoryInfo", () => {
  it("maps the three categories to a title, description and image", () => {
    const pbl = getCategoryInfo("PBL");
    expect(pbl.title).toBe("PBL (Project-Based Learning)");
    expect(pbl.name).toBe("PBL");
    expect(getCategoryInfo("PBK Reguler").title).toBe("PBK Reguler");
    expect(getCategoryInfo("PBK Durasi Pendek").title).toBe("PBK Durasi Pendek");
    for (const name of CATEGORY_ORDER) {
      const info = getCategoryInfo(name);
      expect(info.description).not.toBe("Deskripsi belum tersedia.");
      expect(info.description.length).toBeGreaterThan(20);
      expect(typeof info.image).toBe("string");
      expect(info.image).toMatch(/svg/);
    }
    const images = CATEGORY_ORDER.map((name) => getCategoryInfo(name).image);
    expect(new Set(images).size).toBe(3);
  });

  it("falls back to the category's own name and 'Deskripsi belum tersedia.'", () => {
    expect(getCategoryInfo("Kategori Baru")).toEqual({
      name: "Kategori Baru",
      title: "Kategori Baru",
      description: "Deskripsi belum tersedia.",
      image: null,
    });
  });
});
