import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { db } from "../msw/db";
import { expectDialogClosed, expectToast, findDialog, renderAdmin } from "./admin-helpers";
import { waitForLocation } from "../setup/render";
import { paths } from "@/config/paths";

const QUESTION = /^Perubahan belum disimpan/;

const question = () => screen.findByRole("alertdialog", { name: QUESTION });
const noQuestion = () => expect(screen.queryByRole("alertdialog", { name: QUESTION })).not.toBeInTheDocument();

async function openAddInstructor() {
  const rendered = renderAdmin(paths.admin.instructors.getHref());
  await rendered.user.click(await screen.findByRole("button", { name: "Tambah Instruktur" }));
  return { ...rendered, dialog: await findDialog("Tambah Instruktur Baru") };
}

/** The menu's 'Jadwal', in the group Pelatihan: opens the group when its panel is closed. */
async function scheduleLink(user: UserEvent) {
  const open = () => screen.queryAllByRole("link", { name: "Jadwal" });
  if (!open().length) await user.click(screen.getByRole("button", { name: "Pelatihan" }));
  return open()[0];
}

describe("Unsaved-changes guard on admin forms", () => {
  it("closes an untouched dialog silently with Escape, Batal and the close button", async () => {
    const { user } = await openAddInstructor();
    await user.keyboard("{Escape}");
    await expectDialogClosed("Tambah Instruktur Baru");
    noQuestion();

    await user.click(screen.getByRole("button", { name: "Tambah Instruktur" }));
    await user.click(within(await findDialog("Tambah Instruktur Baru")).getByRole("button", { name: "Batal" }));
    await expectDialogClosed("Tambah Instruktur Baru");

    await user.click(screen.getByRole("button", { name: "Tambah Instruktur" }));
    await user.click(within(await findDialog("Tambah Instruktur Baru")).getByRole("button", { name: "Tutup" }));
    await expectDialogClosed("Tambah Instruktur Baru");
    noQuestion();
  });

  it("asks before Escape throws changes away; 'Lanjutkan Mengedit' keeps them, 'Buang Perubahan' closes without saving", async () => {
    const { user, dialog } = await openAddInstructor();
    await user.type(within(dialog).getByLabelText("Nama"), "Setengah Jadi");
    await user.keyboard("{Escape}");

    const ask = await question();
    expect(within(ask).getByText(/akan hilang/)).toBeInTheDocument();
    // The safe choice has the focus.
    expect(within(ask).getByRole("button", { name: "Lanjutkan Mengedit" })).toHaveFocus();
    await user.click(within(ask).getByRole("button", { name: "Lanjutkan Mengedit" }));
    await waitFor(noQuestion);
    expect(within(dialog).getByLabelText("Nama")).toHaveValue("Setengah Jadi");

    await user.click(within(dialog).getByRole("button", { name: "Batal" }));
    await user.click(within(await question()).getByRole("button", { name: "Buang Perubahan" }));
    await expectDialogClosed("Tambah Instruktur Baru");
    expect(db.instructors.some((i) => i.name === "Setengah Jadi")).toBe(false);

    // Reopened, it starts empty again and closes silently.
    await user.click(screen.getByRole("button", { name: "Tambah Instruktur" }));
    const again = await findDialog("Tambah Instruktur Baru");
    expect(within(again).getByLabelText("Nama")).toHaveValue("");
    await user.keyboard("{Escape}");
    await expectDialogClosed("Tambah Instruktur Baru");
  });

  it("asks when the user clicks outside a changed dialog", async () => {
    const { user, dialog } = await openAddInstructor();
    await user.type(within(dialog).getByLabelText("Jabatan"), "Instruktur");
    const overlay = document.querySelector("[data-slot=dialog-overlay]")!;
    await user.pointer({ keys: "[MouseLeft]", target: overlay });
    expect(await question()).toBeInTheDocument();
    // The form stays open behind the question (hidden from assistive technology meanwhile).
    expect(screen.getByText("Tambah Instruktur Baru")).toBeInTheDocument();
    expect(screen.getByDisplayValue("Instruktur")).toBeInTheDocument();
  });

  it("closes silently after a successful save", async () => {
    const { user, dialog, router } = await openAddInstructor();
    await user.type(within(dialog).getByLabelText("Nama"), "Tersimpan");
    await user.type(within(dialog).getByLabelText("Jabatan"), "Instruktur Madya");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Instruktur berhasil ditambahkan.");
    await expectDialogClosed("Tambah Instruktur Baru");
    noQuestion();
    // Nothing is left marked as unsaved: going elsewhere is not blocked.
    await user.click(await scheduleLink(user));
    await waitForLocation(router, paths.admin.schedules.getHref()); // the page's chunk may take seconds to load
    expect(await screen.findByRole("heading", { name: "Manajemen Jadwal" })).toBeInTheDocument();
  });

  it("asks before navigating away from a changed page form, and before a reload (beforeunload)", async () => {
    const { user, router } = renderAdmin(paths.admin.contact.getHref());
    const phone = await screen.findByLabelText("Nomor Telepon");

    const untouched = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(untouched);
    expect(untouched.defaultPrevented).toBe(false);

    await user.clear(phone);
    await user.type(phone, "0651 999999");

    const reload = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(reload);
    expect(reload.defaultPrevented).toBe(true);

    await user.click(await scheduleLink(user));
    const ask = await question();
    await user.click(within(ask).getByRole("button", { name: "Lanjutkan Mengedit" }));
    await waitFor(noQuestion);
    expect(router.state.location.pathname).toBe(paths.admin.contact.getHref());
    expect(screen.getByLabelText("Nomor Telepon")).toHaveValue("0651 999999");

    await user.click(await scheduleLink(user));
    await user.click(within(await question()).getByRole("button", { name: "Buang Perubahan" }));
    expect(await screen.findByRole("heading", { name: "Manajemen Jadwal" })).toBeInTheDocument();
    const after = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });

  it("leaves a page form silently once it is saved", async () => {
    const { user, router } = renderAdmin(paths.admin.contact.getHref());
    const phone = await screen.findByLabelText("Nomor Telepon");
    await user.clear(phone);
    await user.type(phone, "0651 123123");
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    await expectToast("Informasi kontak berhasil diperbarui.");
    await user.click(await scheduleLink(user));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.admin.schedules.getHref()));
    noQuestion();
  });

  it("asks when a programmatic or history navigation would leave a changed dialog", async () => {
    const { user, router, dialog } = await openAddInstructor();
    await user.type(within(dialog).getByLabelText("Nama"), "Kembali");
    // The navigation waits for the answer, so the test waits for what it shows, the question, from before it starts:
    // the router's and the form's updates (the focus moving to the question) land while the test is waiting.
    const asked = question();
    void router.navigate(paths.admin.dashboard.getHref());
    const ask = await asked;
    expect(router.state.location.pathname).toBe(paths.admin.instructors.getHref());
    await user.click(within(ask).getByRole("button", { name: "Buang Perubahan" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.admin.dashboard.getHref()));
  });
});
