/**
 * "Pendaftar" (docs/selection.md): the list in its four states, the masked NIK, filters and search in the URL, a
 * batch's quota meter, the bulk status change with its summary, the quota question, and the role gate. Reads go
 * through the emulated row-level security and column privileges; the status function is answered per test (its
 * rules are the database's, tested in tests/integration/selection.test.ts).
 */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { expectToast, findDialog, renderAdmin } from "./admin-helpers";
import { REST_URL } from "../msw/config";
import { USER_ID, clearTable, db, findUser, makeRegistration, setTable } from "../msw/db";
import { failAlways, getRequests, setDelay } from "../msw/handlers";
import { server } from "../msw/server";
import { paths } from "@/config/paths";
import { formatDate, formatJakartaDateTime } from "@/lib/dates";
import { captureDownloads } from "../setup/downloads";

const application = makeRegistration;

const batchName = () => `${db.schedules[0].program} (${db.schedules[0].batch})`;

/** Answers set_registration_status with `answer` (recording each call's arguments). */
function statusFunction(answer: (args: Record<string, unknown>, call: number) => Response) {
  const calls: Record<string, unknown>[] = [];
  server.use(
    http.post(`${REST_URL}/rpc/set_registration_status`, async ({ request }) => {
      calls.push((await request.json()) as Record<string, unknown>);
      return answer(calls[calls.length - 1], calls.length);
    }),
  );
  return calls;
}

