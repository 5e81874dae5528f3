/**
 * "Survei Alumni" (docs/outcomes.md, "Sending from the panel"): who is due, the settings and the survey's message
 * (each form refusing in Indonesian before anything is sent), and sending one after another by WhatsApp or e-mail
 * with each graduate's own link, asked from the database for that message only. The functions' rules are tested
 * against the database in tests/integration/tracer-study.test.ts; here they answer as the migration does.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expectToast, findDialog, pickRowAction, renderAdmin } from "./admin-helpers";
import { REST_URL } from "../msw/config";
import { getRequests } from "../msw/controls";
import { USER_ID, complete, db, findUser, setTable } from "../msw/db";
import { server } from "../msw/server";
import { paths } from "@/config/paths";
import { formatDate } from "@/lib/dates";
import { SURVEY_MESSAGE_MESSAGES, TRACER_SETTINGS_MESSAGES } from "@/features/tracer-study/schemas/tracer-settings-schema";
import type { DueRound } from "@/features/tracer-study/api/tracer-sending";

const PATH = paths.admin.tracer.getHref();
const TEMPLATE = "Halo {nama}, isi survei alumni {program} ({batch}) di {tautan} . Terima kasih.";
const token = (roundId: number) => `TOKEN${roundId}${"x".repeat(38)}`;

const round = (id: number, values: Partial<DueRound> = {}): DueRound => ({
  round_id: id,
  registration_id: 100 + id,
  full_name: `Lulusan ${id}`,
  program: "Junior Web Developer",
  batch: "Batch 1",
  round_month: 3,
  opens_on: "2026-11-20",
  closes_on: "2027-01-19",
  sends: 0,
  last_sent_at: null,
  has_whatsapp: true,
  has_email: false,
  ...values,
});

/** tracer_due, tracer_link and record_tracer_sent as the migration answers them, over POST only. */
function tracerFunctions(rounds: DueRound[], contacts: Record<number, { whatsapp: string | null; email: string | null }> = {}) {
  const sent: unknown[] = [];
  const links: unknown[] = [];
  server.use(
    http.post(`${REST_URL}/rpc/tracer_due`, () => HttpResponse.json(rounds.filter((r) => r.sends < 5))),
    http.post(`${REST_URL}/rpc/tracer_link`, async ({ request }) => {
      const { p_round_id: id } = (await request.json()) as { p_round_id: number };
      links.push(id);
      const contact = contacts[id] ?? { whatsapp: `62812000000${id}`, email: null };
      return HttpResponse.json({ round_id: id, token: token(id), path: `${paths.alumniSurvey.getHref()}#${token(id)}`, ...contact });
    }),
    http.post(`${REST_URL}/rpc/record_tracer_sent`, async ({ request }) => {
      const body = (await request.json()) as { p_round_id: number; p_channel: string };
      sent.push(body);
      const r = rounds.find((x) => x.round_id === body.p_round_id)!;
      r.sends += 1;
      r.last_sent_at = "2026-11-29T03:00:00Z";
      return HttpResponse.json({ round_id: r.round_id, sends: r.sends });
    }),
  );
  return { sent, links };
}

function spyOpen() {
  const opened: string[] = [];
  vi.spyOn(window, "open").mockImplementation((url) => {
    opened.push(String(url));
    return null;
  });
  return opened;
}

beforeEach(() => {
  setTable("tracer_settings", [complete("tracer_settings", { id: 1, months: [3, 6], answer_days: 60, correction_days: 14 })]);
  setTable("message_templates", [complete("message_templates", { id: 9, status: "survei_alumni", body: TEMPLATE })]);
});
afterEach(() => vi.restoreAllMocks());

const link = (id: number) => `${window.location.origin}${paths.alumniSurvey.getHref()}#${token(id)}`;
const filled = (id: number) => `Halo Lulusan ${id}, isi survei alumni Junior Web Developer (Batch 1) di ${link(id)} . Terima kasih.`;

