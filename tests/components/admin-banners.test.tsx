import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { formatDateRange, toISODate } from "@/lib/dates";
import { clearTable, daysFromToday, db, findObject } from "../msw/db";
import { failAlways, failNext, lastRequest, setDelay } from "../msw/handlers";
import {
  expectDialogClosed,
  expectToast,
  findDialog,
  pickRowAction,
  pngFile,
  renderAdmin,
  uploadNonImage,
} from "./admin-helpers";
import { paths } from "@/config/paths";

vi.mock("browser-image-compression", () => ({ default: vi.fn().mockRejectedValue(new Error("no canvas")) }));

const PATH = paths.admin.banners.getHref();

async function openAdd(user: UserEvent) {
  await user.click(await screen.findByRole("button", { name: "Tambah Banner" }));
  return findDialog("Tambah Banner Baru");
}

async function pickRange(user: UserEvent, dialog: HTMLElement, from: number, to: number) {
  await user.click(within(dialog).getByRole("button", { name: "Periode Aktif" }));
  await screen.findAllByRole("grid");
  const day = (n: number) =>
    [...screen.getAllByRole("grid")[0].querySelectorAll<HTMLButtonElement>("td:not([data-outside]) button")].find(
      (b) => b.textContent === String(n),
    )!;
  await user.click(day(from));
  await user.click(day(to));
  await user.keyboard("{Escape}");
}

