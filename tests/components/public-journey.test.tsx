// The trainee's journey on the public site: schedule detail, links from the lists, announcements,
// FAQ on /kontak, program requirements/benefits/batches and the printable pages.
import { act, configure, screen, waitFor, within } from "@testing-library/react";
import { renderRoute } from "../setup/render";
import { setViewportWidth } from "../setup/components";
import { daysFromToday, db, makeAnnouncement, makeProgram, makeSchedule, setTable, clearTable } from "../msw/db";
import { publicObjectUrl } from "../msw/config";
import { ANNOUNCEMENTS, FAQS } from "../../supabase/seed/data";
import { failAlways, setDelay } from "../msw/handlers";
import { paths } from "@/config/paths";
import { SCHEDULE_COLUMNS } from "@/features/schedules/components/schedule-columns";
import { formatDate, formatDateRange } from "@/lib/dates";

configure({ asyncUtilTimeout: 5000 });

// The demo rows come from the seed (supabase/seed/data.ts, served by tests/msw/db.ts); the expected values
// are read from them. OPEN_ROW: the schedule whose registration is open and extended (it has a quota, a
// location, a contact person and starts later); NOT_YET: one whose registration opens later; CLOSED: one
// whose registration has ended; PLAIN: one without quota or note.
const TODAY = daysFromToday(0);
const OPEN_ROW = db.schedules.find((s) => s.note === "Pendaftaran diperpanjang")!;
const OPEN = OPEN_ROW.id;
const OPEN_TITLE = `${OPEN_ROW.program} ${OPEN_ROW.batch}`;
const OPEN_PROGRAM = db.programs.find((p) => p.name === OPEN_ROW.program)!;
const NOT_YET = db.schedules.find((s) => s.registration_start !== null && s.registration_start > TODAY)!;
const CLOSED = db.schedules.find((s) => s.registration_end !== null && s.registration_end < TODAY)!;
const PLAIN = db.schedules.find((s) => s.quota === null && s.note === null)!;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const compact = (isoDate: string) => isoDate.replace(/-/g, "");
const dayAfter = (isoDate: string) => daysFromToday(1, new Date(`${isoDate}T00:00:00`));
/** The list row or card of a schedule (program and batch). */
const itemOf = (items: HTMLElement[], s: { program: string; batch: string }) =>
  items.find((item) => item.textContent?.includes(s.program) && item.textContent.includes(s.batch))!;
// Published announcements, newest first, as the seed lists them; one is scheduled for later.
const PUBLISHED = ANNOUNCEMENTS.map((a, i) => ({ ...a, id: i + 1 })).filter((a) => a.publishedDay <= 0);
const SCHEDULED = ANNOUNCEMENTS.map((a, i) => ({ ...a, id: i + 1 })).find((a) => a.publishedDay > 0)!;

