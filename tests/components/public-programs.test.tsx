import { configure, screen, within } from "@testing-library/react";
import { renderRoute } from "../setup/render";
import { db, makeProgram, makeSyllabusItem, setTable } from "../msw/db";
import { failAlways, setDelay } from "../msw/handlers";
import { http, HttpResponse } from "msw";
import { server } from "../msw/server";
import { SUPABASE_URL } from "../msw/config";
import { paths } from "@/config/paths";
import { PROGRAMS } from "../../supabase/seed/data";

// Pages are lazily loaded: the first render of a file can take a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const FILTERS = ["PBL (Project-Based Learning)", "PBK Reguler", "PBK Durasi Pendek", "Semua Kategori"];

function programNames() {
  return screen.getAllByTestId("program-card").map((card) => within(card).getByRole("heading").textContent);
}

describe(`${paths.programs.path} (programs list)`, () => {
  it("shows the four category cards and every program, each linking to its detail page", async () => {
    renderRoute(paths.programs.getHref());
    expect(await screen.findByRole("heading", { level: 1, name: "Program Pelatihan" })).toBeInTheDocument();
    const group = screen.getByRole("group", { name: "Filter kategori program" });
    const buttons = within(group).getAllByRole("button");
    expect(buttons.map((b) => within(b).getByText(/^(PBL|PBK|Semua)/).textContent)).toEqual(FILTERS);
    expect(within(group).getByRole("button", { name: /Semua Kategori/ })).toHaveAttribute("aria-pressed", "true");
    await screen.findAllByTestId("program-card");
    expect(programNames()).toHaveLength(PROGRAMS.length);
    const program = db.programs[db.programs.length - 1];
    const link = screen.getByRole("link", { name: `Lihat Detail ${program.name}` });
    expect(link).toHaveAttribute("href", paths.programDetail.getHref(program.id));
    expect(document.title).toMatch(/^Program Pelatihan \| /);
  });

  it("filters the grid by category and keeps the filter in the URL", async () => {
    const { user, router } = renderRoute(paths.programs.getHref());
    await screen.findAllByTestId("program-card");
    await user.click(screen.getByRole("button", { name: /PBK Durasi Pendek/ }));
    expect(router.state.location.search).toBe("?kategori=PBK+Durasi+Pendek");
    expect(screen.getByRole("button", { name: /PBK Durasi Pendek/ })).toHaveAttribute("aria-pressed", "true");
    const expected = db.programs.filter((p) => p.category === "PBK Durasi Pendek").map((p) => p.name);
    expect(programNames().sort()).toEqual([...expected].sort());
    for (const card of screen.getAllByTestId("program-card")) {
      expect(within(card).getByText("Kategori: PBK Durasi Pendek")).toBeInTheDocument();
    }

    await user.click(screen.getByRole("button", { name: /Semua Kategori/ }));
    expect(router.state.location.search).toBe("");
    expect(programNames()).toHaveLength(PROGRAMS.length);
  });

  it("reads the filter from the URL on load", async () => {
    renderRoute(paths.programs.getHref("PBL"));
    await screen.findAllByTestId("program-card");
    expect(screen.getByRole("button", { name: /PBL \(Project-Based Learning\)/ })).toHaveAttribute("aria-pressed", "true");
    const expected = db.programs.filter((p) => p.category === "PBL").map((p) => p.name);
    expect(programNames().sort()).toEqual([...expected].sort());
  });

  it("shows the empty text for a category without programs", async () => {
    setTable("programs", [makeProgram({ id: 1, name: "Hanya Reguler", category: "PBK Reguler" })]);
    renderRoute(paths.programs.getHref("PBL"));
    expect(await screen.findByText("Belum Ada Program Pelatihan")).toBeInTheDocument();
    expect(screen.getByText("Belum ada program pelatihan yang dipublikasikan untuk kategori ini.")).toBeInTheDocument();
  });

  it("shows 3 skeleton cards while loading", async () => {
    setDelay("programs", "select", "infinite");
    renderRoute(paths.programs.getHref());
    expect(await screen.findAllByTestId("program-skeleton")).toHaveLength(3);
  });

  it("shows 'Gagal Memuat Program' on failure", async () => {
    failAlways("programs", "select");
    renderRoute(paths.programs.getHref());
    expect(await screen.findByText("Gagal Memuat Program")).toBeInTheDocument();
  });

  it("shows the empty state without programs", async () => {
    setTable("programs", []);
    renderRoute(paths.programs.getHref());
    expect(await screen.findByText("Belum Ada Program Pelatihan")).toBeInTheDocument();
    expect(screen.getByText("Belum ada program pelatihan yang dipublikasikan.")).toBeInTheDocument();
  });

  it("clamps descriptions to 3 lines and shows 'Durasi: ...'", async () => {
    setTable("programs", [makeProgram({ id: 5, name: "Satu", duration: "80 JP", description: "Panjang ".repeat(80) })]);
    renderRoute(paths.programs.getHref());
    const card = await screen.findByTestId("program-card");
    expect(within(card).getByTestId("program-description")).toHaveClass("line-clamp-3");
    expect(within(card).getByText("Durasi: 80 JP")).toBeInTheDocument();
    expect(within(card).getByTestId("program-image-placeholder")).toBeInTheDocument();
  });
});