describe(`${PATH}: the list and the settings`, () => {
  it("shows the schedule, the message and who is due, with what was sent and how to reach them", async () => {
    tracerFunctions([
      round(1),
      round(2, { sends: 2, last_sent_at: "2026-11-25T03:00:00Z", has_email: true }),
      round(3, { round_month: 6, opens_on: "2099-01-03", has_whatsapp: false, has_email: true }),
    ]);
    renderAdmin(PATH);
    expect(await screen.findByRole("heading", { level: 1, name: "Survei Alumni" })).toBeInTheDocument();
    expect(
      await screen.findByText("Dikirim 3 dan 6 bulan setelah pelatihan berakhir. Tautan berlaku 60 hari sejak survei dibuka; jawaban dapat diperbaiki 14 hari."),
    ).toBeInTheDocument();
    expect(screen.getByText(TEMPLATE)).toBeInTheDocument();
    expect(await screen.findByText("3 survei terbuka atau dibuka dalam 7 hari dan belum dijawab; 2 belum pernah dikirim.")).toBeInTheDocument();
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows.map((row) => [...row.querySelectorAll("td")].slice(0, 5).map((c) => c.textContent))).toEqual([
      ["Lulusan 1", "Junior Web Developer (Batch 1)", `Survei 3 bulanTerbuka sampai ${formatDate("2027-01-19")}`, "Belum dikirim", "WhatsApp"],
      ["Lulusan 2", "Junior Web Developer (Batch 1)", `Survei 3 bulanTerbuka sampai ${formatDate("2027-01-19")}`, expect.stringMatching(/^2×terakhir /), "WhatsApp, E-mail"],
      ["Lulusan 3", "Junior Web Developer (Batch 1)", `Survei 6 bulanDibuka ${formatDate("2099-01-03")}`, "Belum dikirim", "E-mail"],
    ]);
    expect(screen.getByRole("link", { name: "Pertanyaan Survei" })).toHaveAttribute("href", paths.admin.tracerQuestions.getHref());
    expect(screen.getByRole("link", { name: "Hasil Survei" })).toHaveAttribute("href", paths.admin.tracerFigures.getHref());
    expect(screen.getByRole("link", { name: "Cerita Alumni" })).toHaveAttribute("href", paths.admin.alumniStories.getHref());
    expect(screen.getByRole("button", { name: "Kirim ke yang Belum (2)" })).toBeInTheDocument();
    // the list is asked over POST (it creates the rounds that became due); no token reaches the page before a send
    expect(getRequests().some((r) => JSON.stringify(r).includes("TOKEN"))).toBe(false);
  });

  it("says so when nobody is due", async () => {
    tracerFunctions([]);
    renderAdmin(PATH);
    expect(await screen.findByText("Tidak ada lulusan yang perlu dikirimi survei minggu ini.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Kirim/ })).not.toBeInTheDocument();
  });

  it("shows the database's refusal when the list cannot be read", async () => {
    tracerFunctions([]);
    server.use(
      http.post(`${REST_URL}/rpc/tracer_due`, () =>
        HttpResponse.json({ code: "42501", message: "Masukkan kode verifikasi dua langkah terlebih dahulu.", details: null, hint: null }, { status: 403 }),
      ),
    );
    renderAdmin(PATH);
    expect(await screen.findByText("Gagal memuat daftar survei.")).toBeInTheDocument();
    expect(screen.getByText("Masukkan kode verifikasi dua langkah terlebih dahulu.")).toBeInTheDocument();
  });

  it("the schedule's form refuses what the database would, in Indonesian, and saves months in order without repeats", async () => {
    tracerFunctions([]);
    const { user } = renderAdmin(PATH);
    await user.click(await screen.findByRole("button", { name: "Ubah jadwal survei" }));
    const dialog = await findDialog("Ubah Jadwal Survei");
    const months = within(dialog).getByLabelText("Bulan setelah pelatihan berakhir");
    expect(months).toHaveValue("3, 6");
    const cases: [string, string, string, string][] = [
      ["", "60", "14", TRACER_SETTINGS_MESSAGES.monthsRequired],
      ["0, 6", "60", "14", TRACER_SETTINGS_MESSAGES.months],
      ["3, 25", "60", "14", TRACER_SETTINGS_MESSAGES.months],
      ["3, enam", "60", "14", TRACER_SETTINGS_MESSAGES.months],
      ["1, 3, 6, 9, 12", "60", "14", TRACER_SETTINGS_MESSAGES.tooManyRounds],
      ["3, 6", "6", "14", TRACER_SETTINGS_MESSAGES.answerDays],
      ["3, 6", "366", "14", TRACER_SETTINGS_MESSAGES.answerDays],
      ["3, 6", "60", "91", TRACER_SETTINGS_MESSAGES.correctionDays],
      ["3, 6", "60", "", TRACER_SETTINGS_MESSAGES.correctionDays],
    ];
    for (const [m, answer, correction, message] of cases) {
      for (const [label, value] of [
        ["Bulan setelah pelatihan berakhir", m],
        ["Lama tautan berlaku (hari)", answer],
        ["Masa perbaikan jawaban (hari)", correction],
      ]) {
        const input = within(dialog).getByLabelText(label);
        await user.clear(input);
        if (value) await user.type(input, value);
      }
      await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
      expect(await within(dialog).findByText(message), `${m} / ${answer} / ${correction}`).toBeInTheDocument();
    }
    expect(getRequests("tracer_settings", "update")).toHaveLength(0);
    await user.clear(months);
    await user.type(months, "12 6, 6");
    await user.clear(within(dialog).getByLabelText("Masa perbaikan jawaban (hari)"));
    await user.type(within(dialog).getByLabelText("Masa perbaikan jawaban (hari)"), "0");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Jadwal survei berhasil diperbarui.");
    expect(db.tracer_settings[0]).toMatchObject({ months: [6, 12], answer_days: 60, correction_days: 0 });
    expect(await screen.findByText(/^Dikirim 6 dan 12 bulan setelah pelatihan berakhir\./)).toBeInTheDocument();
  });

  it("the message's form keeps {tautan} and the four placeholders the panel fills", async () => {
    tracerFunctions([]);
    const { user } = renderAdmin(PATH);
    await user.click(await screen.findByRole("button", { name: "Ubah pesan survei" }));
    const dialog = await findDialog("Ubah Pesan Survei");
    const body = within(dialog).getByLabelText("Pesan");
    for (const [text, message] of [
      ["Halo {{nama}, isi survei kami.", SURVEY_MESSAGE_MESSAGES.link],
      ["Halo {{nama}, kode {{kode}: {{tautan}", SURVEY_MESSAGE_MESSAGES.placeholders(["kode"])],
      ["   ", SURVEY_MESSAGE_MESSAGES.required],
    ]) {
      await user.clear(body);
      await user.type(body, text);
      await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    await user.clear(body);
    await user.type(body, "Halo {{nama}, survei singkat: {{tautan}");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Pesan survei berhasil diperbarui.");
    expect(db.message_templates[0].body).toBe("Halo {nama}, survei singkat: {tautan}");
  });

  it("is for admins only: an operator sees Khusus Admin and nothing is asked", async () => {
    tracerFunctions([round(1)]);
    findUser(USER_ID)!.member_role = "operator";
    renderAdmin(PATH, "user");
    expect(await screen.findByRole("heading", { name: "Khusus Admin" })).toBeInTheDocument();
    expect(getRequests("rpc", "tracer_due")).toHaveLength(0);
  });
});

describe(`${PATH}: sending`, () => {
  it("one graduate by WhatsApp: the message with their own link, the chat opened, the send recorded, the list refreshed", async () => {
    const rounds = [round(1), round(2)];
    const { sent, links } = tracerFunctions(rounds);
    const opened = spyOpen();
    const { user } = renderAdmin(PATH);
    await pickRowAction(user, "Lulusan 1", "Kirim Survei");
    const dialog = await findDialog("Kirim Survei");
    expect(dialog).toHaveTextContent("Lulusan 1, Junior Web Developer (Batch 1), survei 3 bulan.");
    await waitFor(() => expect(within(dialog).getByLabelText("Pesan")).toHaveValue(filled(1)));
    expect(links).toEqual([1]);
    await user.click(within(dialog).getByRole("button", { name: "Buka WhatsApp" }));
    await expectToast("Tautan survei untuk 1 lulusan tercatat di riwayat pendaftaran.");
    expect(opened).toHaveLength(1);
    const url = new URL(opened[0]);
    expect(url.origin + url.pathname).toBe("https://wa.me/628120000001");
    expect(url.searchParams.get("text")).toBe(filled(1));
    expect(sent).toEqual([{ p_round_id: 1, p_channel: "whatsapp" }]);
    expect(await screen.findByText("2 survei terbuka atau dibuka dalam 7 hari dan belum dijawab; 1 belum pernah dikirim.")).toBeInTheDocument();
  });

  it("a selection one after another: e-mail for one, skip one, WhatsApp for the last; an edited message goes as edited", async () => {
    const rounds = [round(1, { has_whatsapp: false, has_email: true }), round(2), round(3)];
    const { sent } = tracerFunctions(rounds, { 1: { whatsapp: null, email: "lulusan1@example.com" } });
    const opened = spyOpen();
    const { user } = renderAdmin(PATH);
    for (const name of ["Lulusan 1", "Lulusan 2", "Lulusan 3"]) {
      await user.click(await screen.findByRole("checkbox", { name: `Pilih ${name} (Junior Web Developer, survei 3 bulan)` }));
    }
    await user.click(screen.getByRole("button", { name: "Kirim Survei (3)" }));
    const dialog = await findDialog("Kirim Survei");
    expect(dialog).toHaveTextContent("1 dari 3: Lulusan 1");
    await waitFor(() => expect(within(dialog).getByLabelText("Pesan")).toHaveValue(filled(1)));
    expect(within(dialog).getByRole("button", { name: "Buka WhatsApp" })).toBeDisabled();
    const mail = within(dialog).getByRole("link", { name: "Kirim E-mail" });
    const href = new URL(mail.getAttribute("href")!);
    expect(href.protocol).toBe("mailto:");
    expect(decodeURIComponent(href.pathname)).toBe("lulusan1@example.com");
    expect(href.searchParams.get("subject")).toBe("Survei Alumni Kejuruan TIK UPTD BLK Banda Aceh");
    expect(href.searchParams.get("body")).toBe(filled(1));
    // jsdom does not follow mailto: the click records the send
    mail.addEventListener("click", (event) => event.preventDefault());
    await user.click(mail);
    await waitFor(() => expect(dialog).toHaveTextContent("2 dari 3: Lulusan 2"));
    await waitFor(() => expect(within(dialog).getByLabelText("Pesan")).toHaveValue(filled(2)));
    await user.click(within(dialog).getByRole("button", { name: "Lewati" }));
    await waitFor(() => expect(dialog).toHaveTextContent("3 dari 3: Lulusan 3"));
    const message = within(dialog).getByLabelText("Pesan");
    await waitFor(() => expect(message).toHaveValue(filled(3)));
    await user.type(message, " Salam.");
    await user.click(within(dialog).getByRole("button", { name: "Buka WhatsApp" }));
    await expectToast("Tautan survei untuk 2 lulusan tercatat di riwayat pendaftaran.");
    expect(sent).toEqual([
      { p_round_id: 1, p_channel: "email" },
      { p_round_id: 3, p_channel: "whatsapp" },
    ]);
    expect(new URL(opened[0]).searchParams.get("text")).toBe(`${filled(3)} Salam.`);
  });

  it("a message without the graduate's link cannot go; a link the database refuses is shown and nothing opens", async () => {
    const rounds = [round(1), round(2)];
    const { sent } = tracerFunctions(rounds);
    const opened = spyOpen();
    const { user } = renderAdmin(PATH);
    await pickRowAction(user, "Lulusan 1", "Kirim Survei");
    let dialog = await findDialog("Kirim Survei");
    const message = within(dialog).getByLabelText("Pesan");
    await waitFor(() => expect(message).toHaveValue(filled(1)));
    await user.clear(message);
    await user.type(message, "Halo, isi survei kami.");
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Pesan harus memuat tautan survei lulusan ini.");
    expect(within(dialog).getByRole("button", { name: "Buka WhatsApp" })).toBeDisabled();
    await user.keyboard("{Escape}");

    server.use(
      http.post(`${REST_URL}/rpc/tracer_link`, () =>
        HttpResponse.json({ code: "PT404", message: "Survei tidak ditemukan. Muat ulang halaman.", details: null, hint: null }, { status: 404 }),
      ),
    );
    await pickRowAction(user, "Lulusan 2", "Kirim Survei");
    dialog = await findDialog("Kirim Survei");
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Survei tidak ditemukan. Muat ulang halaman.");
    expect(within(dialog).queryByLabelText("Pesan")).not.toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Buka WhatsApp" })).toBeDisabled();
    expect(opened).toEqual([]);
    expect(sent).toEqual([]);
  });
});
