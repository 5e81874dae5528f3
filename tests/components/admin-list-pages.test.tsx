/**
 * Search, sort and pages in the URL on the admin lists of programs, schedules, hero banners,
 * announcements and FAQ: one parametrised suite (the same pieces serve every list), then what only
 * one list has (schedule status order across pages, FAQ ordering, program tabs).
 */
import { screen, waitFor, within } from "@testing-library/react";
import { paths } from "@/config/paths";
import { daysFromToday, db, makeAnnouncement, makeFaq, makeHeroBanner, makeProgram, makeSchedule, setTable } from "../msw/db";
import { lastRequest } from "../msw/handlers";
import { expectToast, renderAdmin } from "./admin-helpers";

const pad = (n: number) => String(n).padStart(2, "0");
const TOTAL = 45;
const day = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();

interface ListCase {
  name: string;
  path: string;
  /** The table the page reads. */
  table: string;
  /** Seeds TOTAL rows named `${prefix} 01`..`${prefix} 45`. */
  seed: () => void;
  prefix: string;
  /** Which cell of a row holds the name. */
  nameCell: number;
  searchLabel: string;
  noun: string;
  /** The name column's header and the database column it sorts by. */
  header: string;
  sortKey: string;
  /** The search filter sent for 'X 07'. */
  searchColumns: string[];
  /** The first row in the default order. */
  firstByDefault: string;
}

const CASES: ListCase[] = [
  {
    name: "programs",
    path: paths.admin.programs.getHref(),
    table: "programs",
    seed: () =>
      setTable(
        "programs",
        Array.from({ length: TOTAL }, (_, i) => makeProgram({ name: `Program ${pad(i + 1)}`, created_at: day(i) })),
      ),
    prefix: "Program",
    nameCell: 0,
    searchLabel: "Cari program",
    noun: "program",
    header: "Nama",
    sortKey: "name",
    searchColumns: ["name"],
    firstByDefault: "Program 45", // newest first
  },
  {
    name: "schedules",
    path: paths.admin.schedules.getHref(),
    table: "schedules",
    seed: () =>
      setTable(
        "schedules",
        Array.from({ length: TOTAL }, (_, i) =>
          makeSchedule({ program: `Pelatihan ${pad(i + 1)}`, startDate: daysFromToday(100 - i), endDate: daysFromToday(130) }),
        ),
      ),
    prefix: "Pelatihan",
    nameCell: 0,
    searchLabel: "Cari jadwal",
    noun: "jadwal",
    header: "Program Kejuruan",
    sortKey: "program",
    searchColumns: ["program", "batch"],
    firstByDefault: "Pelatihan 01", // all 'Segera Dibuka': latest start first
  },
  {
    name: "hero banners",
    path: paths.admin.banners.getHref(),
    table: "hero_banners",
    seed: () =>
      setTable(
        "hero_banners",
        Array.from({ length: TOTAL }, (_, i) => makeHeroBanner({ title: `Banner ${pad(i + 1)}`, created_at: day(i) })),
      ),
    prefix: "Banner",
    nameCell: 0,
    searchLabel: "Cari banner",
    noun: "banner",
    header: "Judul",
    sortKey: "title",
    searchColumns: ["title"],
    firstByDefault: "Banner 45",
  },
  {
    name: "announcements",
    path: paths.admin.announcements.getHref(),
    table: "announcements",
    seed: () =>
      setTable(
        "announcements",
        Array.from({ length: TOTAL }, (_, i) => makeAnnouncement({ title: `Pengumuman ${pad(i + 1)}`, published_at: day(i) })),
      ),
    prefix: "Pengumuman",
    nameCell: 1,
    searchLabel: "Cari pengumuman",
    noun: "pengumuman",
    header: "Judul",
    sortKey: "title",
    searchColumns: ["title"],
    firstByDefault: "Pengumuman 45", // newest publication first
  },
  {
    name: "FAQ",
    path: paths.admin.faqs.getHref(),
    table: "faq",
    seed: () =>
      setTable(
        "faq",
        Array.from({ length: TOTAL }, (_, i) => makeFaq({ id: i + 1, question: `Tanya ${pad(i + 1)}`, position: i + 1 })),
      ),
    prefix: "Tanya",
    nameCell: 1,
    searchLabel: "Cari FAQ",
    noun: "FAQ",
    header: "Pertanyaan",
    sortKey: "question",
    searchColumns: ["question"],
    firstByDefault: "Tanya 01", // display order
  },
];