describe(`${paths.scheduleDetail.path} (schedule detail)`, () => {
  it("shows skeletons while loading", async () => {
    setDelay("schedules", "select", "infinite");
    renderRoute(paths.scheduleDetail.getHref(OPEN));
    expect(await screen.findByTestId("schedule-detail-loading")).toBeInTheDocument();
  });

  it("shows 'Gagal Memuat Jadwal' on failure", async () => {
    failAlways("schedules", "select");
    renderRoute(paths.scheduleDetail.getHref(OPEN));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Gagal Memuat Jadwal")).toBeInTheDocument();
  });

  it.each([["999"], ["abc"], ["0"]])("shows 'Jadwal Tidak Ditemukan' for the id %s", async (id) => {
    renderRoute(paths.scheduleDetail.getHref(id));
    expect(await screen.findByRole("heading", { level: 1, name: "Jadwal Tidak Ditemukan" })).toBeInTheDocument();
    expect(screen.getByText("Jadwal pelatihan yang Anda cari tidak dapat ditemukan.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Kembali ke Jadwal Pelatihan" })).toHaveAttribute("href", paths.schedules.getHref());
  });

  it("shows the facts, the open registration with its deadline, the note and the timeline", async () => {
    renderRoute(paths.scheduleDetail.getHref(OPEN));
    expect(await screen.findByRole("heading", { level: 1, name: OPEN_ROW.program })).toBeInTheDocument();
    expect(document.title).toMatch(new RegExp(`^${escape(OPEN_TITLE)} \\| `));
    expect(screen.getByText("Segera Dibuka")).toBeInTheDocument();
    expect(screen.getByText("Pendaftaran Dibuka")).toBeInTheDocument();
    expect(screen.getByText(`hingga ${formatDate(OPEN_ROW.registration_end!)}`)).toBeInTheDocument();
    expect(screen.getByText("Pendaftaran diperpanjang")).toBeInTheDocument();
    expect(screen.getByText(`${OPEN_ROW.quota} peserta`)).toBeInTheDocument();
    expect(screen.getByText(OPEN_ROW.location!)).toBeInTheDocument();
    expect(screen.getByText(OPEN_ROW.instructorName.join(", "))).toBeInTheDocument();
    const steps = within(screen.getByTestId("schedule-timeline")).getAllByRole("listitem");
    expect(steps.map((s) => [s.textContent?.split(/\d/)[0], s.getAttribute("data-state")])).toEqual([
      ["Pendaftaran dibuka", "now"],
      ["Pendaftaran ditutup", "upcoming"],
      ["Pelatihan dimulai", "upcoming"],
      ["Pelatihan selesai", "upcoming"],
    ]);
    expect(steps[0]).toHaveAttribute("aria-current", "step");
  });

  it("shows the program's requirements and benefits", async () => {
    renderRoute(paths.scheduleDetail.getHref(OPEN));
    const requirements = await screen.findByRole("region", { name: "Persyaratan" });
    expect(within(requirements).getAllByRole("listitem")[0]).toHaveTextContent(OPEN_PROGRAM.requirements[0]);
    const benefits = screen.getByRole("region", { name: "Yang Anda Dapatkan" });
    expect(within(benefits).getByText(OPEN_PROGRAM.benefits[0])).toBeInTheDocument();
  });

  it("offers 'Daftar Sekarang' on this site for a batch taking online registrations, the national system alongside", async () => {
    db.schedules = db.schedules.map((s) => (s.id === OPEN ? { ...s, online_registration: true } : s));
    renderRoute(paths.scheduleDetail.getHref(OPEN));
    const here = await screen.findByRole("link", { name: "Daftar Sekarang" });
    expect(here).toHaveAttribute("href", paths.scheduleRegistration.getHref(OPEN));
    expect(screen.getByRole("link", { name: "Daftar melalui SIAPkerja (membuka tab baru)" })).toHaveAttribute("href", OPEN_ROW.apply_url);
  });

  it("links 'Lihat Hasil Seleksi' once the batch's results are public, not while they are scheduled", async () => {
    const hour = 3_600_000;
    setTable("selection_results", [
      { schedule_id: OPEN, published_at: new Date(Date.now() - hour).toISOString(), note: null, announcement_id: null, published_by: null, updated_at: new Date().toISOString() },
      { schedule_id: CLOSED.id, published_at: new Date(Date.now() + 24 * hour).toISOString(), note: null, announcement_id: null, published_by: null, updated_at: new Date().toISOString() },
    ]);
    const { unmount } = renderRoute(paths.scheduleDetail.getHref(OPEN));
    expect(await screen.findByRole("link", { name: "Lihat Hasil Seleksi" })).toHaveAttribute("href", paths.selectionResults.getHref(OPEN));
    unmount();
    renderRoute(paths.scheduleDetail.getHref(CLOSED.id));
    await screen.findByRole("heading", { level: 1, name: CLOSED.program });
    expect(screen.queryByRole("link", { name: "Lihat Hasil Seleksi" })).not.toBeInTheDocument();
  });

  it("links to the application in a new tab, marked as external, and offers in-person help", async () => {
    // a batch that registers elsewhere only
    db.schedules = db.schedules.map((s) => (s.id === OPEN ? { ...s, online_registration: false } : s));
    renderRoute(paths.scheduleDetail.getHref(OPEN));
    const apply = await screen.findByRole("link", { name: /Daftar Online/ });
    expect(apply).toHaveAttribute("href", OPEN_ROW.apply_url);
    expect(apply).toHaveAttribute("target", "_blank");
    expect(apply).toHaveAttribute("rel", "noopener noreferrer");
    expect(apply).toHaveAccessibleName("Daftar Online (membuka tab baru)");
    const howTo = screen.getByRole("region", { name: "Cara Mendaftar" });
    await waitFor(() => expect(howTo).toHaveTextContent(db.contact_info[0].address));
    expect(howTo).toHaveTextContent("petugas kami siap membantu pendaftaran Anda");
  });

  it("opens WhatsApp to the contact person with a prefilled message naming the program and batch", async () => {
    renderRoute(paths.scheduleDetail.getHref(OPEN));
    const wa = await screen.findByRole("link", { name: /Tanya via WhatsApp/ });
    const url = new URL(wa.getAttribute("href")!);
    expect(url.origin + url.pathname).toBe(`https://wa.me/${OPEN_ROW.contact_whatsapp}`);
    expect(url.searchParams.get("text")).toMatch(
      new RegExp(String.raw`^Halo, saya ingin bertanya tentang pelatihan ${escape(OPEN_TITLE)} di UPTD BLK Banda Aceh\.\nhttp://localhost(:\d+)?${paths.scheduleDetail.getHref(OPEN)}$`),
    );
    expect(screen.getByText(`Narahubung: ${OPEN_ROW.contact_name}`)).toBeInTheDocument();
  });

  it("falls back to the centre's phone without a contact person", async () => {
    setTable("schedules", [makeSchedule({ id: 50, program: "Junior Web Developer", batch: "Batch 9" })]);
    renderRoute(paths.scheduleDetail.getHref(50));
    const wa = await screen.findByRole("link", { name: /Tanya via WhatsApp/ });
    const phone = db.contact_info[0].phone.replace(/\D/g, "").replace(/^0/, "62");
    await waitFor(() => expect(wa.getAttribute("href")).toContain(`https://wa.me/${phone}?text=`));
    expect(screen.getByText("Ke nomor kantor Kejuruan TIK")).toBeInTheDocument();
  });

  it("shows the spec's status alone without a registration period, and only the training steps", async () => {
    setTable("schedules", [makeSchedule({ id: 51, program: "Junior Web Developer", batch: "Batch 9" })]);
    renderRoute(paths.scheduleDetail.getHref(51));
    expect(await screen.findByText("Segera Dibuka")).toBeInTheDocument();
    expect(screen.queryByText(/^Pendaftaran (Dibuka|Belum Dibuka|Ditutup)$/)).not.toBeInTheDocument();
    expect(within(screen.getByTestId("schedule-timeline")).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByText("Belum ditentukan")).toBeInTheDocument();
  });

  it.each([
    ["Pendaftaran Belum Dibuka", NOT_YET.id, `mulai ${formatDate(NOT_YET.registration_start!)}`],
  ])("shows '%s' before the period", async (label, id, detail) => {
    renderRoute(paths.scheduleDetail.getHref(id));
    expect(await screen.findByText(label)).toBeInTheDocument();
    expect(screen.getByText(detail)).toBeInTheDocument();
  });

  it("shows 'Pendaftaran Ditutup' after the period and hides the application link", async () => {
    setTable("schedules", [
      makeSchedule({
        id: 52,
        registration_start: daysFromToday(-20),
        registration_end: daysFromToday(-2),
        apply_url: "https://skillhub.kemnaker.go.id/",
        note: "Kuota kelas sudah terpenuhi",
      }),
    ]);
    renderRoute(paths.scheduleDetail.getHref(52));
    expect(await screen.findByText("Pendaftaran Ditutup")).toBeInTheDocument();
    expect(screen.getByText("Kuota kelas sudah terpenuhi")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Daftar Online/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Pendaftaran untuk batch ini sudah ditutup/)).toBeInTheDocument();
  });

  it("shares through WhatsApp and copies the link with a toast when the Web Share API is missing", async () => {
    const { user } = renderRoute(paths.scheduleDetail.getHref(OPEN));
    // user-event installs its own clipboard; watch it
    const writeText = vi.spyOn(navigator.clipboard, "writeText");
    const share = await screen.findByRole("link", { name: /Bagikan via WhatsApp/ });
    expect(new URL(share.getAttribute("href")!).searchParams.get("text")).toMatch(new RegExp(String.raw`${escape(OPEN_TITLE)}[\s\S]*${paths.scheduleDetail.getHref(OPEN)}$`));
    await user.click(screen.getByRole("button", { name: "Salin Tautan" }));
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`${paths.scheduleDetail.getHref(OPEN)}$`)));
    expect(await screen.findByText("Tautan disalin.")).toBeInTheDocument();
  });

  it("says 'Gagal menyalin tautan.' when the clipboard refuses", async () => {
    const { user } = renderRoute(paths.scheduleDetail.getHref(OPEN));
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("no"));
    await user.click(await screen.findByRole("button", { name: "Salin Tautan" }));
    expect(await screen.findByText("Gagal menyalin tautan.")).toBeInTheDocument();
  });

  it("uses the Web Share API where available", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "share", { configurable: true, value: share });
    try {
      const { user } = renderRoute(paths.scheduleDetail.getHref(OPEN));
      await user.click(await screen.findByRole("button", { name: "Bagikan" }));
      expect(share).toHaveBeenCalledWith(expect.objectContaining({ title: OPEN_TITLE, url: expect.stringMatching(new RegExp(`${paths.scheduleDetail.getHref(OPEN)}$`)) }));
      expect(screen.queryByRole("button", { name: "Salin Tautan" })).not.toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, "share");
    }
  });

  it("downloads an .ics file and links to Google Calendar for the deadline and the training", async () => {
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return "blob:ics";
    });
    Object.defineProperty(URL, "createObjectURL", { configurable: true, value: createObjectURL });
    Object.defineProperty(URL, "revokeObjectURL", { configurable: true, value: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    try {
      const { user } = renderRoute(paths.scheduleDetail.getHref(OPEN));
      await user.click(await screen.findByRole("button", { name: "Unduh File Kalender (.ics)" }));
      await waitFor(() => expect(click).toHaveBeenCalled());
      const anchor = click.mock.contexts[0] as HTMLAnchorElement;
      expect(anchor.download).toBe(`jadwal-${OPEN_TITLE.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.ics`);
      const text = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(created[0]);
      });
      expect(created[0].type).toBe("text/calendar;charset=utf-8");
      expect(text).toContain(`SUMMARY:Batas akhir pendaftaran: ${OPEN_TITLE}`);
      expect(text).toContain(`DTSTART;VALUE=DATE:${compact(OPEN_ROW.startDate)}`);
      const google = screen.getAllByRole("link", { name: /ke Google Calendar/ });
      expect(google).toHaveLength(2);
      expect(new URL(google[1].getAttribute("href")!).searchParams.get("dates")).toBe(
        `${compact(OPEN_ROW.startDate)}/${compact(dayAfter(OPEN_ROW.endDate))}`,
      );
    } finally {
      click.mockRestore();
    }
  });
});