describe(`Admin hero banners (${paths.admin.banners.path})`, () => {
  it("shows skeleton rows while loading", async () => {
    setDelay("hero_banners", "select", "infinite");
    renderAdmin(PATH);
    expect(await screen.findByRole("heading", { name: "Manajemen Hero Banner" })).toBeInTheDocument();
    expect(screen.getAllByTestId("skeleton-row")).toHaveLength(3);
  });

  it("shows an error state", async () => {
    failAlways("hero_banners", "select");
    renderAdmin(PATH);
    expect(await screen.findByText("Gagal memuat hero banner.")).toBeInTheDocument();
  });

  it("shows 'Belum Ada Banner' when there are none", async () => {
    clearTable("hero_banners");
    renderAdmin(PATH);
    expect(await screen.findByText("Belum Ada Banner")).toBeInTheDocument();
  });

  it("lists title, image, active period, slide duration ('Default (5 detik)') and status badges", async () => {
    renderAdmin(PATH);
    // The seed's banners (supabase/seed/data.ts via tests/msw/db.ts): active ones, one expired, one scheduled, one without a delay.
    const today = daysFromToday(0);
    const [active, otherActive] = db.hero_banners.filter((b) => b.start_date <= today && b.end_date >= today);
    const noDelay = db.hero_banners.find((b) => b.autoplay_delay_ms === null)!;
    const expired = db.hero_banners.find((b) => b.end_date < today)!;
    const scheduled = db.hero_banners.find((b) => b.start_date > today)!;
    expect(await screen.findByText(active.title)).toBeInTheDocument();
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "Judul",
      "Gambar",
      "Periode Aktif",
      "Durasi Slide",
      "Status",
      "Aksi",
    ]);
    const row = (title: string) => screen.getByText(title).closest("tr")!;
    expect(within(row(active.title)).getByText(formatDateRange(active.start_date, active.end_date))).toBeInTheDocument();
    expect(within(row(active.title)).getByText(`${active.autoplay_delay_ms! / 1000} detik (${active.autoplay_delay_ms} ms)`)).toBeInTheDocument();
    expect(within(row(active.title)).getByRole("img", { name: active.title })).toHaveAttribute("src", active.image_url);
    expect(within(row(noDelay.title)).getByText("Default (5 detik)")).toBeInTheDocument();
    expect(within(row(active.title)).getByText("Aktif")).toBeInTheDocument();
    expect(within(row(otherActive.title)).getByText("Aktif")).toBeInTheDocument();
    expect(within(row(expired.title)).getByText("Kadaluarsa")).toBeInTheDocument();
    expect(within(row(scheduled.title)).getByText("Dijadwalkan")).toBeInTheDocument();
  });

  it("validates the banner form: every message of docs/product.md (Validation)", async () => {
    const { user } = renderAdmin(PATH);
    const dialog = await openAdd(user);
    expect(within(dialog).getByRole("combobox", { name: "Posisi Gambar" })).toHaveTextContent("Center");
    await user.type(within(dialog).getByLabelText("Tautan Tombol (opsional)"), "halaman-pendaftaran");
    await user.type(within(dialog).getByLabelText("Durasi Slide (ms)"), "999");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    for (const message of [
      "Judul banner harus diisi",
      "URL tidak valid.",
      "Tanggal mulai harus diisi.",
      "Tanggal selesai harus diisi.",
      "Durasi minimal 1 detik (1000 ms).",
      "Gambar banner harus diunggah untuk banner baru.",
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    await uploadNonImage(within(dialog).getByLabelText("Gambar Banner"));
    expect(await within(dialog).findByText("File harus berupa gambar.")).toBeInTheDocument();
    expect(lastRequest("hero_banners", "insert")).toBeUndefined();
  });

  it("adds a banner: empty delay is stored as null (default 5 s), position Center by default", async () => {
    const { user } = renderAdmin(PATH);
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText("Judul"), "Banner Baru");
    await user.upload(within(dialog).getByLabelText("Gambar Banner"), pngFile("banner.png"));
    await user.type(within(dialog).getByLabelText("Tautan Tombol (opsional)"), "https://example.com/daftar");
    await pickRange(user, dialog, 5, 25);
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Banner berhasil ditambahkan.");
    await expectDialogClosed("Tambah Banner Baru");
    const now = new Date();
    expect(lastRequest("hero_banners", "insert")?.body).toMatchObject({
      title: "Banner Baru",
      subtitle: null,
      link_to: "https://example.com/daftar",
      autoplay_delay_ms: null,
      image_position: "Center",
      start_date: toISODate(new Date(now.getFullYear(), now.getMonth(), 5)),
      end_date: toISODate(new Date(now.getFullYear(), now.getMonth(), 25)),
    });
    const created = db.hero_banners.find((b) => b.title === "Banner Baru")!;
    expect(findObject("hero_banners", created.file_path!)).toBeTruthy();
    const row = (await screen.findByText("Banner Baru")).closest("tr")!;
    expect(within(row).getByText("Default (5 detik)")).toBeInTheDocument();
  });

  it("uploads the original with 'Gagal mengompresi gambar. Mengunggah tanpa kompresi.'; a failed save says so", async () => {
    setDelay("storage", "upload", 400);
    vi.spyOn(console, "error").mockImplementation(() => {});
    failNext("hero_banners", "insert");
    const { user } = renderAdmin(PATH);
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText("Judul"), "Banner Besar");
    await user.upload(within(dialog).getByLabelText("Gambar Banner"), pngFile("besar.png", 1.5 * 1024 * 1024));
    await pickRange(user, dialog, 2, 3);
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Gagal mengompresi gambar. Mengunggah tanpa kompresi.", "destructive");
    await expectToast("Gagal menambahkan banner.", "destructive");
    expect(screen.getByRole("dialog", { name: "Tambah Banner Baru" })).toBeInTheDocument();
  });

  it("edits in 'Edit Banner' (prefilled, image optional) and reports success and failure", async () => {
    const target = db.hero_banners.find((b) => b.id === 1)!;
    const { user } = renderAdmin(PATH);
    await pickRowAction(user, target.title, "Edit");
    let dialog = await findDialog("Edit Banner");
    expect(within(dialog).getByLabelText("Judul")).toHaveValue(target.title);
    expect(within(dialog).getByLabelText("Durasi Slide (ms)")).toHaveValue(6000);
    expect(within(dialog).getByRole("button", { name: "Periode Aktif" })).toHaveTextContent(
      formatDateRange(target.start_date, target.end_date),
    );
    const delay = within(dialog).getByLabelText("Durasi Slide (ms)");
    await user.clear(delay);
    await user.type(delay, "7000");
    await user.click(within(dialog).getByRole("combobox", { name: "Posisi Gambar" }));
    await user.click(await screen.findByRole("option", { name: /Bottom/ }));
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Banner berhasil diperbarui.");
    await expectDialogClosed("Edit Banner");
    expect(db.hero_banners.find((b) => b.id === 1)).toMatchObject({
      autoplay_delay_ms: 7000,
      image_position: "Bottom",
      file_path: target.file_path,
    });

    failNext("hero_banners", "update");
    await pickRowAction(user, target.title, "Edit");
    dialog = await findDialog("Edit Banner");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Gagal memperbarui banner.", "destructive");
  });

  it("confirms before deleting and reports success and failure", async () => {
    const target = db.hero_banners.find((b) => b.id === 3)!;
    const { user } = renderAdmin(PATH);
    failNext("hero_banners", "delete");
    await pickRowAction(user, target.title, "Hapus");
    let confirm = await findDialog("Apakah Anda yakin?");
    await user.click(within(confirm).getByRole("button", { name: "Ya, Hapus" }));
    await expectToast("Gagal menghapus hero banner.", "destructive");

    await pickRowAction(user, target.title, "Hapus");
    confirm = await findDialog("Apakah Anda yakin?");
    await user.click(within(confirm).getByRole("button", { name: "Ya, Hapus" }));
    await expectToast("Banner berhasil dihapus.");
    expect(db.hero_banners.some((b) => b.id === 3)).toBe(false);
    expect(findObject("hero_banners", target.file_path!)).toBeTruthy(); // kept for restoring
  });
});