describe(`${paths.categories.path} (category grid)`, () => {
  it("shows the distinct categories in spec order with the local mapping", async () => {
    renderRoute(paths.categories.getHref());
    expect(await screen.findByRole("heading", { level: 1, name: "Kategori Program Pelatihan" })).toBeInTheDocument();
    const cards = await screen.findAllByTestId("category-card");
    expect(cards.map((c) => within(c).getByRole("heading").textContent)).toEqual([
      "PBL (Project-Based Learning)",
      "PBK Reguler",
      "PBK Durasi Pendek",
    ]);
    expect(within(cards[0]).getByRole("link")).toHaveAttribute("href", paths.categoryPrograms.getHref("PBL"));
    expect(within(cards[2]).getByRole("link")).toHaveAttribute("href", paths.categoryPrograms.getHref("PBK Durasi Pendek"));
    for (const card of cards) {
      expect(within(card).queryByText("Deskripsi belum tersedia.")).not.toBeInTheDocument();
      expect(card.querySelector("img")).toHaveAttribute("width");
    }
    expect(document.title).toMatch(/^Kategori Program Pelatihan \| /);
  });

  it("only shows categories that have programs, ordered PBL, PBK Reguler, PBK Durasi Pendek", async () => {
    setTable("programs", [
      makeProgram({ id: 1, category: "PBK Durasi Pendek" }),
      makeProgram({ id: 2, category: "PBL" }),
    ]);
    renderRoute(paths.categories.getHref());
    const cards = await screen.findAllByTestId("category-card");
    expect(cards.map((c) => within(c).getByRole("heading").textContent)).toEqual([
      "PBL (Project-Based Learning)",
      "PBK Durasi Pendek",
    ]);
  });

  it("shows 3 skeleton cards while loading", async () => {
    setDelay("programs", "select", "infinite");
    renderRoute(paths.categories.getHref());
    expect(await screen.findAllByTestId("category-skeleton")).toHaveLength(3);
  });

  it("shows the error texts on failure", async () => {
    failAlways("programs", "select");
    renderRoute(paths.categories.getHref());
    expect(await screen.findByText("Gagal Memuat Kategori")).toBeInTheDocument();
    expect(screen.getByText("Terjadi kesalahan saat mengambil data kategori.")).toBeInTheDocument();
  });

  it("shows the empty texts without programs", async () => {
    setTable("programs", []);
    renderRoute(paths.categories.getHref());
    expect(await screen.findByText("Belum Ada Kategori")).toBeInTheDocument();
    expect(screen.getByText("Belum ada kategori program pelatihan yang dipublikasikan.")).toBeInTheDocument();
  });
});

