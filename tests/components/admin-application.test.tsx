/**
 * One application in the panel (docs/selection.md): its four states, every field with the NIK masked until
 * "Tampilkan NIK", the documents opened through the function document-url and reviewed (a reason required for "Perlu
 * perbaikan"), the timeline in words, and "Ubah Status". The functions are answered per test; their rules are the
 * database's (tests/integration/selection.test.ts).
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { expectToast, findDialog, renderAdmin } from "./admin-helpers";
import { REST_URL, STORAGE_URL, SUPABASE_URL } from "../msw/config";
import { ADMIN_EMAIL, USER_ID, complete, db, findUser, setTable } from "../msw/db";
import { failAlways, setDelay } from "../msw/handlers";
import { server } from "../msw/server";
import { paths } from "@/config/paths";
import { formatJakartaDateTime } from "@/lib/dates";

const NIK = "1171010302000017";

function seed(values: Partial<(typeof db.registrations)[number]> = {}) {
  setTable("registrations", [
    complete("registrations", {
      id: 7,
      code: "TIK-BBBB-0007",
      schedule_id: db.schedules[0].id,
      status: "diterima",
      full_name: "Cut Meutia Uji",
      nik: NIK,
      nik_last4: "0017",
      birth_place: "Banda Aceh",
      birth_date: "2000-02-03",
      gender: "P",
      address: "Jl. Uji No. 7",
      regency: "Kota Banda Aceh",
      whatsapp: "6281234567890",
      education: "D3",
      employment: "Bekerja",
      motivation: "Ingin naik jabatan.",
      submitted_at: "2026-11-20T02:00:00Z",
      upload_folder: "f0f0f0f0-0000-4000-8000-000000000007",
      idempotency_key: crypto.randomUUID(),
      lookup_hash: "x",
      consent_version: "2026-11-25",
      consent_at: "2026-11-20T02:00:00Z",
      ...values,
    }),
  ]);
  setTable("registration_documents", [
    complete("registration_documents", { registration_id: 7, kind: "ijazah", object_name: "f0f0f0f0-0000-4000-8000-000000000007/ijazah-1.pdf", mime_type: "application/pdf", size_bytes: 200_000 }),
    complete("registration_documents", { registration_id: 7, kind: "ktp", object_name: "f0f0f0f0-0000-4000-8000-000000000007/ktp-1.jpg", mime_type: "image/jpeg", size_bytes: 1_572_864, review_status: "sesuai", reviewed_at: "2026-11-21T03:00:00Z" }),
  ]);
  setTable("registration_events", [
    complete("registration_events", { id: 1, registration_id: 7, at: "2026-11-20T02:00:00Z", kind: "submitted", to_status: "diterima", details: {} }),
    complete("registration_events", { id: 2, registration_id: 7, at: "2026-11-21T03:00:00Z", kind: "document_reviewed", actor_email: ADMIN_EMAIL, details: { document: "ktp", verdict: "sesuai" } }),
    complete("registration_events", { id: 3, registration_id: 7, at: "2026-11-21T04:00:00Z", kind: "status_changed", actor_email: ADMIN_EMAIL, from_status: "diterima", to_status: "perlu_perbaikan", details: { message: "Kirim ulang ijazah." } }),
  ]);
}

const href = paths.admin.application.getHref(7);

describe(paths.admin.application.path, () => {
  it("says when the applicant uploaded no document", async () => {
    seed();
    setTable("registration_documents", []);
    renderAdmin(href);
    const documents = await screen.findByRole("region", { name: "Dokumen" });
    expect(await within(documents).findByText("Pendaftar ini tidak mengunggah dokumen.")).toBeInTheDocument();
  });

  it("shows every field, the NIK masked, the documents in the form's order and the timeline newest first", async () => {
    seed();
    renderAdmin(href);
    expect(await screen.findByRole("heading", { level: 1, name: "Detail Pendaftar" })).toBeInTheDocument();
    expect(await screen.findByText("Cut Meutia Uji", { selector: "p" })).toBeInTheDocument();
    const facts = screen.getByRole("region", { name: "Data Pendaftar" });
    for (const text of ["•••• •••• •••• 0017", "Tempat LahirBanda Aceh", "Tanggal Lahir3 Feb 2000", "Perempuan", "Jl. Uji No. 7", "Nomor WhatsApp0812-3456-7890", "D3", "Bekerja", "Ingin naik jabatan."]) {
      expect(facts).toHaveTextContent(text);
    }
    expect(document.body.textContent).not.toContain(NIK);
    expect(facts).not.toHaveTextContent("6281234567890");
    expect(document.title).not.toContain("Cut Meutia");

    const documents = screen.getByRole("region", { name: "Dokumen" });
    expect(within(documents).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^KTPSesuaiGambar · 1,5 MB · diperiksa /),
      expect.stringMatching(/^Ijazah TerakhirBelum diperiksaPDF · 195 KB/),
    ]);

    const timeline = screen.getByRole("region", { name: "Riwayat Pendaftaran" });
    expect(within(timeline).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      `Status Baru → Perlu Perbaikan${formatJakartaDateTime("2026-11-21T04:00:00Z")} · ${ADMIN_EMAIL}Pesan: Kirim ulang ijazah.`,
      `Dokumen KTP ditandai Sesuai${formatJakartaDateTime("2026-11-21T03:00:00Z")} · ${ADMIN_EMAIL}`,
      `Pendaftaran dikirim${formatJakartaDateTime("2026-11-20T02:00:00Z")} · Pendaftar`,
    ]);
  });

  it("shows placeholders while loading", async () => {
    seed();
    setDelay("registrations", "select", "infinite");
    const first = renderAdmin(href);
    expect(await screen.findByLabelText("Memuat data pendaftar")).toBeInTheDocument();
    first.unmount();
  });

  it("shows the error card when the application cannot be loaded", async () => {
    seed();
    failAlways("registration_events", "select");
    renderAdmin(href);
    expect(await screen.findByText("Gagal memuat data pendaftar.")).toBeInTheDocument();
  });

  it("says when there is no such application", async () => {
    seed();
    renderAdmin(paths.admin.application.getHref(999));
    expect(await screen.findByRole("heading", { level: 1, name: "Pendaftar Tidak Ditemukan" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Kembali ke Pendaftar" })).toHaveAttribute("href", paths.admin.applications.getHref());
  });

  it("'Tampilkan NIK' asks the database (which records it) and 'Sembunyikan' masks it again", async () => {
    const user = userEvent.setup();
    seed();
    const calls: unknown[] = [];
    server.use(
      http.post(`${REST_URL}/rpc/reveal_registration_nik`, async ({ request }) => {
        calls.push(await request.json());
        return HttpResponse.json(NIK);
      }),
    );
    renderAdmin(href);
    const facts = await screen.findByRole("region", { name: "Data Pendaftar" });
    await user.click(await within(facts).findByRole("button", { name: "Tampilkan NIK" }));
    expect(await within(facts).findByText(NIK)).toBeInTheDocument();
    expect(within(facts).getByText("Tercatat di riwayat pendaftaran.")).toBeInTheDocument();
    expect(calls).toEqual([{ p_id: 7 }]);
    await user.click(within(facts).getByRole("button", { name: "Sembunyikan" }));
    expect(within(facts).queryByText(NIK)).not.toBeInTheDocument();
  });

  it("a refused 'Tampilkan NIK' says why", async () => {
    const user = userEvent.setup();
    seed();
    server.use(
      http.post(`${REST_URL}/rpc/reveal_registration_nik`, () =>
        HttpResponse.json({ code: "PT410", message: "Data pribadi pendaftar ini sudah dihapus.", details: null, hint: null }, { status: 410 }),
      ),
    );
    renderAdmin(href);
    await user.click(await screen.findByRole("button", { name: "Tampilkan NIK" }));
    await expectToast("Gagal menampilkan NIK.", "destructive");
    expect(screen.getByText("Data pribadi pendaftar ini sudah dihapus.")).toBeInTheDocument();
  });

  it("opens a document through the function document-url, inside the panel, and reads the timeline again", async () => {
    const user = userEvent.setup();
    seed();
    const asked: unknown[] = [];
    server.use(
      http.post(`${SUPABASE_URL}/functions/v1/document-url`, async ({ request }) => {
        asked.push({ body: await request.json(), authorization: request.headers.get("authorization")?.startsWith("Bearer ") });
        return HttpResponse.json({ signedURL: "/object/sign/registration-documents/f0f0f0f0-0000-4000-8000-000000000007/ktp-1.jpg?token=abc", expiresIn: 120 });
      }),
    );
    let eventReads = 0;
    const count = ({ request }: { request: Request }) => {
      if (request.url.startsWith(`${REST_URL}/registration_events`)) eventReads++;
    };
    server.events.on("request:start", count);
    renderAdmin(href);
    const view = await screen.findByRole("button", { name: "Lihat KTP" });
    await waitFor(() => expect(eventReads).toBeGreaterThan(0));
    const readsBefore = eventReads;
    await user.click(view);
    const viewer = await findDialog("KTP · Cut Meutia Uji");
    expect(within(viewer).getByRole("img", { name: "KTP Cut Meutia Uji" })).toHaveAttribute(
      "src",
      `${STORAGE_URL}/object/sign/registration-documents/f0f0f0f0-0000-4000-8000-000000000007/ktp-1.jpg?token=abc`,
    );
    expect(viewer).toHaveTextContent("Tautan dokumen ini hanya berlaku 2 menit; jangan dibagikan. Setiap pembukaan dokumen tercatat di riwayat pendaftaran.");
    expect(asked).toEqual([{ body: { registration_id: 7, kind: "ktp" }, authorization: true }]);
    // the opening is on the timeline: the application was read again
    await waitFor(() => expect(eventReads).toBeGreaterThan(readsBefore));
    server.events.removeListener("request:start", count);
  });

  it("a document that cannot be opened says why", async () => {
    const user = userEvent.setup();
    seed();
    server.use(
      http.post(`${SUPABASE_URL}/functions/v1/document-url`, () =>
        HttpResponse.json({ code: "PT410", message: "Data pribadi pendaftar ini sudah dihapus." }, { status: 410 }),
      ),
    );
    renderAdmin(href);
    await user.click(await screen.findByRole("button", { name: "Lihat Ijazah Terakhir" }));
    await expectToast("Gagal membuka Ijazah Terakhir.", "destructive");
    expect(screen.getByText("Data pribadi pendaftar ini sudah dihapus.")).toBeInTheDocument();
  });

  it("a document whose link cannot be fetched asks to reload", async () => {
    const user = userEvent.setup();
    seed();
    server.use(http.post(`${SUPABASE_URL}/functions/v1/document-url`, () => HttpResponse.error()));
    renderAdmin(href);
    await user.click(await screen.findByRole("button", { name: "Lihat Ijazah Terakhir" }));
    await expectToast("Gagal membuka Ijazah Terakhir.", "destructive");
    expect(screen.getByText("Dokumen tidak dapat dibuka. Muat ulang halaman lalu coba lagi.")).toBeInTheDocument();
  });

  it("marks a document Sesuai, or Perlu perbaikan only with a reason", async () => {
    const user = userEvent.setup();
    seed();
    const calls: unknown[] = [];
    server.use(
      http.post(`${REST_URL}/rpc/review_registration_document`, async ({ request }) => {
        calls.push(await request.json());
        return HttpResponse.json({});
      }),
    );
    renderAdmin(href);
    expect(await screen.findByRole("button", { name: "Tandai KTP sesuai" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Tandai Ijazah Terakhir sesuai" }));
    await expectToast("Ijazah Terakhir ditandai Sesuai.");

    await user.click(screen.getByRole("button", { name: "Tandai Ijazah Terakhir perlu perbaikan" }));
    const dialog = await findDialog("Ijazah Terakhir Perlu Perbaikan");
    await user.click(within(dialog).getByRole("button", { name: "Tandai Perlu Perbaikan" }));
    expect(await within(dialog).findByText("Tuliskan apa yang perlu diperbaiki.")).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(within(dialog).getByLabelText("Apa yang perlu diperbaiki?")).toHaveAttribute("maxLength", "500");
    await user.type(within(dialog).getByLabelText("Apa yang perlu diperbaiki?"), "Nilai tidak terbaca.");
    await user.click(within(dialog).getByRole("button", { name: "Tandai Perlu Perbaikan" }));
    await expectToast("Ijazah Terakhir ditandai Perlu perbaikan.");
    expect(calls).toEqual([
      { p_registration_id: 7, p_kind: "ijazah", p_verdict: "sesuai" },
      { p_registration_id: 7, p_kind: "ijazah", p_verdict: "perlu_perbaikan", p_reason: "Nilai tidak terbaca." },
    ]);
  });

  it("an erased application says so; Ubah Status is off where no change is possible", async () => {
    seed({ status: "mengundurkan_diri", full_name: null, nik: null, nik_last4: null, birth_place: null, birth_date: null, erased_at: "2026-11-22T01:00:00Z" });
    renderAdmin(href);
    expect(await screen.findByText(/Data pribadi pendaftar ini sudah dihapus pada/)).toBeInTheDocument();
    expect(screen.getByText("(data pribadi dihapus)", { selector: "p" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Ubah Status" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Tampilkan NIK" })).not.toBeInTheDocument();
  });

  it("is for admins and super admins", async () => {
    seed();
    findUser(USER_ID)!.member_role = "operator";
    renderAdmin(href, "user");
    expect(await screen.findByText("Khusus Admin")).toBeInTheDocument();
    expect(screen.queryByText("Cut Meutia Uji")).not.toBeInTheDocument();
  });
});

describe("Hak Pendaftar", () => {
  function captureDownloads() {
    const files: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob as Blob);
      return url;
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      files.push({ name: this.download, blob: blobs.get(this.href)! });
    });
    return files;
  }

  it("downloads everything held about the applicant as a readable text file", async () => {
    const user = userEvent.setup();
    seed();
    const files = captureDownloads();
    server.use(
      http.post(`${REST_URL}/rpc/applicant_data`, () =>
        HttpResponse.json({
          generated_at: "2026-11-26T03:00:00Z",
          application: { ...db.registrations[0], guardian_consent: false },
          schedule: { program: "Desain Grafis Muda", batch: "Batch 2", start_date: "2027-01-04", end_date: "2027-02-26" },
          documents: [{ kind: "ktp", mime_type: "image/jpeg", size_bytes: 204_800, review_status: "sesuai", review_reason: null, reviewed_at: "2026-11-21T03:00:00Z" }],
          timeline: [{ at: "2026-11-20T02:00:00Z", kind: "submitted", actor_email: null, from_status: null, to_status: "diterima", details: {} }],
        }),
      ),
    );
    renderAdmin(href);
    const rights = await screen.findByRole("region", { name: "Hak Pendaftar" });
    await user.click(within(rights).getByRole("button", { name: "Unduh Seluruh Data" }));
    await expectToast("Seluruh data pendaftar diunduh. Unduhan ini tercatat di Aktivitas Keamanan.");
    expect(files.map((f) => f.name)).toEqual(["data-pendaftar-TIK-BBBB-0007.txt"]);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(files[0].blob);
    });
    for (const line of ["DATA PRIBADI PENDAFTAR", "Kode Pendaftaran: TIK-BBBB-0007", `NIK: ${NIK}`, "Nama Lengkap: Cut Meutia Uji", "Jenis Kelamin: Perempuan", "- KTP, gambar, 200 KB: Sesuai", "Pendaftaran dikirim (Pendaftar)"]) {
      expect(text).toContain(line);
    }
  });

  it("erases the personal data after a confirmation that says what stays", async () => {
    const user = userEvent.setup();
    seed();
    const calls: unknown[] = [];
    server.use(
      http.post(`${REST_URL}/rpc/erase_applicant_data`, async ({ request }) => {
        calls.push(await request.json());
        return HttpResponse.json({ id: 7, code: "TIK-BBBB-0007", erased_at: "2026-11-26T03:00:00Z" });
      }),
    );
    renderAdmin(href);
    const rights = await screen.findByRole("region", { name: "Hak Pendaftar" });
    await user.click(within(rights).getByRole("button", { name: "Hapus Data Pribadi" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Hapus data pribadi?" });
    expect(confirm).toHaveTextContent("Nama, NIK, kontak, data diri dan dokumen Cut Meutia Uji (TIK-BBBB-0007) dihapus permanen. Kode, status dan riwayat pendaftaran tetap tersimpan.");
    await user.click(within(confirm).getByRole("button", { name: "Ya, Hapus Data" }));
    await expectToast("Data pribadi pendaftar dihapus.");
    expect(calls).toEqual([{ p_id: 7 }]);
  });

  it("a refused erasure says why; an erased application cannot be erased again", async () => {
    const user = userEvent.setup();
    seed();
    server.use(
      http.post(`${REST_URL}/rpc/erase_applicant_data`, () =>
        HttpResponse.json({ code: "42501", message: "Hanya admin dan super admin yang dapat mengelola pendaftar.", details: null, hint: null }, { status: 403 }),
      ),
    );
    const first = renderAdmin(href);
    await user.click(await screen.findByRole("button", { name: "Hapus Data Pribadi" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Ya, Hapus Data" }));
    await expectToast("Gagal menghapus data pribadi pendaftar.", "destructive");
    expect(screen.getByText("Hanya admin dan super admin yang dapat mengelola pendaftar.")).toBeInTheDocument();
    first.unmount();

    seed({ full_name: null, nik: null, nik_last4: null, erased_at: "2026-11-22T01:00:00Z" });
    renderAdmin(href);
    expect(await screen.findByRole("button", { name: "Hapus Data Pribadi" })).toBeDisabled();
  });
});
