/**
 * /jadwal/{id}/hasil-seleksi (docs/selection.md, Hasil Seleksi): the page in its four states, the note, the two lists
 * with their counts and masked names, the code search (in the page only: nothing is sent), and the links back to the
 * batch and to Cek Pendaftaran. published_selection_results() is answered per test like the database (its rules are
 * tested in tests/integration/selection-results.test.ts).
 */
import { configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, http, HttpResponse } from "msw";
import { renderRoute } from "../setup/render";
import { server } from "../msw/server";
import { REST_URL } from "../msw/config";
import { paths } from "@/config/paths";
import { formatDate, formatDateRange } from "@/lib/dates";
import type { SelectionResults } from "@/features/registrations/api/selection-results";

configure({ asyncUtilTimeout: 5000 });

const RESULTS: SelectionResults = {
  schedule: { id: 7, program: "Desain Grafis Muda", batch: "Batch 2", start_date: "2027-01-11", end_date: "2027-02-19" },
  // 00:00 WIB on 5 January 2027
  published_at: "2027-01-04T17:00:00+00:00",
  note: "Peserta yang lulus harap hadir pada 11 Januari pukul 08.00 WIB.",
  // the database publishes the first 3 characters of each code, never the whole code
  accepted: [
    { code_prefix: "TIK-7K3", name: "Mu***d Ri***i" },
    { code_prefix: "TIK-8AB", name: "C** Ny***k Dh***n" },
  ],
  reserve: [{ code_prefix: "TIK-9XY", name: "Nu***l Hi***h" }],
};

/** Answers the function; records the URLs it was called with. */
function answer(respond: () => Response | Promise<Response>) {
  const urls: string[] = [];
  server.use(
    http.get(`${REST_URL}/rpc/published_selection_results`, ({ request }) => {
      urls.push(request.url);
      return respond();
    }),
  );
  return urls;
}

