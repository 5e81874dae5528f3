/**
 * 'Aktivitas Keamanan' (docs/admin-team.md): the security activity for super admins, newest first, by kind (in the
 * URL) and e-mail, read through the emulated row-level security (super admins only).
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderAdmin } from "./admin-helpers";
import { ADMIN_EMAIL, USER_ID, complete, findUser, setTable } from "../msw/db";
import { paths } from "@/config/paths";
import { formatDate, formatJakartaDateTime } from "@/lib/dates";
import type { Json } from "@/types/database.types";

const EVENTS = [
  complete("security_events", { id: 1, at: "2026-11-20T01:00:00Z", kind: "member_added", actor_email: null, subject_email: "rahmi@example.com", details: { role: "operator" } }),
  complete("security_events", { id: 2, at: "2026-11-21T01:00:00Z", kind: "role_changed", actor_email: ADMIN_EMAIL, subject_email: "rahmi@example.com", details: { from: "operator", to: "admin" } }),
  complete("security_events", { id: 3, at: "2026-11-22T01:00:00Z", kind: "member_deactivated", actor_email: ADMIN_EMAIL, subject_email: "budi@example.com", details: {} }),
  complete("security_events", { id: 4, at: "2026-11-23T01:00:00Z", kind: "sign_in_failed", actor_email: "sari@example.com", subject_email: "sari@example.com", details: { ip: "10.0.0.7" } }),
];

const cellsOf = (row: HTMLElement) => within(row).getAllByRole("cell").map((c) => c.textContent);

describe(paths.admin.security.path, () => {
  it("lists the activity newest first: when, what, whom, by whom, and the details", async () => {
    setTable("security_events", EVENTS);
    renderAdmin(paths.admin.security.getHref());
    expect(await screen.findByRole("heading", { level: 1, name: "Aktivitas Keamanan" })).toBeInTheDocument();
    await screen.findByText("budi@example.com");
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows.map(cellsOf)).toEqual([
      [formatJakartaDateTime(EVENTS[3].at), "Login gagal: kata sandi salah", "sari@example.com", "sari@example.com", "Alamat IP 10.0.0.7"],
      [formatJakartaDateTime(EVENTS[2].at), "Anggota dinonaktifkan", "budi@example.com", ADMIN_EMAIL, "-"],
      [formatJakartaDateTime(EVENTS[1].at), "Peran diubah", "rahmi@example.com", ADMIN_EMAIL, "Operator → Admin"],
      [formatJakartaDateTime(EVENTS[0].at), "Anggota ditambahkan", "rahmi@example.com", "Sistem (SQL)", "Peran: Operator"],
    ]);
    // read-only: no row menu
    expect(screen.queryByRole("button", { name: /^Aksi untuk/ })).not.toBeInTheDocument();
  });

  it("filters by kind (in the URL) and searches the e-mails", async () => {
    const user = userEvent.setup();
    setTable("security_events", EVENTS);
    const { router } = renderAdmin(paths.admin.security.getHref());
    await screen.findByText("budi@example.com");
    await user.click(screen.getByRole("combobox", { name: "Kejadian" }));
    await user.click(await screen.findByRole("option", { name: "Peran diubah" }));
    await waitFor(() => expect(router.state.location.search).toBe("?jenis=role_changed"));
    await waitFor(() => expect(screen.getAllByRole("row")).toHaveLength(2));
    expect(screen.getByRole("row", { name: /Peran diubah/ })).toBeInTheDocument();

    await user.click(screen.getByRole("combobox", { name: "Kejadian" }));
    await user.click(await screen.findByRole("option", { name: "Semua kejadian" }));
    await user.type(screen.getByRole("searchbox", { name: "Cari aktivitas" }), "budi{Enter}");
    await waitFor(() => expect(screen.queryByText("rahmi@example.com")).not.toBeInTheDocument());
    expect(screen.getByText("budi@example.com")).toBeInTheDocument();
  });

  it("is for super admins only: an operator sees neither the menu item nor the activity", async () => {
    setTable("security_events", EVENTS);
    findUser(USER_ID)!.member_role = "operator";
    const { user } = renderAdmin(paths.admin.security.getHref(), "user");
    expect(await screen.findByText("Khusus Super Admin")).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Navigasi admin" });
    await user.click(within(nav).getByRole("button", { name: "Tim & Keamanan" }));
    expect(within(nav).getByRole("link", { name: "Riwayat Perubahan" })).toBeInTheDocument();
    expect(within(nav).queryByRole("link", { name: "Aktivitas Keamanan" })).not.toBeInTheDocument();
    expect(screen.queryByText("budi@example.com")).not.toBeInTheDocument();
  });
});

describe("an export in the security activity", () => {
  it("shows who exported which batch and how many rows", async () => {
    setTable("security_events", [
      complete("security_events", {
        id: 9,
        at: "2026-11-24T01:00:00Z",
        kind: "registrations_exported",
        actor_email: ADMIN_EMAIL,
        details: { schedule_id: 3, batch: "Desain Grafis Muda (Batch 2)", statuses: ["lulus"], rows: 12 },
      }),
    ]);
    renderAdmin(paths.admin.security.getHref());
    const row = await screen.findByRole("row", { name: /Data pendaftar diekspor/ });
    expect(cellsOf(row)).toEqual([formatJakartaDateTime("2026-11-24T01:00:00Z"), "Data pendaftar diekspor", "-", ADMIN_EMAIL, "Desain Grafis Muda (Batch 2): 12 baris"]);
  });
});

describe("published selection results in the security activity", () => {
  it("shows which batch's results were published (from which day, announced or not) and withdrawn", async () => {
    const event = (id: number, kind: string, details: { [key: string]: Json }) =>
      complete("security_events", { id, at: `2026-11-2${id}T01:00:00Z`, kind, actor_email: ADMIN_EMAIL, details });
    setTable("security_events", [
      event(5, "selection_results_published", { schedule_id: 3, batch: "Desain Grafis Muda (Batch 2)", from: "2026-11-26", announced: true }),
      event(6, "selection_results_withdrawn", { schedule_id: 3, batch: "Desain Grafis Muda (Batch 2)" }),
    ]);
    renderAdmin(paths.admin.security.getHref());
    const published = await screen.findByRole("row", { name: /Hasil seleksi diumumkan/ });
    expect(cellsOf(published).slice(1)).toEqual([
      "Hasil seleksi diumumkan",
      "-",
      ADMIN_EMAIL,
      `Desain Grafis Muda (Batch 2): tampil mulai ${formatDate("2026-11-26")}, dengan pengumuman`,
    ]);
    const withdrawn = screen.getByRole("row", { name: /Hasil seleksi ditarik kembali/ });
    expect(cellsOf(withdrawn).slice(1)).toEqual(["Hasil seleksi ditarik kembali", "-", ADMIN_EMAIL, "Desain Grafis Muda (Batch 2)"]);
  });
});

describe("the certificate register in the security activity", () => {
  it("shows each issue, signing, revocation, reissue (with the names of the changed fields) and export with its batch, numbers and reason", async () => {
    const event = (id: number, kind: string, details: { [key: string]: Json }) =>
      complete("security_events", { id, at: `2026-11-2${id}T01:00:00Z`, kind, actor_email: ADMIN_EMAIL, details });
    setTable("security_events", [
      event(1, "certificates_issued", { schedule_id: 3, batch: "Desain Grafis Muda (Batch 2)", count: 2, first_number: "001/TIK/BLK-BNA/2026", last_number: "002/TIK/BLK-BNA/2026" }),
      event(2, "certificates_signed", { count: 2, kid: "AbCdEfGhIjKlMnOp" }),
      event(3, "certificate_revoked", { certificate_id: 1, number: "001/TIK/BLK-BNA/2026", reason: "Tidak memenuhi kehadiran" }),
      event(4, "certificate_reissued", { certificate_id: 2, number: "002/TIK/BLK-BNA/2026", new_certificate_id: 3, new_number: "003/TIK/BLK-BNA/2026", reason: "Salah ketik nama", changed: ["birth_date", "full_name"] }),
      event(5, "certificates_exported", { schedule_id: null, batch: null, rows: 3 }),
      event(6, "tracer_exported", { year: 2025, rows: 12 }),
      event(7, "skm_exported", { period: "Semester II 2026", rows: 40 }),
    ]);
    renderAdmin(paths.admin.security.getHref());
    const details = async (label: RegExp) => cellsOf(await screen.findByRole("row", { name: label }))[4];
    expect(await details(/Sertifikat diterbitkan(?! ulang)/)).toBe("Desain Grafis Muda (Batch 2): 2 sertifikat (001/TIK/BLK-BNA/2026 s.d. 002/TIK/BLK-BNA/2026)");
    expect(await details(/Sertifikat ditandatangani/)).toBe("2 sertifikat, kunci AbCdEfGhIjKlMnOp");
    expect(await details(/Sertifikat dicabut/)).toBe("001/TIK/BLK-BNA/2026: Tidak memenuhi kehadiran");
    expect(await details(/Sertifikat diterbitkan ulang/)).toBe("002/TIK/BLK-BNA/2026 diganti 003/TIK/BLK-BNA/2026: Salah ketik nama (berubah: Tanggal lahir, Nama)");
    expect(await details(/Daftar sertifikat diekspor/)).toBe("Semua jadwal: 3 baris");
    expect(await details(/Hasil survei alumni diekspor/)).toBe("2025: 12 baris");
    expect(await details(/Hasil survei kepuasan diekspor/)).toBe("Semester II 2026: 40 baris");
  });
});
