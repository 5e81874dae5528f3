import { configure, screen, within } from "@testing-library/react";
import { renderRoute } from "../setup/render";
import { db, makeProgram, makeSyllabusItem, setTable } from "../msw/db";
import { failAlways, setDelay } from "../msw/handlers";

// Pages are lazily loaded: the first render of a file can take a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const FILTERS = ["PBL (Project-Based Learning)", "PBK Reguler", "PBK Durasi Pendek", "Semua Kategori"];

function programNames() {
  return screen.getAllByTestId("program-card").map((card) => within(card).getByRole("heading").textContent);
}

describe("/program-pelatihan (programs list)", () => {
  it("shows the four category cards and every program, each linking to its detail page", async () => {
    renderRoute("/program-pelatihan");
    expect(await screen.findByRole("heading", { level: 1, name: "Program Pelatihan" })).toBeInTheDocument();
    const group = screen.getByRole("group", { name: "Filter kategori program" });
    const buttons = within(group).getAllByRole("button");
    expect(buttons.map((b) => within(b).getByText(/^(PBL|PBK|Semua)/).textContent)).toEqual(FILTERS);
    expect(within(group).getByRole("button", { name: /Semua Kategori/ })).toHaveAttribute("aria-pressed", "true");
    await screen.findAllByTestId("program-card");
    expect(programNames()).toHaveLength(9);
    const link = screen.getByRole("link", { name: /Lihat Detail Operator Komputer Madya/ });
    const program = db.programs.find((p) => p.name === "Operator Komputer Madya")!;
    expect(link).toHaveAttribute("href", `/program-pelatihan/${program.id}`);
    expect(document.title).toMatch(/^Program Pelatihan \| /);
  });

  it("filters the grid by category and keeps the filter in the URL", async () => {
    const { user, router } = renderRoute("/program-pelatihan");
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
    expect(programNames()).toHaveLength(9);
  });

  it("reads the filter from the URL on load", async () => {
    renderRoute("/program-pelatihan?kategori=PBL");
    await screen.findAllByTestId("program-card");
    expect(screen.getByRole("button", { name: /PBL \(Project-Based Learning\)/ })).toHaveAttribute("aria-pressed", "true");
    const expected = db.programs.filter((p) => p.category === "PBL").map((p) => p.name);
    expect(programNames().sort()).toEqual([...expected].sort());
  });

  it("shows the empty text for a category without programs", async () => {
    setTable("programs", [makeProgram({ id: 1, name: "Hanya Reguler", category: "PBK Reguler" })]);
    renderRoute("/program-pelatihan?kategori=PBL");
    expect(await screen.findByText("Belum Ada Program Pelatihan")).toBeInTheDocument();
    expect(screen.getByText("Belum ada program pelatihan yang dipublikasikan untuk kategori ini.")).toBeInTheDocument();
  });

  it("shows 3 skeleton cards while loading", async () => {
    setDelay("programs", "select", "infinite");
    renderRoute("/program-pelatihan");
    expect(await screen.findAllByTestId("program-skeleton")).toHaveLength(3);
  });

  it("shows 'Gagal Memuat Program' on failure", async () => {
    failAlways("programs", "select");
    renderRoute("/program-pelatihan");
    expect(await screen.findByText("Gagal Memuat Program")).toBeInTheDocument();
  });

  it("shows the empty state without programs", async () => {
    setTable("programs", []);
    renderRoute("/program-pelatihan");
    expect(await screen.findByText("Belum Ada Program Pelatihan")).toBeInTheDocument();
    expect(screen.getByText("Belum ada program pelatihan yang dipublikasikan.")).toBeInTheDocument();
  });

  it("clamps descriptions to 3 lines and shows 'Durasi: ...'", async () => {
    setTable("programs", [makeProgram({ id: 5, name: "Satu", duration: "80 JP", description: "Panjang ".repeat(80) })]);
    renderRoute("/program-pelatihan");
    const card = await screen.findByTestId("program-card");
    expect(within(card).getByTestId("program-description")).toHaveClass("line-clamp-3");
    expect(within(card).getByText("Durasi: 80 JP")).toBeInTheDocument();
    expect(within(card).getByTestId("program-image-placeholder")).toBeInTheDocument();
  });
});

describe("/program-pelatihan/kategori (category grid)", () => {
  it("shows the distinct categories in spec order with the local mapping", async () => {
    renderRoute("/program-pelatihan/kategori");
    expect(await screen.findByRole("heading", { level: 1, name: "Kategori Program Pelatihan" })).toBeInTheDocument();
    const cards = await screen.findAllByTestId("category-card");
    expect(cards.map((c) => within(c).getByRole("heading").textContent)).toEqual([
      "PBL (Project-Based Learning)",
      "PBK Reguler",
      "PBK Durasi Pendek",
    ]);
    expect(within(cards[0]).getByRole("link")).toHaveAttribute("href", "/program-pelatihan/kategori/PBL");
    expect(within(cards[2]).getByRole("link")).toHaveAttribute("href", "/program-pelatihan/kategori/PBK%20Durasi%20Pendek");
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
    renderRoute("/program-pelatihan/kategori");
    const cards = await screen.findAllByTestId("category-card");
    expect(cards.map((c) => within(c).getByRole("heading").textContent)).toEqual([
      "PBL (Project-Based Learning)",
      "PBK Durasi Pendek",
    ]);
  });

  it("shows 3 skeleton cards while loading", async () => {
    setDelay("programs", "select", "infinite");
    renderRoute("/program-pelatihan/kategori");
    expect(await screen.findAllByTestId("category-skeleton")).toHaveLength(3);
  });

  it("shows the error texts on failure", async () => {
    failAlways("programs", "select");
    renderRoute("/program-pelatihan/kategori");
    expect(await screen.findByText("Gagal Memuat Kategori")).toBeInTheDocument();
    expect(screen.getByText("Terjadi kesalahan saat mengambil data kategori.")).toBeInTheDocument();
  });

  it("shows the empty texts without programs", async () => {
    setTable("programs", []);
    renderRoute("/program-pelatihan/kategori");
    expect(await screen.findByText("Belum Ada Kategori")).toBeInTheDocument();
    expect(screen.getByText("Belum ada kategori program pelatihan yang dipublikasikan.")).toBeInTheDocument();
  });
});