describe("schedule lists link to the detail page", () => {
  it("links each /jadwal row and shows the registration deadline as secondary text (desktop)", async () => {
    renderRoute(paths.schedules.getHref());
    const rows = await screen.findAllByTestId("schedule-row");
    const row = itemOf(rows, OPEN_ROW);
    expect(within(row).getByRole("link", { name: OPEN_ROW.program })).toHaveAttribute("href", paths.scheduleDetail.getHref(OPEN));
    expect(within(row).getByText(`Batas pendaftaran ${formatDate(OPEN_ROW.registration_end!)}`)).toBeInTheDocument();
    // a closed registration period shows no deadline
    const closed = itemOf(rows, CLOSED);
    expect(within(closed).queryByText(/Batas pendaftaran/)).not.toBeInTheDocument();
  });

  it("links each card below 768 px", async () => {
    setViewportWidth(390);
    renderRoute(paths.schedules.getHref());
    const cards = await screen.findAllByTestId("schedule-card");
    const card = itemOf(cards, OPEN_ROW);
    expect(within(card).getByRole("link", { name: OPEN_ROW.program })).toHaveAttribute("href", paths.scheduleDetail.getHref(OPEN));
    expect(within(card).getByText(`Batas pendaftaran ${formatDate(OPEN_ROW.registration_end!)}`)).toBeInTheDocument();
  });

  it("shows the quota under the batch and the note under the status, from the shared columns, with the spec's columns unchanged", async () => {
    setViewportWidth(1440);
    renderRoute(paths.schedules.getHref());
    const rows = await screen.findAllByTestId("schedule-row");
    const table = screen.getByRole("table");
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "Program Kejuruan",
      "Kategori",
      "Instruktur",
      "Periode Pelaksanaan",
      "Batch",
      "Status Pendaftaran",
    ]);
    const row = itemOf(rows, OPEN_ROW);
    const cells = within(row).getAllByRole("cell");
    expect(cells).toHaveLength(6);
    expect(within(cells[4]).getByText(OPEN_ROW.batch)).toBeInTheDocument();
    expect(within(cells[4]).getByText(`Kuota ${OPEN_ROW.quota} peserta`)).toBeInTheDocument();
    expect(within(cells[5]).getByText("Segera Dibuka")).toBeInTheDocument();
    expect(within(cells[5]).getByText("Pendaftaran diperpanjang")).toBeInTheDocument();
    // the admin-only notes stay out of the public list
    expect(row).not.toHaveTextContent(/Lokasi:|Narahubung:|Pendaftaran \d/);
    // without a quota or a note nothing is added
    const plain = itemOf(rows, PLAIN);
    expect(within(plain).getAllByRole("cell")[4].textContent).toBe(PLAIN.batch);
  });

  it.each([
    ["table row", 1280, "schedule-row"],
    ["card", 390, "schedule-card"],
  ])("offers Daftar Sekarang in the %s of a batch open for registration on the site, and only there", async (_, width, testId) => {
    setViewportWidth(width);
    const online = db.schedules.filter((s) => s.online_registration);
    const open = online.filter((s) => s.registration_start! <= TODAY && TODAY <= s.registration_end!);
    expect(open.length).toBeGreaterThanOrEqual(2);
    expect(online.length).toBeGreaterThan(open.length);
    renderRoute(paths.schedules.getHref());
    const items = await screen.findAllByTestId(testId);
    for (const s of open) {
      const link = within(itemOf(items, s)).getByRole("link", { name: `Daftar Sekarang ${s.program} ${s.batch}` });
      expect(link).toHaveAttribute("href", paths.scheduleRegistration.getHref(s.id));
    }
    expect(screen.getAllByRole("link", { name: /^Daftar Sekarang/ })).toHaveLength(open.length);
  });

  it("shows the same notes on the mobile cards", async () => {
    setViewportWidth(390);
    renderRoute(paths.schedules.getHref());
    const card = itemOf(await screen.findAllByTestId("schedule-card"), OPEN_ROW);
    expect(within(card).getByText(`Kuota ${OPEN_ROW.quota} peserta`)).toBeInTheDocument();
    expect(within(card).getByText("Pendaftaran diperpanjang")).toBeInTheDocument();
    expect(card).not.toHaveTextContent(/Lokasi:|Narahubung:/);
  });

  it("prints the deadline, quota and note with the plain status", async () => {
    renderRoute(paths.schedules.getHref());
    await screen.findAllByTestId(/schedule-(row|card)/);
    act(() => {
      window.dispatchEvent(new Event("beforeprint"));
    });
    const sheet = screen.getByTestId("schedules-print-sheet");
    const row = itemOf([...sheet.querySelectorAll<HTMLElement>("tbody tr")], OPEN_ROW);
    const cells = [...row.querySelectorAll("td")].map((td) => td.textContent);
    expect(cells).toEqual([
      `${OPEN_ROW.program}${`Batas pendaftaran ${formatDate(OPEN_ROW.registration_end!)}`}`,
      OPEN_ROW.programCategory,
      OPEN_ROW.instructorName.join(", "),
      formatDateRange(OPEN_ROW.startDate, OPEN_ROW.endDate),
      `${OPEN_ROW.batch}Kuota ${OPEN_ROW.quota} peserta`,
      "Segera DibukaPendaftaran diperpanjang",
    ]);
    expect(sheet.querySelector("[data-status]")).toBeNull();
    act(() => {
      window.dispatchEvent(new Event("afterprint"));
    });
  });

  it("links the home page's schedule cards", async () => {
    renderRoute(paths.home.getHref());
    const section = await screen.findByTestId("home-schedules");
    expect(within(section).getByRole("link", { name: "Junior Web Developer" })).toHaveAttribute("href", paths.scheduleDetail.getHref(1));
  });

  it("prints every schedule with its status as one table (rendered only while printing)", async () => {
    setViewportWidth(390);
    renderRoute(paths.schedules.getHref());
    await screen.findAllByTestId("schedule-card");
    expect(screen.queryByTestId("schedules-print-sheet")).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event("beforeprint"));
    });
    const sheet = screen.getByTestId("schedules-print-sheet");
    expect(sheet.querySelectorAll("tbody tr")).toHaveLength(db.schedules.length);
    // The headers of the one column definition (their text is checked in public-schedules.test.tsx).
    expect(sheet.querySelector("thead")?.textContent).toBe(SCHEDULE_COLUMNS.map((column) => column.header).join(""));
    expect(screen.getByRole("button", { name: "Cetak Jadwal" })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event("afterprint"));
    });
    expect(screen.queryByTestId("schedules-print-sheet")).not.toBeInTheDocument();
  });
});

