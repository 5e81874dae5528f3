import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { clearTable, db, findObject, makeSyllabusItem } from "../msw/db";
import { failAlways, failNext, getRequests, lastRequest, setDelay } from "../msw/handlers";
import { expectDialogClosed, expectToast, findDialog, pickRowAction, pngFile, renderAdmin, uploadNonImage } from "./admin-helpers";
import { paths } from "@/config/paths";

// Program 3 of the demo rows (the seed, supabase/seed/data.ts via tests/msw/db.ts).
const PROGRAM_3 = db.programs.find((p) => p.id === 3)!.name;

// jsdom cannot compress images: make the library fail so the fallback path is exercised.
vi.mock("browser-image-compression", () => ({ default: vi.fn().mockRejectedValue(new Error("no canvas")) }));

const PATH = paths.admin.programs.getHref();
const rowNames = () =>
  screen
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[0].textContent);

async function openAdd(user: UserEvent) {
  await user.click(await screen.findByRole("button", { name: "Tambah Program" }));
  return findDialog("Tambah Program Baru");
}

async function fillProgram(user: UserEvent, dialog: HTMLElement, name: string) {
  await user.type(within(dialog).getByLabelText("Nama Program"), name);
  await user.type(within(dialog).getByLabelText("Durasi"), "240 JP");
  await user.type(within(dialog).getByLabelText("Deskripsi"), "Program baru untuk pengujian.");
}

