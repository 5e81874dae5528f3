/**
 * "Sertifikat" (docs/certificates.md, the panel's register): the register with its statuses, a batch's bulk issue
 * asked with the count and then signed (a failed signing leaves them issued and signed again with "Tandatangani"),
 * revocation and reissue with a required reason (the reissue shows which old number became which new), the settings'
 * rules (the number pattern's placeholders with a live example, an 18-digit NIP) and the recorded export. Reads go
 * through the emulated row-level security; the functions are answered per test (their rules are the database's,
 * tested in tests/integration/certificates.test.ts).
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { expectDialogClosed, expectToast, findDialog, pickRowAction, renderAdmin } from "./admin-helpers";
import { REST_URL, SUPABASE_URL } from "../msw/config";
import { complete, db, makeRegistration, setTable, type Row } from "../msw/db";
import { server } from "../msw/server";
import { paths } from "@/config/paths";
import { formatDate } from "@/lib/dates";
import { captureDownloads } from "../setup/downloads";

const SIGN_URL = `${SUPABASE_URL}/functions/v1/sign-certificates`;

const batch = () => db.schedules[0];
const batchName = () => `${batch().program} (${batch().batch})`;

/** A certificate of the register for registration `registrationId` of the first batch, number `seq` of 2026. */
function certificate(id: number, registrationId: number, overrides: Partial<Row<"certificates">> = {}): Row<"certificates"> {
  return complete("certificates", {
    id,
    public_id: crypto.randomUUID(),
    registration_id: registrationId,
    schedule_id: batch().id,
    number: `${String(id).padStart(3, "0")}/TIK/BLK-BNA/2026`,
    year: 2026,
    seq: id,
    full_name: `Pendaftar ${registrationId}`,
    birth_place: "Banda Aceh",
    birth_date: "2000-02-03",
    program: batch().program,
    batch: batch().batch,
    jp: 120,
    units: [{ kode: "J.620100.004.02", judul: "Menggunakan Struktur Data", jp: 120 }],
    period_start: "2026-10-05",
    period_end: "2026-11-13",
    result: "Kompeten",
    issued_place: "Banda Aceh",
    issued_on: "2026-11-20",
    signatory_name: "Ir. Teuku Ahmad",
    signatory_position: "Kepala UPTD BLK Banda Aceh",
    signatory_nip: "197001012000031001",
    issued_at: "2026-11-20T03:00:00Z",
    qr_token: "x.y.z",
    credential: "a.b.c",
    kid: "abcdefgh12345678",
    signed_at: "2026-11-20T03:00:01Z",
    ...overrides,
  });
}

