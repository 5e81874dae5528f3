/**
 * Kehadiran (docs/attendance.md, "The screens"): the classes, one class's days and marks through the device's queue
 * (what is not yet saved, per row and in one line, kept over a reload, then saved), days off, the completion tab
 * (minimum, assessment, Peserta → Selesai with the exception asked for), and the instructor's own menu. The
 * functions are answered here from a small class kept per test; their rules are the database's
 * (tests/integration/attendance.test.ts).
 */
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { http, HttpResponse } from "msw";
import { expectToast, findDialog, pickRowAction, renderAdmin } from "./admin-helpers";
import { REST_URL } from "../msw/config";
import { USER_ID, complete, findUser, setTable } from "../msw/db";
import { ADMIN } from "../../supabase/seed/data";
import { server } from "../msw/server";
import { paths } from "@/config/paths";
import { formatDateRange } from "@/lib/dates";
import { adminNavFor, isNavGroup } from "@/app/layouts/admin-nav";

const RPC = `${REST_URL}/rpc`;
const SCHEDULE = { id: 5, program: "Junior Web Developer", batch: "Batch 2", start_date: "2026-12-01", end_date: "2026-12-07" };
const TODAY = "2026-12-03";
// Tue 1, Wed 2 (a day off), Thu 3 (today), Fri 4 (to come), the weekend, Mon 7
const DAYS = [
  { day: "2026-12-01", is_training_day: true, is_weekend: false, reason: null, marks: 0 },
  { day: "2026-12-02", is_training_day: false, is_weekend: false, reason: "Libur daerah", marks: 0 },
  { day: "2026-12-03", is_training_day: true, is_weekend: false, reason: null, marks: 0 },
  { day: "2026-12-04", is_training_day: true, is_weekend: false, reason: null, marks: 0 },
  { day: "2026-12-05", is_training_day: false, is_weekend: true, reason: null, marks: 0 },
  { day: "2026-12-06", is_training_day: false, is_weekend: true, reason: null, marks: 0 },
  { day: "2026-12-07", is_training_day: true, is_weekend: false, reason: null, marks: 0 },
];
const PEOPLE = [
  { registration_id: 11, full_name: "Cut Meutia" },
  { registration_id: 12, full_name: "Teuku Umar" },
];

type Stored = Record<number, Record<string, { status: string; marked_at: string }>>;

/**
 * The class's functions over a store of marks. `mode` decides how mark_attendance answers: saved, the connection
 * lost (a network error), or refused.
 */
function classServer() {
  const stored: Stored = { 11: { "2026-12-01": { status: "hadir", marked_at: "2026-12-01T01:00:00Z" } }, 12: {} };
  const state = { mode: "ok" as "ok" | "offline" | "refuse", sent: [] as unknown[] };
  const training = DAYS.filter((d) => d.is_training_day).map((d) => d.day);
  const soFar = training.filter((d) => d <= TODAY);
  server.use(
    http.post(`${RPC}/class_schedules`, () => HttpResponse.json([{ ...SCHEDULE, participants: 2 }])),
    http.post(`${RPC}/schedule_days`, () => HttpResponse.json(DAYS)),
    http.post(`${RPC}/class_list`, () =>
      HttpResponse.json({
        schedule: SCHEDULE,
        today: TODAY,
        training_days: training,
        days_so_far: soFar.length,
        participants: PEOPLE.map((p) => {
          const present = soFar.filter((d) => stored[p.registration_id][d]?.status === "hadir").length;
          return { ...p, attendance: stored[p.registration_id], present, percentage: Math.round((present * 1000) / soFar.length) / 10 };
        }),
      }),
    ),
    http.post(`${RPC}/mark_attendance`, async ({ request }) => {
      const body = (await request.json()) as { p_marks: { registration_id: number; day: string; status: string; marked_at: string }[] };
      if (state.mode === "offline") return HttpResponse.error();
      if (state.mode === "refuse")
        return HttpResponse.json({ code: "PT409", message: "Bukan hari pelatihan: 3 Des 2026. Tidak ada yang disimpan.", details: null, hint: null }, { status: 409 });
      state.sent.push(...body.p_marks);
      for (const m of body.p_marks) stored[m.registration_id][m.day] = { status: m.status, marked_at: m.marked_at };
      return HttpResponse.json({ saved: body.p_marks.length, kept: 0, marks: body.p_marks });
    }),
  );
  return state;
}