describe(`${paths.selectionResults.path} (Hasil Seleksi)`, () => {
  it("shows a skeleton while loading", async () => {
    answer(async () => {
      await delay("infinite");
      return HttpResponse.json(null);
    });
    renderRoute(paths.selectionResults.getHref(7));
    expect(await screen.findByLabelText("Memuat hasil seleksi")).toBeInTheDocument();
  });

  it("says so when the results cannot be loaded", async () => {
    answer(() => HttpResponse.json({ code: "XX000", message: "boom", details: null, hint: null }, { status: 500 }));
    renderRoute(paths.selectionResults.getHref(7));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Gagal Memuat Hasil Seleksi")).toBeInTheDocument();
    expect(within(alert).getByText("Terjadi kesalahan saat mengambil hasil seleksi. Periksa koneksi Anda lalu muat ulang halaman.")).toBeInTheDocument();
  });

  it.each([["7"], ["abc"]])("says the results are not announced yet (id %s), with the way to Cek Pendaftaran", async (id) => {
    const urls = answer(() =>
      HttpResponse.json({ code: "PT404", message: "Hasil seleksi untuk jadwal ini belum diumumkan.", details: null, hint: null }, { status: 404 }),
    );
    renderRoute(paths.selectionResults.getHref(id));
    expect(await screen.findByText("Hasil Seleksi Belum Diumumkan")).toBeInTheDocument();
    expect(
      screen.getByText("Hasil seleksi untuk jadwal ini belum diumumkan. Pantau halaman jadwal dan pengumuman, atau cek status pendaftaran Anda."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Cek Pendaftaran" })).toHaveAttribute("href", paths.checkRegistration.getHref());
    // a malformed id asks nothing
    expect(urls).toHaveLength(id === "abc" ? 0 : 1);
  });

  it("lists the accepted and the reserve list with codes and masked names, the note, and the batch", async () => {
    const urls = answer(() => HttpResponse.json(RESULTS));
    renderRoute(paths.selectionResults.getHref(7));
    expect(await screen.findByRole("heading", { level: 1, name: "Hasil Seleksi Desain Grafis Muda" })).toBeInTheDocument();
    expect(document.title).toMatch(/^Hasil Seleksi Desain Grafis Muda Batch 2 \| /);
    expect(screen.getByText(`Batch 2 · pelatihan ${formatDateRange("2027-01-11", "2027-02-19")} · diumumkan ${formatDate("2027-01-05")}`)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "← Desain Grafis Muda Batch 2" })).toHaveAttribute("href", paths.scheduleDetail.getHref(7));
    expect(screen.getByRole("region", { name: "Catatan dari Panitia" })).toHaveTextContent(RESULTS.note!);

    const accepted = screen.getByRole("table", { name: "Lulus Seleksi: kode pendaftaran dan nama yang disamarkan" });
    const shown = (cell: HTMLElement) => cell.querySelector("[aria-hidden]")?.textContent ?? cell.textContent;
    expect(within(accepted).getAllByRole("row").slice(1).map((row) => within(row).getAllByRole("cell").map(shown))).toEqual([
      ["1", "TIK-7K3•-••••", "Mu***d Ri***i"],
      ["2", "TIK-8AB•-••••", "C** Ny***k Dh***n"],
    ]);
    // what a screen reader reads instead of the dots
    expect(within(accepted).getByText("TIK-7K3, lima karakter terakhir disembunyikan")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Lulus Seleksi (2)" })).toBeInTheDocument();
    const reserve = screen.getByRole("table", { name: "Cadangan: kode pendaftaran dan nama yang disamarkan" });
    expect(within(reserve).getAllByRole("row")).toHaveLength(2);
    expect(screen.getByRole("heading", { level: 2, name: "Cadangan (1)" })).toBeInTheDocument();
    // the batch's id is the only thing in the URL
    expect(urls.map((u) => new URL(u).search)).toEqual(["?p_schedule_id=7"]);
  });

  it("finds a code in the lists by its first characters without sending it anywhere", async () => {
    const user = userEvent.setup();
    const urls = answer(() => HttpResponse.json(RESULTS));
    renderRoute(paths.selectionResults.getHref(7));
    const search = await screen.findByRole("searchbox", { name: "Cari kode pendaftaran" });
    // the whole code as on the receipt, typed as people type it
    await user.type(search, "tik 9xy2-1234");
    expect(screen.getByRole("status")).toHaveTextContent("Kode ditemukan dan ditandai di daftar.");
    const row = within(screen.getByRole("table", { name: /^Cadangan/ })).getAllByRole("row")[1];
    expect(row).toHaveAttribute("aria-current", "true");
    // the first three characters are enough
    await user.clear(search);
    await user.type(search, "TIK-8AB");
    expect(within(screen.getByRole("table", { name: /^Lulus Seleksi/ })).getAllByRole("row")[2]).toHaveAttribute("aria-current", "true");
    await user.clear(search);
    await user.type(search, "TIK-0000");
    expect(screen.getByRole("status")).toHaveTextContent("Kode tidak ada di daftar ini.");
    expect(urls).toHaveLength(1);
  });

  it("marks every code with the same first characters and asks to compare the name", async () => {
    const user = userEvent.setup();
    answer(() => HttpResponse.json({ ...RESULTS, accepted: [...RESULTS.accepted, { code_prefix: "TIK-701", name: "Ra***a" }], reserve: [{ code_prefix: "TIK-701", name: "Su***i" }] }));
    renderRoute(paths.selectionResults.getHref(7));
    const search = await screen.findByRole("searchbox", { name: "Cari kode pendaftaran" });
    // O read as 0, I and L as 1, as the database reads codes
    await user.type(search, "tik-7oi");
    expect(screen.getByRole("status")).toHaveTextContent("Lebih dari satu kode berawalan sama: cocokkan juga nama Anda.");
    expect(screen.getAllByRole("row").filter((r) => r.getAttribute("aria-current") === "true")).toHaveLength(2);
  });

  it("says when a list is empty", async () => {
    answer(() => HttpResponse.json({ ...RESULTS, note: null, accepted: [], reserve: [] }));
    renderRoute(paths.selectionResults.getHref(7));
    expect(await screen.findByText("Belum ada peserta yang lulus seleksi.")).toBeInTheDocument();
    expect(screen.getByText("Tidak ada daftar cadangan.")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Catatan dari Panitia" })).not.toBeInTheDocument();
  });
});
