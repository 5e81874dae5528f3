import { screen, waitFor } from "@testing-library/react";
import AdminProfilePage from "@/features/profile/pages/admin-profile-page";
import { ADMIN_ID, db, findObject, findUser } from "../msw/db";
import { issueSession } from "../msw/sessions";
import { failAlways, failNext, setDelay } from "../msw/handlers";
import { signInAs } from "../msw/auth";
import { renderWithProviders } from "../setup/render";
import { expectToast, pngFile, renderAdmin, uploadNonImage } from "./admin-helpers";
import { paths } from "@/config/paths";
import { ADMIN } from "../../supabase/seed/data";

vi.mock("browser-image-compression", () => ({ default: vi.fn().mockRejectedValue(new Error("no canvas")) }));

const PATH = paths.admin.profile.getHref();

describe(`Admin profile (${paths.admin.profile.path})`, () => {
  it("shows an error card when the profile fails to load", async () => {
    failAlways("profiles", "select");
    renderAdmin(PATH);
    expect(await screen.findByText("Gagal memuat profil.")).toBeInTheDocument();
  });

  it("shows an error card when there is no signed-in user", async () => {
    signInAs(null);
    renderWithProviders(<AdminProfilePage />);
    expect(await screen.findByText("Gagal memuat profil.")).toBeInTheDocument();
  });

  it("shows the avatar and the names, prefilled", async () => {
    renderAdmin(PATH);
    expect(await screen.findByLabelText("Nama Depan")).toHaveValue(ADMIN.first_name);
    expect(screen.getByLabelText("Nama Belakang")).toHaveValue(ADMIN.last_name);
    expect(screen.getByLabelText("Email")).toHaveValue("admin@example.com");
    expect(screen.getByRole("img", { name: "Pratinjau avatar" })).toHaveAttribute(
      "src",
      db.profiles.find((p) => p.id === ADMIN_ID)!.avatar_url,
    );
  });

  it("gives the validation messages", async () => {
    const { user } = renderAdmin(PATH);
    await user.clear(await screen.findByLabelText("Nama Depan"));
    await user.clear(screen.getByLabelText("Nama Belakang"));
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    expect(await screen.findByText("Nama depan harus diisi.")).toBeInTheDocument();
    expect(screen.getByText("Nama belakang harus diisi.")).toBeInTheDocument();
    await uploadNonImage(screen.getByLabelText("Foto Profil (opsional)"));
    expect(await screen.findByText("File harus berupa gambar.")).toBeInTheDocument();
  });

  it("updates the profile row and the user metadata", async () => {
    const { user } = renderAdmin(PATH);
    const first = await screen.findByLabelText("Nama Depan");
    await user.clear(first);
    await user.type(first, "Rahmad");
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    await expectToast("Profil berhasil diperbarui.");
    expect(db.profiles.find((p) => p.id === ADMIN_ID)?.first_name).toBe("Rahmad");
    expect(findUser(ADMIN_ID)?.user_metadata).toMatchObject({ first_name: "Rahmad", last_name: ADMIN.last_name });
  });

  it("uploads a new avatar under the user's folder, with the compression fallback notice", async () => {
    setDelay("storage", "upload", 400);
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user } = renderAdmin(PATH);
    const big = pngFile("saya.png", 1.1 * 1024 * 1024);
    await user.upload(await screen.findByLabelText("Foto Profil (opsional)"), big);
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    await expectToast("Gagal mengompresi avatar. Mengunggah tanpa kompresi.", "destructive");
    await expectToast("Profil berhasil diperbarui.");
    const url = db.profiles.find((p) => p.id === ADMIN_ID)!.avatar_url!;
    const path = decodeURIComponent(url.split("/avatars/")[1]);
    expect(path).toMatch(new RegExp(`^${ADMIN_ID}/\\d+\\.png$`));
    expect(findObject("avatars", path)?.size).toBe(big.size);
    await waitFor(() => expect(findUser(ADMIN_ID)?.user_metadata).toMatchObject({ avatar_url: url }));
  });

  it("reports a failed update", async () => {
    failNext("profiles", "update");
    const { user } = renderAdmin(PATH);
    await screen.findByLabelText("Nama Depan");
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    await expectToast("Gagal memperbarui profil.", "destructive");
  });

  it("signs out of every device after a confirmation ('Keluar dari semua perangkat')", async () => {
    // another device of the same account
    issueSession(findUser(ADMIN_ID)!);
    const { user } = renderAdmin(PATH);
    await user.click(await screen.findByRole("button", { name: "Keluar dari semua perangkat" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Keluar dari semua perangkat?" });
    expect(confirm).toHaveTextContent("termasuk sesi ini");
    expect([...db.sessions.values()].filter((uid) => uid === ADMIN_ID)).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Ya, Keluar dari Semua Perangkat" }));
    await expectToast("Anda telah keluar dari semua perangkat.");
    expect(await screen.findByRole("heading", { name: "Login Admin" })).toBeInTheDocument();
    expect([...db.sessions.values()].filter((uid) => uid === ADMIN_ID)).toEqual([]);
  });
});