const row = (name: string) => screen.getByRole("group", { name: `Kehadiran ${name}` }).closest("li") as HTMLElement;
const saveState = () => screen.getByTestId("save-state");

function signInInstructor() {
  findUser(USER_ID)!.member_role = "instruktur";
}

describe(paths.admin.attendance.path, () => {
  it("lists the classes the member keeps attendance of, each opening its class list", async () => {
    classServer();
    renderAdmin(paths.admin.attendance.getHref());
    expect(await screen.findByRole("heading", { level: 1, name: "Kehadiran" })).toBeInTheDocument();
    const link = await screen.findByRole("link", { name: "Junior Web Developer" });
    expect(link).toHaveAttribute("href", paths.admin.attendanceClass.getHref(5));
    const cells = within(link.closest("tr")!).getAllByRole("cell").map((c) => c.textContent);
    expect(cells).toEqual(["Junior Web Developer", "Batch 2", formatDateRange(SCHEDULE.start_date, SCHEDULE.end_date), "2 peserta"]);
  });

  it("is not for an operator", async () => {
    findUser(USER_ID)!.member_role = "operator";
    renderAdmin(paths.admin.attendance.getHref(), "user");
    expect(await screen.findByText("Khusus Admin dan Instruktur")).toBeInTheDocument();
  });
});

