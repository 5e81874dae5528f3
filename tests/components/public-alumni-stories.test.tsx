/**
 * Cerita Alumni on the public pages (docs/outcomes.md, "Alumni stories"): public_alumni_stories over GET after the page
 * is interactive, a quote card per story with "…" where the answer was cut, "Lulusan <program> <year>" and the kind of
 * work (the sector only for Bekerja); a program's page asks for its own program; nothing when there are none or the
 * list fails. Which stories are shown is the database's rule, tested in tests/integration/alumni-stories.test.ts.
 */
import { configure, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { renderRoute } from "../setup/render";
import { SUPABASE_URL } from "../msw/config";
import { server } from "../msw/server";
import { db } from "../msw/db";
import { paths } from "@/config/paths";
import type { PublicAlumniStory } from "@/features/outcomes/api/alumni-stories";

configure({ asyncUtilTimeout: 5000 });

const story = (over: Partial<PublicAlumniStory> = {}): PublicAlumniStory => ({
  quote: "Praktik jaringan setiap hari membuat saya berani melamar.",
  cut_before: false,
  cut_after: false,
  program: "Junior Web Developer",
  year: 2025,
  status: "Bekerja",
  sector: "Pemerintahan",
  ...over,
});

function answer(rows: PublicAlumniStory[] | Response) {
  const requests: { method: string; program: string | null }[] = [];
  server.use(
    http.all(`${SUPABASE_URL}/rest/v1/rpc/public_alumni_stories`, ({ request }) => {
      requests.push({ method: request.method, program: new URL(request.url).searchParams.get("p_program") });
      return rows instanceof Response ? rows : HttpResponse.json(rows);
    }),
  );
  return requests;
}

const cards = (section: HTMLElement) =>
  within(section).getAllByRole("figure").map((f) => [within(f).getByRole("blockquote").textContent, f.querySelector("figcaption")!.textContent]);

describe(paths.outcomes.path, () => {
  it("shows every program's stories as quote cards, with the cut marked and the kind of work, asked over GET", async () => {
    const requests = answer([
      story(),
      story({ quote: "berani melamar sebagai teknisi", cut_before: true, cut_after: true, program: "Desain Grafis Muda", year: 2026 }),
      story({ quote: "Saya membuka jasa servis laptop sendiri", cut_after: true, status: "Wirausaha", sector: null as unknown as string }),
      story({ quote: "Saya melanjutkan kuliah informatika.", status: "Melanjutkan Pendidikan", sector: null as unknown as string }),
    ]);
    renderRoute(paths.outcomes.getHref());
    const section = (await screen.findByRole("heading", { level: 2, name: "Cerita Alumni" })).closest("section")!;
    expect(within(section).getByText("Dikutip tanpa nama, dengan persetujuan lulusan dalam survei alumni.")).toBeInTheDocument();
    expect(cards(section)).toEqual([
      ["“Praktik jaringan setiap hari membuat saya berani melamar.”", "Lulusan Junior Web Developer 2025Bekerja · bidang Pemerintahan"],
      ["“…berani melamar sebagai teknisi…”", "Lulusan Desain Grafis Muda 2026Bekerja · bidang Pemerintahan"],
      ["“Saya membuka jasa servis laptop sendiri…”", "Lulusan Junior Web Developer 2025Wirausaha"],
      ["“Saya melanjutkan kuliah informatika.”", "Lulusan Junior Web Developer 2025Melanjutkan Pendidikan"],
    ]);
    expect(requests).toEqual([{ method: "GET", program: null }]);
  });

  it.each([
    ["there is no story", () => answer([])],
    ["the list cannot be read", () => answer(HttpResponse.json({ message: "gagal" }, { status: 500 }))],
  ])("shows nothing when %s", async (_, given) => {
    const requests = given();
    renderRoute(paths.outcomes.getHref());
    await screen.findByText("Belum Ada Hasil yang Dapat Ditampilkan");
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    expect(screen.queryByRole("heading", { name: "Cerita Alumni" })).toBeNull();
    expect(screen.queryByRole("figure")).toBeNull();
  });
});

describe("a program's page", () => {
  it("asks for its own program's stories and shows them under the description", async () => {
    const [program] = db.programs;
    const requests = answer([story({ program: program.name, year: 2025 })]);
    renderRoute(paths.programDetail.getHref(program.id));
    const section = (await screen.findByRole("heading", { level: 3, name: "Cerita Alumni" })).closest("section")!;
    expect(cards(section)).toEqual([
      ["“Praktik jaringan setiap hari membuat saya berani melamar.”", `Lulusan ${program.name} 2025Bekerja · bidang Pemerintahan`],
    ]);
    expect(requests).toEqual([{ method: "GET", program: program.name }]);
  });
});
