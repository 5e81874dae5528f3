import { screen } from "@testing-library/react";
import { clearAllTables, db } from "../msw/db";
import { failAlways, getRequests } from "../msw/handlers";
import { renderAdmin } from "./admin-helpers";
import { paths } from "@/config/paths";

const CARDS = [
  ["Total Instruktur", "instructors"],
  ["Total Jadwal", "schedules"],
  ["Foto Galeri", "gallery"],
  ["Total Program", "programs"],
  ["Total Fasilitas", "facilities"],
] as const;

async function countOf(title: string) {
  const card = (await screen.findByText(title)).closest("[data-slot=card]") as HTMLElement;
  return card.querySelector("[data-testid^=count-]")?.textContent;
}

describe(`Admin overview (${paths.admin.dashboard.path})`, () => {
  it("shows a count card per entity from head-only count queries", async () => {
    renderAdmin(paths.admin.dashboard.getHref());
    expect(await screen.findByRole("heading", { name: "Overview" })).toBeInTheDocument();
    await screen.findByTestId("count-instructors");
    for (const [title, table] of CARDS) {
      expect(await countOf(title)).toBe(String(db[table].length));
    }
    expect(getRequests("programs", "select").some((r) => r.method === "HEAD")).toBe(true);
  });

  it("shows 0 when there is no data", async () => {
    clearAllTables();
    renderAdmin(paths.admin.dashboard.getHref());
    await screen.findByTestId("count-instructors");
    for (const [title] of CARDS) expect(await countOf(title)).toBe("0");
  });

  it("shows 0 when the counts cannot be loaded", async () => {
    failAlways("programs", "select");
    renderAdmin(paths.admin.dashboard.getHref());
    await screen.findByTestId("count-programs");
    for (const [title] of CARDS) expect(await countOf(title)).toBe("0");
  });
});
