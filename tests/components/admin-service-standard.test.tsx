/**
 * "Standar Pelayanan" in the panel (docs/service-standard.md): the components per group with their text and the
 * Maklumat Pelayanan; admins and super admins change a component's text (only its body is sent) and the pledge
 * through the form dialogs, the form checks the database's limits and shows the database's refusal verbatim; an
 * operator reads the same page without "Ubah". What the database allows is tested in
 * tests/integration/service-standard.test.ts.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { complete, db, findUser, setTable, USER_ID } from "../msw/db";
import { failAlways, failNext, lastRequest } from "../msw/handlers";
import { expectDialogClosed, expectToast, findDialog, renderAdmin } from "./admin-helpers";
import { paths } from "@/config/paths";

const PATH = paths.admin.serviceStandard.getHref();

const SECTIONS: [string, "penyampaian" | "pengelolaan", string, string][] = [
  ["persyaratan", "penyampaian", "Persyaratan", "Mengisi formulir pendaftaran\nMengunggah KTP"],
  ["biaya", "penyampaian", "Biaya/Tarif", "Tidak dipungut biaya (gratis)"],
  ["dasar_hukum", "pengelolaan", "Dasar Hukum", "Undang-Undang Nomor 25 Tahun 2009 tentang Pelayanan Publik"],
];

beforeEach(() => {
  setTable(
    "service_standard_sections",
    SECTIONS.map(([key, component_group, title, body], i) => complete("service_standard_sections", { id: i + 1, key, component_group, title, body, position: i + 1 })),
  );
  setTable("service_pledge", [
    complete("service_pledge", {
      id: 1,
      statement: "Dengan ini, kami menyatakan sanggup menyelenggarakan pelayanan sesuai standar pelayanan.",
      signer_name: "Nama Kepala UPTD",
      signer_position: "Kepala UPTD Balai Latihan Kerja Banda Aceh",
      place: "Banda Aceh",
      signed_on: "2026-01-02",
    }),
  ]);
});

describe(`Admin service standard (${paths.admin.serviceStandard.path})`, () => {
  it("lists the components per group, numbered, and the pledge with its place, date and signer", async () => {
    renderAdmin(PATH);
    expect(await screen.findByRole("heading", { level: 1, name: "Standar Pelayanan" })).toBeInTheDocument();
    expect(await screen.findAllByRole("heading", { level: 3 })).toHaveLength(3);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Maklumat Pelayanan",
      "A. Komponen Penyampaian Pelayanan",
      "B. Komponen Pengelolaan Pelayanan di Internal Organisasi",
    ]);
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["1. Persyaratan", "2. Biaya/Tarif", "1. Dasar Hukum"]);
    const pledge = await screen.findByTestId("admin-service-pledge");
    expect(pledge).toHaveTextContent("Dengan ini, kami menyatakan sanggup");
    expect(pledge).toHaveTextContent("Banda Aceh, 2 Januari 2026 · Kepala UPTD Balai Latihan Kerja Banda Aceh · Nama Kepala UPTD");
    expect(screen.getAllByRole("button", { name: /^Ubah/ })).toHaveLength(4);
    expect(screen.queryByTestId("read-only-note")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Lihat Halaman Publik/ })).toHaveAttribute("href", paths.serviceStandard.getHref());
  });

  it("changes a component's text, sending only the text, and checks its limit first", async () => {
    const { user } = renderAdmin(PATH);
    await user.click(await screen.findByRole("button", { name: "Ubah Biaya/Tarif" }));
    const dialog = await findDialog("Ubah Biaya/Tarif");
    const field = within(dialog).getByLabelText("Isi Komponen");
    expect(field).toHaveValue("Tidak dipungut biaya (gratis)");
    await user.clear(field);
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    expect(await within(dialog).findByText("Isi komponen harus diisi")).toBeInTheDocument();
    await user.click(field);
    await user.paste("x".repeat(3001));
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    expect(await within(dialog).findByText("Isi komponen maksimal 3000 karakter.")).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, "Tidak dipungut biaya (gratis){Enter}Termasuk modul pelatihan");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Standar pelayanan berhasil diperbarui.");
    await expectDialogClosed("Ubah Biaya/Tarif");
    expect(lastRequest("service_standard_sections", "update")?.body).toEqual({ body: "Tidak dipungut biaya (gratis)\nTermasuk modul pelatihan" });
    expect(db.service_standard_sections.find((s) => s.key === "biaya")?.body).toBe("Tidak dipungut biaya (gratis)\nTermasuk modul pelatihan");
    await waitFor(() => expect(screen.getByText(/Termasuk modul pelatihan/)).toBeInTheDocument());
  });

  it("shows the database's refusal verbatim and keeps the dialog open", async () => {
    const message = 'Isi komponen "Persyaratan" harus diisi, paling banyak 3000 karakter.';
    failNext("service_standard_sections", "update", { status: 400, code: "23514", message });
    const { user } = renderAdmin(PATH);
    await user.click(await screen.findByRole("button", { name: "Ubah Persyaratan" }));
    const dialog = await findDialog("Ubah Persyaratan");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    const toast = await expectToast("Gagal memperbarui standar pelayanan.", "destructive");
    expect(toast).toHaveTextContent(message);
    expect(screen.getByRole("dialog", { name: "Ubah Persyaratan" })).toBeInTheDocument();
  });

  it("changes the pledge's signer and date", async () => {
    const { user } = renderAdmin(PATH);
    await user.click(await screen.findByRole("button", { name: "Ubah maklumat pelayanan" }));
    const dialog = await findDialog("Ubah Maklumat Pelayanan");
    const name = within(dialog).getByLabelText("Nama Penanda Tangan");
    await user.clear(name);
    await user.type(name, "Ir. Teuku Uji, M.T.");
    const date = within(dialog).getByLabelText("Tanggal Penetapan");
    await user.clear(date);
    await user.type(date, "1999-12-31");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    expect(await within(dialog).findByText("Tanggal penetapan harus tanggal antara tahun 2000 dan 2099.")).toBeInTheDocument();
    await user.clear(date);
    await user.type(date, "2026-11-30");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Maklumat pelayanan berhasil diperbarui.");
    expect(db.service_pledge[0]).toMatchObject({ signer_name: "Ir. Teuku Uji, M.T.", signed_on: "2026-11-30", place: "Banda Aceh" });
    expect(await screen.findByTestId("admin-service-pledge")).toHaveTextContent("Banda Aceh, 30 November 2026 · Kepala UPTD Balai Latihan Kerja Banda Aceh · Ir. Teuku Uji, M.T.");
  });

  it("is read-only for an operator: the same content, no Ubah, and why", async () => {
    findUser(USER_ID)!.member_role = "operator";
    renderAdmin(PATH, "user");
    expect(await screen.findByRole("heading", { level: 3, name: "2. Biaya/Tarif" })).toBeInTheDocument();
    expect(await screen.findByTestId("admin-service-pledge")).toHaveTextContent("Nama Kepala UPTD");
    expect(screen.getByTestId("read-only-note")).toHaveTextContent("Hanya admin dan super admin yang dapat mengubah Standar Pelayanan dan Maklumat Pelayanan");
    expect(screen.queryByRole("button", { name: /^Ubah/ })).not.toBeInTheDocument();
  });

  it("says when the standard cannot be loaded", async () => {
    failAlways("service_standard_sections", "select");
    renderAdmin(PATH);
    expect(await screen.findByText("Gagal memuat standar pelayanan.")).toBeInTheDocument();
  });
});