function namesIn(nameCell: number) {
  return screen
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[nameCell].textContent?.trim());
}

const query = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search);

describe.each(CASES)("Admin $name list: search, sort and pages in the URL", (c) => {
  const names = () => namesIn(c.nameCell);

  it("pages 20 rows at a time with a server range and the exact total", async () => {
    c.seed();
    const { user, router } = renderAdmin(c.path);
    await screen.findByText(`Menampilkan 1–20 dari 45 ${c.noun}`);
    expect(names()).toHaveLength(20);
    expect(names()[0]).toBe(c.firstByDefault);
    const first = lastRequest(c.table, "select")!.url.searchParams;
    expect([first.get("offset"), first.get("limit")]).toEqual(["0", "20"]);

    await user.click(screen.getByRole("button", { name: /Berikutnya/ }));
    await screen.findByText(`Menampilkan 21–40 dari 45 ${c.noun}`);
    expect(router.state.location.search).toBe("?halaman=2");
    // The range is the page asked for at once; its rows replace the previous page's when they arrive.
    await waitFor(() => expect(names()[0]).not.toBe(c.firstByDefault));
    expect(names()).toHaveLength(20);
    await user.click(screen.getByRole("button", { name: /Berikutnya/ }));
    await screen.findByText(`Menampilkan 41–45 dari 45 ${c.noun}`);
    await waitFor(() => expect(names()).toHaveLength(5));
    expect(screen.getByRole("button", { name: /Berikutnya/ })).toBeDisabled();
  });

  it(`sorts by '${c.header}' from its header (aria-sort), both directions, back on page 1`, async () => {
    c.seed();
    const { user, router } = renderAdmin(`${c.path}?halaman=2`);
    await screen.findByText(`Menampilkan 21–40 dari 45 ${c.noun}`);
    expect(screen.getByRole("columnheader", { name: c.header })).toHaveAttribute("aria-sort", "none");

    await user.click(screen.getByRole("button", { name: c.header }));
    await waitFor(() => expect(names()[0]).toBe(`${c.prefix} 01`));
    expect(router.state.location.search).toBe(`?urut=${c.sortKey}&arah=asc`);
    expect(screen.getByRole("columnheader", { name: c.header })).toHaveAttribute("aria-sort", "ascending");
    expect(lastRequest(c.table, "select")!.url.searchParams.get("order")).toBe(`${c.sortKey}.asc,id.asc`);

    await user.click(screen.getByRole("button", { name: c.header }));
    await waitFor(() => expect(names()[0]).toBe(`${c.prefix} 45`));
    expect(router.state.location.search).toBe(`?urut=${c.sortKey}&arah=desc`);
    expect(screen.getByRole("columnheader", { name: c.header })).toHaveAttribute("aria-sort", "descending");
  });

  it("searches on the server as you type; no match says so; Escape clears", async () => {
    c.seed();
    const { user, router } = renderAdmin(c.path);
    await screen.findByText(`Menampilkan 1–20 dari 45 ${c.noun}`);
    const search = screen.getByRole("searchbox", { name: c.searchLabel });

    await user.type(search, `${c.prefix.toLowerCase()} 07`);
    await waitFor(() => expect(names()).toEqual([`${c.prefix} 07`]));
    expect(query(router).get("cari")).toBe(`${c.prefix.toLowerCase()} 07`);
    const term = `${c.prefix.toLowerCase()} 07`;
    expect(lastRequest(c.table, "select")!.url.searchParams.get("or")).toBe(
      `(${c.searchColumns.map((column) => `${column}.ilike.*${term}*`).join(",")})`,
    );
    expect(screen.queryByRole("navigation", { name: "Halaman daftar" })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, "tidak ada");
    expect(await screen.findByText(/^Tidak ada .* yang cocok dengan "tidak ada"\.$/)).toBeInTheDocument();

    await user.keyboard("{Escape}");
    await screen.findByText(`Menampilkan 1–20 dari 45 ${c.noun}`);
    expect(router.state.location.search).toBe("");
  });

  it("a reload or a shared link shows the same view", async () => {
    c.seed();
    renderAdmin(`${c.path}?cari=${encodeURIComponent(c.prefix)}&urut=${c.sortKey}&arah=desc&halaman=2`);
    await screen.findByText(`Menampilkan 21–40 dari 45 ${c.noun}`);
    expect(names()[0]).toBe(`${c.prefix} 25`);
    expect(screen.getByRole("searchbox", { name: c.searchLabel })).toHaveValue(c.prefix);
    expect(screen.getByRole("columnheader", { name: c.header })).toHaveAttribute("aria-sort", "descending");
  });
});

