/**
 * Two-factor sign-in in the panel (docs/admin-team.md): enrolling an authenticator app in Profil, the code step
 * at login, the guard that sends a session without its code back to it, the enrolment a required team asks for,
 * and removing a factor. MSW emulates GoTrue's /factors endpoints (tests/msw/handlers.ts) and the restrictive
 * policies; codes are computed from the key the screen shows, as a person's app would.
 */
import { screen, waitFor, within } from "@testing-library/react";
import * as OTPAuth from "otpauth";
import { ADMIN_EMAIL, ADMIN_ID, ADMIN_PASSWORD, TEST_TOTP_SECRET, addVerifiedFactor, db, findUser } from "../msw/db";
import { failNext, lastRequest } from "../msw/handlers";
import { signInAs } from "../msw/auth";
import { renderRoute, waitForLocation } from "../setup/render";
import { expectToast, renderAdmin } from "./admin-helpers";
import { paths } from "@/config/paths";

const codeFor = (secret: string) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret.replace(/\s+/g, "")) }).generate();
/** A code that is certainly wrong now (the current one shifted by half the range). */
const wrongCodeFor = (secret: string) => String((Number(codeFor(secret)) + 500_000) % 1_000_000).padStart(6, "0");

const PROFILE = paths.admin.profile.getHref();