describe(paths.categoryPrograms.getHref("{categoryName}"), () => {
  it("decodes a name with spaces and lists only that category's programs", async () => {
    // a program without an image (the seed's all have one)
    db.programs.push(makeProgram({ id: 80, name: "Tanpa Gambar", category: "PBK Durasi Pendek", image_url: null, file_path: null }));
    renderRoute(paths.categoryPrograms.getHref("PBK Durasi Pendek"));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Program Pelatihan: PBK Durasi Pendek" }),
    ).toBeInTheDocument();
    const cards = await screen.findAllByTestId("program-card");
    const expected = db.programs.filter((p) => p.category === "PBK Durasi Pendek");
    expect(cards).toHaveLength(expected.length);
    for (const card of cards) {
      expect(within(card).getByText("Kategori: PBK Durasi Pendek")).toBeInTheDocument();
      expect(within(card).getByTestId("program-description")).toHaveClass("line-clamp-3");
      expect(within(card).getByText(/^Durasi: /)).toBeInTheDocument();
    }
    // The program without an image: placeholder icon.
    expect(screen.getAllByTestId("program-image-placeholder").length).toBeGreaterThanOrEqual(1);
    expect(document.title).toMatch(/^Program Pelatihan: PBK Durasi Pendek \| /);
  });

  it("shows the loading skeleton", async () => {
    setDelay("programs", "select", "infinite");
    renderRoute(paths.categoryPrograms.getHref("PBL"));
    expect((await screen.findAllByTestId("program-skeleton")).length).toBeGreaterThan(0);
  });

  it("shows 'Gagal Memuat Program' on failure", async () => {
    failAlways("programs", "select");
    renderRoute(paths.categoryPrograms.getHref("PBL"));
    expect(await screen.findByText("Gagal Memuat Program")).toBeInTheDocument();
  });

  it("shows the empty texts for a category without programs", async () => {
    renderRoute(paths.categoryPrograms.getHref("Kategori Lain"));
    expect(await screen.findByRole("heading", { level: 1, name: "Program Pelatihan: Kategori Lain" })).toBeInTheDocument();
    expect(await screen.findByText("Belum Ada Program Pelatihan")).toBeInTheDocument();
    expect(screen.getByText("Belum ada program pelatihan yang dipublikasikan untuk kategori ini.")).toBeInTheDocument();
  });
});

