import { screen, waitFor } from "@testing-library/react";
import { db } from "../msw/db";
import { failAlways, failNext, setDelay } from "../msw/handlers";
import { expectToast, renderAdmin } from "./admin-helpers";
import { paths } from "@/config/paths";

const PATH = paths.admin.contact.getHref();

describe(`Admin contact information (${paths.admin.contact.path})`, () => {
  it("shows a skeleton while loading", async () => {
    setDelay("contact_info", "select", "infinite");
    renderAdmin(PATH);
    expect(await screen.findByRole("heading", { name: "Informasi Kontak" })).toBeInTheDocument();
    expect(document.querySelector("[aria-busy=true]")).toBeInTheDocument();
  });

  it("shows the error card 'Gagal memuat informasi kontak.' when loading fails", async () => {
    failAlways("contact_info", "select");
    renderAdmin(PATH);
    expect(await screen.findByText("Gagal memuat informasi kontak.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Simpan" })).not.toBeInTheDocument();
  });

  it("is a single form prefilled with the stored record", async () => {
    renderAdmin(PATH);
    const contact = db.contact_info[0];
    expect(await screen.findByLabelText("Alamat")).toHaveValue(contact.address);
    expect(screen.getByLabelText("Nomor Telepon")).toHaveValue(contact.phone);
    expect(screen.getByLabelText("Email")).toHaveValue(contact.email);
    expect(screen.getByLabelText("URL Instagram (opsional)")).toHaveValue(contact.instagram_url);
    expect(screen.getByLabelText("URL Embed Peta (opsional)")).toHaveValue(contact.map_embed_url);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("gives every validation message", async () => {
    const { user } = renderAdmin(PATH);
    await user.clear(await screen.findByLabelText("Alamat"));
    await user.clear(screen.getByLabelText("Nomor Telepon"));
    const email = screen.getByLabelText("Email");
    await user.clear(email);
    await user.type(email, "bukan-email");
    const instagram = screen.getByLabelText("URL Instagram (opsional)");
    await user.clear(instagram);
    await user.type(instagram, "instagram");
    const map = screen.getByLabelText("URL Embed Peta (opsional)");
    await user.clear(map);
    await user.type(map, "peta");
    await user.type(screen.getByLabelText("Email Pelindungan Data Pribadi (opsional)"), "dpo@");
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    for (const message of [
      "Alamat harus diisi.",
      "Nomor telepon harus diisi.",
      "Email tidak valid.",
      "URL Instagram tidak valid.",
      "URL peta tidak valid.",
      "Email pelindungan data tidak valid.",
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it("saves: 'Menyimpan...' while saving, success toast, empty optional URLs stored as null", async () => {
    setDelay("contact_info", "upsert", 300);
    const { user } = renderAdmin(PATH);
    const phone = await screen.findByLabelText("Nomor Telepon");
    await user.clear(phone);
    await user.type(phone, "0651-999");
    await user.clear(screen.getByLabelText("URL Instagram (opsional)"));
    await user.type(screen.getByLabelText("Email Pelindungan Data Pribadi (opsional)"), " ppid@bblkbandaaceh.go.id ");
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    expect(await screen.findByRole("button", { name: "Menyimpan..." })).toBeDisabled();
    await expectToast("Informasi kontak berhasil diperbarui.");
    expect(db.contact_info[0]).toMatchObject({ id: 1, phone: "0651-999", instagram_url: null, privacy_email: "ppid@bblkbandaaceh.go.id" });
    await waitFor(() => expect(screen.getByRole("button", { name: "Simpan" })).toBeEnabled());
  });

  it("reports a failed save", async () => {
    failNext("contact_info", "upsert");
    const { user } = renderAdmin(PATH);
    await screen.findByLabelText("Alamat");
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    await expectToast("Gagal memperbarui informasi kontak.", "destructive");
  });
});