describe(`${paths.announcements.path} (announcements)`, () => {
  it("shows skeletons while loading", async () => {
    setDelay("announcements", "select", "infinite");
    renderRoute(paths.announcements.getHref());
    expect(await screen.findByTestId("announcements-loading")).toBeInTheDocument();
  });

  it("shows 'Gagal Memuat Pengumuman' on failure", async () => {
    failAlways("announcements", "select");
    renderRoute(paths.announcements.getHref());
    expect(await screen.findByText("Gagal Memuat Pengumuman")).toBeInTheDocument();
  });

  it("shows 'Belum Ada Pengumuman' when empty", async () => {
    clearTable("announcements");
    renderRoute(paths.announcements.getHref());
    expect(await screen.findByText("Belum Ada Pengumuman")).toBeInTheDocument();
  });

  it("lists published announcements newest first and hides scheduled ones", async () => {
    renderRoute(paths.announcements.getHref());
    const cards = await screen.findAllByTestId("announcement-card");
    expect(cards.map((c) => within(c).getByRole("heading").textContent)).toEqual(PUBLISHED.map((a) => a.title));
    expect(within(cards[0]).getByRole("link")).toHaveAttribute("href", paths.announcementDetail.getHref(PUBLISHED[0].id));
    expect(screen.queryByText(SCHEDULED.title)).not.toBeInTheDocument();
  });

  it("shows the latest 3 on the home page", async () => {
    db.announcements.push(makeAnnouncement({ id: 9, title: "Pengumuman Lama", published_at: new Date(Date.now() - 40 * 86_400_000).toISOString() }));
    renderRoute(paths.home.getHref());
    const section = await screen.findByTestId("home-announcements");
    expect(within(section).getAllByTestId("announcement-card")).toHaveLength(3);
    expect(within(section).queryByText("Pengumuman Lama")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Semua Pengumuman/ })).toHaveAttribute("href", paths.announcements.getHref());
  });
});

