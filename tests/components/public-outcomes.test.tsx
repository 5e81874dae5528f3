/**
 * Hasil Pelatihan (docs/outcomes.md, its section): public_outcomes over GET, per year (newest first) and
 * program, each placement figure beside the response rate and over both denominators, the sentence on the 5-answer
 * floor and the two denominators, the chart loaded after the page (for the eye only), the empty and failed states,
 * and the footer's link. The figures themselves are SQL, tested in tests/integration/tracer-study.test.ts.
 */
import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { renderRoute } from "../setup/render";
import { SUPABASE_URL } from "../msw/config";
import { server } from "../msw/server";
import { paths } from "@/config/paths";
import type { PublicOutcome } from "@/features/outcomes/api/outcomes";

// The chart is a lazily loaded module (recharts): load it once before the tests, as a browser would have by then.
beforeAll(async () => {
  await import("@/features/outcomes/components/outcomes-chart");
});

const row = (program: string, year: number, over: Partial<PublicOutcome> = {}): PublicOutcome => ({
  program,
  year,
  graduates: 16,
  reached: 12,
  placed: 8,
  response_rate: 75,
  placement_rate: 66.7,
  placed_of_graduates: 50,
  ...over,
});

function answer(rows: PublicOutcome[] | Response) {
  const methods: string[] = [];
  server.use(
    http.all(`${SUPABASE_URL}/rest/v1/rpc/public_outcomes`, ({ request }) => {
      methods.push(request.method);
      return rows instanceof Response ? rows : HttpResponse.json(rows);
    }),
  );
  return methods;
}

const cells = (tr: HTMLElement) => [within(tr).getByRole("rowheader").textContent, ...within(tr).getAllByRole("cell").map((c) => c.textContent)];

describe(paths.outcomes.path, () => {
  it("shows each year's figures per program, from those who answered and from all graduates, beside the response rate", async () => {
    const methods = answer([
      row("Junior Web Developer", 2026, { graduates: 9, reached: 5, placed: 5, response_rate: 55.6, placement_rate: 100, placed_of_graduates: 55.6 }),
      row("Desain Grafis Muda", 2025, { graduates: 8, reached: 5, placed: 1, response_rate: 62.5, placement_rate: 20, placed_of_graduates: 12.5 }),
      row("Junior Web Developer", 2025),
    ]);
    renderRoute(paths.outcomes.getHref());
    expect(await screen.findByRole("heading", { level: 1, name: "Ke Mana Lulusan Kami?" })).toBeInTheDocument();
    const years = await screen.findAllByRole("heading", { level: 2, name: /^Pelatihan yang Berakhir Tahun/ });
    expect(years.map((h) => h.textContent)).toEqual(["Pelatihan yang Berakhir Tahun 2026", "Pelatihan yang Berakhir Tahun 2025"]);
    const table2025 = screen.getByRole("table", { name: "Hasil pelatihan yang berakhir tahun 2025, per program" });
    expect(within(table2025).getAllByRole("columnheader").map((c) => c.textContent)).toEqual([
      "Program", "Lulusan", "Menjawab Survei", "Tingkat Respons", "Bekerja/Berwirausaha", "Dari yang Menjawab", "Dari Semua Lulusan",
    ]);
    const rows = within(table2025).getAllByRole("row").slice(1).map(cells);
    expect(rows).toEqual([
      ["Desain Grafis Muda", "8", "5", "62,5 %", "1", "20 %", "12,5 %"],
      ["Junior Web Developer", "16", "12", "75 %", "8", "66,7 %", "50 %"],
    ]);
    const method = screen.getByTestId("outcomes-method");
    expect(method).toHaveTextContent("dari lulusan yang menjawab survei, dan dari semua lulusan");
    expect(method).toHaveTextContent("tidak pernah lebih baik dari datanya");
    expect(method).toHaveTextContent("kurang dari 5 lulusan yang menjawab tidak ditampilkan");
    // the chart comes after the page, hidden from assistive technology (the table has every figure)
    const chart = await screen.findByTestId("outcomes-chart-2025");
    expect(chart).toHaveAttribute("aria-hidden", "true");
    // its room is kept while its chunk loads: the plot (2 programs: 2 × 64 + 40 px) and its frame with the legend
    expect(chart.parentElement).toHaveStyle({ minHeight: `${2 * 64 + 40 + 86}px` });
    expect(methods.every((m) => m === "GET")).toBe(true);
  });

  it("says that a program appears once 5 of its graduates answered when no group has", async () => {
    answer([]);
    renderRoute(paths.outcomes.getHref());
    expect(await screen.findByText("Belum Ada Hasil yang Dapat Ditampilkan")).toBeInTheDocument();
    expect(screen.getByText("Hasil sebuah program muncul setelah sedikitnya 5 lulusannya menjawab survei alumni.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("says when the figures cannot be loaded", async () => {
    answer(HttpResponse.json({ code: "XX000", message: "boom", details: null, hint: null }, { status: 500 }));
    renderRoute(paths.outcomes.getHref());
    expect(await screen.findByText("Gagal Memuat Hasil Pelatihan")).toBeInTheDocument();
  });

  it("is linked from every public page's footer", async () => {
    answer([]);
    renderRoute(paths.home.getHref());
    const footer = await screen.findByRole("contentinfo");
    expect(within(footer).getByRole("link", { name: "Hasil Pelatihan" })).toHaveAttribute("href", paths.outcomes.getHref());
  });
});