describe("the instructor's panel", () => {
  it("is Kehadiran and Profil: the menu has nothing else and the overview opens Kehadiran", async () => {
    const labels = (role: Parameters<typeof adminNavFor>[0]) =>
      adminNavFor(role).map((entry) => (isNavGroup(entry) ? `${entry.label}: ${entry.items.map((item) => item.label).join(", ")}` : entry.label));
    expect(labels("instruktur")).toEqual(["Kehadiran", "Profil"]);
    const admins = "Pelatihan: Program Pelatihan, Instruktur, Jadwal, Pendaftar, Kehadiran, Sertifikat, Survei Alumni, Survei Kepuasan, Pengaduan, Mitra Industri, Lowongan Kerja";
    expect(labels("admin")[1]).toBe(admins);
    expect(labels("super_admin")[1]).toBe(admins);
    expect(labels("operator")[1]).toBe("Pelatihan: Program Pelatihan, Instruktur, Jadwal, Mitra Industri, Lowongan Kerja");

    classServer();
    signInInstructor();
    const { router } = renderAdmin(paths.admin.dashboard.getHref(), "user");
    expect(await screen.findByRole("heading", { level: 1, name: "Kehadiran" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.admin.attendance.getHref());
    const nav = screen.getByRole("navigation", { name: "Navigasi admin" });
    expect(within(nav).getAllByRole("link").map((l) => l.textContent)).toEqual(["Kehadiran", "Profil"]);
    expect(within(nav).queryByRole("button")).not.toBeInTheDocument();
  });

  it("marks without the completion tab nor the days off, which are for admins", async () => {
    classServer();
    signInInstructor();
    renderAdmin(paths.admin.attendanceClass.getHref(5), "user");
    await screen.findByRole("group", { name: "Kehadiran Cut Meutia" });
    expect(screen.queryByRole("tab", { name: "Penyelesaian" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Jadikan Hari Libur" })).not.toBeInTheDocument();
  });
});

describe(paths.admin.attendanceClass.path, () => {
  it("opens on today, shows days off and the weekend as such, and a day to come cannot be marked", async () => {
    classServer();
    const { user, router } = renderAdmin(paths.admin.attendanceClass.getHref(5));
    expect(await screen.findByRole("heading", { level: 1, name: "Kehadiran Junior Web Developer" })).toBeInTheDocument();
    const day = await screen.findByRole("combobox", { name: "Hari" });
    expect(day).toHaveTextContent("Kam, 3 Des 2026 (hari ini)");
    // the running percentage: 1 Hadir of the 2 training days so far (the 2nd is off)
    expect(within(row("Cut Meutia")).getByText("Kehadiran 50 % (1 dari 2 hari)")).toBeInTheDocument();
    expect(within(row("Teuku Umar")).getByText("Kehadiran 0 % (0 dari 2 hari)")).toBeInTheDocument();

    await user.click(day);
    expect(screen.getByRole("option", { name: "Rab, 2 Des 2026 · libur" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Sab, 5 Des 2026 · akhir pekan" })).toBeInTheDocument();
    await user.click(screen.getByRole("option", { name: "Rab, 2 Des 2026 · libur" }));
    expect(await screen.findByText(/Hari libur: Libur daerah\./)).toBeInTheDocument();
    expect(router.state.location.search).toBe("?hari=2026-12-02");
    expect(screen.queryByRole("group", { name: "Kehadiran Cut Meutia" })).not.toBeInTheDocument();

    // each step is a navigation (?hari=): the next click reads the day it landed on, as a person's second tap would
    await user.click(screen.getByRole("button", { name: "Hari pelatihan berikutnya" }));
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Hari" })).toHaveTextContent("Kam, 3 Des 2026 (hari ini)"));
    await user.click(screen.getByRole("button", { name: "Hari pelatihan berikutnya" }));
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Hari" })).toHaveTextContent("Jum, 4 Des 2026"));
    expect(screen.getByText("Hari ini belum tiba: presensi dapat diisi mulai Jum, 4 Des 2026.")).toBeInTheDocument();
    for (const button of within(row("Cut Meutia")).getAllByRole("button")) expect(button).toBeDisabled();
  });

  it("saves a tap at once and says so; Semua Hadir marks only those without a mark", async () => {
    const api = classServer();
    const { user } = renderAdmin(paths.admin.attendanceClass.getHref(5));
    await screen.findByRole("group", { name: "Kehadiran Teuku Umar" });
    await user.click(within(row("Teuku Umar")).getByRole("button", { name: "Sakit" }));
    expect(within(row("Teuku Umar")).getByRole("button", { name: "Sakit" })).toHaveAttribute("aria-pressed", "true");
    await waitFor(() => expect(saveState()).toHaveTextContent("Semua tanda kehadiran tersimpan."));
    expect(api.sent).toEqual([{ registration_id: 12, day: TODAY, status: "sakit", marked_at: expect.any(String) }]);

    await user.click(screen.getByRole("button", { name: "Semua Hadir" }));
    await waitFor(() => expect(api.sent).toHaveLength(2));
    expect(api.sent[1]).toMatchObject({ registration_id: 11, day: TODAY, status: "hadir" });
    await waitFor(() => expect(within(row("Cut Meutia")).getByText("Kehadiran 100 % (2 dari 2 hari)")).toBeInTheDocument());
    expect(within(row("Teuku Umar")).getByRole("button", { name: "Sakit" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Semua Hadir" })).toBeDisabled();
    expect(screen.getByText("2 dari 2 peserta sudah ditandai.")).toBeInTheDocument();
  });

  it("keeps a mark made without a connection, says it is not yet saved (per row and in one line, also after a reload), then saves it", async () => {
    const api = classServer();
    api.mode = "offline";
    const first = renderAdmin(paths.admin.attendanceClass.getHref(5));
    await screen.findByRole("group", { name: "Kehadiran Teuku Umar" });
    await first.user.click(within(row("Teuku Umar")).getByRole("button", { name: "Hadir" }));
    await waitFor(() => expect(saveState()).toHaveTextContent("1 tanda belum tersimpan — akan dikirim ulang otomatis."));
    expect(within(row("Teuku Umar")).getByText("Belum tersimpan")).toBeInTheDocument();
    expect(within(row("Cut Meutia")).queryByText("Belum tersimpan")).not.toBeInTheDocument();
    // the running percentage already counts it
    expect(within(row("Teuku Umar")).getByText("Kehadiran 50 % (1 dari 2 hari)")).toBeInTheDocument();
    // kept on the device without a name
    const kept = localStorage.getItem(`presensi-antrean:${ADMIN.id}`) ?? "";
    expect(JSON.parse(kept).marks).toMatchObject([{ scheduleId: 5, registration_id: 12, day: TODAY, status: "hadir" }]);
    expect(kept).not.toContain("Teuku");

    // a reload: the same screen from the device's queue
    first.unmount();
    const { user } = renderAdmin(paths.admin.attendanceClass.getHref(5));
    await screen.findByRole("group", { name: "Kehadiran Teuku Umar" });
    await waitFor(() => expect(saveState()).toHaveTextContent("1 tanda belum tersimpan"));
    expect(within(row("Teuku Umar")).getByRole("button", { name: "Hadir" })).toHaveAttribute("aria-pressed", "true");
    expect(within(row("Teuku Umar")).getByText("Belum tersimpan")).toBeInTheDocument();

    // the connection is back
    api.mode = "ok";
    await user.click(screen.getByRole("button", { name: "Kirim Ulang Sekarang" }));
    await waitFor(() => expect(saveState()).toHaveTextContent("Semua tanda kehadiran tersimpan."));
    expect(within(row("Teuku Umar")).queryByText("Belum tersimpan")).not.toBeInTheDocument();
    expect(api.sent).toMatchObject([{ registration_id: 12, day: TODAY, status: "hadir" }]);
    expect(JSON.parse(localStorage.getItem(`presensi-antrean:${ADMIN.id}`)!).marks).toEqual([]);
  });

  it("a mark another member left unsaved on this device is neither shown nor sent as this member's", async () => {
    const api = classServer();
    const other = "7c1e9d20-3b4a-4c5d-8e6f-102938475665";
    const left = { scheduleId: 5, registration_id: 12, day: TODAY, status: "alpa", marked_at: "2026-11-28T01:00:00.000Z" };
    localStorage.setItem(`presensi-antrean:${other}`, JSON.stringify({ marks: [left] }));
    renderAdmin(paths.admin.attendanceClass.getHref(5));
    await screen.findByRole("group", { name: "Kehadiran Teuku Umar" });
    expect(within(row("Teuku Umar")).queryByText("Belum tersimpan")).not.toBeInTheDocument();
    expect(within(row("Teuku Umar")).getByRole("button", { name: "Alpa" })).toHaveAttribute("aria-pressed", "false");
    expect(saveState()).not.toHaveTextContent("belum tersimpan");
    expect(api.sent).toEqual([]);
    // it waits on the device for the member who made it
    expect(JSON.parse(localStorage.getItem(`presensi-antrean:${other}`)!).marks).toEqual([left]);
  });

  it("keeps the class on screen when reading it again fails (a weak connection), and marking goes on", async () => {
    const api = classServer();
    const { user } = renderAdmin(paths.admin.attendanceClass.getHref(5));
    await screen.findByRole("group", { name: "Kehadiran Teuku Umar" });
    // a saved mark reads the class again: that read fails
    server.use(http.post(`${RPC}/class_list`, () => HttpResponse.json({ code: "57014", message: "timeout", details: null, hint: null }, { status: 503 })));
    await user.click(within(row("Teuku Umar")).getByRole("button", { name: "Hadir" }));
    await waitFor(() => expect(api.sent).toHaveLength(1));
    await waitFor(() => expect(saveState()).toHaveTextContent("Semua tanda kehadiran tersimpan."));
    expect(screen.queryByText("Gagal memuat daftar hadir.")).not.toBeInTheDocument();
    await user.click(within(row("Cut Meutia")).getByRole("button", { name: "Izin" }));
    await waitFor(() => expect(api.sent).toHaveLength(2));
    expect(within(row("Cut Meutia")).getByRole("button", { name: "Izin" })).toHaveAttribute("aria-pressed", "true");
  });

  it("sends again when the browser is back online", async () => {
    const api = classServer();
    api.mode = "offline";
    const { user } = renderAdmin(paths.admin.attendanceClass.getHref(5));
    await screen.findByRole("group", { name: "Kehadiran Teuku Umar" });
    await user.click(within(row("Teuku Umar")).getByRole("button", { name: "Alpa" }));
    await waitFor(() => expect(saveState()).toHaveTextContent("1 tanda belum tersimpan"));
    api.mode = "ok";
    act(() => void window.dispatchEvent(new Event("online")));
    await waitFor(() => expect(saveState()).toHaveTextContent("Semua tanda kehadiran tersimpan."));
  });

  it("shows a refused mark with the database's reason until it is sent again or given up", async () => {
    const api = classServer();
    api.mode = "refuse";
    const { user } = renderAdmin(paths.admin.attendanceClass.getHref(5));
    await screen.findByRole("group", { name: "Kehadiran Teuku Umar" });
    await user.click(within(row("Teuku Umar")).getByRole("button", { name: "Izin" }));
    await waitFor(() => expect(saveState()).toHaveTextContent("1 tanda ditolak server dan belum tersimpan."));
    expect(within(row("Teuku Umar")).getByText("Ditolak: Bukan hari pelatihan: 3 Des 2026. Tidak ada yang disimpan.")).toBeInTheDocument();
    await user.click(within(row("Teuku Umar")).getByRole("button", { name: "Buang tanda ini" }));
    await waitFor(() => expect(saveState()).toHaveTextContent("Semua tanda kehadiran tersimpan."));
    expect(within(row("Teuku Umar")).getByRole("button", { name: "Izin" })).toHaveAttribute("aria-pressed", "false");
  });

  it("lets an admin take a day off with a reason", async () => {
    classServer();
    const calls: unknown[] = [];
    server.use(
      http.post(`${RPC}/set_training_day`, async ({ request }) => {
        calls.push(await request.json());
        return HttpResponse.json({ day: "2026-12-04", is_training_day: false, reason: "Libur nasional" });
      }),
    );
    const { user } = renderAdmin(`${paths.admin.attendanceClass.getHref(5)}?hari=2026-12-04`);
    await user.click(await screen.findByRole("button", { name: "Jadikan Hari Libur" }));
    const dialog = await findDialog("Jadikan Hari Libur");
    await user.type(within(dialog).getByRole("textbox", { name: "Keterangan (opsional)" }), "Libur nasional");
    await user.click(within(dialog).getByRole("button", { name: "Jadikan Libur" }));
    await expectToast("Hari libur disimpan.");
    expect(calls).toEqual([{ p_schedule_id: 5, p_day: "2026-12-04", p_is_training_day: false, p_reason: "Libur nasional" }]);
  });
});

describe("Penyelesaian", () => {
  const overview = (status12: "peserta" | "selesai" = "peserta") => ({
    schedule_id: 5,
    min_attendance: 75,
    training_days: 4,
    participants: [
      { registration_id: 11, full_name: "Cut Meutia", status: "peserta", present: 4, attendance: 100, assessment: { result: "kompeten", score: 88.5, note: null, assessed_at: "2026-12-08T01:00:00Z" }, meets_rule: true },
      { registration_id: 12, full_name: "Teuku Umar", status: status12, present: 2, attendance: 50, assessment: null, meets_rule: false },
    ],
  });

  async function openTab() {
    classServer();
    server.use(http.post(`${RPC}/completion_overview`, () => HttpResponse.json(overview())));
    const view = renderAdmin(paths.admin.attendanceClass.getHref(5));
    await view.user.click(await screen.findByRole("tab", { name: "Penyelesaian" }));
    await screen.findByText("Teuku Umar", { selector: "span" });
    return view;
  }

  it("shows the minimum, the figures and each participant's attendance, assessment and status", async () => {
    await openTab();
    const figures = screen.getByRole("region", { name: "Ringkasan penyelesaian" });
    expect(within(figures).getByText("Kehadiran minimum").nextSibling).toHaveTextContent("75 %");
    expect(within(figures).getByText("Hari pelatihan").nextSibling).toHaveTextContent("4");
    expect(within(figures).getByText("Memenuhi syarat").nextSibling).toHaveTextContent("1 dari 2");
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows[0]).toHaveTextContent(/Cut Meutia.*100 %.*Kompeten.*Nilai 88,5.*Memenuhi syarat Selesai/);
    expect(rows[1]).toHaveTextContent(/Teuku Umar.*50 %.*Belum dinilai.*Belum memenuhi syarat/);
  });

  it("records the final assessment through its form (score checked)", async () => {
    const { user } = await openTab();
    const calls: unknown[] = [];
    server.use(
      http.post(`${RPC}/set_assessment`, async ({ request }) => {
        calls.push(await request.json());
        return HttpResponse.json({ registration_id: 12, result: "kompeten", score: 80, note: "Baik", assessed_at: "2026-12-08T01:00:00Z" });
      }),
    );
    await pickRowAction(user, "Teuku Umar", "Beri Penilaian");
    const dialog = await findDialog("Penilaian Akhir");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    expect(await within(dialog).findByText("Pilih hasil penilaian: Kompeten atau Belum Kompeten.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("combobox", { name: "Hasil" }));
    await user.click(await screen.findByRole("option", { name: "Kompeten" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Nilai (opsional)" }), "120");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    expect(await within(dialog).findByText("Nilai antara 0 dan 100.")).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.clear(within(dialog).getByRole("textbox", { name: "Nilai (opsional)" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Nilai (opsional)" }), "80");
    await user.type(within(dialog).getByRole("textbox", { name: "Catatan (opsional)" }), "Baik");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Penilaian disimpan.");
    expect(calls).toEqual([{ p_registration_id: 12, p_result: "kompeten", p_score: 80, p_note: "Baik" }]);
  });

  it("changes the batch's minimum attendance", async () => {
    const { user } = await openTab();
    const calls: unknown[] = [];
    server.use(
      http.post(`${RPC}/set_min_attendance`, async ({ request }) => {
        calls.push(await request.json());
        return HttpResponse.json(80);
      }),
    );
    await user.click(screen.getByRole("button", { name: "Ubah Kehadiran Minimum" }));
    const dialog = await findDialog("Kehadiran Minimum");
    const field = within(dialog).getByRole("textbox", { name: "Kehadiran minimum (%)" });
    expect(field).toHaveValue("75");
    await user.clear(field);
    await user.type(field, "80");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Kehadiran minimum disimpan.");
    expect(calls).toEqual([{ p_schedule_id: 5, p_min_attendance: 80 }]);
  });

  it("names who falls short and completes them only after the exception is asked for", async () => {
    const { user } = await openTab();
    const calls: { p_ids: number[]; p_allow_exceptions: boolean }[] = [];
    const notMet = [{ registration_id: 12, code: "TIK-AAAA-0012", full_name: "Teuku Umar", reason: "kehadiran 50,0 % dari minimum 75 %; belum dinilai", attendance: 50, minimum: 75, result: null }];
    server.use(
      http.post(`${RPC}/complete_participants`, async ({ request }) => {
        const body = (await request.json()) as { p_ids: number[]; p_allow_exceptions: boolean };
        calls.push(body);
        return body.p_allow_exceptions
          ? HttpResponse.json({ changed: 2, unchanged: 0, status: "selesai", exceptions: 1 })
          : HttpResponse.json({ code: "PT409", message: "Belum memenuhi syarat Selesai: Teuku Umar.", details: JSON.stringify({ not_met: notMet }), hint: null }, { status: 409 });
      }),
    );
    expect(screen.getByRole("button", { name: "Nyatakan Selesai (0)" })).toBeDisabled();
    await user.click(screen.getByRole("checkbox", { name: "Pilih semua di halaman ini" }));
    await user.click(screen.getByRole("button", { name: "Nyatakan Selesai (2)" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Nyatakan Selesai" });
    expect(confirm).toHaveTextContent("2 peserta akan berstatus Selesai.");
    await user.click(within(confirm).getByRole("button", { name: "Nyatakan Selesai" }));

    const question = await screen.findByRole("alertdialog", { name: "Belum memenuhi syarat Selesai" });
    expect(within(question).getByRole("list", { name: "Peserta yang belum memenuhi syarat" })).toHaveTextContent("Teuku Umar: kehadiran 50,0 % dari minimum 75 %; belum dinilai");
    expect(calls).toEqual([{ p_ids: [11, 12], p_allow_exceptions: false }]);
    // Batal changes nothing more
    await user.click(within(question).getByRole("button", { name: "Batal" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(calls).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Nyatakan Selesai (2)" }));
    await user.click(within(await screen.findByRole("alertdialog", { name: "Nyatakan Selesai" })).getByRole("button", { name: "Nyatakan Selesai" }));
    await user.click(within(await screen.findByRole("alertdialog", { name: "Belum memenuhi syarat Selesai" })).getByRole("button", { name: "Tetap Nyatakan Selesai" }));
    await expectToast("2 peserta dinyatakan Selesai.");
    expect(screen.getByText("1 di antaranya sebagai pengecualian.")).toBeInTheDocument();
    expect(calls.slice(1)).toEqual([{ p_ids: [11, 12], p_allow_exceptions: false }, { p_ids: [11, 12], p_allow_exceptions: true }]);
  });

  it("completes one participant from its row; one already Selesai cannot be chosen for it", async () => {
    classServer();
    server.use(http.post(`${RPC}/completion_overview`, () => HttpResponse.json(overview("selesai"))));
    const calls: unknown[] = [];
    server.use(
      http.post(`${RPC}/complete_participants`, async ({ request }) => {
        calls.push(await request.json());
        return HttpResponse.json({ changed: 1, unchanged: 0, status: "selesai", exceptions: 0 });
      }),
    );
    const { user } = renderAdmin(paths.admin.attendanceClass.getHref(5));
    await user.click(await screen.findByRole("tab", { name: "Penyelesaian" }));
    await screen.findByText("Teuku Umar", { selector: "span" });
    await user.click(screen.getByRole("checkbox", { name: "Pilih semua di halaman ini" }));
    expect(screen.getByRole("button", { name: "Nyatakan Selesai (1)" })).toBeEnabled();
    await user.click(screen.getByRole("checkbox", { name: "Pilih semua di halaman ini" }));
    await pickRowAction(user, "Cut Meutia", "Nyatakan Selesai");
    const confirm = await screen.findByRole("alertdialog", { name: "Nyatakan Selesai" });
    expect(confirm).toHaveTextContent("Cut Meutia akan berstatus Selesai.");
    await user.click(within(confirm).getByRole("button", { name: "Nyatakan Selesai" }));
    await expectToast("1 peserta dinyatakan Selesai.");
    expect(calls).toEqual([{ p_ids: [11], p_allow_exceptions: false }]);
    await user.click(screen.getByRole("button", { name: "Aksi untuk Teuku Umar" }));
    expect(await screen.findByRole("menuitem", { name: "Beri Penilaian" })).toHaveAttribute("aria-disabled", "true");
  });
});

describe("Penyelesaian: Kirim Survei Kepuasan", () => {
  const TEMPLATE = "Halo {nama}, isi Survei Kepuasan pelatihan {program} ({batch}): {tautan} . Terima kasih.";
  const TOKEN = "q7Xk2vR9s_Lm-3Zp8Wc4Yb6Nd1Hf5Gj0Tu2Ea9Ko7Ix";
  const participants = [
    { registration_id: 11, full_name: "Cut Meutia", status: "selesai", present: 4, attendance: 100, assessment: null, meets_rule: true },
    { registration_id: 12, full_name: "Teuku Umar", status: "peserta", present: 2, attendance: 50, assessment: null, meets_rule: false },
  ];
  afterEach(() => vi.restoreAllMocks());

  /** skm_participant_link as the migration answers it: a link for Cut Meutia, the refusal for Teuku Umar. */
  async function open(name: string) {
    classServer();
    setTable("message_templates", [complete("message_templates", { id: 10, status: "survei_kepuasan", body: TEMPLATE })]);
    const asked: unknown[] = [];
    server.use(
      http.post(`${RPC}/completion_overview`, () => HttpResponse.json({ schedule_id: 5, min_attendance: 75, training_days: 4, participants })),
      http.post(`${RPC}/skm_participant_link`, async ({ request }) => {
        const { p_registration_id: id } = (await request.json()) as { p_registration_id: number };
        asked.push(id);
        if (id === 12)
          return HttpResponse.json(
            { code: "PT409", message: "Survei kepuasan periode ini sudah diisi. Terima kasih.", details: null, hint: null },
            { status: 409 },
          );
        return HttpResponse.json({
          token: TOKEN, path: `${paths.satisfactionForm.getHref()}#${TOKEN}`, period: "Semester II 2026", registration_id: 11,
          full_name: "Cut Meutia", program: "Junior Web Developer", batch: "Batch 2", whatsapp: "6281234567890",
        });
      }),
    );
    const opened: string[] = [];
    vi.spyOn(window, "open").mockImplementation((url) => {
      opened.push(String(url));
      return null;
    });
    const { user } = renderAdmin(paths.admin.attendanceClass.getHref(5));
    await user.click(await screen.findByRole("tab", { name: "Penyelesaian" }));
    await screen.findByText(name, { selector: "span" });
    await pickRowAction(user, name, "Kirim Survei Kepuasan");
    return { user, asked, opened, dialog: await findDialog("Kirim Survei Kepuasan") };
  }

  it("opens WhatsApp with the survey's message and the participant's own link, asked for this message only", async () => {
    const { user, asked, opened, dialog } = await open("Cut Meutia");
    const link = `${window.location.origin}${paths.satisfactionForm.getHref()}#${TOKEN}`;
    const message = `Halo Cut Meutia, isi Survei Kepuasan pelatihan Junior Web Developer (Batch 2): ${link} . Terima kasih.`;
    await waitFor(() => expect(within(dialog).getByLabelText("Pesan")).toHaveValue(message));
    expect(dialog).toHaveTextContent("Cut Meutia, Junior Web Developer (Batch 2), periode Semester II 2026.");
    expect(asked).toEqual([11]);
    await user.click(within(dialog).getByRole("button", { name: "Buka WhatsApp" }));
    expect(opened).toHaveLength(1);
    const url = new URL(opened[0]);
    expect(url.origin + url.pathname).toBe("https://wa.me/6281234567890");
    expect(url.searchParams.get("text")).toBe(message);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Kirim Survei Kepuasan" })).not.toBeInTheDocument());
  });

  it("a message without the link cannot go; the database's refusal is shown and nothing opens", async () => {
    const first = await open("Cut Meutia");
    const field = await within(first.dialog).findByLabelText("Pesan");
    await first.user.clear(field);
    await first.user.type(field, "Halo, isi survei.");
    expect(within(first.dialog).getByRole("alert")).toHaveTextContent("Pesan harus memuat tautan survei peserta ini.");
    expect(within(first.dialog).getByRole("button", { name: "Buka WhatsApp" })).toBeDisabled();
    await first.user.keyboard("{Escape}");
    await pickRowAction(first.user, "Teuku Umar", "Kirim Survei Kepuasan");
    const dialog = await findDialog("Kirim Survei Kepuasan");
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Survei kepuasan periode ini sudah diisi. Terima kasih.");
    expect(within(dialog).getByRole("button", { name: "Buka WhatsApp" })).toBeDisabled();
    expect(first.opened).toEqual([]);
  });
});
