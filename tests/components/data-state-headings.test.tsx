import { configure, screen } from "@testing-library/react";
import { renderRoute } from "../setup/render";
import { setTable } from "../msw/db";
import { failAlways } from "../msw/handlers";
import { paths } from "@/config/paths";

// Pages are lazily loaded: the first render of a file can take a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

/** Every heading's level in document order, with its text: axe's heading-order wants no level skipped on the way down. */
function outline() {
  return [...document.body.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => [Number(h.tagName[1]), h.textContent] as const);
}

function expectNoSkippedLevel() {
  const levels = outline().map(([level]) => level);
  levels.forEach((level, i) => {
    if (i > 0) expect(level, `${outline()[i][1]} after h${levels[i - 1]}`).toBeLessThanOrEqual(levels[i - 1] + 1);
  });
}

describe("empty and error states follow the page's outline", () => {
  it(`an empty ${paths.vacancies.getHref()} shows an h2 right under the h1`, async () => {
    setTable("vacancies", []);
    renderRoute(paths.vacancies.getHref());
    const empty = await screen.findByRole("heading", { level: 2, name: "Belum Ada Lowongan" });
    const [h1, next] = [...document.querySelectorAll("h1, h2, h3")].filter((h) => h.closest("main"));
    expect(h1).toHaveTextContent("Lowongan Kerja");
    expect(next).toBe(empty);
    expectNoSkippedLevel();
  });

  it("an error right under the h1 is an h2 too", async () => {
    failAlways("vacancies", "select");
    renderRoute(paths.vacancies.getHref());
    expect(await screen.findByRole("heading", { level: 2, name: "Gagal Memuat Lowongan" })).toBeInTheDocument();
    expectNoSkippedLevel();
  });

  it("a home section's empty state is an h3 under the section's h2", async () => {
    setTable("facilities", []);
    renderRoute(paths.home.getHref());
    const empty = await screen.findByRole("heading", { level: 3, name: "Belum Ada Fasilitas" });
    expect(empty.closest("section")).toBe(screen.getByRole("region", { name: "Fasilitas Modern" }));
    expectNoSkippedLevel();
  });

  it("the FAQ's empty state on the contact page is an h3 under 'Pertanyaan Umum'", async () => {
    setTable("faq", []);
    renderRoute(paths.contact.getHref());
    const empty = await screen.findByRole("heading", { level: 3, name: "Belum Ada Pertanyaan Umum" });
    expect(empty.closest("section")).toBe(screen.getByRole("region", { name: "Pertanyaan Umum" }));
    expectNoSkippedLevel();
  });

  it("the programs page's empty state is an h3 under the list's h2", async () => {
    setTable("programs", []);
    renderRoute(paths.programs.getHref());
    expect(await screen.findByRole("heading", { level: 3, name: "Belum Ada Program Pelatihan" })).toBeInTheDocument();
    expectNoSkippedLevel();
  });
});