describe(`${paths.announcementDetail.path} (announcement)`, () => {
  it("renders paragraphs and links, never HTML, and links to the schedule", async () => {
    db.announcements.push(
      makeAnnouncement({ id: 20, title: "Uji Teks", body: "Baris <b>tebal</b> tetap teks.\n\nDaftar di https://skillhub.kemnaker.go.id/.", schedule_id: 3 }),
    );
    renderRoute(paths.announcementDetail.getHref(20));
    expect(await screen.findByRole("heading", { level: 1, name: "Uji Teks" })).toBeInTheDocument();
    expect(screen.getByText("Baris <b>tebal</b> tetap teks.")).toBeInTheDocument();
    expect(document.querySelector("article b")).toBeNull();
    const link = screen.getByRole("link", { name: /https:\/\/skillhub\.kemnaker\.go\.id\// });
    expect(link).toHaveAttribute("href", "https://skillhub.kemnaker.go.id/");
    expect(link).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("link", { name: /Lihat Jadwal dan Cara Mendaftar/ })).toHaveAttribute("href", paths.scheduleDetail.getHref(3));
  });

  it("shows 'Pengumuman Tidak Ditemukan' for a scheduled (unpublished) one", async () => {
    renderRoute(paths.announcementDetail.getHref(SCHEDULED.id));
    expect(await screen.findByRole("heading", { level: 1, name: "Pengumuman Tidak Ditemukan" })).toBeInTheDocument();
    expect(screen.getByText("Pengumuman yang Anda cari tidak dapat ditemukan atau belum diterbitkan.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Kembali ke Pengumuman" })).toHaveAttribute("href", paths.announcements.getHref());
  });

  it("shows 'Gagal Memuat Pengumuman' on failure and skeletons while loading", async () => {
    failAlways("announcements", "select");
    renderRoute(paths.announcementDetail.getHref(1));
    expect(await screen.findByText("Gagal Memuat Pengumuman")).toBeInTheDocument();
  });

  it("shows skeletons while loading", async () => {
    setDelay("announcements", "select", "infinite");
    renderRoute(paths.announcementDetail.getHref(1));
    expect(await screen.findByTestId("announcement-loading")).toBeInTheDocument();
  });
});

