import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { clearTable, db, insertRows } from "../msw/db";
import { failAlways, failNext, setDelay } from "../msw/handlers";
import { expectDialogClosed, expectToast, findDialog, pickRowAction, renderAdmin } from "./admin-helpers";
import { paths } from "@/config/paths";
import { jakartaToday } from "@/features/vacancies/api/deadline";

const PATH = paths.admin.vacancies.getHref();

/** yyyy-mm-dd `days` from today in Asia/Jakarta. */
function day(days: number) {
  const d = new Date(`${jakartaToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function openAdd(user: UserEvent) {
  await user.click(await screen.findByRole("button", { name: "Tambah Lowongan" }));
  return findDialog("Tambah Lowongan Kerja");
}

function seed() {
  const [partner] = insertRows("partners", [{ name: "PT Telkom Indonesia", sector: "Telekomunikasi", cooperation: ["rekrutmen"], position: 1 }]);
  const vacancies = insertRows("vacancies", [
    { position: "Teknisi Jaringan", partner_id: partner.id, company: null, location: "Banda Aceh", requirements: "SIM C", deadline: day(10), apply_url: "https://telkom.example.co.id/karier", published: true },
    { position: "Desainer Grafis", company: "CV Kreatif", location: "Lhokseumawe", requirements: "Portofolio", deadline: day(-1), apply_url: "https://kreatif.example.com", published: true },
    { position: "Operator Komputer", company: "CV Draf", location: "Sigli", requirements: "Mengetik", deadline: day(30), apply_url: "https://draf.example.com", published: false },
  ]);
  return { partner, vacancies };
}

describe(`Admin vacancies (${paths.admin.vacancies.path})`, () => {
  it("shows skeleton rows while loading", async () => {
    setDelay("vacancies", "select", "infinite");
    renderAdmin(PATH);
    expect(await screen.findByRole("heading", { name: "Lowongan Kerja" })).toBeInTheDocument();
    expect(screen.getAllByTestId("skeleton-row")).toHaveLength(3);
  });

  it("shows an error state", async () => {
    failAlways("vacancies", "select");
    renderAdmin(PATH);
    expect(await screen.findByText("Gagal memuat data lowongan.")).toBeInTheDocument();
  });

  it("shows 'Belum Ada Lowongan' when there are none", async () => {
    clearTable("vacancies");
    renderAdmin(PATH);
    expect(await screen.findByText("Belum Ada Lowongan")).toBeInTheDocument();
  });

  it("lists every vacancy with its company and whether visitors see it", async () => {
    seed();
    renderAdmin(PATH);
    expect(await screen.findByText("Teknisi Jaringan")).toBeInTheDocument();
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Posisi", "Perusahaan", "Lokasi", "Batas Lamaran", "Status", "Aksi"]);
    const state = (position: string) => within(screen.getByText(position).closest("tr")!);
    expect(state("Teknisi Jaringan").getByText("PT Telkom Indonesia")).toBeInTheDocument();
    expect(state("Teknisi Jaringan").getByText("Tayang")).toBeInTheDocument();
    expect(state("Desainer Grafis").getByText("Lewat batas")).toBeInTheDocument();
    expect(state("Operator Komputer").getByText("Draf")).toBeInTheDocument();
  });

  it("checks what the database checks, each with its message, before anything is sent", async () => {
    const { user } = renderAdmin(PATH);
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText("Tautan Lamaran"), "javascript:alert(1)");
    await user.type(within(dialog).getByLabelText("Tautan Karirhub (opsional)"), "https://karirhub.example.com/1");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    expect(await within(dialog).findByText("Posisi harus diisi")).toBeInTheDocument();
    expect(within(dialog).getByText("Lokasi harus diisi")).toBeInTheDocument();
    expect(within(dialog).getByText("Persyaratan harus diisi")).toBeInTheDocument();
    expect(within(dialog).getByText("Batas lamaran harus diisi.")).toBeInTheDocument();
    expect(within(dialog).getByText("Tautan lamaran harus alamat lengkap yang diawali http:// atau https://.")).toBeInTheDocument();
    expect(within(dialog).getByText("Tautan Karirhub harus alamat https://karirhub.kemnaker.go.id/…")).toBeInTheDocument();
    // a partner or a company's name: checked once the fields are valid (zod runs the form-wide rule last)
    await user.type(within(dialog).getByLabelText("Posisi"), "Staf IT");
    await user.type(within(dialog).getByLabelText("Lokasi"), "Banda Aceh");
    await user.type(within(dialog).getByLabelText("Persyaratan"), "Lulusan pelatihan");
    await user.type(within(dialog).getByLabelText("Batas Lamaran"), day(7));
    await user.clear(within(dialog).getByLabelText("Tautan Lamaran"));
    await user.type(within(dialog).getByLabelText("Tautan Lamaran"), "https://majujaya.example.com/lamar");
    await user.clear(within(dialog).getByLabelText("Tautan Karirhub (opsional)"));
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    expect(await within(dialog).findByText("Tulis nama perusahaan, atau pilih mitra industri.")).toBeInTheDocument();
    expect(db.vacancies).toHaveLength(0);
  });

  it("adds a vacancy of a company outside the partners, with its programs", async () => {
    const program = db.programs[0];
    const { user } = renderAdmin(PATH);
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText("Posisi"), "Staf IT");
    await user.type(await within(dialog).findByLabelText("Nama Perusahaan"), "CV Maju Jaya");
    await user.type(within(dialog).getByLabelText("Lokasi"), "Banda Aceh");
    await user.type(within(dialog).getByLabelText("Persyaratan"), "Lulusan pelatihan");
    await user.type(within(dialog).getByLabelText("Batas Lamaran"), day(7));
    await user.type(within(dialog).getByLabelText("Tautan Lamaran"), "https://majujaya.example.com/lamar");
    await user.type(within(dialog).getByLabelText("Tautan Karirhub (opsional)"), "https://karirhub.kemnaker.go.id/lowongan/1");
    await user.click(await within(dialog).findByRole("checkbox", { name: program.name }));
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Lowongan berhasil ditambahkan.");
    await expectDialogClosed("Tambah Lowongan Kerja");
    expect(db.vacancies.find((v) => v.position === "Staf IT")).toMatchObject({
      company: "CV Maju Jaya",
      partner_id: null,
      deadline: day(7),
      apply_url: "https://majujaya.example.com/lamar",
      karirhub_url: "https://karirhub.kemnaker.go.id/lowongan/1",
      program_ids: [program.id],
      published: true,
    });
  });

  it("edits a vacancy (unpublishes it) and reports a failed save", async () => {
    const { vacancies } = seed();
    const target = vacancies[0];
    const { user } = renderAdmin(PATH);
    await pickRowAction(user, target.position, "Edit");
    let dialog = await findDialog("Edit Lowongan Kerja");
    expect(within(dialog).getByLabelText("Posisi")).toHaveValue("Teknisi Jaringan");
    expect(within(dialog).queryByLabelText("Nama Perusahaan")).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("checkbox", { name: "Tampilkan di halaman publik" }));
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Lowongan berhasil diperbarui.");
    await waitFor(() => expect(db.vacancies.find((v) => v.id === target.id)).toMatchObject({ published: false, partner_id: target.partner_id, company: null }));

    failNext("vacancies", "update");
    await pickRowAction(user, target.position, "Edit");
    dialog = await findDialog("Edit Lowongan Kerja");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Gagal memperbarui lowongan.", "destructive");
  });

  it("confirms before deleting", async () => {
    const { vacancies } = seed();
    const target = vacancies[1];
    const { user } = renderAdmin(PATH);
    await pickRowAction(user, target.position, "Hapus");
    const confirm = await findDialog("Apakah Anda yakin?");
    expect(within(confirm).getByText("Lowongan Desainer Grafis (CV Kreatif) akan dihapus. Anda dapat memulihkannya dari Riwayat Perubahan.")).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "Ya, Hapus" }));
    await expectToast("Lowongan berhasil dihapus.");
    expect(db.vacancies.some((v) => v.id === target.id)).toBe(false);
  });
});
