/**
 * "Hasil Survei Alumni" (docs/outcomes.md, "The figures page"): the database's figures per batch for one year (the
 * last completed by default, others through the year filter), the placement rate over those who answered beside the
 * same count over all graduates, the months to the first job, each chart's table alternative, the .xlsx from
 * export_tracer (recorded by the database), and the database's refusal (no two-factor) shown as it is.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { expectToast, renderAdmin } from "./admin-helpers";
import { REST_URL } from "../msw/config";
import { USER_ID, findUser } from "../msw/db";
import { server } from "../msw/server";
import { captureDownloads } from "../setup/downloads";
import { paths } from "@/config/paths";
import type { PlacementFigure } from "@/features/tracer-study/api/placement-figures";

const PATH = paths.admin.tracerFigures.getHref();
const LAST = new Date().getFullYear() - 1;

const figure = (values: Partial<PlacementFigure> & Pick<PlacementFigure, "program" | "batch" | "schedule_id" | "year">): PlacementFigure => ({
  graduates: 0,
  reached: 0,
  placed: 0,
  response_rate: null,
  placement_rate: null,
  placed_of_graduates: null,
  months_to_first: { "0-1": 0, "2-3": 0, "4-6": 0, ">6": 0 },
  ...values,
});

/** As placement_figures answers (its arithmetic is tested against the database in tests/integration/tracer-study.test.ts). */
const FIGURES: PlacementFigure[] = [
  figure({ program: "Desain Grafis Muda", batch: "Batch 1", schedule_id: 7, year: LAST + 1, graduates: 10, reached: 2, placed: 1, response_rate: 20, placement_rate: 50, placed_of_graduates: 10, months_to_first: { "0-1": 1, "2-3": 0, "4-6": 0, ">6": 0 } }),
  figure({ program: "Junior Web Developer", batch: "Batch 2", schedule_id: 3, year: LAST, graduates: 16, reached: 8, placed: 6, response_rate: 50, placement_rate: 75, placed_of_graduates: 37.5, months_to_first: { "0-1": 2, "2-3": 3, "4-6": 1, ">6": 0 } }),
  figure({ program: "Teknisi Jaringan", batch: "Batch 1", schedule_id: 4, year: LAST, graduates: 7, reached: 0, placed: 0, response_rate: 0, placed_of_graduates: 0 }),
  figure({ program: "Junior Web Developer", batch: "Batch 1", schedule_id: 1, year: LAST - 1, graduates: 12, reached: 12, placed: 12, response_rate: 100, placement_rate: 100, placed_of_graduates: 100, months_to_first: { "0-1": 0, "2-3": 0, "4-6": 4, ">6": 8 } }),
];