describe(paths.admin.applications.path, () => {
  it("lists applications newest first with the NIK masked, the batch and the status", async () => {
    setTable("registrations", [application(1, {}), application(2, { status: "lulus" }), application(3, { status: "perlu_perbaikan", full_name: null, nik: null, nik_last4: null, erased_at: "2026-11-24T00:00:00Z" })]);
    renderAdmin(paths.admin.applications.getHref());
    expect(await screen.findByRole("heading", { level: 1, name: "Pendaftar" })).toBeInTheDocument();
    await screen.findByText("Pendaftar 1");
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell").slice(0, 6).map((c) => c.textContent))).toEqual([
      ["(data pribadi dihapus)", "TIK-AAAA-0003", "-", batchName(), "Perlu Perbaikan", formatJakartaDateTime("2026-11-23T02:00:00Z")],
      ["Pendaftar 2", "TIK-AAAA-0002", "•••• •••• •••• 0002", batchName(), "Lulus Seleksi", formatJakartaDateTime("2026-11-22T02:00:00Z")],
      ["Pendaftar 1", "TIK-AAAA-0001", "•••• •••• •••• 0001", batchName(), "Baru", formatJakartaDateTime("2026-11-21T02:00:00Z")],
    ]);
    expect(screen.getByRole("link", { name: "Pendaftar 1" })).toHaveAttribute("href", paths.admin.application.getHref(1));
    // each status on its own colour, the one its share of the overview's chart has (src/lib/registration-statuses.ts)
    const badge = (name: string) => within(rows.find((row) => row.textContent?.includes(name))!).getByText(name, { selector: "[data-slot=badge]" });
    expect(badge("Baru")).toHaveStyle({ backgroundColor: "var(--status-diterima-soft)", color: "var(--status-diterima-text)" });
    expect(badge("Lulus Seleksi")).toHaveStyle({ backgroundColor: "var(--status-lulus-soft)", color: "var(--status-lulus-text)" });
    // the full NIK is never requested
    expect(document.body.textContent).not.toContain("1171010302000001");
  });

  it("shows skeleton rows while loading", async () => {
    setDelay("rpc", "search_registrations", "infinite");
    renderAdmin(paths.admin.applications.getHref());
    expect((await screen.findAllByTestId("skeleton-row")).length).toBeGreaterThan(0);
  });

  it("shows the error card when the list cannot be loaded", async () => {
    failAlways("rpc", "search_registrations");
    renderAdmin(paths.admin.applications.getHref());
    expect(await screen.findByText("Gagal memuat data pendaftar.")).toBeInTheDocument();
  });

  it("says when there are no applications yet", async () => {
    clearTable("registrations");
    renderAdmin(paths.admin.applications.getHref());
    expect(await screen.findByText("Belum Ada Pendaftar")).toBeInTheDocument();
    expect(screen.getByText("Pendaftaran yang dikirim calon peserta melalui halaman jadwal akan tampil di sini.")).toBeInTheDocument();
  });

  it("filters by batch and status in the URL, searches the NIK's last 4 digits (never in a URL), and shows the batch's quota", async () => {
    const user = userEvent.setup();
    const batch = db.schedules[0];
    batch.quota = 2;
    setTable("registrations", [
      application(1, { status: "lulus" }),
      application(2, { status: "cadangan" }),
      application(3, { status: "diterima", schedule_id: db.schedules[1].id, nik_last4: "7777", nik: "1171010302007777" }),
    ]);
    const { router } = renderAdmin(paths.admin.applications.getHref());
    await screen.findByText("Pendaftar 3");
    await user.type(screen.getByRole("searchbox", { name: "Cari pendaftar" }), "7777{Enter}");
    await waitFor(() => expect(screen.queryByText("Pendaftar 1")).not.toBeInTheDocument());
    expect(screen.getByText("Pendaftar 3")).toBeInTheDocument();
    // the search text goes in the function's POST body: neither the page's URL nor any request's URL holds it
    expect(router.state.location.search).toBe("");
    expect(getRequests().some((r) => r.url.href.includes("7777"))).toBe(false);
    expect(getRequests("rpc", "search_registrations").at(-1)?.body).toEqual({ p_query: "7777" });
    await user.clear(screen.getByRole("searchbox", { name: "Cari pendaftar" }));
    await user.keyboard("{Enter}");

    await user.click(screen.getByRole("combobox", { name: "Jadwal" }));
    await user.click(await screen.findByRole("option", { name: batchName() }));
    await waitFor(() => expect(router.state.location.search).toBe(`?jadwal=${batch.id}`));
    const meter = await screen.findByRole("meter", { name: "Kursi terisi" });
    expect(meter).toHaveAttribute("aria-valuenow", "1");
    expect(meter).toHaveAttribute("aria-valuemax", "2");
    expect(screen.getByText("1 dari 2 kursi terisi, sisa 1.")).toBeInTheDocument();
    expect(screen.getByText("2 pendaftar di batch ini, 1 di daftar cadangan.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("Pendaftar 3")).not.toBeInTheDocument());

    await user.click(screen.getByRole("button", { name: "Lihat Daftar Cadangan" }));
    await waitFor(() => expect(router.state.location.search).toBe(`?jadwal=${batch.id}&status=cadangan`));
    await waitFor(() => expect(screen.queryByText("Pendaftar 1")).not.toBeInTheDocument());
    expect(screen.getByText("Pendaftar 2")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveTextContent("Cadangan");

    // nothing matches: the list says so (not the "nothing yet" state)
    await user.type(screen.getByRole("searchbox", { name: "Cari pendaftar" }), "zzz{Enter}");
    expect(await screen.findByText("Tidak ada pendaftar yang cocok dengan pencarian atau filter ini.")).toBeInTheDocument();
  });

  it("keeps the search in memory while the panel is open: back from an application, the same search", async () => {
    const user = userEvent.setup();
    setTable("registrations", [application(1), application(2, { full_name: "Cut Nyak Dhien" })]);
    const { router } = renderAdmin(paths.admin.applications.getHref());
    await screen.findByText("Pendaftar 1");
    await user.type(screen.getByRole("searchbox", { name: "Cari pendaftar" }), "nyak{Enter}");
    await waitFor(() => expect(screen.queryByText("Pendaftar 1")).not.toBeInTheDocument());
    await user.click(screen.getByRole("link", { name: "Cut Nyak Dhien" }));
    await screen.findByRole("heading", { name: "Detail Pendaftar" });
    await act(() => router.navigate(-1));
    expect(await screen.findByRole("link", { name: "Cut Nyak Dhien" })).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Cari pendaftar" })).toHaveValue("nyak");
    expect(screen.queryByText("Pendaftar 1")).not.toBeInTheDocument();
    expect(router.state.location.search).toBe("");
  });

  it("a batch without a quota says so", async () => {
    db.schedules[0].quota = null;
    setTable("registrations", [application(1, { status: "peserta" })]);
    renderAdmin(paths.admin.applications.getHref({ batch: db.schedules[0].id }));
    expect(await screen.findByText("1 kursi terisi. Kuota batch ini tidak dibatasi.")).toBeInTheDocument();
    expect(screen.queryByRole("meter")).not.toBeInTheDocument();
  });

  it("a full batch says so", async () => {
    db.schedules[0].quota = 2;
    setTable("registrations", [application(1, { status: "lulus" }), application(2, { status: "peserta" })]);
    renderAdmin(paths.admin.applications.getHref({ batch: db.schedules[0].id }));
    expect(await screen.findByText("2 dari 2 kursi terisi, kuota penuh.")).toBeInTheDocument();
  });

  it("bulk: the chosen rows' summary before anything applies, only the movable ones sent, with the message", async () => {
    const user = userEvent.setup();
    setTable("registrations", [application(1, {}), application(2, { status: "diverifikasi" }), application(3, { status: "selesai" })]);
    const calls = statusFunction((args) => HttpResponse.json({ changed: (args.p_ids as number[]).length, unchanged: 0, status: args.p_status }));
    renderAdmin(paths.admin.applications.getHref());
    await screen.findByText("Pendaftar 1");
    for (const id of [1, 2, 3]) await user.click(screen.getByRole("checkbox", { name: `Pilih Pendaftar ${id} (TIK-AAAA-000${id})` }));
    expect(screen.getByRole("checkbox", { name: "Pilih semua di halaman ini" })).toBeChecked();
    const bar = screen.getByRole("region", { name: "Pendaftar dipilih" });
    expect(bar).toHaveTextContent("3 pendaftar dipilih");
    await user.click(within(bar).getByRole("button", { name: "Ubah Status" }));
    const dialog = await findDialog("Ubah Status 3 Pendaftar");

    // no status chosen: the form says so and nothing is sent
    await user.click(within(dialog).getByRole("button", { name: "Terapkan" }));
    expect(await within(dialog).findByText("Pilih status baru.")).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.click(within(dialog).getByRole("combobox", { name: "Status baru" }));
    await user.click(await screen.findByRole("option", { name: "Tidak Lulus" }));
    const summary = within(dialog).getByRole("region", { name: "Ringkasan perubahan" });
    expect(within(summary).getByRole("status")).toHaveTextContent("2 pendaftar akan diubah menjadi Tidak Lulus, 1 tidak dapat diubah.");
    expect(summary).toHaveTextContent("Status Selesai tidak dapat diubah menjadi Tidak Lulus.");
    await user.type(within(dialog).getByLabelText("Pesan untuk pendaftar (opsional)"), "Terima kasih atas minat Anda.");
    await user.click(within(dialog).getByRole("button", { name: "Terapkan" }));
    await expectToast("Status 2 pendaftar diubah menjadi Tidak Lulus.");
    expect(calls).toEqual([{ p_ids: [1, 2], p_status: "tidak_lulus", p_message: "Terima kasih atas minat Anda.", p_allow_over_quota: false }]);
    // the moved rows leave the selection; the one that could not move stays chosen
    await waitFor(() => expect(screen.getByRole("region", { name: "Pendaftar dipilih" })).toHaveTextContent("1 pendaftar dipilih"));
    await user.click(screen.getByRole("button", { name: "Batalkan Pilihan" }));
    expect(screen.queryByRole("region", { name: "Pendaftar dipilih" })).not.toBeInTheDocument();
  });

  it("accepting beyond the quota asks first and says by how many; Batal changes nothing", async () => {
    const user = userEvent.setup();
    setTable("registrations", [application(1, { status: "diverifikasi" })]);
    const overQuota = () =>
      HttpResponse.json(
        {
          code: "PT409",
          message: "Batch Desain (Batch 2) melebihi kuota.",
          details: JSON.stringify({ over_quota: 1, quota: 20, accepted: 21 }),
          hint: "Konfirmasi untuk tetap menerima melebihi kuota.",
        },
        { status: 409 },
      );
    const calls = statusFunction((args) => (args.p_allow_over_quota ? HttpResponse.json({ changed: 1, unchanged: 0, status: "lulus" }) : overQuota()));
    renderAdmin(paths.admin.applications.getHref());
    await screen.findByText("Pendaftar 1");
    await user.click(screen.getByRole("button", { name: "Aksi untuk Pendaftar 1 (TIK-AAAA-0001)" }));
    await user.click(await screen.findByRole("menuitem", { name: "Ubah Status" }));
    const dialog = await findDialog("Ubah Status Pendaftar");
    expect(dialog).toHaveTextContent("Pendaftar 1 (TIK-AAAA-0001), saat ini Diverifikasi.");
    await user.click(within(dialog).getByRole("combobox", { name: "Status baru" }));
    await user.click(await screen.findByRole("option", { name: "Lulus Seleksi" }));
    await user.click(within(dialog).getByRole("button", { name: "Terapkan" }));

    let question = await screen.findByRole("alertdialog", { name: "Melebihi kuota" });
    expect(question).toHaveTextContent("Kuota batch ini 20 peserta. Dengan perubahan ini 21 kursi terisi, 1 melebihi kuota. Tetap terapkan?");
    await user.click(within(question).getByRole("button", { name: "Batal" }));
    await expectToast("Gagal mengubah status pendaftar.", "destructive");
    expect(screen.getByText("Tidak ada status yang diubah.")).toBeInTheDocument();
    expect(calls).toHaveLength(1);

    // the dialog stays open with the choice: Terapkan again, and this time accept
    await user.click(within(dialog).getByRole("button", { name: "Terapkan" }));
    question = await screen.findByRole("alertdialog", { name: "Melebihi kuota" });
    await user.click(within(question).getByRole("button", { name: "Tetap Terapkan" }));
    await expectToast("Status 1 pendaftar diubah menjadi Lulus Seleksi.");
    expect(calls.map((c) => c.p_allow_over_quota)).toEqual([false, false, true]);
  });

  it("shows the database's refusal when a change is not allowed", async () => {
    const user = userEvent.setup();
    setTable("registrations", [application(1, {})]);
    statusFunction(() => HttpResponse.json({ code: "42501", message: "Masukkan kode verifikasi dua langkah terlebih dahulu.", details: null, hint: null }, { status: 403 }));
    renderAdmin(paths.admin.applications.getHref());
    await screen.findByText("Pendaftar 1");
    await user.click(screen.getByRole("button", { name: "Aksi untuk Pendaftar 1 (TIK-AAAA-0001)" }));
    await user.click(await screen.findByRole("menuitem", { name: "Ubah Status" }));
    const dialog = await findDialog("Ubah Status Pendaftar");
    await user.click(within(dialog).getByRole("combobox", { name: "Status baru" }));
    await user.click(await screen.findByRole("option", { name: "Diverifikasi" }));
    await user.click(within(dialog).getByRole("button", { name: "Terapkan" }));
    await expectToast("Gagal mengubah status pendaftar.", "destructive");
    expect(screen.getByText("Masukkan kode verifikasi dua langkah terlebih dahulu.")).toBeInTheDocument();
    // the dialog stays open with what was chosen
    expect(within(dialog).getByRole("combobox", { name: "Status baru" })).toHaveTextContent("Diverifikasi");
  });

  it("is for admins and super admins: an operator sees neither the menu item nor any application", async () => {
    setTable("registrations", [application(1, {})]);
    findUser(USER_ID)!.member_role = "operator";
    const { user } = renderAdmin(paths.admin.applications.getHref(), "user");
    expect(await screen.findByText("Khusus Admin")).toBeInTheDocument();
    expect(screen.getByText("Halaman ini berisi data pribadi pendaftar dan hanya dapat dibuka oleh admin dan super admin.")).toBeInTheDocument();
    // the menu's Pelatihan group holds the other sections, not Pendaftar
    const nav = screen.getByRole("navigation", { name: "Navigasi admin" });
    await user.click(within(nav).getByRole("button", { name: "Pelatihan" }));
    expect(within(nav).getByRole("link", { name: "Jadwal" })).toBeInTheDocument();
    expect(within(nav).queryByRole("link", { name: "Pendaftar" })).not.toBeInTheDocument();
    expect(screen.queryByText("Pendaftar 1")).not.toBeInTheDocument();
  });
});

describe("Ekspor", () => {
  const answer = (scheduleId: number) => ({
    schedule: { id: scheduleId, program: db.schedules[0].program, batch: db.schedules[0].batch, start_date: "2027-01-04", end_date: "2027-02-26" },
    exported_at: "2026-11-26T03:00:00Z",
    rows: [
      {
        code: "TIK-AAAA-0001",
        status: "lulus",
        full_name: "Pendaftar 1",
        nik: "0171010302000001",
        birth_place: "Banda Aceh",
        birth_date: "2000-02-03",
        gender: "L",
        address: "Jl. Uji",
        regency: "Kota Banda Aceh",
        whatsapp: "6281234567890",
        email: null,
        education: "D3",
        employment: "Bekerja",
        submitted_at: "2026-11-21T02:00:00Z",
      },
    ],
  });

  it("exports the filtered batch's chosen statuses as .xlsx; the database records it", async () => {
    const user = userEvent.setup();
    const batch = db.schedules[0];
    setTable("registrations", [application(1, { status: "lulus" })]);
    const files = captureDownloads();
    const calls: unknown[] = [];
    server.use(
      http.post(`${REST_URL}/rpc/export_registrations`, async ({ request }) => {
        calls.push(await request.json());
        return HttpResponse.json(answer(batch.id));
      }),
    );
    renderAdmin(paths.admin.applications.getHref({ batch: batch.id }));
    await user.click(await screen.findByRole("button", { name: "Ekspor" }));
    const dialog = await findDialog("Ekspor Pendaftar");
    expect(dialog).toHaveTextContent("Setiap ekspor tercatat (siapa, kapan, jadwal, jumlah baris) di Aktivitas Keamanan");
    await waitFor(() => expect(within(dialog).getByRole("combobox", { name: "Jadwal" })).toHaveTextContent(batchName()));
    const statuses = within(dialog).getByRole("group", { name: "Status yang diekspor" });
    expect(within(statuses).getByRole("checkbox", { name: "Lulus Seleksi" })).toBeChecked();
    expect(within(statuses).getByRole("checkbox", { name: "Baru" })).not.toBeChecked();
    await user.click(within(statuses).getByRole("checkbox", { name: "Peserta" }));
    await user.click(within(dialog).getByRole("button", { name: "Ekspor" }));
    await expectToast("Data pendaftar diekspor. Ekspor ini tercatat di Aktivitas Keamanan.");
    expect(calls).toEqual([{ p_schedule_id: batch.id, p_statuses: ["lulus", "cadangan"] }]);
    expect(files).toHaveLength(1);
    expect(files[0].name).toMatch(/^pendaftar-.+-2026-11-26\.xlsx$/);
    expect(files[0].blob.size).toBeGreaterThan(1000);
  });

  it("asks for a batch and a status; the database's refusal is shown and nothing is downloaded", async () => {
    const user = userEvent.setup();
    setTable("registrations", [application(1, {})]);
    const files = captureDownloads();
    server.use(
      http.post(`${REST_URL}/rpc/export_registrations`, () =>
        HttpResponse.json({ code: "PT404", message: "Tidak ada pendaftar dengan status yang dipilih di jadwal ini.", details: null, hint: null }, { status: 404 }),
      ),
    );
    renderAdmin(paths.admin.applications.getHref());
    await user.click(await screen.findByRole("button", { name: "Ekspor" }));
    const dialog = await findDialog("Ekspor Pendaftar");
    const statuses = within(dialog).getByRole("group", { name: "Status yang diekspor" });
    for (const name of ["Lulus Seleksi", "Cadangan", "Peserta"]) await user.click(within(statuses).getByRole("checkbox", { name }));
    await user.click(within(dialog).getByRole("button", { name: "Ekspor" }));
    expect(await within(dialog).findByText("Pilih jadwal yang diekspor.")).toBeInTheDocument();
    expect(within(dialog).getByText("Pilih minimal satu status.")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("combobox", { name: "Jadwal" }));
    await user.click(await screen.findByRole("option", { name: batchName() }));
    await user.click(within(statuses).getByRole("checkbox", { name: "Selesai" }));
    await user.click(within(dialog).getByRole("combobox", { name: "Format" }));
    await user.click(await screen.findByRole("option", { name: "CSV (.csv)" }));
    await user.click(within(dialog).getByRole("button", { name: "Ekspor" }));
    await expectToast("Gagal mengekspor data pendaftar.", "destructive");
    expect(screen.getByText("Tidak ada pendaftar dengan status yang dipilih di jadwal ini.")).toBeInTheDocument();
    expect(files).toEqual([]);
  });
});

describe("Hasil Seleksi of the batch the list is filtered to", () => {
  /** Answers publish_/withdraw_selection_results like the database (writing the emulated row); records the arguments. */
  function publicationFunctions() {
    const calls: { fn: string; args: Record<string, unknown> }[] = [];
    server.use(
      http.post(`${REST_URL}/rpc/publish_selection_results`, async ({ request }) => {
        const args = (await request.json()) as Record<string, unknown>;
        calls.push({ fn: "publish", args });
        // 00:00 WIB of the chosen day
        const at = new Date(`${String(args.p_publish_on)}T00:00:00+07:00`).toISOString();
        const announcement = args.p_announcement as { title: string; body: string } | undefined;
        if (announcement) setTable("announcements", [...db.announcements, { ...db.announcements[0], id: 900, title: announcement.title, body: announcement.body, published_at: at }]);
        setTable("selection_results", [
          { schedule_id: Number(args.p_schedule_id), published_at: at, note: (args.p_note as string) ?? null, announcement_id: announcement ? 900 : null, published_by: USER_ID, updated_at: at },
        ]);
        return HttpResponse.json({});
      }),
      http.post(`${REST_URL}/rpc/withdraw_selection_results`, async ({ request }) => {
        calls.push({ fn: "withdraw", args: (await request.json()) as Record<string, unknown> });
        setTable("selection_results", []);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    return calls;
  }
  const card = () => screen.findByRole("region", { name: `Hasil Seleksi ${batchName()}` });
  const jakartaToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date());

  it("publishes from a day with a note and an announcement drafted with the page's link; then Ubah and Tarik Kembali", async () => {
    const user = userEvent.setup();
    const calls = publicationFunctions();
    const batch = db.schedules[0];
    renderAdmin(paths.admin.applications.getHref({ batch: batch.id }));
    const region = await card();
    expect(
      await within(region).findByText(
        "Belum diumumkan. Umumkan kode pendaftaran dan nama yang disamarkan dari peserta lulus seleksi dan cadangan di halaman publik.",
      ),
    ).toBeInTheDocument();
    await user.click(within(region).getByRole("button", { name: "Umumkan Hasil Seleksi" }));
    const dialog = await findDialog("Umumkan Hasil Seleksi");
    expect(within(dialog).getByRole("button", { name: "Tanggal Tampil" })).toHaveTextContent(formatDate(jakartaToday()));
    expect(within(dialog).getByRole("checkbox", { name: "Umumkan juga sebagai pengumuman" })).toBeChecked();
    expect(within(dialog).getByRole("textbox", { name: "Judul Pengumuman" })).toHaveValue(`Hasil Seleksi ${batchName()}`);
    expect((within(dialog).getByRole("textbox", { name: "Isi Pengumuman" }) as HTMLTextAreaElement).value).toContain(
      `${window.location.origin}${paths.selectionResults.getHref(batch.id)}`,
    );
    await user.type(within(dialog).getByRole("textbox", { name: "Catatan (opsional)" }), "Hadir 11 Januari.");
    await user.click(within(dialog).getByRole("button", { name: "Umumkan" }));
    await expectToast("Hasil seleksi diumumkan.");
    expect(calls).toEqual([
      {
        fn: "publish",
        args: {
          p_schedule_id: batch.id,
          p_publish_on: jakartaToday(),
          p_note: "Hadir 11 Januari.",
          p_announcement: { title: `Hasil Seleksi ${batchName()}`, body: expect.stringContaining(paths.selectionResults.getHref(batch.id)) },
        },
      },
    ]);
    expect(await within(region).findByText(`Diumumkan sejak ${formatDate(jakartaToday())}, dengan pengumuman.`)).toBeInTheDocument();
    expect(within(region).getByRole("link", { name: "Lihat Halaman (tab baru)" })).toHaveAttribute("href", paths.selectionResults.getHref(batch.id));

    // Ubah: the form holds what is published; without the announcement it is removed
    await user.click(within(region).getByRole("button", { name: "Ubah" }));
    const edit = await findDialog("Ubah Hasil Seleksi");
    expect(within(edit).getByRole("textbox", { name: "Catatan (opsional)" })).toHaveValue("Hadir 11 Januari.");
    await user.click(within(edit).getByRole("checkbox", { name: "Umumkan juga sebagai pengumuman" }));
    expect(within(edit).queryByRole("textbox", { name: "Judul Pengumuman" })).not.toBeInTheDocument();
    await user.click(within(edit).getByRole("button", { name: "Simpan" }));
    await expectToast("Hasil seleksi diperbarui.");
    expect(calls[1]).toEqual({ fn: "publish", args: { p_schedule_id: batch.id, p_publish_on: jakartaToday(), p_note: "Hadir 11 Januari." } });

    await user.click(await within(region).findByRole("button", { name: "Tarik Kembali" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Tarik Kembali Hasil Seleksi?" });
    expect(within(confirm).getByText(`Halaman hasil seleksi ${batchName()} dan tautannya di halaman jadwal tidak lagi tampil. Status pendaftar tidak berubah.`)).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "Ya, Tarik Kembali" }));
    await expectToast("Hasil seleksi ditarik kembali.");
    expect(calls[2]).toEqual({ fn: "withdraw", args: { p_schedule_id: batch.id } });
    expect(await within(region).findByRole("button", { name: "Umumkan Hasil Seleksi" })).toBeInTheDocument();
  });

  it("a publication from a later day is scheduled, with a preview", async () => {
    const batch = db.schedules[0];
    const later = new Date(Date.now() + 3 * 86_400_000);
    setTable("selection_results", [{ schedule_id: batch.id, published_at: later.toISOString(), note: null, announcement_id: null, published_by: USER_ID, updated_at: later.toISOString() }]);
    renderAdmin(paths.admin.applications.getHref({ batch: batch.id }));
    const region = await card();
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(later);
    expect(await within(region).findByText(`Dijadwalkan tampil mulai ${formatDate(day)}.`)).toBeInTheDocument();
    expect(within(region).getByRole("link", { name: "Pratinjau (tab baru)" })).toHaveAttribute("href", paths.selectionResults.getHref(batch.id));
  });

  it("checks the announcement's fields only when it is wanted; the database's refusal is shown", async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`${REST_URL}/rpc/publish_selection_results`, () =>
        HttpResponse.json({ code: "42501", message: "Hanya admin dan super admin yang dapat mengelola pendaftar.", details: null, hint: null }, { status: 403 }),
      ),
    );
    renderAdmin(paths.admin.applications.getHref({ batch: db.schedules[0].id }));
    await user.click(await within(await card()).findByRole("button", { name: "Umumkan Hasil Seleksi" }));
    const dialog = await findDialog("Umumkan Hasil Seleksi");
    await user.clear(within(dialog).getByRole("textbox", { name: "Judul Pengumuman" }));
    await user.clear(within(dialog).getByRole("textbox", { name: "Isi Pengumuman" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Isi Pengumuman" }), "<b>Hasil</b>");
    await user.click(within(dialog).getByRole("button", { name: "Umumkan" }));
    expect(await within(dialog).findByText("Judul pengumuman harus diisi")).toBeInTheDocument();
    expect(within(dialog).getByText("Isi pengumuman berupa teks biasa: hapus tag HTML (tautan https:// cukup ditulis apa adanya).")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("checkbox", { name: "Umumkan juga sebagai pengumuman" }));
    await user.click(within(dialog).getByRole("button", { name: "Umumkan" }));
    await expectToast("Gagal mengumumkan hasil seleksi.", "destructive");
    expect(screen.getByText("Hanya admin dan super admin yang dapat mengelola pendaftar.")).toBeInTheDocument();
  });

  it("shows a skeleton while the publication loads, and nothing when it cannot be read", async () => {
    setDelay("selection_results", "select", "infinite");
    const { unmount } = renderAdmin(paths.admin.applications.getHref({ batch: db.schedules[0].id }));
    expect(await screen.findByLabelText("Memuat hasil seleksi")).toBeInTheDocument();
    unmount();
    setDelay("selection_results", "select", 0);
    failAlways("selection_results", "select");
    renderAdmin(paths.admin.applications.getHref({ batch: db.schedules[0].id }));
    await screen.findByRole("meter", { name: "Kursi terisi" });
    expect(screen.queryByRole("region", { name: /^Hasil Seleksi/ })).not.toBeInTheDocument();
  });
});
