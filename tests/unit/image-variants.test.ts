import { responsiveImageProps, srcSetFor, VARIANT_WIDTHS, variantPath, variantPaths } from "@/lib/image-variants";
import { imageColumns, storedFileName } from "@/lib/storage-names";

const BASE = "http://127.0.0.1:54321/storage/v1/object/public/gallery";

describe("stored file names", () => {
  it("names an upload '<timestamp>.<ext>' exactly, with no marker for its variants", () => {
    const photo = new File([new Uint8Array(8)], "Foto Kegiatan.PNG", { type: "image/png" });
    expect(storedFileName(photo, undefined, 1795618517109)).toBe("1795618517109.png");
    expect(storedFileName(new File([], "tanpa-ekstensi", { type: "image/webp" }), undefined, 1795618517109)).toBe("1795618517109.webp");
    expect(storedFileName(photo, "6f1d2c3b", 1795618517109)).toBe("6f1d2c3b/1795618517109.png");
  });

  it("records the variant widths on the row next to the unchanged name and URL", () => {
    const upload = { path: "1795618517109.png", publicUrl: `${BASE}/1795618517109.png`, variantWidths: [480, 960, 1600] };
    expect(imageColumns(upload)).toEqual({ image_url: upload.publicUrl, file_path: "1795618517109.png", image_variant_widths: [480, 960, 1600] });
    expect(imageColumns(null)).toEqual({ image_url: null, file_path: null, image_variant_widths: [] });
  });
});

describe("image variant names", () => {
  it("derives the WebP names from the main file's name", () => {
    expect(variantPaths("1795618517109.png")).toEqual(["1795618517109.w480.webp", "1795618517109.w960.webp", "1795618517109.w1600.webp"]);
    expect(variantPaths("1795618517109.webp", [480])).toEqual(["1795618517109.w480.webp"]);
    expect(variantPath(`${BASE}/1717.png?v=2`, 960)).toBe(`${BASE}/1717.w960.webp?v=2`);
    expect(variantPaths(null)).toEqual([]);
    expect(VARIANT_WIDTHS).toEqual([480, 960, 1600]);
  });

  it("still finds the variants of a file named before the rename ('.rsp' kept in the stem)", () => {
    expect(variantPaths("1717.rsp.jpg", [480])).toEqual(["1717.rsp.w480.webp"]);
  });

  it("gives no srcset to a row without recorded widths (older uploads, avatars)", () => {
    expect(srcSetFor(`${BASE}/1717.jpg`, [])).toBeUndefined();
    expect(srcSetFor(`${BASE}/1717.jpg`, null)).toBeUndefined();
    expect(responsiveImageProps(`${BASE}/1717.jpg`, [], "100vw")).toEqual({ src: `${BASE}/1717.jpg` });
  });

  it("builds srcset and sizes from the recorded widths", () => {
    expect(responsiveImageProps(`${BASE}/a.jpg`, [480, 960, 1600], "(min-width: 768px) 33vw, 100vw")).toEqual({
      src: `${BASE}/a.jpg`,
      srcSet: `${BASE}/a.w480.webp 480w, ${BASE}/a.w960.webp 960w, ${BASE}/a.w1600.webp 1600w`,
      sizes: "(min-width: 768px) 33vw, 100vw",
    });
    expect(srcSetFor(`${BASE}/a.jpg`, [640])).toBe(`${BASE}/a.w640.webp 640w`);
  });
});