describe("/program-pelatihan/kategori/{categoryName}", () => {
  it("decodes a name with spaces and lists only that category's programs", async () => {
    renderRoute("/program-pelatihan/kategori/PBK%20Durasi%20Pendek");
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
    // Program 8 has no image: placeholder icon.
    expect(screen.getAllByTestId("program-image-placeholder").length).toBeGreaterThanOrEqual(1);
    expect(document.title).toMatch(/^Program Pelatihan: PBK Durasi Pendek \| /);
  });

  it("shows the loading skeleton", async () => {
    setDelay("programs", "select", "infinite");
    renderRoute("/program-pelatihan/kategori/PBL");
    expect((await screen.findAllByTestId("program-skeleton")).length).toBeGreaterThan(0);
  });

  it("shows 'Gagal Memuat Program' on failure", async () => {
    failAlways("programs", "select");
    renderRoute("/program-pelatihan/kategori/PBL");
    expect(await screen.findByText("Gagal Memuat Program")).toBeInTheDocument();
  });

  it("shows the empty texts for a category without programs", async () => {
    renderRoute("/program-pelatihan/kategori/Kategori%20Lain");
    expect(await screen.findByRole("heading", { level: 1, name: "Program Pelatihan: Kategori Lain" })).toBeInTheDocument();
    expect(await screen.findByText("Belum Ada Program Pelatihan")).toBeInTheDocument();
    expect(screen.getByText("Belum ada program pelatihan yang dipublikasikan untuk kategori ini.")).toBeInTheDocument();
  });
});

describe("/program-pelatihan/{id} (program detail)", () => {
  it("shows name, category, the description tab by default and the syllabus tab", async () => {
    setTable("programs", [
      makeProgram({ id: 42, name: "Junior Coder", category: "PBL", description: "Belajar membuat kode.", duration: "120 JP" }),
    ]);
    setTable("syllabus_items", [
      makeSyllabusItem({ program_id: 42, item_order: 2, title: "Menulis Kode", duration_jp: 30, kode_unit: "J.620100.004.02" }),
      makeSyllabusItem({ program_id: 42, item_order: 1, title: "Pengenalan", duration_jp: 12, kode_unit: null }),
      makeSyllabusItem({ program_id: 42, item_order: 3, title: "Pengujian", duration_jp: 8, kode_unit: "J.620100.033.02" }),
    ]);
    const { user } = renderRoute("/program-pelatihan/42");
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

  it("shows 'Silabus untuk program ini belum tersedia.' without items", async () => {
    setTable("programs", [makeProgram({ id: 7, name: "Tanpa Silabus" })]);
    setTable("syllabus_items", []);
    const { user } = renderRoute("/program-pelatihan/7");
    await screen.findByRole("heading", { level: 1, name: "Tanpa Silabus" });
    await user.click(screen.getByRole("tab", { name: "Silabus" }));
    expect(screen.getByText("Silabus untuk program ini belum tersedia.")).toBeInTheDocument();
    expect(screen.queryByText(/Total Durasi/)).not.toBeInTheDocument();
  });

  it("shows the hero image with high priority, or a placeholder", async () => {
    renderRoute("/program-pelatihan/1");
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
    renderRoute("/program-pelatihan/1");
    expect(await screen.findByTestId("program-detail-loading")).toBeInTheDocument();
  });

  it("shows 'Program Tidak Ditemukan' for a missing id", async () => {
    renderRoute("/program-pelatihan/9999");
    expect(await screen.findByRole("heading", { name: "Program Tidak Ditemukan" })).toBeInTheDocument();
    expect(screen.getByText("Program pelatihan yang Anda cari tidak dapat ditemukan.")).toBeInTheDocument();
  });

  it("shows 'Program Tidak Ditemukan' for a non-numeric id", async () => {
    renderRoute("/program-pelatihan/abc");
    expect(await screen.findByRole("heading", { name: "Program Tidak Ditemukan" })).toBeInTheDocument();
  });

  it("shows 'Program Tidak Ditemukan' on a load failure", async () => {
    failAlways("programs", "select");
    renderRoute("/program-pelatihan/1");
    expect(await screen.findByRole("heading", { name: "Program Tidak Ditemukan" })).toBeInTheDocument();
    expect(screen.getByText("Program pelatihan yang Anda cari tidak dapat ditemukan.")).toBeInTheDocument();
  });
});