/** Answers the function `fn` with `answer`, recording each body. */
function rpc(fn: string, answer: (body: Record<string, unknown>) => Response | Promise<Response>) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(`${REST_URL}/rpc/${fn}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

const rows = () => screen.getAllByRole("row").slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole("cell").map((c) => c.textContent);

describe(paths.admin.certificates.path, () => {
  it("lists the register with each certificate's number, name, program, day, status (the new number of a replaced one) and signature; search and status filter", async () => {
    const user = userEvent.setup();
    setTable("registrations", [makeRegistration(1, { status: "selesai" }), makeRegistration(2, { status: "selesai" }), makeRegistration(3, { status: "selesai" })]);
    setTable("certificates", [
      certificate(1, 1),
      certificate(2, 2, { revoked_at: "2026-11-21T03:00:00Z", revoked_reason: "Tidak mengikuti ujian ulang", revoked_by: null }),
      certificate(3, 3, { revoked_at: "2026-11-22T03:00:00Z", revoked_reason: "Nama salah ketik", replaced_by: 4 }),
      certificate(4, 3, { full_name: "Pendaftar Tiga", replaces: 3, qr_token: null, credential: null, kid: null, signed_at: null, issued_on: "2026-11-22" }),
    ]);
    const { router } = renderAdmin(paths.admin.certificates.getHref());
    expect(await screen.findByRole("heading", { level: 1, name: "Sertifikat" })).toBeInTheDocument();
    await screen.findByText("001/TIK/BLK-BNA/2026");
    expect(rows().map((row) => cells(row).slice(0, 7))).toEqual([
      ["001/TIK/BLK-BNA/2026", "Pendaftar 1", batch().program, batch().batch, formatDate("2026-11-20"), "Berlaku", "Sudah"],
      ["002/TIK/BLK-BNA/2026", "Pendaftar 2", batch().program, batch().batch, formatDate("2026-11-20"), "DicabutAlasan: Tidak mengikuti ujian ulang", "Sudah"],
      ["003/TIK/BLK-BNA/2026", "Pendaftar 3", batch().program, batch().batch, formatDate("2026-11-20"), "DigantiDiganti dengan 004/TIK/BLK-BNA/2026", "Sudah"],
      ["004/TIK/BLK-BNA/2026", "Pendaftar Tiga", batch().program, batch().batch, formatDate("2026-11-22"), "Berlaku", "Belum"],
    ]);

    await user.click(screen.getByRole("combobox", { name: "Status" }));
    await user.click(await screen.findByRole("option", { name: "Diganti" }));
    await waitFor(() => expect(router.state.location.search).toBe("?status=diganti"));
    expect(rows().map((row) => cells(row)[0])).toEqual(["003/TIK/BLK-BNA/2026"]);
    await user.click(screen.getByRole("combobox", { name: "Status" }));
    await user.click(await screen.findByRole("option", { name: "Semua status" }));

    // a name is searched in memory: neither the page's URL nor a request holds it
    await user.type(screen.getByRole("searchbox", { name: "Cari sertifikat" }), "tiga{Enter}");
    await waitFor(() => expect(rows().map((row) => cells(row)[0])).toEqual(["004/TIK/BLK-BNA/2026"]));
    expect(router.state.location.search).toBe("");
  });

  it("issues a batch's certificates after asking with the count, then signs them", async () => {
    const user = userEvent.setup();
    setTable("registrations", [
      makeRegistration(1, { status: "selesai" }),
      makeRegistration(2, { status: "selesai" }),
      makeRegistration(3, { status: "selesai" }),
      makeRegistration(4, { status: "peserta" }),
    ]);
    setTable("certificates", [certificate(1, 1)]);
    const issued = rpc("issue_certificates", () => {
      db.certificates.push(certificate(2, 2, { signed_at: null, qr_token: null, credential: null, kid: null }), certificate(3, 3, { signed_at: null, qr_token: null, credential: null, kid: null }));
      return HttpResponse.json({
        schedule_id: batch().id,
        issued: [
          { id: 2, public_id: db.certificates[1].public_id, number: "002/TIK/BLK-BNA/2026", code: "TIK-AAAA-0002" },
          { id: 3, public_id: db.certificates[2].public_id, number: "003/TIK/BLK-BNA/2026", code: "TIK-AAAA-0003" },
        ],
        already: 1,
        skipped: [],
      });
    });
    const signed: unknown[] = [];
    server.use(
      http.post(SIGN_URL, async ({ request }) => {
        signed.push(await request.json());
        for (const c of db.certificates) c.signed_at ??= "2026-11-28T03:00:00Z";
        return HttpResponse.json({ signed: 2, kid: "abcdefgh12345678" });
      }),
    );
    renderAdmin(`${paths.admin.certificates.getHref()}?jadwal=${batch().id}`);
    const panel = await screen.findByRole("region", { name: `Sertifikat ${batchName()}` });
    expect(await within(panel).findByText(/2 peserta berstatus Selesai belum memiliki sertifikat\./)).toBeInTheDocument();
    await user.click(within(panel).getByRole("button", { name: "Terbitkan Sertifikat" }));
    const ask = await screen.findByRole("alertdialog", { name: "Terbitkan Sertifikat" });
    expect(ask).toHaveTextContent(`2 sertifikat akan diterbitkan untuk peserta ${batchName()} yang berstatus Selesai`);
    await user.click(within(ask).getByRole("button", { name: "Terbitkan 2 Sertifikat" }));
    expect(await within(panel).findByText("2 sertifikat diterbitkan: 002/TIK/BLK-BNA/2026 s.d. 003/TIK/BLK-BNA/2026.")).toBeInTheDocument();
    expect(await within(panel).findByText("2 sertifikat ditandatangani.")).toBeInTheDocument();
    expect(issued).toEqual([{ p_schedule_id: batch().id }]);
    expect(signed).toEqual([{ schedule_id: batch().id }]);
    await waitFor(() => expect(rows().map((row) => cells(row)[6])).toEqual(["Sudah", "Sudah", "Sudah"]));
    expect(within(panel).getByRole("button", { name: "Terbitkan Sertifikat" })).toBeDisabled();
    expect(within(panel).queryByRole("button", { name: "Tandatangani" })).not.toBeInTheDocument();
  });

  it("says when signing failed: the certificates stay issued, and 'Tandatangani' signs them later", async () => {
    const user = userEvent.setup();
    setTable("registrations", [makeRegistration(1, { status: "selesai" })]);
    setTable("certificates", []);
    rpc("issue_certificates", () => {
      db.certificates.push(certificate(1, 1, { signed_at: null, qr_token: null, credential: null, kid: null }));
      return HttpResponse.json({ schedule_id: batch().id, issued: [{ id: 1, public_id: db.certificates[0].public_id, number: "001/TIK/BLK-BNA/2026", code: "TIK-AAAA-0001" }], already: 0, skipped: [] });
    });
    let fail = true;
    server.use(
      http.post(SIGN_URL, () => {
        if (fail) return HttpResponse.json({ code: "misconfigured", message: "Kunci penandatanganan sertifikat belum dikonfigurasi." }, { status: 500 });
        db.certificates[0].signed_at = "2026-11-28T03:00:00Z";
        return HttpResponse.json({ signed: 1, kid: "abcdefgh12345678" });
      }),
    );
    renderAdmin(`${paths.admin.certificates.getHref()}?jadwal=${batch().id}`);
    await user.click(await screen.findByRole("button", { name: "Terbitkan Sertifikat" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Terbitkan 1 Sertifikat" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      'Penandatanganan gagal: Kunci penandatanganan sertifikat belum dikonfigurasi. Sertifikat tetap terbit dan tercatat; tekan "Tandatangani" untuk mencoba lagi.',
    );
    expect(await screen.findByText("1 sertifikat berlaku belum ditandatangani: belum dapat dicetak atau diverifikasi.")).toBeInTheDocument();
    await waitFor(() => expect(rows().map((row) => cells(row).slice(0, 2))).toEqual([["001/TIK/BLK-BNA/2026", "Pendaftar 1"]]));
    expect(cells(rows()[0])[6]).toBe("Belum");
    // an unsigned certificate has no QR code yet: the batch is printed once every valid one is signed
    expect(screen.getByRole("button", { name: "Cetak Sertifikat (PDF)" })).toBeDisabled();

    fail = false;
    await user.click(screen.getByRole("button", { name: "Tandatangani" }));
    expect(await screen.findByText("1 sertifikat ditandatangani.")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await waitFor(() => expect(cells(rows()[0])[6]).toBe("Sudah"));
    expect(screen.getByRole("button", { name: "Cetak Sertifikat (PDF)" })).toBeEnabled();
  });

  it("revokes with a required reason", async () => {
    const user = userEvent.setup();
    setTable("registrations", [makeRegistration(1, { status: "selesai" })]);
    setTable("certificates", [certificate(1, 1)]);
    const calls = rpc("revoke_certificate", (body) => {
      Object.assign(db.certificates[0], { revoked_at: "2026-11-28T03:00:00Z", revoked_reason: body.p_reason });
      return HttpResponse.json({ id: 1, status: "dicabut", number: "001/TIK/BLK-BNA/2026", issued_on: "2026-11-20", revoked_on: "2026-11-28", revoked_reason: body.p_reason, replaced_by: null, units: [], signatory: {} });
    });
    renderAdmin(paths.admin.certificates.getHref());
    await pickRowAction(user, "001/TIK/BLK-BNA/2026", "Cabut");
    const dialog = await findDialog("Cabut Sertifikat");
    expect(dialog).toHaveTextContent("Sertifikat 001/TIK/BLK-BNA/2026 atas nama Pendaftar 1 tidak berlaku lagi");
    await user.type(within(dialog).getByLabelText("Alasan pencabutan"), "abc");
    await user.click(within(dialog).getByRole("button", { name: "Cabut Sertifikat" }));
    expect(await within(dialog).findByText("Tuliskan alasannya (minimal 5 karakter).")).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.type(within(dialog).getByLabelText("Alasan pencabutan"), " - data kelulusan keliru");
    await user.click(within(dialog).getByRole("button", { name: "Cabut Sertifikat" }));
    await expectToast("Sertifikat dicabut.");
    await expectDialogClosed("Cabut Sertifikat");
    expect(calls).toEqual([{ p_id: 1, p_reason: "abc - data kelulusan keliru" }]);
    await waitFor(() => expect(cells(rows()[0])[5]).toBe("DicabutAlasan: abc - data kelulusan keliru"));
  });

  it("reissues with a reason and shows which old number became which new, and what changed", async () => {
    const user = userEvent.setup();
    setTable("registrations", [makeRegistration(1, { status: "selesai" })]);
    setTable("certificates", [certificate(1, 1, { full_name: "Pendaftar Satu" })]);
    const calls = rpc("reissue_certificate", () => {
      db.certificates[0].revoked_at = "2026-11-28T03:00:00Z";
      db.certificates[0].revoked_reason = "Nama salah ketik";
      db.certificates.push(certificate(7, 1, { replaces: 1, issued_on: "2026-11-28", signed_at: null, qr_token: null, credential: null, kid: null }));
      db.certificates[0].replaced_by = 7;
      return HttpResponse.json({
        old: { id: 1, number: "001/TIK/BLK-BNA/2026" },
        new: { id: 7, public_id: db.certificates[1].public_id, number: "007/TIK/BLK-BNA/2026" },
        changed: [{ field: "full_name", from: "Pendaftar Satu", to: "Pendaftar 1" }],
      });
    });
    // the corrected certificate is signed at once
    const signed: unknown[] = [];
    server.use(
      http.post(SIGN_URL, async ({ request }) => {
        signed.push(await request.json());
        db.certificates[1].signed_at = "2026-11-28T03:00:01Z";
        return HttpResponse.json({ signed: 1, kid: "abcdefgh12345678" });
      }),
    );
    renderAdmin(paths.admin.certificates.getHref());
    await pickRowAction(user, "001/TIK/BLK-BNA/2026", "Terbitkan Ulang");
    const dialog = await findDialog("Terbitkan Ulang Sertifikat");
    await user.click(within(dialog).getByRole("button", { name: "Terbitkan Ulang" }));
    expect(await within(dialog).findByText("Tuliskan alasannya (minimal 5 karakter).")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Alasan penerbitan ulang"), "Nama salah ketik");
    await user.click(within(dialog).getByRole("button", { name: "Terbitkan Ulang" }));
    await expectToast("Sertifikat pengganti diterbitkan.");
    expect(calls).toEqual([{ p_id: 1, p_reason: "Nama salah ketik" }]);
    const summary = await screen.findByRole("region", { name: "Hasil penerbitan ulang" });
    expect(summary).toHaveTextContent("Sertifikat 001/TIK/BLK-BNA/2026 diganti dengan 007/TIK/BLK-BNA/2026.");
    expect(summary).toHaveTextContent("Nama: Pendaftar Satu → Pendaftar 1");
    await waitFor(() => expect(summary).toHaveTextContent("Sertifikat 007/TIK/BLK-BNA/2026 ditandatangani."));
    expect(signed).toEqual([{ schedule_id: batch().id }]);
    await waitFor(() => expect(cells(rows()[0])[5]).toBe("DigantiDiganti dengan 007/TIK/BLK-BNA/2026"));
    await waitFor(() => expect(cells(rows()[1])[6]).toBe("Sudah"));
    // a replaced certificate cannot be revoked or reissued again
    await user.click(screen.getAllByRole("button", { name: "Aksi untuk 001/TIK/BLK-BNA/2026" })[0]);
    expect(await screen.findByRole("menuitem", { name: "Cabut" })).toHaveAttribute("aria-disabled", "true");
  });

  it("checks the settings: the pattern's placeholders with a live example, an 18-digit NIP; saves them", async () => {
    const user = userEvent.setup();
    setTable("certificates", []);
    renderAdmin(paths.admin.certificates.getHref());
    await user.click(await screen.findByRole("button", { name: "Pengaturan Sertifikat" }));
    const dialog = await findDialog("Pengaturan Sertifikat");
    const pattern = within(dialog).getByLabelText("Pola nomor");
    await waitFor(() => expect(pattern).toHaveValue("{urut}/TIK/BLK-BNA/{tahun}"));
    const year = new Date().getFullYear();
    expect(within(dialog).getByTestId("number-example")).toHaveTextContent(`001/TIK/BLK-BNA/${year}`);
    await user.clear(pattern);
    await user.type(pattern, "SRT/{{urut}/{{nomor}");
    expect(within(dialog).getByTestId("number-example")).toHaveTextContent("SRT/001/{nomor}");
    await user.type(within(dialog).getByLabelText("Nama penanda tangan"), "Ir. Teuku Ahmad");
    await user.type(within(dialog).getByLabelText("Jabatan penanda tangan"), "Kepala UPTD BLK Banda Aceh");
    await user.type(within(dialog).getByLabelText("NIP penanda tangan"), "19700101200003100");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    expect(await within(dialog).findByText("Pola nomor harus memuat {tahun} (tahun terbit).")).toBeInTheDocument();
    expect(within(dialog).getByText("NIP terdiri dari 18 angka.")).toBeInTheDocument();
    await user.clear(pattern);
    await user.type(pattern, "{{urut}/{{nomor}/{{tahun}");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    expect(await within(dialog).findByText("Hanya {urut} dan {tahun} yang boleh ditulis di antara kurung kurawal.")).toBeInTheDocument();
    expect(db.certificate_settings[0].signatory_nip).toBeNull();

    await user.clear(pattern);
    await user.type(pattern, "{{urut}/SRT-TIK/{{tahun}");
    expect(within(dialog).getByTestId("number-example")).toHaveTextContent(`001/SRT-TIK/${year}`);
    await user.type(within(dialog).getByLabelText("NIP penanda tangan"), "1");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Pengaturan sertifikat disimpan.");
    expect(db.certificate_settings[0]).toMatchObject({
      number_pattern: "{urut}/SRT-TIK/{tahun}",
      signatory_name: "Ir. Teuku Ahmad",
      signatory_position: "Kepala UPTD BLK Banda Aceh",
      signatory_nip: "197001012000031001",
      issue_place: "Banda Aceh",
    });
  });

  it("exports the batch's register as .xlsx; the database records the export", async () => {
    const user = userEvent.setup();
    setTable("registrations", [makeRegistration(1, { status: "selesai" })]);
    setTable("certificates", [certificate(1, 1)]);
    const files = captureDownloads();
    const calls = rpc("export_certificates", () =>
      HttpResponse.json({
        schedule_id: batch().id,
        exported_at: "2026-11-28T03:00:00Z",
        rows: [
          {
            number: "001/TIK/BLK-BNA/2026", status: "sah", full_name: "Pendaftar 1", birth_place: "Banda Aceh", birth_date: "2000-02-03",
            program: batch().program, batch: batch().batch, jp: 120, period_start: "2026-10-05", period_end: "2026-11-13", result: "Kompeten",
            issued_place: "Banda Aceh", issued_on: "2026-11-20", signatory_name: "Ir. Teuku Ahmad", signed: true, revoked_at: null,
            revoked_reason: null, replaced_by: null, registration_code: "TIK-AAAA-0001",
          },
        ],
      }),
    );
    renderAdmin(`${paths.admin.certificates.getHref()}?jadwal=${batch().id}`);
    await screen.findByText("001/TIK/BLK-BNA/2026");
    await user.click(screen.getByRole("button", { name: "Ekspor" }));
    await expectToast("Register sertifikat diekspor. Ekspor ini tercatat di Aktivitas Keamanan.");
    expect(calls).toEqual([{ p_schedule_id: batch().id }]);
    expect(files).toHaveLength(1);
    expect(files[0].name).toMatch(/^sertifikat-.+-2026-11-28\.xlsx$/);
    expect(files[0].name).not.toContain("pendaftar-1");
    expect(files[0].blob.size).toBeGreaterThan(1000);

    // the database's refusal (nothing issued) is shown; nothing is downloaded
    rpc("export_certificates", () => HttpResponse.json({ code: "PT404", message: "Belum ada sertifikat yang diterbitkan.", details: null, hint: null }, { status: 404 }));
    await user.click(screen.getByRole("button", { name: "Ekspor" }));
    await expectToast("Gagal mengekspor register sertifikat.", "destructive");
    expect(screen.getByText("Belum ada sertifikat yang diterbitkan.")).toBeInTheDocument();
    expect(files).toHaveLength(1);
  });
});