describe("Admin schedules: status order across pages", () => {
  it("reads the status order (Berlangsung, Segera Dibuka, Ditutup) from the dates, page by page", async () => {
    setTable("schedules", [
      ...Array.from({ length: 5 }, (_, i) =>
        makeSchedule({ program: `Berjalan ${i + 1}`, startDate: daysFromToday(-10 - i), endDate: daysFromToday(10) }),
      ),
      ...Array.from({ length: 10 }, (_, i) =>
        makeSchedule({ program: `Nanti ${pad(i + 1)}`, startDate: daysFromToday(5 + i), endDate: daysFromToday(60) }),
      ),
      ...Array.from({ length: 10 }, (_, i) =>
        // A stale stored status must not matter: the order comes from the dates.
        makeSchedule({ program: `Selesai ${pad(i + 1)}`, startDate: daysFromToday(-100 - i), endDate: daysFromToday(-50), status: "Berlangsung" }),
      ),
    ]);
    const statuses = () => screen.getAllByRole("row").slice(1).map((row) => within(row).getAllByRole("cell")[5].textContent);
    const { user, router } = renderAdmin(paths.admin.schedules.getHref());
    await screen.findByText("Menampilkan 1–20 dari 25 jadwal");
    expect(screen.getByRole("columnheader", { name: "Status" })).toHaveAttribute("aria-sort", "ascending");
    expect(statuses()).toEqual([...Array(5).fill("Berlangsung"), ...Array(10).fill("Segera Dibuka"), ...Array(5).fill("Ditutup")]);
    expect(namesIn(0).slice(5, 7)).toEqual(["Nanti 10", "Nanti 09"]); // start date descending within a status

    await user.click(screen.getByRole("button", { name: /Berikutnya/ }));
    await screen.findByText("Menampilkan 21–25 dari 25 jadwal");
    await waitFor(() => expect(statuses()).toEqual(Array(5).fill("Ditutup")));
    expect(namesIn(0)).toEqual(["Selesai 06", "Selesai 07", "Selesai 08", "Selesai 09", "Selesai 10"]);

    await user.click(screen.getByRole("button", { name: "Status" }));
    // Page 1 of the new order (the previous page's rows, all 'Ditutup', stay until it arrives).
    await waitFor(() => expect(statuses()).toHaveLength(20));
    expect(statuses()[0]).toBe("Ditutup");
    expect(router.state.location.search).toBe("?urut=status&arah=desc");
    expect(statuses().slice(9, 12)).toEqual(["Ditutup", "Segera Dibuka", "Segera Dibuka"]);
  });
});

