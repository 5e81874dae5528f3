/**
 * Inviting a member (docs/admin-team.md): 'Undang Anggota' on Tim Admin calls the Edge Function invite-member
 * (mocked here at the network edge; the function itself is tested in tests/integration/invitations.test.ts), and
 * /atur-kata-sandi, where the invitation's link lands, with the password rules and their Indonesian messages.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { expectToast, findDialog, renderAdmin } from "./admin-helpers";
import { server } from "../msw/server";
import { REST_URL, SUPABASE_URL } from "../msw/config";
import { ADMIN_EMAIL, ADMIN_ID, db, findUser, makeInstructor } from "../msw/db";
import { failNext, lastRequest } from "../msw/handlers";
import { signInAs } from "../msw/auth";
import { renderRoute, waitForLocation } from "../setup/render";
import { paths } from "@/config/paths";

const FUNCTION_URL = `${SUPABASE_URL}/functions/v1/invite-member`;

function mockInvite(answer: (body: Record<string, unknown>) => Response) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(`${REST_URL}/rpc/team_members`, () => HttpResponse.json([])),
    http.post(FUNCTION_URL, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

describe("'Undang Anggota' on Tim Admin", () => {
  it("validates, sends the e-mail and role to the Edge Function, and says the invitation went out", async () => {
    const user = userEvent.setup();
    const bodies = mockInvite((b) => HttpResponse.json({ user_id: "u-1", email: b.email, role: b.role, sent: true }));
    renderAdmin(paths.admin.team.getHref());
    await user.click(await screen.findByRole("button", { name: "Undang Anggota" }));
    const dialog = await findDialog("Undang Anggota");
    await user.click(within(dialog).getByRole("button", { name: "Kirim Undangan" }));
    expect(await within(dialog).findByText("Email harus diisi.")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Email"), "bukan-email");
    await user.click(within(dialog).getByRole("button", { name: "Kirim Undangan" }));
    expect(await within(dialog).findByText("Format email tidak valid.")).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(within(dialog).getByLabelText("Email"));
    await user.type(within(dialog).getByLabelText("Email"), "rahmi@bpvp.go.id");
    await user.click(within(dialog).getByRole("combobox", { name: "Peran" }));
    await user.click(await screen.findByRole("option", { name: /^Admin:/ }));
    await user.click(within(dialog).getByRole("button", { name: "Kirim Undangan" }));
    expect(await expectToast("Email undangan terkirim ke rahmi@bpvp.go.id.")).toHaveTextContent("Tautannya berlaku 24 jam.");
    expect(bodies).toEqual([{ email: "rahmi@bpvp.go.id", role: "admin" }]);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Undang Anggota" })).not.toBeInTheDocument());
  });

  it("invites an Instruktur with the instructor it is: the picker appears for that role and is required", async () => {
    const user = userEvent.setup();
    db.instructors = [makeInstructor({ id: 77, name: "Teuku Rizal", title: "Instruktur Muda" })];
    const bodies = mockInvite((b) => HttpResponse.json({ user_id: "u-3", email: b.email, role: b.role, instructor_id: b.instructor_id, sent: true }));
    renderAdmin(paths.admin.team.getHref());
    await user.click(await screen.findByRole("button", { name: "Undang Anggota" }));
    const dialog = await findDialog("Undang Anggota");
    await user.type(within(dialog).getByLabelText("Email"), "rizal@bpvp.go.id");
    await user.click(within(dialog).getByRole("combobox", { name: "Peran" }));
    await user.click(await screen.findByRole("option", { name: /^Instruktur:/ }));
    await user.click(within(dialog).getByRole("button", { name: "Kirim Undangan" }));
    expect(await within(dialog).findByText("Pilih instruktur untuk peran Instruktur.")).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.click(within(dialog).getByRole("combobox", { name: "Instruktur" }));
    await user.click(await screen.findByRole("option", { name: "Teuku Rizal (Instruktur Muda)" }));
    await user.click(within(dialog).getByRole("button", { name: "Kirim Undangan" }));
    await expectToast("Email undangan terkirim ke rizal@bpvp.go.id.");
    expect(bodies).toEqual([{ email: "rizal@bpvp.go.id", role: "instruktur", instructor_id: 77 }]);
  });

  it("says when the address already had an account (no e-mail)", async () => {
    const user = userEvent.setup();
    mockInvite((b) => HttpResponse.json({ user_id: "u-2", email: b.email, role: b.role, sent: false }));
    renderAdmin(paths.admin.team.getHref());
    await user.click(await screen.findByRole("button", { name: "Undang Anggota" }));
    const dialog = await findDialog("Undang Anggota");
    await user.type(within(dialog).getByLabelText("Email"), "lama@bpvp.go.id");
    await user.click(within(dialog).getByRole("button", { name: "Kirim Undangan" }));
    expect(await expectToast("lama@bpvp.go.id sudah punya akun.")).toHaveTextContent("tidak ada email yang dikirim");
  });

  it("shows the function's Indonesian refusal and keeps the dialog open with the values", async () => {
    const user = userEvent.setup();
    mockInvite(() => HttpResponse.json({ code: "already_member", message: "Email ini sudah menjadi anggota tim." }, { status: 409 }));
    renderAdmin(paths.admin.team.getHref());
    await user.click(await screen.findByRole("button", { name: "Undang Anggota" }));
    const dialog = await findDialog("Undang Anggota");
    await user.type(within(dialog).getByLabelText("Email"), ADMIN_EMAIL);
    await user.click(within(dialog).getByRole("button", { name: "Kirim Undangan" }));
    expect(await expectToast("Gagal mengundang anggota.", "destructive")).toHaveTextContent("Email ini sudah menjadi anggota tim.");
    expect(within(dialog).getByLabelText("Email")).toHaveValue(ADMIN_EMAIL);
  });
});

describe(`${paths.setPassword.path} (the invitation's link)`, () => {
  it("explains an unusable link when there is no session", async () => {
    renderRoute(paths.setPassword.getHref());
    expect(await screen.findByRole("heading", { level: 1, name: "Buat Kata Sandi" })).toBeInTheDocument();
    expect(await screen.findByText("Tautan tidak berlaku")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ke halaman login" })).toHaveAttribute("href", paths.login.getHref());
  });

  it("applies the password rules in Indonesian, then saves it and opens the panel", async () => {
    signInAs("admin");
    const { user, router } = renderRoute(paths.setPassword.getHref());
    expect(await screen.findByText(`Untuk akun ${ADMIN_EMAIL}. Kata sandi ini dipakai untuk login ke panel admin.`)).toBeInTheDocument();
    const password = screen.getByLabelText("Kata sandi baru");
    const confirm = screen.getByLabelText("Ulangi kata sandi");
    const save = screen.getByRole("button", { name: "Simpan dan Masuk" });
    const attempt = async (value: string, again = value) => {
      await user.clear(password);
      await user.clear(confirm);
      if (value) await user.type(password, value);
      if (again) await user.type(confirm, again);
      await user.click(save);
    };
    await attempt("");
    expect(await screen.findByText("Kata sandi harus diisi.")).toBeInTheDocument();
    await attempt("pendek12");
    expect(await screen.findByText("Kata sandi minimal 10 karakter.")).toBeInTheDocument();
    await attempt(ADMIN_EMAIL.toUpperCase());
    expect(await screen.findByText("Kata sandi tidak boleh sama dengan alamat email.")).toBeInTheDocument();
    await attempt("qwertyuiop");
    expect(await screen.findByText("Kata sandi ini terlalu umum dan mudah ditebak. Pilih yang lain.")).toBeInTheDocument();
    await attempt("Sawah-Lampulo-2026", "Sawah-Lampulo-2025");
    expect(await screen.findByText("Kata sandi tidak sama.")).toBeInTheDocument();
    expect(lastRequest("auth", "updateUser")).toBeUndefined();

    failNext("auth", "updateUser", { status: 422, code: "same_password", message: "New password should be different from the old password." });
    await attempt("Sawah-Lampulo-2026");
    expect(await screen.findByText("Kata sandi baru harus berbeda dari kata sandi lama.")).toBeInTheDocument();

    await user.click(save);
    await expectToast("Kata sandi berhasil disimpan.");
    await waitForLocation(router, paths.admin.dashboard.getHref());
    expect(findUser(ADMIN_ID)!.password).toBe("Sawah-Lampulo-2026");
  });
});