describe("the trainee journey's public pages share the page header of the other public pages", () => {
  it.each([
    ["schedule detail", paths.scheduleDetail.getHref(OPEN), OPEN_ROW.program],
    ["announcements", paths.announcements.getHref(), "Pengumuman"],
    ["announcement detail", paths.announcementDetail.getHref(PUBLISHED[0].id), PUBLISHED[0].title],
    ["contact with the FAQ", paths.contact.getHref(), "Hubungi Kami"],
  ])("%s: the h1 sits in the shared band (PublicPageHeader)", async (_name, href, title) => {
    renderRoute(href);
    const heading = await screen.findByRole("heading", { level: 1, name: title });
    expect(heading.closest("[data-testid='public-page-band']")).not.toBeNull();
    expect(screen.getAllByTestId("public-page-band")).toHaveLength(1);
  });

  it("puts 'Cara Mendaftar' right after the facts in reading and focus order (first thing after them on a phone)", async () => {
    renderRoute(paths.scheduleDetail.getHref(OPEN));
    await screen.findByRole("region", { name: "Persyaratan" });
    const order = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(order.slice(0, 3)).toEqual(["Rincian Jadwal", "Cara Mendaftar", "Bagikan"]);
    expect(order.indexOf("Linimasa")).toBeGreaterThan(order.indexOf("Tambah ke Kalender"));
  });

  it("keeps the back link, the batch eyebrow, both badges and the note in the schedule detail's header", async () => {
    renderRoute(paths.scheduleDetail.getHref(OPEN));
    await screen.findByRole("heading", { level: 1, name: OPEN_ROW.program });
    const band = screen.getByTestId("public-page-band");
    expect(within(band).getByRole("link", { name: "Jadwal Pelatihan" })).toHaveAttribute("href", paths.schedules.getHref());
    expect(within(band).getByText(OPEN_ROW.batch)).toBeInTheDocument();
    expect(within(band).getByText("Segera Dibuka")).toBeInTheDocument();
    expect(within(band).getByText("Pendaftaran Dibuka")).toBeInTheDocument();
    expect(within(band).getByText("Pendaftaran diperpanjang")).toBeInTheDocument();
  });
});

