/**
 * "Template Pesan" and "Kirim via WhatsApp" (docs/selection.md): the templates in their four states and the editor's
 * messages; the chat opened with the applicant's filled message (editable), recorded on the timeline, one after
 * another for a selection; an applicant without a number says so.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { expectToast, findDialog, renderAdmin } from "./admin-helpers";
import { REST_URL } from "../msw/config";
import { USER_ID, clearTable, complete, db, findUser, makeRegistration, setTable } from "../msw/db";
import { failAlways, lastRequest, setDelay } from "../msw/handlers";
import { server } from "../msw/server";
import { paths } from "@/config/paths";
import { formatDate } from "@/lib/dates";

const TEMPLATES = [
  complete("message_templates", { id: 1, status: "diterima", body: "Halo {nama}, pendaftaran {kode} untuk {program} ({batch}) kami terima.", updated_at: "2026-11-20T02:00:00Z" }),
  complete("message_templates", { id: 2, status: "lulus", body: "Selamat {nama}! Pelatihan mulai {tanggal}.", updated_at: "2026-11-20T02:00:00Z" }),
];

/** Codes TIK-AAAA-000{id}, WhatsApp 62812000000{id}. */
const application = makeRegistration;

/** window.open is the browser's; the tests read what it was asked to open. */
function spyOpen() {
  const opened: string[] = [];
  vi.spyOn(window, "open").mockImplementation((url) => {
    opened.push(String(url));
    return null;
  });
  return opened;
}

function recordFunction() {
  const calls: unknown[] = [];
  server.use(
    http.post(`${REST_URL}/rpc/record_message_sent`, async ({ request }) => {
      const body = (await request.json()) as { p_registration_id: number };
      calls.push(body);
      return HttpResponse.json({ registration_id: body.p_registration_id, template: "diterima" });
    }),
  );
  return calls;
}