describe("Profil: Verifikasi Dua Langkah", () => {
  it("enrols an authenticator app: QR code, the key as text, then a code from the key", async () => {
    const { user } = renderAdmin(PROFILE);
    const card = (await screen.findByRole("heading", { name: /Verifikasi Dua Langkah/ })).closest("[data-slot=card]") as HTMLElement;
    expect(await within(card).findByText("Tidak aktif")).toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Aktifkan Verifikasi Dua Langkah" }));

    const qr = await within(card).findByRole("img", { name: "Kode QR untuk menambahkan akun ini ke aplikasi autentikator" });
    expect(qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;utf-8,/);
    const key = within(card).getByText(/^[A-Z2-7]{4}( [A-Z2-7]{4})+$/).textContent!;
    expect(lastRequest("auth", "mfaEnroll")?.body).toMatchObject({ factor_type: "totp", issuer: "Kejuruan TIK BPVP Banda Aceh" });

    // a malformed code is refused in the form; a wrong one by the server, in Indonesian
    const field = within(card).getByLabelText("Kode verifikasi");
    expect(field).toHaveAttribute("inputmode", "numeric");
    expect(field).toHaveAttribute("autocomplete", "one-time-code");
    await user.type(field, "12");
    await user.click(within(card).getByRole("button", { name: "Verifikasi dan Aktifkan" }));
    expect(await within(card).findByText("Masukkan 6 angka dari aplikasi autentikator.")).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, wrongCodeFor(key));
    await user.click(within(card).getByRole("button", { name: "Verifikasi dan Aktifkan" }));
    expect(await within(card).findByText(/^Kode salah atau sudah kedaluwarsa\./)).toBeInTheDocument();
    expect(field).toHaveFocus();

    await user.clear(field);
    await user.type(field, codeFor(key));
    await user.click(within(card).getByRole("button", { name: "Verifikasi dan Aktifkan" }));
    await expectToast("Verifikasi dua langkah aktif.");
    expect(await within(card).findByText("Aktif")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Nonaktifkan" })).toBeInTheDocument();
    expect(findUser(ADMIN_ID)!.factors).toEqual([expect.objectContaining({ status: "verified" })]);
  });

  it("'Batal' drops a half-done enrolment", async () => {
    const { user } = renderAdmin(PROFILE);
    await user.click(await screen.findByRole("button", { name: "Aktifkan Verifikasi Dua Langkah" }));
    await screen.findByLabelText("Kode verifikasi");
    await user.click(screen.getByRole("button", { name: "Batal" }));
    expect(await screen.findByRole("button", { name: "Aktifkan Verifikasi Dua Langkah" })).toBeInTheDocument();
    await waitFor(() => expect(findUser(ADMIN_ID)!.factors ?? []).toEqual([]));
  });

  it("says so when the enrolment cannot start", async () => {
    failNext("auth", "mfaEnroll", { status: 500, code: "unexpected_failure", message: "boom" });
    const { user } = renderAdmin(PROFILE);
    await user.click(await screen.findByRole("button", { name: "Aktifkan Verifikasi Dua Langkah" }));
    await expectToast("Gagal memulai verifikasi dua langkah.", "destructive");
  });

  it("removes the factor after asking (at aal2)", async () => {
    addVerifiedFactor(ADMIN_ID);
    signInAs("admin", { aal: "aal2" });
    const { user } = renderRoute(PROFILE);
    await user.click(await screen.findByRole("button", { name: "Nonaktifkan" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Nonaktifkan verifikasi dua langkah?" });
    await user.click(within(dialog).getByRole("button", { name: "Ya, Nonaktifkan" }));
    await expectToast("Verifikasi dua langkah dinonaktifkan.");
    expect(findUser(ADMIN_ID)!.factors).toEqual([]);
    expect(await screen.findByRole("button", { name: "Aktifkan Verifikasi Dua Langkah" })).toBeInTheDocument();
  });
});

describe("signing in with two-factor", () => {
  it("asks for the code after the password, then opens the panel", async () => {
    addVerifiedFactor(ADMIN_ID);
    const { user, router } = renderRoute(paths.login.getHref());
    await user.type(await screen.findByLabelText("Alamat email"), ADMIN_EMAIL);
    await user.type(screen.getByLabelText("Kata sandi"), ADMIN_PASSWORD);
    await user.click(screen.getByRole("button", { name: "Masuk" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Verifikasi Dua Langkah" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Verifikasi Dua Langkah \| /));
    const field = screen.getByLabelText("Kode verifikasi");
    expect(field).toHaveFocus();
    expect(router.state.location.pathname).toBe(paths.login.getHref());

    await user.type(field, wrongCodeFor(TEST_TOTP_SECRET));
    await user.click(screen.getByRole("button", { name: "Verifikasi" }));
    expect(await screen.findByText(/^Kode salah atau sudah kedaluwarsa\./)).toBeInTheDocument();

    failNext("auth", "mfaVerify", { status: 429, code: "over_request_rate_limit", message: "Request rate limit reached" });
    await user.clear(field);
    await user.type(field, codeFor(TEST_TOTP_SECRET));
    await user.click(screen.getByRole("button", { name: "Verifikasi" }));
    expect(await screen.findByText("Terlalu banyak percobaan. Tunggu sebentar, lalu coba lagi.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Verifikasi" }));
    await waitForLocation(router, paths.admin.dashboard.getHref());
  });

  it("'Batal dan keluar' signs out back to the password form", async () => {
    addVerifiedFactor(ADMIN_ID);
    signInAs("admin");
    const { user } = renderRoute(paths.login.getHref());
    await user.click(await screen.findByRole("button", { name: "Batal dan keluar" }));
    expect(await screen.findByLabelText("Alamat email")).toBeInTheDocument();
    expect(db.sessions.size).toBe(0);
  });

  it("the panel sends a session without its code back to the code step", async () => {
    addVerifiedFactor(ADMIN_ID);
    signInAs("admin"); // password only: aal1
    const { router } = renderRoute(paths.admin.programs.getHref());
    await waitForLocation(router, paths.login.getHref());
    expect(await screen.findByRole("heading", { level: 1, name: "Verifikasi Dua Langkah" })).toBeInTheDocument();
  });

  it("a session that passed the code opens the panel directly", async () => {
    addVerifiedFactor(ADMIN_ID);
    signInAs("admin", { aal: "aal2" });
    renderRoute(paths.admin.programs.getHref());
    expect(await screen.findByRole("heading", { level: 1, name: "Manajemen Program Pelatihan" })).toBeInTheDocument();
  });
});

describe("when the team requires two-factor", () => {
  it("a member without a factor is asked to enrol before the panel, and gets in once enrolled", async () => {
    db.security_settings[0].require_two_factor = true;
    const { user } = renderAdmin(paths.admin.programs.getHref());
    expect(await screen.findByRole("heading", { level: 1, name: "Aktifkan Verifikasi Dua Langkah" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Manajemen Program Pelatihan" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Aktifkan Verifikasi Dua Langkah" }));
    const key = (await screen.findByText(/^[A-Z2-7]{4}( [A-Z2-7]{4})+$/)).textContent!;
    await user.type(screen.getByLabelText("Kode verifikasi"), codeFor(key));
    await user.click(screen.getByRole("button", { name: "Verifikasi dan Aktifkan" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Manajemen Program Pelatihan" })).toBeInTheDocument();
  });

  it("offers 'Keluar' instead", async () => {
    db.security_settings[0].require_two_factor = true;
    const { user, router } = renderAdmin(paths.admin.dashboard.getHref());
    await user.click(await screen.findByRole("button", { name: "Keluar" }));
    await waitForLocation(router, paths.login.getHref());
  });
});

describe("Profil and the requirement", () => {
  it("a dialog explains what 'Ya, Nonaktifkan' means while the team requires it", async () => {
    addVerifiedFactor(ADMIN_ID);
    db.security_settings[0].require_two_factor = true;
    signInAs("admin", { aal: "aal2" });
    const { user } = renderRoute(PROFILE);
    expect(await screen.findByText(/Tim admin mewajibkannya untuk semua anggota\./)).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Nonaktifkan" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Nonaktifkan verifikasi dua langkah?" });
    expect(dialog).toHaveTextContent("harus segera mengaktifkannya lagi");
  });
});
