/**
 * 'Tim Admin' (docs/admin-team.md): super admins see the team and change roles, (de)activate and remove members
 * through the database's functions (mocked here per test at the network edge; the functions themselves are
 * tested in tests/integration/admin-roles.test.ts); anyone else gets neither the menu item nor the list.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { expectToast, findDialog, pickRowAction, renderAdmin } from "./admin-helpers";
import { server } from "../msw/server";
import { REST_URL } from "../msw/config";
import { ADMIN_EMAIL, ADMIN_ID, USER_ID, addVerifiedFactor, db, findUser, makeInstructor } from "../msw/db";
import { signInAs } from "../msw/auth";
import { renderRoute } from "../setup/render";
import { paths } from "@/config/paths";
import { formatJakartaDateTime } from "@/lib/dates";
import type { TeamMember } from "@/features/team/api/team";

const RPC = `${REST_URL}/rpc`;

const TEAM: TeamMember[] = [
  {
    user_id: ADMIN_ID, email: ADMIN_EMAIL, first_name: "Admin", last_name: "Kejuruan TIK", role: "super_admin", active: true,
    last_sign_in_at: "2026-11-25T02:00:00Z", created_at: "2026-11-01T00:00:00Z", invited_by_email: null, two_factor: false,
    instructor_id: null, instructor_name: null,
  },
  {
    user_id: "0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d", email: "rahmi@example.com", first_name: "Rahmi", last_name: "Putri", role: "operator", active: true,
    last_sign_in_at: null, created_at: "2026-11-20T00:00:00Z", invited_by_email: ADMIN_EMAIL, two_factor: true,
    instructor_id: null, instructor_name: null,
  },
  {
    user_id: "5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f", email: "rizal@example.com", first_name: "Rizal", last_name: "Fahmi", role: "instruktur", active: true,
    last_sign_in_at: null, created_at: "2026-11-27T00:00:00Z", invited_by_email: ADMIN_EMAIL, two_factor: false,
    instructor_id: 41, instructor_name: "Rizal Fahmi, S.Kom",
  },
];
const RAHMI = TEAM[1];

type Call = { fn: string; body: Record<string, unknown> };

/** The team functions answer with `answers[fn]` (default: the member as changed); every call is recorded. */
function mockTeam(answers: Record<string, () => Response> = {}) {
  const calls: Call[] = [];
  for (const fn of ["team_members", "update_team_member", "remove_team_member", "reset_member_two_factor", "set_require_two_factor"]) {
    server.use(
      http.post(`${RPC}/${fn}`, async ({ request }) => {
        const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
        calls.push({ fn, body });
        if (answers[fn]) return answers[fn]();
        if (fn === "team_members") return HttpResponse.json(TEAM);
        if (fn === "remove_team_member") return new HttpResponse(null, { status: 204 });
        if (fn === "reset_member_two_factor") return HttpResponse.json(1);
        if (fn === "set_require_two_factor") return HttpResponse.json(body.p_required as boolean);
        const member = TEAM.find((m) => m.user_id === body.p_user_id)!;
        return HttpResponse.json({ ...member, role: body.p_role ?? member.role, active: body.p_active ?? member.active });
      }),
    );
  }
  return calls;
}

