/**
 * Where the keyboard focus goes after a deletion, on every admin list (the tables and the gallery
 * grid): Batal gives it back to the row's actions button; after 'Ya, Hapus' it moves to the actions
 * of the row that takes the deleted one's place, to the previous row's when the last row went, and to
 * the page's heading when the list is empty. Never to <body>, where a keyboard user starts again at the top.
 */
import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { paths } from "@/config/paths";
import {
  makeAnnouncement,
  makeFacility,
  makeFaq,
  makeGalleryItem,
  makeHeroBanner,
  makeInstructor,
  makeProgram,
  makeSchedule,
  setTable,
} from "../msw/db";
import { expectToast, findDialog, renderAdmin } from "./admin-helpers";

const NAMES = ["Satu", "Dua", "Tiga"];

interface DeleteCase {
  name: string;
  path: string;
  heading: string;
  /** Seeds three rows named after NAMES. */
  seed: () => void;
  /** The button of a row that leads to its deletion. */
  control: RegExp;
  /** True when the control is the row's '…' menu (else it deletes at once). */
  menu: boolean;
  success: string;
}

/** A list whose rows are deleted from their '…' menu ('Aksi untuk …'). */
const withMenu = (name: string, path: string, heading: string, seed: () => void, success: string, control = /^Aksi untuk /): DeleteCase => ({
  name,
  path,
  heading,
  seed,
  control,
  menu: true,
  success,
});

const CASES: DeleteCase[] = [
  withMenu("programs", paths.admin.programs.getHref(), "Manajemen Program Pelatihan", () =>
    setTable("programs", NAMES.map((n) => makeProgram({ name: `Program ${n}` }))), "Program berhasil dihapus."),
  withMenu("instructors", paths.admin.instructors.getHref(), "Manajemen Instruktur", () =>
    setTable("instructors", NAMES.map((n) => makeInstructor({ name: `Instruktur ${n}` }))), "Instruktur berhasil dihapus."),
  withMenu("schedules", paths.admin.schedules.getHref(), "Manajemen Jadwal", () =>
    setTable("schedules", NAMES.map((n) => makeSchedule({ program: `Pelatihan ${n}` }))), "Jadwal berhasil dihapus.", /^Aksi untuk jadwal /),
  withMenu("facilities", paths.admin.facilities.getHref(), "Manajemen Fasilitas", () =>
    setTable("facilities", NAMES.map((n) => makeFacility({ name: `Fasilitas ${n}` }))), "Fasilitas berhasil dihapus."),
  withMenu("hero banners", paths.admin.banners.getHref(), "Manajemen Hero Banner", () =>
    setTable("hero_banners", NAMES.map((n) => makeHeroBanner({ title: `Banner ${n}` }))), "Banner berhasil dihapus."),
  withMenu("announcements", paths.admin.announcements.getHref(), "Manajemen Pengumuman", () =>
    setTable("announcements", NAMES.map((n) => makeAnnouncement({ title: `Pengumuman ${n}` }))), "Pengumuman berhasil dihapus."),
  withMenu("FAQ", paths.admin.faqs.getHref(), "Manajemen FAQ", () =>
    setTable("faq", NAMES.map((n, i) => makeFaq({ id: i + 1, question: `Tanya ${n}?`, position: i + 1 }))), "FAQ berhasil dihapus."),
  {
    name: "gallery (a grid)",
    path: paths.admin.gallery.getHref(),
    heading: "Manajemen Galeri",
    seed: () => setTable("gallery", NAMES.map((n) => makeGalleryItem({ caption: `Foto ${n}` }))),
    control: /^Hapus foto /,
    menu: false,
    success: "Foto berhasil dihapus.",
  },
];

const controls = (c: DeleteCase) => screen.getAllByRole("button", { name: c.control });
const labelOf = (element: Element | null) => element?.getAttribute("aria-label");

/** Asks to delete the row whose control is `label`, as the keyboard would: from its focused control. */
async function askToDelete(user: UserEvent, c: DeleteCase, label: string) {
  const control = screen.getByRole("button", { name: label });
  control.focus();
  await user.keyboard("{Enter}");
  if (c.menu) {
    await waitFor(() => expect(screen.getAllByRole("menuitem")[0]).toHaveFocus());
    await user.click(screen.getByRole("menuitem", { name: "Hapus" }));
  }
  return findDialog("Apakah Anda yakin?");
}

async function deleteRow(user: UserEvent, c: DeleteCase, label: string) {
  const confirm = await askToDelete(user, c, label);
  await user.click(within(confirm).getByRole("button", { name: "Ya, Hapus" }));
  await expectToast(c.success);
  await waitFor(() => expect(screen.queryByRole("button", { name: label })).not.toBeInTheDocument());
  await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
}

describe.each(CASES)("Admin $name: the focus after a deletion", (c) => {
  it("Batal gives it back to the row; 'Ya, Hapus' moves it to the next row, the previous row after the last, then the heading", async () => {
    c.seed();
    const { user } = renderAdmin(c.path);
    await waitFor(() => expect(controls(c)).toHaveLength(3));
    const [first, middle, last] = controls(c).map((el) => labelOf(el)!);

    const confirm = await askToDelete(user, c, middle);
    await user.click(within(confirm).getByRole("button", { name: "Batal" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await waitFor(() => expect(labelOf(document.activeElement)).toBe(middle));

    await deleteRow(user, c, middle);
    await waitFor(() => expect(labelOf(document.activeElement)).toBe(last));

    await deleteRow(user, c, last);
    await waitFor(() => expect(labelOf(document.activeElement)).toBe(first));

    await deleteRow(user, c, first);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1, name: c.heading })));
  });
});