describe("Admin FAQ: ordering while paged, searched or sorted", () => {
  const seed = () =>
    setTable(
      "faq",
      Array.from({ length: 25 }, (_, i) => makeFaq({ id: i + 1, question: `Tanya ${pad(i + 1)}`, position: (i + 1) * 2 })),
    );

  it("moves the first question of page 2 above the last of page 1 (the whole order in one reorder_faq)", async () => {
    seed();
    const { user } = renderAdmin(`${paths.admin.faqs.getHref()}?halaman=2`);
    await screen.findByText("Menampilkan 21–25 dari 25 FAQ");
    const firstRow = screen.getAllByRole("row")[1];
    expect(within(firstRow).getAllByRole("cell")[0]).toHaveTextContent("21");
    await user.click(screen.getByRole("button", { name: "Naikkan: Tanya 21" }));
    await expectToast("Urutan FAQ berhasil diperbarui.");
    const ids = Array.from({ length: 25 }, (_, i) => i + 1);
    [ids[19], ids[20]] = [ids[20], ids[19]];
    expect(lastRequest("rpc", "reorder_faq")?.body).toEqual({ p_ids: ids });
    await waitFor(() => expect(namesIn(1)[0]).toBe("Tanya 20"));
    expect(screen.getByRole("button", { name: "Turunkan: Tanya 25" })).toBeDisabled();
    expect([...db.faq].sort((a, b) => a.position - b.position)[19].question).toBe("Tanya 21");
  });

  it("turns the move buttons off while searching or sorted by question, says why, and offers the display order back", async () => {
    seed();
    const { user, router } = renderAdmin(`${paths.admin.faqs.getHref()}?urut=question&arah=desc`);
    await screen.findByText("Menampilkan 1–20 dari 25 FAQ");
    const hint = screen.getByText("Urutan hanya dapat diubah saat daftar ditampilkan menurut urutan, tanpa pencarian.");
    expect(hint).toBeVisible();
    const up = screen.getByRole("button", { name: "Naikkan: Tanya 20" });
    expect(up).toBeDisabled();
    expect(up).toHaveAccessibleDescription(hint.textContent!);
    expect(screen.getByRole("button", { name: "Turunkan: Tanya 20" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Tampilkan menurut urutan" }));
    await waitFor(() => expect(namesIn(1)[0]).toBe("Tanya 01"));
    expect(router.state.location.search).toBe("");
    expect(screen.queryByText(hint.textContent!)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Turunkan: Tanya 01" })).toBeEnabled();

    await user.type(screen.getByRole("searchbox", { name: "Cari FAQ" }), "tanya 1");
    await waitFor(() => expect(namesIn(1)).toHaveLength(10));
    expect(screen.getByRole("button", { name: "Naikkan: Tanya 12" })).toBeDisabled();
    expect(screen.getByText(hint.textContent!)).toBeVisible();
  });
});

describe("Admin programs: tabs, search and pages together", () => {
  it("a tab filters on the server, goes back to page 1 and keeps the search", async () => {
    setTable(
      "programs",
      Array.from({ length: 30 }, (_, i) =>
        makeProgram({ name: `Program ${pad(i + 1)}`, is_featured: i % 2 === 0, created_at: day(i) }),
      ),
    );
    const { user, router } = renderAdmin(`${paths.admin.programs.getHref()}?cari=program&halaman=2`);
    await screen.findByText("Menampilkan 21–30 dari 30 program");
    await user.click(screen.getByRole("tab", { name: "Unggulan" }));
    await waitFor(() => expect(namesIn(0)).toHaveLength(15));
    expect(query(router).get("jenis")).toBe("unggulan");
    expect(query(router).get("cari")).toBe("program");
    expect(query(router).get("halaman")).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Halaman daftar" })).not.toBeInTheDocument();
    expect(screen.getAllByRole("img", { name: "Program unggulan" })).toHaveLength(15);
  });
});

describe("Row menu and dialogs by keyboard", () => {
  it("a dialog opened from a row's menu gives the focus back to that row's menu button when it closes", async () => {
    setTable("faq", [makeFaq({ id: 1, question: "Tanya satu", position: 1 }), makeFaq({ id: 2, question: "Tanya dua", position: 2 })]);
    const { user } = renderAdmin(paths.admin.faqs.getHref());
    const menu = await screen.findByRole("button", { name: "Aksi untuk Tanya dua" });
    menu.focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "Edit" })).toHaveFocus());
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("dialog", { name: "Edit FAQ" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Edit FAQ" })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("button", { name: "Aksi untuk Tanya dua" })).toHaveFocus());
  });
});
