import { configure, screen, within } from "@testing-library/react";
import { renderRoute } from "../setup/render";
import { setViewportWidth } from "../setup/components";
import { daysFromToday, db, makeSchedule, setTable } from "../msw/db";
import { failAlways, setDelay } from "../msw/handlers";
import { formatDateRange } from "@/lib/dates";

// Pages are lazily loaded: the first render of a file can take a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const COLUMNS = ["Program Kejuruan", "Kategori", "Instruktur", "Periode Pelaksanaan", "Batch", "Status Pendaftaran"];

describe("/jadwal (public schedules)", () => {
  it("sets the document title and meta description", async () => {
    renderRoute("/jadwal");
    await screen.findByRole("heading", { level: 1, name: "Jadwal Pelatihan" });
    expect(document.title).toMatch(/^Jadwal Pelatihan \| /);
    expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toMatch(/jadwal pelatihan/i);
  });

  it("shows skeletons while loading", async () => {
    setDelay("schedules", "select", "infinite");
    renderRoute("/jadwal");
    expect(await screen.findByTestId("schedules-loading")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("shows 'Gagal memuat data...' on failure", async () => {
    failAlways("schedules", "select");
    renderRoute("/jadwal");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Gagal memuat data...")).toBeInTheDocument();
  });

  it("shows 'Belum ada jadwal yang dipublikasikan.' when empty", async () => {
    setTable("schedules", []);
    renderRoute("/jadwal");
    expect(await screen.findByText("Belum ada jadwal yang dipublikasikan.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("shows a table with the spec's columns at desktop width, sorted by computed status", async () => {
    setViewportWidth(1440);
    renderRoute("/jadwal");
    const table = await screen.findByRole("table");
    const headers = within(table).getAllByRole("columnheader").map((h) => h.textContent);
    expect(headers).toEqual(COLUMNS);
    const rows = within(table).getAllByTestId("schedule-row");
    expect(rows).toHaveLength(8);
    const statuses = rows.map((r) => within(r).getByText(/^(Berlangsung|Segera Dibuka|Ditutup)$/).textContent);
    expect(statuses).toEqual([
      "Berlangsung",
      "Berlangsung",
      "Segera Dibuka",
      "Segera Dibuka",
      "Segera Dibuka",
      "Ditutup",
      "Ditutup",
      "Ditutup",
    ]);
    // Program, category, instructors (joined), period and batch of the first row.
    const first = within(rows[0]);
    expect(first.getByText("Junior Network Administrator")).toBeInTheDocument();
    expect(first.getByText("PBK Reguler")).toBeInTheDocument();
    expect(first.getByText("Teuku Rizki Maulana, S.T.")).toBeInTheDocument();
    expect(first.getByText(formatDateRange(daysFromToday(-5), daysFromToday(30)))).toBeInTheDocument();
    expect(first.getByText("Batch 1")).toBeInTheDocument();
    expect(within(rows[1]).getByText("Ir. Muhammad Iqbal, M.Kom., Cut Nurul Aini, S.Kom.")).toBeInTheDocument();
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
    renderRoute("/jadwal");
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
    renderRoute("/jadwal");
    expect(await screen.findByText("1 Mar - 5 Apr 2031")).toBeInTheDocument();
    expect(screen.getByText("15 Des 2030 - 20 Jan 2031")).toBeInTheDocument();
  });

  it("shows cards below 768 px and switches views when the width changes", async () => {
    setViewportWidth(390);
    renderRoute("/jadwal");
    const cards = await screen.findAllByTestId("schedule-card");
    expect(cards).toHaveLength(8);
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
    expect(await screen.findAllByTestId("schedule-card")).toHaveLength(8);
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("renders the Ditutup badge in the destructive colour, Berlangsung green, Segera Dibuka amber", async () => {
    setViewportWidth(1440);
    renderRoute("/jadwal");
    await screen.findByRole("table");
    const ditutup = screen.getAllByText("Ditutup")[0].closest("[data-status]");
    expect(ditutup?.className).toMatch(/text-destructive/);
    const running = screen.getAllByText("Berlangsung")[0].closest("[data-status]");
    expect(running?.className).toMatch(/emerald/);
    const soon = screen.getAllByText("Segera Dibuka")[0].closest("[data-status]");
    expect(soon?.className).toMatch(/amber/);
    expect(db.schedules).toHaveLength(8);
  });
});