describe("announcement images use their responsive WebP variants", () => {
  const main = "http://127.0.0.1:54321/storage/v1/object/public/announcements/1731900000777.jpg";
  const srcset = [480, 960, 1600].map((w) => main.replace(".jpg", `.w${w}.webp ${w}w`)).join(", ");

  it("offers srcset and sizes on the list card and the detail page when the row records variants", async () => {
    db.announcements.push(
      makeAnnouncement({ id: 30, title: "Dengan Foto", image_url: main, file_path: "1731900000777.jpg", image_variant_widths: [480, 960, 1600] }),
    );
    const list = renderRoute(paths.announcements.getHref());
    const card = (await screen.findAllByTestId("announcement-card")).find((c) => c.textContent?.includes("Dengan Foto"))!;
    const cardImg = card.querySelector("img")!;
    expect(cardImg).toHaveAttribute("src", main);
    expect(cardImg).toHaveAttribute("srcset", srcset);
    expect(cardImg.getAttribute("sizes")).toMatch(/100vw$/);
    list.unmount();

    renderRoute(paths.announcementDetail.getHref(30));
    await screen.findByRole("heading", { level: 1, name: "Dengan Foto" });
    const img = document.querySelector("article img")!;
    expect(img).toHaveAttribute("srcset", srcset);
    expect(img).toHaveAttribute("sizes", "(min-width: 768px) 768px, 100vw");
  });

  it("shows an image without recorded variants as it is", async () => {
    db.announcements.push(
      makeAnnouncement({ id: 31, title: "Foto Lama", image_url: publicObjectUrl("announcements", "1731900000501.png"), file_path: "1731900000501.png" }),
    );
    renderRoute(paths.announcementDetail.getHref(31));
    await screen.findByRole("heading", { level: 1, name: "Foto Lama" });
    const img = document.querySelector("article img")!;
    expect(img.getAttribute("src")).toMatch(/1731900000501\.png$/);
    expect(img).not.toHaveAttribute("srcset");
  });
});

