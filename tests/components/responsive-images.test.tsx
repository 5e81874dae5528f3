// Public pages offer the WebP variants of a photo through srcset exactly when its row records them
// (image_variant_widths): the main file keeps its '<timestamp>.<ext>' name, the variants are named after it.
import { configure, screen } from "@testing-library/react";
import { renderRoute } from "../setup/render";
import { makeFacility, makeGalleryItem, makeHeroBanner, makeProgram, setTable } from "../msw/db";
import { publicObjectUrl } from "../msw/config";
import { paths } from "@/config/paths";

configure({ asyncUtilTimeout: 5000 });

const WIDTHS = [480, 960, 1600];
type Photo = { name: string; url: string; path: string; widths: number[]; srcset: string };
/** A stored photo "<stamp>.jpg" shown under `name`, with the srcset its recorded variants give. */
function photo(bucket: string, stamp: number, name: string, widths: number[]): Photo {
  const srcset = widths.map((w) => `${publicObjectUrl(bucket, `${stamp}.w${w}.webp`)} ${w}w`).join(", ");
  return { name, url: publicObjectUrl(bucket, `${stamp}.jpg`), path: `${stamp}.jpg`, widths, srcset };
}

const LISTS = [
  {
    list: "facility cards",
    bucket: "facilities",
    href: paths.facilities.getHref(),
    store: (photos: Photo[]) =>
      setTable("facilities", photos.map((p, i) => makeFacility({ id: i + 1, name: p.name, image_url: p.url, file_path: p.path, image_variant_widths: p.widths }))),
  },
  {
    list: "program cards",
    bucket: "programs",
    href: paths.programs.getHref(),
    store: (photos: Photo[]) =>
      setTable("programs", photos.map((p, i) => makeProgram({ id: i + 1, name: p.name, image_url: p.url, file_path: p.path, image_variant_widths: p.widths }))),
  },
  {
    list: "gallery photos",
    bucket: "gallery",
    href: paths.gallery.getHref(),
    store: (photos: Photo[]) =>
      setTable("gallery", photos.map((p, i) => makeGalleryItem({ id: i + 1, alt: p.name, src: p.url, filePath: p.path, image_variant_widths: p.widths }))),
  },
];

describe("srcset from the recorded variant widths", () => {
  it.each(LISTS)("$list", async ({ bucket, href, store }) => {
    const [withVariants, without] = [photo(bucket, 1795618517109, "Dengan Varian", WIDTHS), photo(bucket, 1795618517110, "Tanpa Varian", [])];
    store([withVariants, without]);
    renderRoute(href);
    const first = await screen.findByRole("img", { name: withVariants.name });
    expect(first).toHaveAttribute("src", withVariants.url);
    expect(first).toHaveAttribute("srcset", withVariants.srcset);
    expect(first.getAttribute("sizes")).toMatch(/100vw$/);
    const second = screen.getByRole("img", { name: without.name });
    expect(second).toHaveAttribute("src", without.url);
    expect(second).not.toHaveAttribute("srcset");
    expect(second).not.toHaveAttribute("sizes");
  });

  it("the program page", async () => {
    const shown = photo("programs", 1795618517113, "Program Dengan Varian", WIDTHS);
    setTable("programs", [makeProgram({ id: 1, name: shown.name, image_url: shown.url, file_path: shown.path, image_variant_widths: WIDTHS })]);
    renderRoute(paths.programDetail.getHref(1));
    const hero = await screen.findByRole("img", { name: shown.name });
    expect(hero).toHaveAttribute("srcset", shown.srcset);
    expect(hero).toHaveAttribute("sizes", "(min-width: 1024px) 50vw, 100vw");
  });

  it("the home page's first hero banner, with and without variants", async () => {
    const withVariants = photo("hero_banners", 1795618517115, "Banner Dengan Varian", WIDTHS);
    setTable("hero_banners", [makeHeroBanner({ id: 1, title: withVariants.name, image_url: withVariants.url, file_path: withVariants.path, image_variant_widths: WIDTHS })]);
    const home = renderRoute(paths.home.getHref());
    const slide = (await screen.findAllByTestId("hero-slide"))[0];
    expect(slide.querySelector("img")).toHaveAttribute("srcset", withVariants.srcset);
    home.unmount();

    const without = photo("hero_banners", 1795618517116, "Banner Tanpa Varian", []);
    setTable("hero_banners", [makeHeroBanner({ id: 2, title: without.name, image_url: without.url, file_path: without.path, image_variant_widths: [] })]);
    renderRoute(paths.home.getHref());
    const plain = (await screen.findAllByTestId("hero-slide"))[0].querySelector("img")!;
    expect(plain).toHaveAttribute("src", without.url);
    expect(plain).not.toHaveAttribute("srcset");
  });
});
