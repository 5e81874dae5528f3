/**
 * "Pengaduan" (docs/complaints.md, "The panel"): the queue from complaint_queue in its own order (overdue first), the
 * status filter kept in the URL's ?status=, the sender as "Anonim" or with the contact; "Buka" shows the whole message,
 * opens the attachment through complaint-attachment-url in a new tab, answers with answer_complaint and moves the
 * status with complaint_transition (the database's refusal verbatim); operators see "Khusus Admin" and nothing is asked.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { expectToast, expectDialogClosed, findDialog, pickRowAction, renderAdmin } from "./admin-helpers";
import { REST_URL, STORAGE_URL, SUPABASE_URL } from "../msw/config";
import { USER_ID, findUser } from "../msw/db";
import { server } from "../msw/server";
import { paths } from "@/config/paths";
import type { ComplaintRow } from "@/features/complaints-admin/api/complaints";

const PATH = paths.admin.complaints.getHref();
const LONG = `Antrean di loket pendaftaran sangat panjang dan tidak ada nomor antrean. ${"Petugas hanya satu orang pada jam sibuk. ".repeat(4)}Mohon ditambah.`;

const row = (values: Partial<ComplaintRow> & Pick<ComplaintRow, "id">): ComplaintRow => ({
  category: "pelayanan",
  message: "Pesan pengaduan yang cukup panjang untuk diterima.",
  anonymous: true,
  contact_name: null,
  contact_phone: null,
  contact_email: null,
  status: "diterima",
  answer: null,
  answered_at: null,
  answered_by_email: null,
  received_at: "2026-11-20T03:00:00Z",
  status_changed_at: "2026-11-20T03:00:00Z",
  due_on: "2026-11-27",
  overdue: false,
  has_attachment: false,
  attachment_type: null,
  ...values,
});

// The function's order: overdue first, then oldest received first.
const QUEUE: ComplaintRow[] = [
  row({ id: 4, category: "sarana", message: LONG, overdue: true, has_attachment: true, attachment_type: "image/jpeg" }),
  row({
    id: 7,
    category: "pendaftaran",
    anonymous: false,
    contact_name: "Cut Nyak Uji",
    contact_phone: "6281234567890",
    contact_email: "cut@example.com",
    status: "diproses",
    received_at: "2026-11-25T02:30:00Z",
    due_on: "2026-12-02",
  }),
  row({
    id: 9,
    status: "selesai",
    answer: "Loket kedua sudah dibuka.",
    answered_at: "2026-11-26T04:00:00Z",
    answered_by_email: "admin@blk.example",
    received_at: "2026-11-26T01:00:00Z",
    due_on: "2026-12-03",
  }),
];

/** Serves the queue (filtered as the function does), recording each call's arguments. */
function serve(rows = QUEUE) {
  const asked: unknown[] = [];
  server.use(
    http.post(`${REST_URL}/rpc/complaint_queue`, async ({ request }) => {
      const args = (await request.json()) as { p_status?: string };
      asked.push(args);
      return HttpResponse.json(args.p_status ? rows.filter((r) => r.status === args.p_status) : rows);
    }),
    http.get(`${REST_URL}/complaint_settings`, () => HttpResponse.json({ response_working_days: 5 })),
  );
  return asked;
}

const bodyRows = () => within(screen.getByRole("table")).getAllByRole("row").slice(1);
const cellTexts = (r: HTMLElement) => within(r).getAllByRole("cell").slice(0, -1).map((c) => c.textContent);