describe("FAQ on /kontak", () => {
  it("opens an answer with the keyboard", async () => {
    const { user } = renderRoute(paths.contact.getHref());
    const question = await screen.findByRole("button", { name: FAQS[0].question });
    expect(question).toHaveAttribute("aria-expanded", "false");
    question.focus();
    await user.keyboard("{Enter}");
    expect(question).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(FAQS[0].answer)).toBeVisible();
    await user.keyboard("{Tab}");
    expect(screen.getByRole("button", { name: FAQS[1].question })).toHaveFocus();
  });

  it("lists the questions in their order", async () => {
    db.faq[0].position = FAQS.length + 10;
    renderRoute(paths.contact.getHref());
    const region = await screen.findByRole("region", { name: "Pertanyaan Umum" });
    await waitFor(() => expect(within(region).getAllByRole("button")).toHaveLength(FAQS.length));
    expect(within(region).getAllByRole("button").map((b) => b.textContent)).toEqual([...FAQS.slice(1), FAQS[0]].map((f) => f.question));
  });

  it("shows its loading, error and empty states", async () => {
    setDelay("faq", "select", "infinite");
    const first = renderRoute(paths.contact.getHref());
    expect(await screen.findByTestId("faq-loading")).toBeInTheDocument();
    first.unmount();
  });

  it("shows 'Gagal Memuat Pertanyaan Umum' on failure", async () => {
    failAlways("faq", "select");
    renderRoute(paths.contact.getHref());
    expect(await screen.findByText("Gagal Memuat Pertanyaan Umum")).toBeInTheDocument();
  });

  it("shows 'Belum Ada Pertanyaan Umum' when empty", async () => {
    clearTable("faq");
    renderRoute(paths.contact.getHref());
    expect(await screen.findByText("Belum Ada Pertanyaan Umum")).toBeInTheDocument();
  });
});

describe("program detail: requirements, benefits, batches and the printed syllabus", () => {
  it("shows Persyaratan and Yang Anda Dapatkan in the Deskripsi tab", async () => {
    renderRoute(paths.programDetail.getHref(1));
    expect(await screen.findByRole("heading", { level: 3, name: "Persyaratan" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Yang Anda Dapatkan" })).toBeInTheDocument();
    expect(screen.getByText(db.programs[0].benefits[1])).toBeInTheDocument();
  });

  it("hides both sections when the lists are empty", async () => {
    db.programs.push(makeProgram({ id: 70, requirements: [], benefits: [] }));
    renderRoute(paths.programDetail.getHref(70));
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("heading", { name: "Persyaratan" })).not.toBeInTheDocument();
  });

  it("lists the program's running and upcoming batches with links", async () => {
    db.schedules.push(makeSchedule({ id: 60, program: db.programs[0].name, batch: "Batch 7" }));
    renderRoute(paths.programDetail.getHref(db.programs[0].id));
    const batches = await screen.findByRole("region", { name: "Jadwal Batch" });
    await waitFor(() => expect(within(batches).getByRole("link", { name: /Batch 7/ })).toHaveAttribute("href", paths.scheduleDetail.getHref(60)));
  });

  it("prints the full syllabus table with unit codes, total JP and the contact line", async () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => {
      window.dispatchEvent(new Event("beforeprint"));
    });
    try {
      const { user } = renderRoute(paths.programDetail.getHref(1));
      await screen.findByRole("heading", { level: 1 });
      expect(screen.queryByTestId("syllabus-print-sheet")).not.toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: "Cetak Silabus" }));
      expect(print).toHaveBeenCalledTimes(1);
      const sheet = screen.getByTestId("syllabus-print-sheet");
      const items = db.syllabus_items.filter((i) => i.program_id === 1);
      expect(sheet.querySelectorAll("tbody tr")).toHaveLength(items.length + 1);
      expect(sheet).toHaveTextContent(`Total JP: ${items.reduce((s, i) => s + i.duration_jp, 0)}`);
      expect(sheet).toHaveTextContent(items.find((i) => i.kode_unit)!.kode_unit!);
      await waitFor(() => expect(sheet).toHaveTextContent(db.contact_info[0].phone));
      // the print dialog closes: the sheet goes
      act(() => {
        window.dispatchEvent(new Event("afterprint"));
      });
      expect(screen.queryByTestId("syllabus-print-sheet")).not.toBeInTheDocument();
    } finally {
      print.mockRestore();
    }
  });
});