describe(`Admin programs (${paths.admin.programs.path})`, () => {
  it("shows 3 skeleton rows while loading", async () => {
    setDelay("programs", "select", "infinite");
    renderAdmin(PATH);
    expect(await screen.findByRole("heading", { name: "Manajemen Program Pelatihan" })).toBeInTheDocument();
    expect(screen.getAllByTestId("skeleton-row")).toHaveLength(3);
  });

  it("shows an error state when loading fails", async () => {
    failAlways("programs", "select");
    renderAdmin(PATH);
    expect(await screen.findByText("Gagal memuat program pelatihan.")).toBeInTheDocument();
  });

  it("shows 'Belum Ada Program' when there are none", async () => {
    clearTable("programs");
    renderAdmin(PATH);
    expect(await screen.findByText("Belum Ada Program")).toBeInTheDocument();
  });

  it("lists programs with star, category, status badge, description and duration; tabs filter on the server", async () => {
    const { user, router } = renderAdmin(PATH);
    expect(await screen.findByText("Junior Web Developer")).toBeInTheDocument();
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "Nama",
      "Kategori",
      "Status",
      "Deskripsi",
      "Durasi",
      "Aksi",
    ]);
    const featured = db.programs.filter((p) => p.is_featured);
    const regular = db.programs.filter((p) => !p.is_featured);
    expect(rowNames()).toHaveLength(db.programs.length);
    expect(screen.getAllByRole("img", { name: "Program unggulan" })).toHaveLength(featured.length);

    const row = screen.getByText("Junior Web Developer").closest("tr")!;
    expect(within(row).getByText("Unggulan")).toBeInTheDocument();
    expect(within(row).getByText("PBK Reguler")).toBeInTheDocument();
    const p1 = db.programs.find((p) => p.id === 1)!;
    expect(within(row).getByText(p1.duration)).toBeInTheDocument();
    expect(within(row).getByText(p1.description)).toBeInTheDocument();
    const regularRow = screen.getByText(regular[0].name).closest("tr")!;
    expect(within(regularRow).getByText("Biasa")).toBeInTheDocument();

    expect(screen.getByRole("tab", { name: "Semua" })).toHaveAttribute("aria-selected", "true");
    // The list pages on the server now, so the tabs filter there (?jenis=) instead of in the browser.
    await user.click(screen.getByRole("tab", { name: "Unggulan" }));
    await waitFor(() => expect(rowNames().sort()).toEqual(featured.map((p) => p.name).sort()));
    expect(router.state.location.search).toBe("?jenis=unggulan");
    expect(lastRequest("programs", "select")!.url.searchParams.get("is_featured")).toBe("eq.true");
    await user.click(screen.getByRole("tab", { name: "Biasa" }));
    await waitFor(() => expect(rowNames().sort()).toEqual(regular.map((p) => p.name).sort()));
    expect(screen.queryAllByRole("img", { name: "Program unggulan" })).toHaveLength(0);
    expect(lastRequest("programs", "select")!.url.searchParams.get("is_featured")).toBe("eq.false");
  });

  it("shows a per-tab empty text", async () => {
    db.programs = db.programs.map((p) => ({ ...p, is_featured: false }));
    const { user } = renderAdmin(PATH);
    await user.click(await screen.findByRole("tab", { name: "Unggulan" }));
    expect(await screen.findByText("Belum ada program unggulan.")).toBeInTheDocument();
  });

  it("toggles featured: 'Jadikan Unggulan' / 'Hapus dari Unggulan' with toasts", async () => {
    const regular = db.programs.find((p) => !p.is_featured)!;
    const featured = db.programs.find((p) => p.is_featured)!;
    const { user } = renderAdmin(PATH);

    await pickRowAction(user, regular.name, "Jadikan Unggulan");
    await expectToast("Status program unggulan berhasil diperbarui");
    expect(db.programs.find((p) => p.id === regular.id)?.is_featured).toBe(true);
    await waitFor(() =>
      expect(within(screen.getByText(regular.name).closest("tr")!).getByText("Unggulan")).toBeInTheDocument(),
    );

    await pickRowAction(user, featured.name, "Hapus dari Unggulan");
    await expectToast("Status program unggulan berhasil diperbarui");
    // The first toggle's toast (same title) may still be the one on screen: wait for this toggle's write.
    await waitFor(() => expect(db.programs.find((p) => p.id === featured.id)?.is_featured).toBe(false));

    failNext("programs", "update");
    await pickRowAction(user, regular.name, "Hapus dari Unggulan");
    await expectToast("Gagal memperbarui status program unggulan", "destructive");
  });

  it("refuses changes by a signed-in user who is not an administrator (failure toast)", async () => {
    const regular = db.programs.find((p) => !p.is_featured)!;
    const { user } = renderAdmin(PATH, "user");
    await pickRowAction(user, regular.name, "Jadikan Unggulan");
    await expectToast("Gagal memperbarui status program unggulan", "destructive");
    expect(db.programs.find((p) => p.id === regular.id)?.is_featured).toBe(false);
  });

  it("adds a program: messages, default category PBK Reguler, images only, success toast", async () => {
    const { user } = renderAdmin(PATH);
    const dialog = await openAdd(user);
    expect(within(dialog).getByRole("combobox", { name: "Kategori" })).toHaveTextContent("PBK Reguler");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    expect(await within(dialog).findByText("Nama program harus diisi")).toBeInTheDocument();
    expect(within(dialog).getByText("Deskripsi harus diisi")).toBeInTheDocument();
    expect(within(dialog).getByText("Durasi harus diisi")).toBeInTheDocument();

    const image = within(dialog).getByLabelText("Gambar Program (opsional)");
    expect(image).toHaveAttribute("accept", "image/*");
    await uploadNonImage(image);
    await fillProgram(user, dialog, "Analis Data Junior");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    expect(await within(dialog).findByText("File harus berupa gambar.")).toBeInTheDocument();

    await user.upload(image, pngFile("analis.png"));
    await user.click(within(dialog).getByRole("combobox", { name: "Kategori" }));
    await user.click(await screen.findByRole("option", { name: "PBL" }));
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));

    await expectToast("Program berhasil ditambahkan.");
    await expectDialogClosed("Tambah Program Baru");
    const created = db.programs.find((p) => p.name === "Analis Data Junior")!;
    expect(created).toMatchObject({ category: "PBL", duration: "240 JP", is_featured: false });
    expect(created.file_path).toMatch(/^\d+\.png$/);
    expect(findObject("programs", created.file_path!)).toBeTruthy();
    expect(await screen.findByText("Analis Data Junior")).toBeInTheDocument();
  });

  it("refuses a name over 120 characters and a duration of zero-width characters, and writes nothing", async () => {
    const { user } = renderAdmin(PATH);
    const dialog = await openAdd(user);
    const before = db.programs.length;
    await user.click(within(dialog).getByLabelText("Nama Program"));
    await user.paste("A".repeat(121));
    await user.click(within(dialog).getByLabelText("Durasi"));
    await user.paste("\u200B\u200B\u00A0");
    await user.type(within(dialog).getByLabelText("Deskripsi"), "Program baru untuk pengujian.");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));

    expect(await within(dialog).findByText("Nama program maksimal 120 karakter.")).toBeInTheDocument();
    expect(within(dialog).getByText("Durasi harus diisi")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Nama Program")).toHaveValue("A".repeat(121)); // nothing typed is lost
    expect(getRequests().filter((r) => r.target === "programs" && r.op !== "select")).toEqual([]);
    expect(db.programs).toHaveLength(before);
  });

  it("uploads the original image with 'Gagal mengompresi gambar. Mengunggah tanpa kompresi.' when compression fails", async () => {
    setDelay("storage", "upload", 400);
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = renderAdmin(PATH);
    const dialog = await openAdd(user);
    await fillProgram(user, dialog, "Program Gambar Besar");
    const big = pngFile("besar.png", 1.5 * 1024 * 1024);
    await user.upload(within(dialog).getByLabelText("Gambar Program (opsional)"), big);
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Gagal mengompresi gambar. Mengunggah tanpa kompresi.", "destructive");
    await expectToast("Program berhasil ditambahkan.");
    const created = db.programs.find((p) => p.name === "Program Gambar Besar")!;
    expect(findObject("programs", created.file_path!)?.size).toBe(big.size);
  });

  it("reports a failed add and keeps the dialog open", async () => {
    failNext("programs", "insert");
    const { user } = renderAdmin(PATH);
    const dialog = await openAdd(user);
    await fillProgram(user, dialog, "Gagal");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Gagal menambahkan program.", "destructive");
    expect(screen.getByRole("dialog", { name: "Tambah Program Baru" })).toBeInTheDocument();
  });

  it("edits details in 'Edit Program' (prefilled) and reports success and failure", async () => {
    const target = db.programs.find((p) => p.id === 3)!;
    const { user } = renderAdmin(PATH);
    await pickRowAction(user, target.name, "Edit Detail");
    let dialog = await findDialog("Edit Program");
    const name = within(dialog).getByLabelText("Nama Program");
    expect(name).toHaveValue(target.name);
    expect(within(dialog).getByLabelText("Deskripsi")).toHaveValue(target.description);
    expect(within(dialog).getByRole("combobox", { name: "Kategori" })).toHaveTextContent(target.category);
    await user.clear(name);
    await user.type(name, "Desainer Grafis Utama");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Program berhasil diperbarui.");
    await expectDialogClosed("Edit Program");
    expect(db.programs.find((p) => p.id === 3)?.name).toBe("Desainer Grafis Utama");
    expect(db.programs.find((p) => p.id === 3)?.file_path).toBe(target.file_path); // image kept

    failNext("programs", "update");
    await pickRowAction(user, "Desainer Grafis Utama", "Edit Detail");
    dialog = await findDialog("Edit Program");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Gagal memperbarui program.", "destructive");
  });

  it("confirms before deleting and reports success and failure", async () => {
    const target = db.programs.find((p) => p.id === 5)!;
    const { user } = renderAdmin(PATH);
    failNext("programs", "delete");
    await pickRowAction(user, target.name, "Hapus");
    let confirm = await findDialog("Apakah Anda yakin?");
    expect(within(confirm).getByText(`Program ${target.name} beserta silabusnya akan dihapus. Anda dapat memulihkannya dari Riwayat Perubahan.`)).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "Ya, Hapus" }));
    await expectToast("Gagal menghapus program pelatihan.", "destructive");
    expect(db.programs.some((p) => p.id === 5)).toBe(true);

    await pickRowAction(user, target.name, "Hapus");
    confirm = await findDialog("Apakah Anda yakin?");
    await user.click(within(confirm).getByRole("button", { name: "Ya, Hapus" }));
    await expectToast("Program berhasil dihapus.");
    expect(db.programs.some((p) => p.id === 5)).toBe(false);
  });

  describe("syllabus editor", () => {
    beforeEach(() => {
      db.syllabus_items = [
        ...db.syllabus_items.filter((i) => i.program_id !== 3),
        makeSyllabusItem({ program_id: 3, item_order: 2, title: "Tipografi", duration_jp: 16, kode_unit: "U-2" }),
        makeSyllabusItem({ program_id: 3, item_order: 1, title: "Dasar Desain", duration_jp: 8, kode_unit: "U-1" }),
      ];
    });

    async function openSyllabus(user: UserEvent) {
      await pickRowAction(user, PROGRAM_3, "Kelola Silabus");
      const dialog = await findDialog("Kelola Silabus");
      expect(within(dialog).getByText(`Program: ${PROGRAM_3}`)).toBeInTheDocument();
      await within(dialog).findByRole("listitem", { name: "Materi 1" });
      return dialog;
    }

    it("edits, validates, adds, reorders and removes items, then saves the whole list", async () => {
      const { user } = renderAdmin(PATH);
      const dialog = await openSyllabus(user);
      const item = (n: number) => within(dialog).getByRole("listitem", { name: `Materi ${n}` });
      expect(within(item(1)).getByLabelText("Judul Materi")).toHaveValue("Dasar Desain");
      expect(within(item(2)).getByLabelText("Judul Materi")).toHaveValue("Tipografi");
      expect(within(dialog).getByText("24 JP")).toBeInTheDocument();

      await user.click(within(dialog).getByRole("button", { name: "Tambah Materi" }));
      const duration = within(item(3)).getByLabelText("Durasi (JP)");
      await user.clear(duration);
      await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
      expect(await within(item(3)).findByText("Judul materi harus diisi")).toBeInTheDocument();
      expect(within(item(3)).getByText("Durasi harus diisi")).toBeInTheDocument();
      expect(within(item(3)).getByText("Kode unit harus diisi")).toBeInTheDocument();
      expect(lastRequest("rpc", "replace_syllabus_items")).toBeUndefined();

      await user.type(within(item(3)).getByLabelText("Judul Materi"), "Portofolio");
      await user.type(duration, "4");
      await user.type(within(item(3)).getByLabelText("Kode Unit"), "U-3");
      await user.click(within(dialog).getByRole("button", { name: "Pindahkan materi 3 ke atas" }));
      await user.click(within(dialog).getByRole("button", { name: "Hapus materi 1" }));
      expect(within(dialog).getAllByRole("listitem")).toHaveLength(2);

      await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
      await expectToast(`Silabus untuk program ${PROGRAM_3} berhasil diperbarui.`);
      await expectDialogClosed("Kelola Silabus");
      expect(lastRequest("rpc", "replace_syllabus_items")?.body).toMatchObject({
        p_program_id: 3,
        p_items: [
          { title: "Portofolio", duration_jp: 4, kode_unit: "U-3" },
          { title: "Tipografi", duration_jp: 16, kode_unit: "U-2" },
        ],
      });
      const saved = db.syllabus_items.filter((i) => i.program_id === 3).sort((a, b) => a.item_order - b.item_order);
      expect(saved.map((i) => [i.item_order, i.title])).toEqual([
        [1, "Portofolio"],
        [2, "Tipografi"],
      ]);
    });

    it("reorders with the move buttons, announcing each move and keeping the focus on the moved item", async () => {
      const { user } = renderAdmin(PATH);
      const dialog = await openSyllabus(user);
      const titles = () => within(dialog).getAllByLabelText("Judul Materi").map((el) => (el as HTMLInputElement).value);
      const status = within(dialog).getByTestId("syllabus-announcement");
      expect(status).toHaveAttribute("role", "status");

      await user.click(within(dialog).getByRole("button", { name: "Pindahkan materi 1 ke bawah" }));
      expect(titles()).toEqual(["Tipografi", "Dasar Desain"]);
      expect(status).toHaveTextContent('Materi "Dasar Desain" dipindahkan ke posisi 2 dari 2.');
      // 'down' is now disabled for the last item: the focus moves to its 'up' button.
      await waitFor(() => expect(within(dialog).getByRole("button", { name: "Pindahkan materi 2 ke atas" })).toHaveFocus());
      await user.keyboard("{Enter}");
      expect(titles()).toEqual(["Dasar Desain", "Tipografi"]);
      expect(status).toHaveTextContent('Materi "Dasar Desain" dipindahkan ke posisi 1 dari 2.');

      await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
      await expectToast(`Silabus untuk program ${PROGRAM_3} berhasil diperbarui.`);
      expect(
        (lastRequest("rpc", "replace_syllabus_items")?.body as { p_items: { title: string }[] }).p_items.map((i) => i.title),
      ).toEqual(["Dasar Desain", "Tipografi"]);
    });

    it("reorders by dragging a handle with the keyboard (Space, arrow, Space) and saves that order", async () => {
      // jsdom has no layout: give each syllabus item a box, stacked by its position in the list.
      const rect = vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
        const li = this.closest("li[data-item-id]");
        const index = li ? [...li.parentElement!.children].indexOf(li) : 0;
        const top = index * 120;
        return { x: 0, y: top, top, left: 0, right: 600, bottom: top + 100, width: 600, height: 100, toJSON: () => ({}) };
      });
      try {
        const { user } = renderAdmin(PATH);
        const dialog = await openSyllabus(user);
        const handle = within(dialog).getByRole("button", { name: "Seret untuk memindahkan materi 1" });
        expect(handle).toHaveAttribute("aria-roledescription", "materi yang dapat diurutkan");
        handle.focus();
        await user.keyboard(" ");
        // dnd-kit's own live region announces every step.
        expect(await screen.findByText('Materi "Dasar Desain" berada di posisi 1 dari 2.')).toHaveAttribute("aria-live");
        await user.keyboard("{ArrowDown}");
        expect(await screen.findByText('Materi "Dasar Desain" berada di posisi 2 dari 2.')).toBeInTheDocument();
        await user.keyboard(" ");
        await screen.findByText(/Materi "Dasar Desain" dipindahkan ke posisi 2 dari 2\./);
        await waitFor(() =>
          expect(within(dialog).getAllByLabelText("Judul Materi").map((el) => (el as HTMLInputElement).value)).toEqual([
            "Tipografi",
            "Dasar Desain",
          ]),
        );
        await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
        await expectToast(`Silabus untuk program ${PROGRAM_3} berhasil diperbarui.`);
        const saved = db.syllabus_items.filter((i) => i.program_id === 3).sort((a, b) => a.item_order - b.item_order);
        expect(saved.map((i) => i.title)).toEqual(["Tipografi", "Dasar Desain"]);
      } finally {
        rect.mockRestore();
      }
    });

    it("rejects a duration below 1 JP and reports a failed save", async () => {
      const { user } = renderAdmin(PATH);
      const dialog = await openSyllabus(user);
      const duration = within(within(dialog).getByRole("listitem", { name: "Materi 1" })).getByLabelText("Durasi (JP)");
      await user.clear(duration);
      await user.type(duration, "0");
      await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
      expect(await within(dialog).findByText("Durasi harus diisi")).toBeInTheDocument();
      await user.clear(duration);
      await user.type(duration, "6");

      failNext("rpc", "replace_syllabus_items");
      await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
      await expectToast("Gagal memperbarui silabus.", "destructive");
      expect(screen.getByRole("dialog", { name: "Kelola Silabus" })).toBeInTheDocument();
    });

    it("cannot save while the syllabus fails to load", async () => {
      const { user } = renderAdmin(PATH);
      await screen.findByText(PROGRAM_3);
      failAlways("programs", "select");
      await pickRowAction(user, PROGRAM_3, "Kelola Silabus");
      const dialog = await findDialog("Kelola Silabus");
      expect(await within(dialog).findByText("Gagal memuat silabus program ini.")).toBeInTheDocument();
      expect(within(dialog).getByRole("button", { name: "Simpan" })).toBeDisabled();
    });
  });
});