describe(paths.admin.team.path, () => {
  it("lists the team for a super admin: name, e-mail, role, state, last sign-in, and the roles explained", async () => {
    mockTeam();
    const { user } = renderAdmin(paths.admin.team.getHref());
    expect(await screen.findByRole("heading", { level: 1, name: "Tim Admin" })).toBeInTheDocument();
    // the menu: Tim Admin in its group, marked as the current page
    const nav = screen.getByRole("navigation", { name: "Navigasi admin" });
    await user.click(within(nav).getByRole("button", { name: "Tim & Keamanan" }));
    expect(within(nav).getByRole("link", { name: "Tim Admin" })).toHaveAttribute("aria-current", "page");
    await screen.findByText("rahmi@example.com");
    const rows = screen.getAllByRole("row");
    const you = rows.find((r) => r.textContent?.includes(ADMIN_EMAIL))!;
    expect(you).toHaveTextContent("Admin Kejuruan TIK (Anda)");
    expect(within(you).getByText("Super Admin")).toBeInTheDocument();
    expect(within(you).getByText("Aktif")).toBeInTheDocument();
    expect(within(you).getByText(formatJakartaDateTime(TEAM[0].last_sign_in_at!))).toBeInTheDocument();
    const rahmi = rows.find((r) => r.textContent?.includes("rahmi@example.com"))!;
    expect(within(rahmi).getByText("Operator")).toBeInTheDocument();
    expect(within(rahmi).getByText("Belum pernah")).toBeInTheDocument();
    // two-factor on or off, per member
    expect(screen.getByRole("columnheader", { name: "Verifikasi Dua Langkah" })).toBeInTheDocument();
    expect(within(you).getByText("Tidak aktif")).toBeInTheDocument();
    expect(within(rahmi).getAllByText("Aktif")).toHaveLength(2); // active member, two-factor on
    const roles = screen.getByRole("region", { name: "Peran" });
    expect(roles).toHaveTextContent("Semua konten publik, tanpa data pribadi pendaftar dan tanpa tim admin.");
  });

  it("changes a role with 'Ubah Peran'", async () => {
    const user = userEvent.setup();
    const calls = mockTeam();
    renderAdmin(paths.admin.team.getHref());
    await pickRowAction(user, "Rahmi Putri", "Ubah Peran");
    const dialog = await findDialog("Ubah Peran");
    await user.click(within(dialog).getByRole("combobox", { name: "Peran" }));
    await user.click(await screen.findByRole("option", { name: /^Admin:/ }));
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Peran anggota berhasil diubah.");
    expect(calls.filter((c) => c.fn === "update_team_member")).toEqual([
      { fn: "update_team_member", body: { p_user_id: RAHMI.user_id, p_role: "admin" } },
    ]);
  });

  it("makes a member Instruktur with the instructor picker: required for that role only, sent as its id", async () => {
    const user = userEvent.setup();
    db.instructors = [makeInstructor({ id: 41, name: "Rizal Fahmi, S.Kom", title: "Instruktur Muda" }), makeInstructor({ id: 42, name: "Dewi Sartika", title: "Instruktur Madya" })];
    const calls = mockTeam();
    renderAdmin(paths.admin.team.getHref());
    // an instructor's row names its instructor
    await screen.findByText("rizal@example.com");
    const rizal = screen.getAllByRole("row").find((r) => r.textContent?.includes("rizal@example.com"))!;
    expect(within(rizal).getByText("Instruktur")).toBeInTheDocument();
    expect(within(rizal).getByText("Rizal Fahmi, S.Kom")).toBeInTheDocument();

    await pickRowAction(user, "Rahmi Putri", "Ubah Peran");
    const dialog = await findDialog("Ubah Peran");
    expect(within(dialog).queryByRole("combobox", { name: "Instruktur" })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("combobox", { name: "Peran" }));
    await user.click(await screen.findByRole("option", { name: /^Instruktur:/ }));
    const picker = within(dialog).getByRole("combobox", { name: "Instruktur" });
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    expect(await within(dialog).findByText("Pilih instruktur untuk peran Instruktur.")).toBeInTheDocument();
    expect(calls.filter((c) => c.fn === "update_team_member")).toEqual([]);
    await user.click(picker);
    await user.click(await screen.findByRole("option", { name: "Dewi Sartika (Instruktur Madya)" }));
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Peran anggota berhasil diubah.");
    expect(calls.filter((c) => c.fn === "update_team_member")).toEqual([
      { fn: "update_team_member", body: { p_user_id: RAHMI.user_id, p_role: "instruktur", p_instructor_id: 42 } },
    ]);
  });

  it("shows the database's refusal of an instructor already tied to an account", async () => {
    const user = userEvent.setup();
    db.instructors = [makeInstructor({ id: 41, name: "Rizal Fahmi, S.Kom", title: "Instruktur Muda" })];
    const taken = "Instruktur ini sudah terhubung dengan akun anggota tim lain.";
    mockTeam({ update_team_member: () => HttpResponse.json({ code: "PT409", message: taken, details: null, hint: null }, { status: 409 }) });
    renderAdmin(paths.admin.team.getHref());
    await pickRowAction(user, "Rahmi Putri", "Ubah Peran");
    const dialog = await findDialog("Ubah Peran");
    await user.click(within(dialog).getByRole("combobox", { name: "Peran" }));
    await user.click(await screen.findByRole("option", { name: /^Instruktur:/ }));
    await user.click(within(dialog).getByRole("combobox", { name: "Instruktur" }));
    await user.click(await screen.findByRole("option", { name: "Rizal Fahmi, S.Kom (Instruktur Muda)" }));
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    expect(await expectToast("Gagal mengubah peran anggota.", "destructive")).toHaveTextContent(taken);
    // the dialog stays open with the choice
    expect(within(dialog).getByRole("combobox", { name: "Instruktur" })).toHaveTextContent("Rizal Fahmi, S.Kom (Instruktur Muda)");
  });

  it("deactivates after a confirmation, and shows the database's refusal for the last super admin", async () => {
    const user = userEvent.setup();
    const last = "Super admin aktif terakhir tidak dapat diturunkan, dinonaktifkan, atau dihapus dari tim.";
    const calls = mockTeam();
    renderAdmin(paths.admin.team.getHref());
    await pickRowAction(user, "Rahmi Putri", "Nonaktifkan");
    const confirm = await screen.findByRole("alertdialog", { name: "Nonaktifkan anggota ini?" });
    expect(confirm).toHaveTextContent("langsung kehilangan akses ke panel admin dan data pendaftar");
    await user.click(within(confirm).getByRole("button", { name: "Ya, Nonaktifkan" }));
    await expectToast("Anggota berhasil dinonaktifkan.");
    expect(calls.filter((c) => c.fn === "update_team_member")).toEqual([{ fn: "update_team_member", body: { p_user_id: RAHMI.user_id, p_active: false } }]);

    server.use(
      http.post(`${RPC}/update_team_member`, () =>
        HttpResponse.json({ code: "PT409", message: last, details: null, hint: "Jadikan anggota lain super admin terlebih dahulu." }, { status: 409 }),
      ),
    );
    await pickRowAction(user, "Admin Kejuruan TIK", "Nonaktifkan");
    await user.click(within(await screen.findByRole("alertdialog", { name: "Nonaktifkan anggota ini?" })).getByRole("button", { name: "Ya, Nonaktifkan" }));
    const toast = await expectToast("Gagal menonaktifkan anggota.", "destructive");
    expect(toast).toHaveTextContent(last);
  });

  it("removes a member from the team after a confirmation", async () => {
    const user = userEvent.setup();
    const calls = mockTeam();
    renderAdmin(paths.admin.team.getHref());
    await pickRowAction(user, "Rahmi Putri", "Hapus dari Tim");
    const confirm = await screen.findByRole("alertdialog", { name: "Hapus dari tim admin?" });
    expect(confirm).toHaveTextContent("Akunnya tetap ada");
    await user.click(within(confirm).getByRole("button", { name: "Ya, Hapus dari Tim" }));
    await expectToast("Anggota berhasil dihapus dari tim.");
    expect(calls.filter((c) => c.fn === "remove_team_member")).toEqual([{ fn: "remove_team_member", body: { p_user_id: RAHMI.user_id } }]);
    // the list is read again after the change
    await waitFor(() => expect(calls.filter((c) => c.fn === "team_members").length).toBeGreaterThanOrEqual(2));
  });

  it("resets a member's two-factor after a confirmation (offered only where it is on)", async () => {
    const user = userEvent.setup();
    const calls = mockTeam();
    renderAdmin(paths.admin.team.getHref());
    await pickRowAction(user, "Rahmi Putri", "Atur Ulang Verifikasi Dua Langkah");
    const confirm = await screen.findByRole("alertdialog", { name: "Atur ulang verifikasi dua langkah?" });
    expect(confirm).toHaveTextContent("login berikutnya cukup dengan kata sandi");
    await user.click(within(confirm).getByRole("button", { name: "Ya, Atur Ulang" }));
    await expectToast("Verifikasi dua langkah anggota berhasil diatur ulang.");
    expect(calls.filter((c) => c.fn === "reset_member_two_factor")).toEqual([{ fn: "reset_member_two_factor", body: { p_user_id: RAHMI.user_id } }]);

    await user.click(screen.getAllByRole("button", { name: "Aksi untuk Admin Kejuruan TIK" })[0]);
    await screen.findByRole("menuitem", { name: "Ubah Peran" });
    expect(screen.queryByRole("menuitem", { name: "Atur Ulang Verifikasi Dua Langkah" })).not.toBeInTheDocument();
  });

  it("requires two-factor for the team after a confirmation; the database's refusal shows in the toast", async () => {
    const user = userEvent.setup();
    const refusal = "Aktifkan verifikasi dua langkah untuk akun Anda sendiri terlebih dahulu (menu Profil).";
    const calls = mockTeam({
      set_require_two_factor: () => HttpResponse.json({ code: "PT409", message: refusal, details: null, hint: null }, { status: 409 }),
    });
    // a super admin who passed two-factor (the only one the database lets turn it on; the panel would otherwise
    // ask them to enrol the moment it is on)
    addVerifiedFactor(ADMIN_ID);
    signInAs("admin", { aal: "aal2" });
    renderRoute(paths.admin.team.getHref());
    const rule = await screen.findByRole("region", { name: /Verifikasi dua langkah untuk semua anggota/ });
    expect(await within(rule).findByText("Tidak wajib")).toBeInTheDocument();
    await user.click(within(rule).getByRole("button", { name: "Wajibkan" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Wajibkan verifikasi dua langkah?" });
    await user.click(within(confirm).getByRole("button", { name: "Ya, Wajibkan" }));
    expect(await expectToast("Gagal mengubah aturan verifikasi dua langkah.", "destructive")).toHaveTextContent(refusal);
    expect(calls.filter((c) => c.fn === "set_require_two_factor")).toEqual([{ fn: "set_require_two_factor", body: { p_required: true } }]);

    server.use(http.post(`${RPC}/set_require_two_factor`, () => HttpResponse.json(true)));
    await user.click(within(rule).getByRole("button", { name: "Wajibkan" }));
    await user.click(within(await screen.findByRole("alertdialog", { name: "Wajibkan verifikasi dua langkah?" })).getByRole("button", { name: "Ya, Wajibkan" }));
    await expectToast("Verifikasi dua langkah kini wajib untuk semua anggota.");
    expect(await within(rule).findByText("Wajib")).toBeInTheDocument();
    expect(within(rule).getByRole("button", { name: "Jangan Wajibkan Lagi" })).toBeInTheDocument();
  });

  it.each([
    ["an operator", "operator" as const],
    ["a signed-in non-member", undefined],
  ])("shows %s neither the menu item nor the team", async (_, memberRole) => {
    findUser(USER_ID)!.member_role = memberRole;
    const calls = mockTeam();
    const { user } = renderAdmin(paths.admin.team.getHref(), "user");
    expect(await screen.findByText("Khusus Super Admin")).toBeInTheDocument();
    // the menu's Tim & Keamanan group holds Riwayat Perubahan, not Tim Admin
    const nav = screen.getByRole("navigation", { name: "Navigasi admin" });
    await user.click(within(nav).getByRole("button", { name: "Tim & Keamanan" }));
    expect(within(nav).getByRole("link", { name: "Riwayat Perubahan" })).toBeInTheDocument();
    expect(within(nav).queryByRole("link", { name: "Tim Admin" })).not.toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Profil" }).length).toBeGreaterThan(0);
    expect(calls).toEqual([]);
  });
});