describe(`${paths.programDetail.path} (program detail)`, () => {
  it("shows name, category, the description tab by default and the syllabus tab", async () => {
    setTable("programs", [
      makeProgram({ id: 42, name: "Junior Coder", category: "PBL", description: "Belajar membuat kode.", duration: "120 JP" }),
    ]);
    setTable("syllabus_items", [
      makeSyllabusItem({ program_id: 42, item_order: 2, title: "Menulis Kode", duration_jp: 30, kode_unit: "J.620100.004.02" }),
      makeSyllabusItem({ program_id: 42, item_order: 1, title: "Pengenalan", duration_jp: 12, kode_unit: null }),
      makeSyllabusItem({ program_id: 42, item_order: 3, title: "Pengujian", duration_jp: 8, kode_unit: "J.620100.033.02" }),
    ]);
    const { user } = renderRoute(paths.programDetail.getHref(42));
    expect(await screen.findByRole("heading", { level: 1, name: "Junior Coder" })).toBeInTheDocument();
    expect(screen.getAllByText("PBL").length).toBeGreaterThan(0);
    expect(document.title).toMatch(/^Junior Coder \| /);

    const deskripsi = screen.getByRole("tab", { name: "Deskripsi" });
    expect(deskripsi).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("Belajar membuat kode.")).toBeInTheDocument();
    expect(screen.getAllByText("120 JP").length).toBeGreaterThan(0);

    await user.click(screen.getByRole("tab", { name: "Silabus" }));
    expect(screen.getByText("Total Durasi: 50 Jam Pelajaran (JP)")).toBeInTheDocument();
    const items = screen.getAllByTestId("syllabus-item");
    expect(items.map((i) => i.textContent?.replace(/Unit \d+/, ""))).toEqual([
      "Pengenalan12 JP",
      "[J.620100.004.02]Menulis Kode30 JP",
      "[J.620100.033.02]Pengujian8 JP",
    ]);
    expect(within(items[0]).queryByText(/\[/)).not.toBeInTheDocument();
    expect(within(items[1]).getByText("[J.620100.004.02]")).toBeInTheDocument();
    expect(within(items[1]).getByText("30 JP")).toBeInTheDocument();
  });

  it("shows the program's outcome of the last completed year, with how many answered (asked over GET)", async () => {
    setTable("programs", [makeProgram({ id: 43, name: "Junior Web Developer" }), makeProgram({ id: 44, name: "Desain Grafis Muda" })]);
    const lastYear = new Date().getFullYear() - 1;
    const row = (program: string, year: number, over = {}) => ({
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
    const calls: string[] = [];
    server.use(
      http.get(`${SUPABASE_URL}/rest/v1/rpc/public_outcomes`, ({ request }) => {
        calls.push(request.method);
        // this year's figure (not complete yet) and another program's are not this page's
        return HttpResponse.json([row("Junior Web Developer", lastYear + 1, { placed: 1, reached: 5 }), row("Junior Web Developer", lastYear), row("Desain Grafis Muda", lastYear - 1)]);
      }),
    );
    renderRoute(paths.programDetail.getHref(43));
    const outcome = await screen.findByTestId("program-outcome");
    expect(outcome).toHaveTextContent(`Hasil lulusan ${lastYear}`);
    expect(outcome).toHaveTextContent("8 dari 12 lulusan yang menjawab bekerja atau berwirausaha dalam 6 bulan");
    expect(outcome).toHaveTextContent("12 dari 16 lulusan menjawab survei alumni (tingkat respons 75 %).");
    expect(calls).toEqual(["GET"]);
  });

  it("shows 'Silabus untuk program ini belum tersedia.' without items", async () => {
    setTable("programs", [makeProgram({ id: 7, name: "Tanpa Silabus" })]);
    setTable("syllabus_items", []);
    const { user } = renderRoute(paths.programDetail.getHref(7));
    await screen.findByRole("heading", { level: 1, name: "Tanpa Silabus" });
    await user.click(screen.getByRole("tab", { name: "Silabus" }));
    expect(screen.getByText("Silabus untuk program ini belum tersedia.")).toBeInTheDocument();
    expect(screen.queryByText(/Total Durasi/)).not.toBeInTheDocument();
  });

  it("shows the hero image with high priority, or a placeholder", async () => {
    renderRoute(paths.programDetail.getHref(1));
    const program = db.programs.find((p) => p.id === 1)!;
    await screen.findByRole("heading", { level: 1, name: program.name });
    const img = screen.getByRole("img", { name: program.name });
    expect(img).toHaveAttribute("src", program.image_url);
    expect(img).toHaveAttribute("fetchpriority", "high");
    expect(img).toHaveAttribute("width");
    expect(img).toHaveAttribute("height");
  });

  it("shows a skeleton while loading", async () => {
    setDelay("programs", "select", "infinite");
    renderRoute(paths.programDetail.getHref(1));
    expect(await screen.findByTestId("program-detail-loading")).toBeInTheDocument();
  });

  it("shows 'Program Tidak Ditemukan' for a missing id", async () => {
    renderRoute(paths.programDetail.getHref(9999));
    expect(await screen.findByRole("heading", { name: "Program Tidak Ditemukan" })).toBeInTheDocument();
    expect(screen.getByText("Program pelatihan yang Anda cari tidak dapat ditemukan.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Kembali ke Program Pelatihan" })).toHaveAttribute("href", paths.programs.getHref());
  });

  it("shows 'Program Tidak Ditemukan' for a non-numeric id", async () => {
    renderRoute(paths.programDetail.getHref("abc"));
    expect(await screen.findByRole("heading", { name: "Program Tidak Ditemukan" })).toBeInTheDocument();
  });

  it("shows 'Program Tidak Ditemukan' on a load failure", async () => {
    failAlways("programs", "select");
    renderRoute(paths.programDetail.getHref(1));
    expect(await screen.findByRole("heading", { name: "Program Tidak Ditemukan" })).toBeInTheDocument();
    expect(screen.getByText("Program pelatihan yang Anda cari tidak dapat ditemukan.")).toBeInTheDocument();
  });
});