describe(paths.admin.messageTemplates.path, () => {
  it("lists each status's message with the placeholders explained", async () => {
    setTable("message_templates", TEMPLATES);
    renderAdmin(paths.admin.messageTemplates.getHref());
    expect(await screen.findByRole("heading", { level: 1, name: "Template Pesan" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 2, name: "Baru" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Lulus Seleksi" })).toBeInTheDocument();
    expect(screen.getByText(TEMPLATES[1].body)).toBeInTheDocument();
    expect(screen.getAllByText(/\{tanggal\}/).length).toBeGreaterThan(0);
    expect(screen.getByText("(tanggal mulai pelatihan)", { exact: false })).toBeInTheDocument();
  });

  it("lists only the applications' statuses: the tracer study's survey message is not one of them", async () => {
    const survey = complete("message_templates", { id: 9, status: "survei_alumni", body: "Halo {nama}, isi survei alumni di {tautan} .", updated_at: "2026-11-20T02:00:00Z" });
    setTable("message_templates", [...TEMPLATES, survey]);
    renderAdmin(paths.admin.messageTemplates.getHref());
    expect(await screen.findByRole("heading", { level: 2, name: "Lulus Seleksi" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["Baru", "Lulus Seleksi"]);
    expect(screen.queryByText(survey.body)).not.toBeInTheDocument();
  });

  it("shows placeholders while loading", async () => {
    setDelay("message_templates", "select", "infinite");
    const first = renderAdmin(paths.admin.messageTemplates.getHref());
    expect((await screen.findAllByTestId("skeleton-card")).length).toBe(4);
    first.unmount();
  });

  it("shows the error card when the templates cannot be loaded", async () => {
    failAlways("message_templates", "select");
    renderAdmin(paths.admin.messageTemplates.getHref());
    expect(await screen.findByText("Gagal memuat template pesan.")).toBeInTheDocument();
  });

  it("says when there are no templates", async () => {
    clearTable("message_templates");
    renderAdmin(paths.admin.messageTemplates.getHref());
    expect(await screen.findByText("Belum ada template pesan.")).toBeInTheDocument();
  });

  it("edits a message: blank and unknown placeholders refused in Indonesian, then saved", async () => {
    const user = userEvent.setup();
    setTable("message_templates", TEMPLATES);
    renderAdmin(paths.admin.messageTemplates.getHref());
    await user.click(await screen.findByRole("button", { name: "Ubah template Lulus Seleksi" }));
    const dialog = await findDialog("Ubah Template Lulus Seleksi");
    const body = within(dialog).getByLabelText("Isi pesan");
    expect(body).toHaveValue(TEMPLATES[1].body);
    await user.clear(body);
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    expect(await within(dialog).findByText("Isi pesan harus diisi.")).toBeInTheDocument();
    await user.type(body, "Selamat {{nama}, datang ke {{alamat}.");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    expect(await within(dialog).findByText("Placeholder tidak dikenal: {alamat}. Gunakan {nama}, {program}, {batch}, {kode}, {tanggal}.")).toBeInTheDocument();
    await user.clear(body);
    await user.type(body, "Selamat {{nama}, bawa KTP asli pada {{tanggal}.");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Template pesan berhasil diperbarui.");
    expect(lastRequest("message_templates", "update")?.body).toEqual({ body: "Selamat {nama}, bawa KTP asli pada {tanggal}." });
    expect(db.message_templates.find((t) => t.id === 2)?.body).toBe("Selamat {nama}, bawa KTP asli pada {tanggal}.");
  });

  it("is for admins and super admins", async () => {
    setTable("message_templates", TEMPLATES);
    findUser(USER_ID)!.member_role = "operator";
    renderAdmin(paths.admin.messageTemplates.getHref(), "user");
    expect(await screen.findByText("Khusus Admin")).toBeInTheDocument();
    expect(screen.queryByText(TEMPLATES[1].body)).not.toBeInTheDocument();
  });
});

describe("Kirim via WhatsApp", () => {
  it("from one application: the status's message filled in, editable, the chat opened and the sending recorded", async () => {
    const user = userEvent.setup();
    setTable("message_templates", TEMPLATES);
    setTable("registrations", [application(1, { status: "lulus" })]);
    const opened = spyOpen();
    const calls = recordFunction();
    renderAdmin(paths.admin.application.getHref(1));
    await user.click(await screen.findByRole("button", { name: "Kirim via WhatsApp" }));
    const dialog = await findDialog("Kirim via WhatsApp");
    expect(dialog).toHaveTextContent("Pendaftar 1 (TIK-AAAA-0001), Lulus Seleksi.");
    const message = within(dialog).getByLabelText("Pesan");
    await waitFor(() => expect(message).toHaveValue(`Selamat Pendaftar 1! Pelatihan mulai ${formatDate(db.schedules[0].startDate)}.`));
    await user.type(message, " Bawa KTP.");
    await user.click(within(dialog).getByRole("button", { name: "Buka WhatsApp" }));
    await expectToast("Pesan WhatsApp untuk 1 pendaftar tercatat di riwayat pendaftaran.");
    expect(opened).toEqual([
      `https://wa.me/628120000001?text=${encodeURIComponent(`Selamat Pendaftar 1! Pelatihan mulai ${formatDate(db.schedules[0].startDate)}. Bawa KTP.`)}`,
    ]);
    expect(calls).toEqual([{ p_registration_id: 1 }]);
  });

  it("for a selection, one after another: open, skip, open; an applicant without a number only skips", async () => {
    const user = userEvent.setup();
    setTable("message_templates", TEMPLATES);
    setTable("registrations", [application(1), application(2, { whatsapp: null }), application(3)]);
    const opened = spyOpen();
    const calls = recordFunction();
    renderAdmin(paths.admin.applications.getHref());
    await screen.findByText("Pendaftar 1");
    await user.click(screen.getByRole("checkbox", { name: "Pilih semua di halaman ini" }));
    await user.click(within(screen.getByRole("region", { name: "Pendaftar dipilih" })).getByRole("button", { name: "Kirim via WhatsApp" }));
    const dialog = await findDialog("Kirim via WhatsApp");
    // newest first: 3, 2, 1
    expect(dialog).toHaveTextContent("1 dari 3: Pendaftar 3 (TIK-AAAA-0003), Baru.");
    await waitFor(() =>
      expect(within(dialog).getByLabelText("Pesan")).toHaveValue(`Halo Pendaftar 3, pendaftaran TIK-AAAA-0003 untuk ${db.schedules[0].program} (${db.schedules[0].batch}) kami terima.`),
    );
    await user.click(within(dialog).getByRole("button", { name: "Buka WhatsApp" }));
    await waitFor(() => expect(dialog).toHaveTextContent("2 dari 3: Pendaftar 2 (TIK-AAAA-0002), Baru."));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Pendaftar ini tidak memiliki nomor WhatsApp.");
    expect(within(dialog).getByRole("button", { name: "Buka WhatsApp" })).toBeDisabled();
    await user.click(within(dialog).getByRole("button", { name: "Lewati" }));
    await waitFor(() => expect(dialog).toHaveTextContent("3 dari 3: Pendaftar 1 (TIK-AAAA-0001), Baru."));
    await user.click(within(dialog).getByRole("button", { name: "Buka WhatsApp" }));
    await expectToast("Pesan WhatsApp untuk 2 pendaftar tercatat di riwayat pendaftaran.");
    expect(opened.map((url) => url.split("?")[0])).toEqual(["https://wa.me/628120000003", "https://wa.me/628120000001"]);
    expect(calls).toEqual([{ p_registration_id: 3 }, { p_registration_id: 1 }]);
  });

  it("a sending the database cannot record says so and stays on that applicant", async () => {
    const user = userEvent.setup();
    setTable("message_templates", TEMPLATES);
    setTable("registrations", [application(1)]);
    spyOpen();
    server.use(
      http.post(`${REST_URL}/rpc/record_message_sent`, () =>
        HttpResponse.json({ code: "42501", message: "Masukkan kode verifikasi dua langkah terlebih dahulu.", details: null, hint: null }, { status: 403 }),
      ),
    );
    renderAdmin(paths.admin.application.getHref(1));
    await user.click(await screen.findByRole("button", { name: "Kirim via WhatsApp" }));
    const dialog = await findDialog("Kirim via WhatsApp");
    await waitFor(() => expect(within(dialog).getByLabelText("Pesan")).not.toHaveValue(""));
    await user.click(within(dialog).getByRole("button", { name: "Buka WhatsApp" }));
    await expectToast("WhatsApp dibuka, tetapi pengiriman gagal dicatat.", "destructive");
    expect(screen.getByText("Masukkan kode verifikasi dua langkah terlebih dahulu.")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Kirim via WhatsApp" })).toBeInTheDocument();
  });
});
