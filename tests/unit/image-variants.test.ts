import { hasVariants, responsiveImageProps, srcSetFor, variantPath, variantPaths, withVariantMarker } from "@/lib/image-variants";

const BASE = "http://127.0.0.1:54321/storage/v1/object/public/gallery";

describe("image variant names", () => {
  it("marks a main file that has variants and names its WebP widths", () => {
    expect(withVariantMarker("1717.jpg")).toBe("1717.rsp.jpg");
    expect(withVariantMarker("1717.rsp.jpg")).toBe("1717.rsp.jpg");
    expect(variantPaths("1717.rsp.jpg")).toEqual(["1717.rsp.w480.webp", "1717.rsp.w960.webp", "1717.rsp.w1600.webp"]);
    expect(variantPath(`${BASE}/1717.rsp.png?v=2`, 960)).toBe(`${BASE}/1717.rsp.w960.webp?v=2`);
  });

  it("leaves files from before (no marker) without variants", () => {
    expect(hasVariants("1717.jpg")).toBe(false);
    expect(variantPaths("1717.jpg")).toEqual([]);
    expect(srcSetFor(`${BASE}/1717.jpg`)).toBeUndefined();
    expect(responsiveImageProps(`${BASE}/1717.jpg`, "100vw")).toEqual({ src: `${BASE}/1717.jpg` });
  });

  it("builds srcset and sizes for a file with variants", () => {
    expect(responsiveImageProps(`${BASE}/a.rsp.jpg`, "(min-width: 768px) 33vw, 100vw")).toEqual({
      src: `${BASE}/a.rsp.jpg`,
      srcSet: `${BASE}/a.rsp.w480.webp 480w, ${BASE}/a.rsp.w960.webp 960w, ${BASE}/a.rsp.w1600.webp 1600w`,
      sizes: "(min-width: 768px) 33vw, 100vw",
    });
  });
});
