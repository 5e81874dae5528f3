import { configure, screen, within } from "@testing-library/react";
import { renderRoute } from "../setup/render";
import { setViewportWidth } from "../setup/components";
import { daysFromToday, db, makeSchedule, setTable } from "../msw/db";
import { failAlways, setDelay } from "../msw/handlers";
import { formatDateRange } from "@/lib/dates";
import { paths } from "@/config/paths";
import { SCHEDULES, seededStatus } from "../../supabase/seed/data";
import { adminHeader } from "@/components/entity-columns";
import { SCHEDULE_COLUMNS } from "@/features/schedules/components/schedule-columns";

// Pages are lazily loaded: the first render of a file can take a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// The spec's columns, written once: every other test of a schedule view compares with SCHEDULE_COLUMNS.
const COLUMNS = ["Program Kejuruan", "Kategori", "Instruktur", "Periode Pelaksanaan", "Batch", "Status Pendaftaran"];
const ADMIN_COLUMNS = ["Program Kejuruan", "Kategori", "Instruktur", "Periode Pelaksanaan", "Batch", "Status"];

describe(`${paths.schedules.path} (public schedules)`, () => {
  it("has one column definition whose headers are the spec's, public and admin (docs/product.md)", () => {
    expect(SCHEDULE_COLUMNS.map((column) => column.header)).toEqual(COLUMNS);
    expect(SCHEDULE_COLUMNS.map(adminHeader)).toEqual(ADMIN_COLUMNS);
  });

  it("sets the document title and meta description", async () => {
    renderRoute(paths.schedules.getHref());
    await screen.findByRole("heading", { level: 1, name: "Jadwal Pelatihan" });
    expect(document.title).toMatch(/^Jadwal Pelatihan \| /);
    expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toMatch(/jadwal pelatihan/i);
  });

  it("shows skeletons while loading", async () => {
    setDelay("schedules", "select", "infinite");
    renderRoute(paths.schedules.getHref());
    expect(await screen.findByTestId("schedules-loading")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("shows 'Gagal memuat data...' on failure", async () => {
    failAlways("schedules", "select");
    renderRoute(paths.schedules.getHref());
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Gagal memuat data...")).toBeInTheDocument();
  });

  it("shows 'Belum ada jadwal yang dipublikasikan.' when empty", async () => {
    setTable("schedules", []);
    renderRoute(paths.schedules.getHref());
    expect(await screen.findByText("Belum ada jadwal yang dipublikasikan.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("shows a table with the spec's columns at desktop width, sorted by computed status", async () => {
    setViewportWidth(1440);
    renderRoute(paths.schedules.getHref());
    const table = await screen.findByRole("table");
    const headers = within(table).getAllByRole("columnheader").map((h) => h.textContent);
    expect(headers).toEqual(COLUMNS);
    const rows = within(table).getAllByTestId("schedule-row");
    expect(rows).toHaveLength(SCHEDULES.length);
    // The seed's statuses (supabase/seed/data.ts; its dates give the same status whatever the weekday).
    const count = (status: string) => SCHEDULES.filter((seed) => seededStatus(seed) === status).length;
    const statuses = rows.map((r) => within(r).getByText(/^(Berlangsung|Segera Dibuka|Ditutup)$/).textContent);
    expect(statuses).toEqual(
      (["Berlangsung", "Segera Dibuka", "Ditutup"] as const).flatMap((status) => Array<string>(count(status)).fill(status)),
    );
    // Program, category, instructors (joined), period and batch of the first row: the running one that started last.
    const running = db.schedules.filter((s) => s.status === "Berlangsung").sort((a, b) => b.startDate.localeCompare(a.startDate));
    const first = within(rows[0]);
    expect(first.getByText(running[0].program)).toBeInTheDocument();
    expect(first.getByText(running[0].programCategory)).toBeInTheDocument();
    expect(first.getByText(running[0].instructorName.join(", "))).toBeInTheDocument();
    expect(first.getByText(formatDateRange(running[0].startDate, running[0].endDate))).toBeInTheDocument();
    expect(first.getByText(running[0].batch)).toBeInTheDocument();
    expect(running[1].instructorName.length).toBeGreaterThan(1);
    expect(within(rows[1]).getByText(running[1].instructorName.join(", "))).toBeInTheDocument();
  });

  it("computes the status from today's date, not the stored status, and orders by start date descending within a status", async () => {
    setTable("schedules", [
      makeSchedule({ id: 1, program: "Lama", startDate: daysFromToday(-30), endDate: daysFromToday(-1), status: "Berlangsung" }),
      makeSchedule({ id: 2, program: "Hari Terakhir", startDate: daysFromToday(-20), endDate: daysFromToday(0), status: "Ditutup" }),
      makeSchedule({ id: 3, program: "Besok", startDate: daysFromToday(1), endDate: daysFromToday(10), status: "Berlangsung" }),
      makeSchedule({ id: 4, program: "Hari Pertama", startDate: daysFromToday(0), endDate: daysFromToday(5), status: "Segera Dibuka" }),
      makeSchedule({ id: 5, program: "Lusa", startDate: daysFromToday(2), endDate: daysFromToday(12), status: "Segera Dibuka" }),
    ]);
    setViewportWidth(1440);
    renderRoute(paths.schedules.getHref());
    const table = await screen.findByRole("table");
    const rows = within(table).getAllByTestId("schedule-row");
    const summary = rows.map((r) => [
      r.querySelector("td")?.textContent,
      within(r).getByText(/^(Berlangsung|Segera Dibuka|Ditutup)$/).textContent,
    ]);
    expect(summary).toEqual([
      ["Hari Pertama", "Berlangsung"],
      ["Hari Terakhir", "Berlangsung"],
      ["Lusa", "Segera Dibuka"],
      ["Besok", "Segera Dibuka"],
      ["Lama", "Ditutup"],
    ]);
  });

  it("formats date ranges: same year, different years, invalid", async () => {
    setTable("schedules", [
      makeSchedule({ id: 1, program: "A", startDate: "2031-03-01", endDate: "2031-04-05" }),
      makeSchedule({ id: 2, program: "B", startDate: "2030-12-15", endDate: "2031-01-20" }),
    ]);
    setViewportWidth(1440);
    renderRoute(paths.schedules.getHref());
    expect(await screen.findByText("1 Mar - 5 Apr 2031")).toBeInTheDocument();
    expect(screen.getByText("15 Des 2030 - 20 Jan 2031")).toBeInTheDocument();
  });

  it("shows cards below 768 px and switches views when the width changes", async () => {
    setViewportWidth(390);
    renderRoute(paths.schedules.getHref());
    const cards = await screen.findAllByTestId("schedule-card");
    expect(cards).toHaveLength(SCHEDULES.length);
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    // Every column label is present in a card.
    const first = within(cards[0]);
    for (const label of ["Kategori:", "Program Kejuruan:", "Instruktur", "Periode Pelaksanaan", "Batch", "Status Pendaftaran"]) {
      expect(first.getByText(label)).toBeInTheDocument();
    }
    expect(first.getByText("Berlangsung")).toBeInTheDocument();

    setViewportWidth(768);
    expect(await screen.findByRole("table")).toBeInTheDocument();
    expect(screen.queryAllByTestId("schedule-card")).toHaveLength(0);

    setViewportWidth(767);
    expect(await screen.findAllByTestId("schedule-card")).toHaveLength(SCHEDULES.length);
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("renders the Ditutup badge in the destructive colour, Berlangsung green, Segera Dibuka amber", async () => {
    setViewportWidth(1440);
    renderRoute(paths.schedules.getHref());
    await screen.findByRole("table");
    const ditutup = screen.getAllByText("Ditutup")[0].closest("[data-status]");
    expect(ditutup?.className).toMatch(/bg-destructive/);
    expect(ditutup?.className).toMatch(/border-destructive/);
    const running = screen.getAllByText("Berlangsung")[0].closest("[data-status]");
    expect(running?.className).toMatch(/emerald/);
    const soon = screen.getAllByText("Segera Dibuka")[0].closest("[data-status]");
    expect(soon?.className).toMatch(/amber/);
    expect(db.schedules).toHaveLength(SCHEDULES.length);
  });
});