describe(paths.admin.complaints.path, () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-28T05:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("lists the queue in the function's order: received, category, message, sender, status and due date", async () => {
    const asked = serve();
    renderAdmin(PATH);
    expect(await screen.findByRole("heading", { level: 1, name: "Pengaduan" })).toBeInTheDocument();
    await screen.findByText("Cut Nyak Uji");
    const rows = bodyRows();
    expect(rows).toHaveLength(3);
    const first = cellTexts(rows[0]);
    expect(first[0]).toBe("20 November 2026 pukul 10.00 WIB8 hari lalu");
    expect(first[1]).toBe("Sarana dan Prasarana");
    expect(first[2]!.length).toBeLessThanOrEqual(121);
    expect(first[2]).toMatch(/^Antrean di loket pendaftaran sangat panjang.*…$/);
    expect(first.slice(3)).toEqual(["Anonim", "Diterima", "27 Nov 2026Terlambat"]);
    expect(cellTexts(rows[1])).toEqual([
      "25 November 2026 pukul 09.30 WIB3 hari lalu",
      "Pendaftaran",
      "Pesan pengaduan yang cukup panjang untuk diterima.",
      "Cut Nyak Uji0812-3456-7890cut@example.com",
      "Diproses",
      "2 Des 2026",
    ]);
    expect(cellTexts(rows[2]).slice(4)).toEqual(["Selesai", "3 Des 2026Dijawab"]);
    expect(asked).toEqual([{}]);
  });

  it("says so for a complaint erased after the retention: no message, no contact", async () => {
    serve([row({ id: 11, message: null, anonymous: false, contact_name: null, status: "selesai", answer: "Sudah ditangani.", answered_at: "2025-10-01T02:00:00Z" })]);
    const { user } = renderAdmin(PATH);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(cellTexts(bodyRows()[0]).slice(2, 4)).toEqual(["Dihapus setelah masa simpan berakhir.", "Dihapus"]);
    await pickRowAction(user, "pengaduan 11", "Buka");
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Dihapus setelah masa simpan berakhir.");
    // the database refuses every change of an erased complaint: the dialog offers none
    expect(dialog).toHaveTextContent("Pengaduan ini sudah ditutup dan isinya dihapus: status dan tanggapannya tidak dapat diubah lagi.");
    expect(within(dialog).queryByRole("button", { name: "Buka Kembali" })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Kirim Tanggapan" })).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText("Tanggapan")).not.toBeInTheDocument();
    // the footer's Tutup (the corner's close button has the same accessible name)
    const footerClose = within(dialog).getAllByRole("button", { name: "Tutup" }).find((button) => button.textContent === "Tutup");
    await user.click(footerClose!);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("filters by status, kept in the URL's ?status=", async () => {
    const asked = serve();
    const { user, router } = renderAdmin(`${PATH}?status=selesai`);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(asked).toEqual([{ p_status: "selesai" }]);
    await user.click(screen.getByRole("combobox", { name: "Status" }));
    await user.click(await screen.findByRole("option", { name: "Diproses" }));
    await waitFor(() => expect(router.state.location.search).toBe("?status=diproses"));
    await screen.findByText("Cut Nyak Uji");
    expect(asked).toContainEqual({ p_status: "diproses" });
    await user.click(screen.getByRole("combobox", { name: "Status" }));
    await user.click(await screen.findByRole("option", { name: "Semua" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
  });

  it("shows the database's refusal when the queue cannot be read", async () => {
    server.use(
      http.post(`${REST_URL}/rpc/complaint_queue`, () =>
        HttpResponse.json({ code: "42501", message: "Masukkan kode verifikasi dua langkah terlebih dahulu.", details: null, hint: null }, { status: 403 }),
      ),
    );
    renderAdmin(PATH);
    expect(await screen.findByText("Gagal memuat pengaduan.")).toBeInTheDocument();
    expect(screen.getByText("Masukkan kode verifikasi dua langkah terlebih dahulu.")).toBeInTheDocument();
  });

  it("Buka shows the whole message and the contact with a WhatsApp link; answers and closes with answer_complaint", async () => {
    serve();
    const answers: unknown[] = [];
    server.use(
      http.post(`${REST_URL}/rpc/answer_complaint`, async ({ request }) => {
        answers.push(await request.json());
        return HttpResponse.json({ id: 7, status: "selesai" });
      }),
    );
    const { user } = renderAdmin(PATH);
    await screen.findByText("Cut Nyak Uji");
    await pickRowAction(user, "pengaduan 7", "Buka");
    const dialog = await findDialog("Pengaduan");
    expect(dialog).toHaveTextContent("Pesan pengaduan yang cukup panjang untuk diterima.");
    expect(within(dialog).getByRole("link", { name: /0812-3456-7890/ })).toHaveAttribute("href", expect.stringMatching(/^https:\/\/wa\.me\/6281234567890/));
    expect(within(dialog).getByRole("link", { name: "cut@example.com" })).toHaveAttribute("href", "mailto:cut@example.com");
    expect(dialog).toHaveTextContent("Belum ada tanggapan.");
    expect(within(dialog).queryByRole("button", { name: "Lihat Lampiran" })).not.toBeInTheDocument();
    // Diproses may only become Selesai
    expect(within(within(dialog).getByRole("group", { name: "Ubah status" })).getAllByRole("button").map((b) => b.textContent)).toEqual(["Tandai Selesai"]);

    await user.click(within(dialog).getByRole("button", { name: "Kirim Tanggapan" }));
    expect(await within(dialog).findByText("Jawaban wajib diisi, paling banyak 2.000 karakter.")).toBeInTheDocument();
    expect(answers).toHaveLength(0);
    await user.type(within(dialog).getByLabelText("Tanggapan"), "  Formulir sudah kami perbaiki.  ");
    await user.click(within(dialog).getByRole("checkbox", { name: "Tandai Selesai" }));
    await user.click(within(dialog).getByRole("button", { name: "Kirim Tanggapan" }));
    await expectToast("Tanggapan berhasil disimpan.");
    await expectDialogClosed("Pengaduan");
    expect(answers).toEqual([{ p_id: 7, p_answer: "Formulir sudah kami perbaiki.", p_close: true }]);
  });

  it("keeps the database's refusal of an answer in the dialog verbatim", async () => {
    serve();
    server.use(
      http.post(`${REST_URL}/rpc/answer_complaint`, () =>
        HttpResponse.json({ code: "PT404", message: "Pengaduan tidak ditemukan. Muat ulang halaman.", details: null, hint: null }, { status: 404 }),
      ),
    );
    const { user } = renderAdmin(PATH);
    await screen.findByText("Cut Nyak Uji");
    await pickRowAction(user, "pengaduan 7", "Buka");
    const dialog = await findDialog("Pengaduan");
    await user.type(within(dialog).getByLabelText("Tanggapan"), "Sudah kami tindak lanjuti.");
    await user.click(within(dialog).getByRole("button", { name: "Kirim Tanggapan" }));
    await expectToast("Gagal menyimpan tanggapan.", "destructive");
    expect(await within(dialog).findByText("Pengaduan tidak ditemukan. Muat ulang halaman.", { selector: "[role=alert]" })).toBeInTheDocument();
  });

  it("moves the status with complaint_transition: Tandai Diproses, Buka Kembali, and the rule's refusal verbatim", async () => {
    serve();
    const moves: unknown[] = [];
    let refuse = false;
    server.use(
      http.post(`${REST_URL}/rpc/complaint_transition`, async ({ request }) => {
        moves.push(await request.json());
        if (refuse) {
          const message = 'Status pengaduan tidak dapat diubah dari "Diterima" ke "Selesai".';
          return HttpResponse.json({ code: "PT409", message, details: null, hint: null }, { status: 409 });
        }
        return HttpResponse.json({ id: 4, status: "diproses" });
      }),
    );
    const { user } = renderAdmin(PATH);
    await screen.findByText("Cut Nyak Uji");
    await pickRowAction(user, "pengaduan 4", "Buka");
    let dialog = await findDialog("Pengaduan");
    expect(dialog).toHaveTextContent(LONG);
    expect(dialog).toHaveTextContent("Anonim: pengirim tidak meninggalkan kontak.");
    const group = within(dialog).getByRole("group", { name: "Ubah status" });
    expect(within(group).getAllByRole("button").map((b) => b.textContent)).toEqual(["Tandai Diproses", "Tandai Selesai"]);
    await user.click(within(group).getByRole("button", { name: "Tandai Diproses" }));
    await expectToast("Status pengaduan menjadi Diproses.");
    expect(moves).toEqual([{ p_id: 4, p_to_status: "diproses" }]);

    refuse = true;
    await user.click(within(group).getByRole("button", { name: "Tandai Selesai" }));
    await expectToast("Gagal mengubah status pengaduan.", "destructive");
    expect(
      await within(dialog).findByText('Status pengaduan tidak dapat diubah dari "Diterima" ke "Selesai".', { selector: "[role=alert]" }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Batal" }));
    await expectDialogClosed("Pengaduan");

    refuse = false;
    await pickRowAction(user, "pengaduan 9", "Buka");
    dialog = await findDialog("Pengaduan");
    expect(dialog).toHaveTextContent("Loket kedua sudah dibuka.");
    expect(dialog).toHaveTextContent("oleh admin@blk.example");
    expect(within(dialog).getByLabelText("Tanggapan")).toHaveValue("Loket kedua sudah dibuka.");
    await user.click(within(dialog).getByRole("button", { name: "Buka Kembali" }));
    await expectToast("Status pengaduan menjadi Diproses.");
    expect(moves.at(-1)).toEqual({ p_id: 9, p_to_status: "diproses" });
  });

  it("Lihat Lampiran opens complaint-attachment-url's 2-minute link in a new tab; its refusal is shown", async () => {
    serve();
    const asked: unknown[] = [];
    let refuse = false;
    server.use(
      http.post(`${SUPABASE_URL}/functions/v1/complaint-attachment-url`, async ({ request }) => {
        asked.push({ body: await request.json(), authorization: request.headers.get("authorization")?.startsWith("Bearer ") });
        if (refuse) return HttpResponse.json({ code: "file_not_found", message: "Berkas lampiran tidak ditemukan. Muat ulang halaman." }, { status: 404 });
        return HttpResponse.json({ signedURL: "/object/sign/complaint-attachments/f0/lampiran-1.jpg?token=abc", expiresIn: 120 });
      }),
    );
    const tab = { opener: {} as unknown, location: { href: "" }, close: vi.fn() };
    const open = vi.spyOn(window, "open").mockImplementation(() => tab as unknown as Window);
    const { user } = renderAdmin(PATH);
    await screen.findByText("Cut Nyak Uji");
    await pickRowAction(user, "pengaduan 4", "Buka");
    const dialog = await findDialog("Pengaduan");
    await user.click(within(dialog).getByRole("button", { name: "Lihat Lampiran" }));
    await waitFor(() => expect(tab.location.href).toBe(`${STORAGE_URL}/object/sign/complaint-attachments/f0/lampiran-1.jpg?token=abc`));
    expect(tab.opener).toBeNull();
    expect(open).toHaveBeenCalledWith("", "_blank");
    expect(asked).toEqual([{ body: { complaint_id: 4 }, authorization: true }]);

    refuse = true;
    await user.click(within(dialog).getByRole("button", { name: "Lihat Lampiran" }));
    await expectToast("Gagal membuka lampiran.", "destructive");
    expect(await within(dialog).findByText("Berkas lampiran tidak ditemukan. Muat ulang halaman.", { selector: "[role=alert]" })).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    open.mockRestore();
  });

  it("shows the promised response time and changes it (complaint_settings), the database's refusal verbatim", async () => {
    serve();
    const patches: { query: string; body: unknown }[] = [];
    let refuse = true;
    server.use(
      http.patch(`${REST_URL}/complaint_settings`, async ({ request }) => {
        patches.push({ query: new URL(request.url).searchParams.get("id") ?? "", body: await request.json() });
        if (refuse) {
          refuse = false;
          return HttpResponse.json({ code: "42501", message: "Masukkan kode verifikasi dua langkah terlebih dahulu.", details: null, hint: null }, { status: 403 });
        }
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderAdmin(PATH);
    expect(await screen.findByText("5 hari kerja")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Ubah batas tanggapan" }));
    const dialog = await findDialog("Ubah Batas Tanggapan");
    const field = within(dialog).getByLabelText("Hari Kerja");
    await waitFor(() => expect(field).toHaveValue("5"));
    await user.clear(field);
    await user.type(field, "61");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    expect(await within(dialog).findByText("Batas tanggapan harus bilangan bulat 1 sampai 60 hari kerja.")).toBeInTheDocument();
    expect(patches).toHaveLength(0);
    await user.clear(field);
    await user.type(field, "3");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    expect(await within(dialog).findByText("Masukkan kode verifikasi dua langkah terlebih dahulu.", { selector: "[role=alert]" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Batas tanggapan berhasil diperbarui.");
    await expectDialogClosed("Ubah Batas Tanggapan");
    expect(patches).toEqual([
      { query: "eq.1", body: { response_working_days: 3 } },
      { query: "eq.1", body: { response_working_days: 3 } },
    ]);
  });

  it("is for admins only: operators see 'Khusus Admin' and nothing is asked", async () => {
    const asked = serve();
    findUser(USER_ID)!.member_role = "operator";
    renderAdmin(PATH, "user");
    expect(await screen.findByText("Khusus Admin")).toBeInTheDocument();
    expect(asked).toHaveLength(0);
  });
});