/** Answers the function `fn` with `answer`, recording each body. */
function rpc(fn: string, answer: (body: Record<string, unknown>) => Response | Promise<Response>) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(`${REST_URL}/rpc/${fn}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

const refusal = (status: number, code: string, message: string) => HttpResponse.json({ code, message, details: null, hint: null }, { status });

const figuresTable = () => screen.getByRole("table", { name: /Hasil survei alumni per batch/ });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole("row").slice(1);
const cellTexts = (row: HTMLElement) => within(row).getAllByRole("cell").map((c) => c.textContent);

describe(paths.admin.tracerFigures.path, () => {
  it("shows the last completed year's figures per batch: both denominators beside the response rate, and the months to the first job", async () => {
    const calls = rpc("placement_figures", () => HttpResponse.json(FIGURES));
    renderAdmin(PATH);
    expect(await screen.findByRole("heading", { level: 1, name: "Hasil Survei Alumni" })).toBeInTheDocument();
    await screen.findByRole("table", { name: /Hasil survei alumni per batch/ });
    expect(calls).toHaveLength(1);
    expect(screen.getByRole("combobox", { name: "Tahun berakhirnya pelatihan" })).toHaveTextContent(String(LAST));
    const rows = bodyRows(figuresTable());
    expect(rows).toHaveLength(2);
    // Program, Batch, Lulusan, Menjawab, Respons, Bekerja/Wirausaha, dari yang menjawab, dari semua lulusan, bulan
    expect(cellTexts(rows[0])).toEqual(["Junior Web Developer", "Batch 2", "16", "8", "50 %", "6", "75 %", "37,5 %", "2", "3", "1", "0"]);
    // no one answered: no rate over those who answered (the database's null), 0 % over all graduates
    expect(cellTexts(rows[1])).toEqual(["Teknisi Jaringan", "Batch 1", "7", "0", "0 %", "0", "–", "0 %", "0", "0", "0", "0"]);
    expect(screen.getByText(/dari semua lulusan, yang tidak pernah lebih baik dari datanya/)).toBeInTheDocument();

    // the charts (lazy, recharts) with their tables
    const placement = await screen.findByRole("region", { name: /dari yang menjawab dan dari semua lulusan\.$/ });
    const head = within(placement).getAllByRole("columnheader").map((c) => c.textContent);
    expect(head).toEqual(["Batch", "Lulusan", "Menjawab", "Tingkat Respons", "Bekerja/Wirausaha", "Dari yang Menjawab", "Dari Semua Lulusan"]);
    const first = within(placement).getAllByRole("row")[1];
    expect([within(first).getByRole("rowheader").textContent, ...within(first).getAllByRole("cell").map((c) => c.textContent)]).toEqual([
      "Junior Web Developer (Batch 2)", "16", "8", "50 %", "6", "75 %", "37,5 %",
    ]);
    const months = screen.getByRole("region", { name: /menurut lama mendapat pekerjaan atau usaha pertama/ });
    const monthRow = within(months).getAllByRole("row")[1];
    expect(within(monthRow).getAllByRole("cell").map((c) => c.textContent)).toEqual(["2", "3", "1", "0", "6"]);
  });

  it("switches the year with the filter (kept in the address)", async () => {
    const user = userEvent.setup();
    rpc("placement_figures", () => HttpResponse.json(FIGURES));
    const { router } = renderAdmin(PATH);
    await screen.findByRole("table", { name: /Hasil survei alumni per batch/ });
    await user.click(screen.getByRole("combobox", { name: "Tahun berakhirnya pelatihan" }));
    const options = (await screen.findAllByRole("option")).map((o) => o.textContent);
    expect(options).toEqual([String(LAST + 1), String(LAST), String(LAST - 1)]);
    await user.click(screen.getByRole("option", { name: String(LAST - 1) }));
    await waitFor(() => expect(bodyRows(figuresTable())).toHaveLength(1));
    expect(cellTexts(bodyRows(figuresTable())[0])).toEqual(["Junior Web Developer", "Batch 1", "12", "12", "100 %", "12", "100 %", "100 %", "0", "0", "4", "8"]);
    expect(router.state.location.search).toBe(`?tahun=${LAST - 1}`);
  });

  it("downloads the chosen year as .xlsx from export_tracer, which records it; a refusal is shown and nothing is saved", async () => {
    const user = userEvent.setup();
    rpc("placement_figures", () => HttpResponse.json(FIGURES));
    const files = captureDownloads();
    const calls = rpc("export_tracer", (body) =>
      HttpResponse.json({
        year: body.p_year,
        exported_at: "2026-11-28T18:00:00Z",
        figures: FIGURES.filter((f) => f.year === body.p_year),
        rows: [
          {
            registration_code: "TIK-AAAA-0001", full_name: "Pendaftar 1", program: "Junior Web Developer", batch: "Batch 2",
            end_date: `${LAST}-06-30`, round_month: 6, answered_at: `${LAST}-12-30T03:00:00Z`, corrected_at: null,
            answers: { status: "Bekerja", employer: "PT Contoh", months_to_first: 2, quote_consent: true },
          },
        ],
      }),
    );
    renderAdmin(PATH);
    await screen.findByRole("table", { name: /Hasil survei alumni per batch/ });
    await user.click(screen.getByRole("button", { name: "Unduh .xlsx" }));
    await expectToast("Hasil survei alumni diunduh. Ekspor ini tercatat di Aktivitas Keamanan.");
    expect(calls).toEqual([{ p_year: LAST }]);
    expect(files).toHaveLength(1);
    // the day in Banda Aceh (18.00 UTC is 01.00 the next day), no personal data in the name
    expect(files[0].name).toBe(`survei-alumni-${LAST}-2026-11-29.xlsx`);
    expect(files[0].blob.size).toBeGreaterThan(1000);

    rpc("export_tracer", () => refusal(404, "PT404", "Belum ada jawaban survei alumni untuk tahun ini."));
    await user.click(screen.getByRole("button", { name: "Unduh .xlsx" }));
    await expectToast("Gagal mengunduh hasil survei alumni.", "destructive");
    expect(screen.getByText("Belum ada jawaban survei alumni untuk tahun ini.")).toBeInTheDocument();
    expect(files).toHaveLength(1);
  });

  it("shows the database's refusal when two-factor is due (the figures are read at aal2 only)", async () => {
    rpc("placement_figures", () => refusal(403, "42501", "Masukkan kode verifikasi dua langkah terlebih dahulu."));
    renderAdmin(PATH);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Hasil survei alumni tidak dapat dimuat.");
    expect(alert).toHaveTextContent("Masukkan kode verifikasi dua langkah terlebih dahulu.");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("says so when there are no graduates yet", async () => {
    rpc("placement_figures", () => HttpResponse.json([]));
    renderAdmin(PATH);
    expect(await screen.findByText(/Belum ada lulusan\./)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Unduh .xlsx" })).toBeDisabled();
  });

  it("is for admins and super admins: an operator's page does not ask for the figures", async () => {
    const calls = rpc("placement_figures", () => HttpResponse.json(FIGURES));
    findUser(USER_ID)!.member_role = "operator";
    renderAdmin(PATH, "user");
    expect(await screen.findByText("Khusus Admin")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

describe("the overview's placement chart", () => {
  const PROGRAMS = [
    { program: "Junior Web Developer", year: LAST, batches: 2, graduates: 7, reached: 3, placed: 2, response_rate: 42.9, placement_rate: 66.7, placed_of_graduates: 28.6, months_to_first: { "0-1": 1, "2-3": 0, "4-6": 0, ">6": 1 } },
    { program: "Teknisi Jaringan", year: LAST, batches: 1, graduates: 5, reached: 0, placed: 0, response_rate: 0, placement_rate: null, placed_of_graduates: 0, months_to_first: { "0-1": 0, "2-3": 0, "4-6": 0, ">6": 0 } },
  ];

  it("draws the last completed year per program, as placement_by_program computed it, with its table and a link to the batches", async () => {
    const calls = rpc("placement_by_program", () => HttpResponse.json(PROGRAMS));
    renderAdmin(paths.admin.dashboard.getHref());
    const section = await screen.findByRole("region", { name: `Penempatan Lulusan ${LAST}` });
    const table = await within(section).findByRole("region", { name: /dari yang menjawab dan dari semua lulusan\.$/ });
    expect(calls).toEqual([{ p_year: LAST }]);
    expect(within(table).getAllByRole("columnheader").map((c) => c.textContent)).toEqual([
      "Program", "Lulusan", "Menjawab", "Tingkat Respons", "Bekerja/Wirausaha", "Dari yang Menjawab", "Dari Semua Lulusan",
    ]);
    const rows = within(table).getAllByRole("row").slice(1).map((r) => [within(r).getByRole("rowheader").textContent, ...within(r).getAllByRole("cell").map((c) => c.textContent)]);
    expect(rows).toEqual([
      ["Junior Web Developer", "7", "3", "42,9 %", "2", "66,7 %", "28,6 %"],
      ["Teknisi Jaringan", "5", "0", "0 %", "0", "–", "0 %"],
    ]);
    expect(within(section).getByRole("link", { name: "Lihat hasil per batch" })).toHaveAttribute("href", `${PATH}?tahun=${LAST}`);
  });

  it("shows the database's refusal in its place; an operator's overview does not ask", async () => {
    rpc("placement_by_program", () => refusal(403, "42501", "Masukkan kode verifikasi dua langkah terlebih dahulu."));
    const first = renderAdmin(paths.admin.dashboard.getHref());
    const section = await screen.findByRole("region", { name: `Penempatan Lulusan ${LAST}` });
    expect(await within(section).findByRole("alert")).toHaveTextContent("Masukkan kode verifikasi dua langkah terlebih dahulu.");
    first.unmount();

    const calls = rpc("placement_by_program", () => HttpResponse.json(PROGRAMS));
    findUser(USER_ID)!.member_role = "operator";
    renderAdmin(paths.admin.dashboard.getHref(), "user");
    await screen.findByRole("heading", { level: 1, name: "Overview" });
    await screen.findByText("Total Instruktur");
    expect(screen.queryByRole("region", { name: `Penempatan Lulusan ${LAST}` })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
