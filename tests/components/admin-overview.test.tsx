/**
 * The overview's "Perlu Tindakan" and charts (docs/selection.md, "Overview: Perlu Tindakan and charts") for an admin
 * and an operator, in their four states: loading, failed, nothing to do, and with data (every line's text and link,
 * every chart's table). What admin_overview() counts is SQL, proven in tests/integration/admin-overview.test.ts; here
 * the function answers per test (tests/msw/overview.ts answers who may call it and, by default, nothing to do).
 */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { renderAdmin } from "./admin-helpers";
import { REST_URL } from "../msw/config";
import { USER_ID, findUser } from "../msw/db";
import { failAlways, getRequests, setDelay } from "../msw/handlers";
import { server } from "../msw/server";
import { paths } from "@/config/paths";
import { formatDate, formatJakartaDateTime } from "@/lib/dates";
import type { AdminOverview, OverviewApplications } from "@/features/dashboard/api/overview";

// The charts are a lazily loaded module (recharts): load it once before the tests, as a browser would have by then.
beforeAll(async () => {
  await import("@/features/registrations/components/application-charts");
});

const JWD = { program: "Junior Web Developer", batch: "Batch 2" };
const DG = { program: "Desain Grafis Muda", batch: "Batch 1" };
const ZERO = { diterima: 0, diverifikasi: 0, perlu_perbaikan: 0, lulus: 0, cadangan: 0, tidak_lulus: 0, peserta: 0, selesai: 0, mengundurkan_diri: 0 };

const CONTENT: AdminOverview["content"] = {
  banners_ending: [
    { id: 4, title: "Pendaftaran Batch 2 Dibuka", end_date: "2026-11-27", days_left: 0 },
    { id: 5, title: "Pelatihan Gratis 2027", end_date: "2026-11-30", days_left: 3 },
  ],
  announcements_scheduled: [{ id: 9, title: "Jadwal Seleksi Wawancara", published_at: "2026-11-28T02:00:00Z" }],
  registration_closing: [{ schedule_id: 11, ...JWD, registration_end: "2026-11-28", days_left: 1 }],
};

const APPLICATIONS: OverviewApplications = {
  new_by_batch: [
    { schedule_id: 11, ...JWD, count: 4 },
    { schedule_id: 12, ...DG, count: 1 },
  ],
  fix_overdue: [{ schedule_id: 11, ...JWD, count: 2, oldest_since: "2026-11-21" }],
  starting_unfilled: [{ schedule_id: 12, ...DG, start_date: "2026-12-02", days_left: 5, quota: 16, accepted: 3 }],
  daily: [
    {
      schedule_id: 11,
      ...JWD,
      days: [
        { day: "2026-11-25", count: 3 },
        { day: "2026-11-26", count: 0 },
        { day: "2026-11-27", count: 5 },
      ],
    },
    { schedule_id: 12, ...DG, days: [{ day: "2026-11-27", count: 2 }] },
  ],
  by_status: [
    { schedule_id: 11, ...JWD, total: 10, counts: { ...ZERO, diterima: 4, perlu_perbaikan: 2, lulus: 3, mengundurkan_diri: 1 } },
    { schedule_id: 12, ...DG, total: 6, counts: { ...ZERO, diterima: 1, diverifikasi: 1, peserta: 3, cadangan: 1 } },
  ],
  quota: [
    { schedule_id: 11, ...JWD, quota: 20, accepted: 3 },
    { schedule_id: 12, ...DG, quota: 16, accepted: 3 },
  ],
};

/** admin_overview() answers `answer` for this test; answers how many times it was called. */
/** Answers admin_overview, tracer_due_summary and complaint_due_summary, the calls the overview makes together. */
function answerOverview({
  tracer_due = null,
  complaints_due = null,
  ...answer
}: Omit<AdminOverview, "tracer_due" | "complaints_due"> & { tracer_due?: AdminOverview["tracer_due"]; complaints_due?: AdminOverview["complaints_due"] }) {
  const calls = { count: 0 };
  server.use(
    http.post(`${REST_URL}/rpc/admin_overview`, () => {
      calls.count++;
      return HttpResponse.json(answer);
    }),
    http.post(`${REST_URL}/rpc/tracer_due_summary`, () => HttpResponse.json(tracer_due)),
    http.post(`${REST_URL}/rpc/complaint_due_summary`, () => HttpResponse.json(complaints_due)),
  );
  return calls;
}

function asOperator() {
  findUser(USER_ID)!.member_role = "operator";
  return renderAdmin(paths.admin.dashboard.getHref(), "user");
}

/** The lines of "Perlu Tindakan": each link's text and where it goes. */
async function actionLines() {
  const list = await screen.findByRole("list", { name: "Daftar hal yang perlu ditangani" });
  return within(list)
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);
}

/** A chart's table (under "Lihat sebagai tabel"): header row and body rows as text. */
function tableOf(caption: string) {
  const table = screen.getByRole("table", { name: caption });
  return within(table)
    .getAllByRole("row")
    .map((row) => [...row.querySelectorAll("th, td")].map((c) => c.textContent));
}

const CONTENT_LINES = [
  ["Pendaftaran ditutup besokJunior Web Developer (Batch 2) · 28 Nov 2026", `${paths.admin.schedules.getHref()}?cari=Junior+Web+Developer`],
  ["Banner berakhir hari iniPendaftaran Batch 2 Dibuka · 27 Nov 2026", paths.admin.banners.getHref()],
  ["Banner berakhir dalam 3 hariPelatihan Gratis 2027 · 30 Nov 2026", paths.admin.banners.getHref()],
  [`Pengumuman terjadwal terbit ${formatJakartaDateTime("2026-11-28T02:00:00Z")}Jadwal Seleksi Wawancara`, paths.admin.announcements.getHref()],
];

describe(`Overview (${paths.admin.dashboard.path}): an admin`, () => {
  it("lists what needs doing today, each line linking to its filtered list, and draws the charts with their tables", async () => {
    const calls = answerOverview({
      today: "2026-11-27",
      content: CONTENT,
      applications: APPLICATIONS,
      tracer_due: [
        { schedule_id: 13, program: "Jaringan Komputer", batch: "Batch 1", round_month: 3, count: 3, opens_on: "2026-11-20" },
        { schedule_id: 13, program: "Jaringan Komputer", batch: "Batch 1", round_month: 6, count: 2, opens_on: "2026-12-01" },
      ],
      complaints_due: { unanswered: 5, overdue: 2 },
    });
    const user = userEvent.setup();
    renderAdmin(paths.admin.dashboard.getHref());
    expect(await screen.findByRole("heading", { level: 2, name: "Perlu Tindakan" })).toBeInTheDocument();
    expect(await screen.findByText(`Hal yang perlu ditangani hari ini, ${formatDate("2026-11-27")}.`)).toBeInTheDocument();
    expect(await actionLines()).toEqual([
      ["4 pendaftar baru menunggu verifikasiJunior Web Developer (Batch 2)", paths.admin.applications.getHref({ batch: 11, status: "diterima" })],
      ["1 pendaftar baru menunggu verifikasiDesain Grafis Muda (Batch 1)", paths.admin.applications.getHref({ batch: 12, status: "diterima" })],
      [
        "2 pendaftar menunggu perbaikan lebih dari 3 hariJunior Web Developer (Batch 2) · sejak 21 Nov 2026",
        paths.admin.applications.getHref({ batch: 11, status: "perlu_perbaikan" }),
      ],
      ["Pelatihan dimulai dalam 5 hari, baru 3 dari 16 kursi terisiDesain Grafis Muda (Batch 1) · 2 Des 2026", paths.admin.applications.getHref({ batch: 12 })],
      // the complaints' counts (complaint_due_summary, asked with the overview)
      ["2 pengaduan melewati batas waktu tanggapanPengirim menunggu lebih lama dari yang dijanjikan", paths.admin.complaints.getHref()],
      ["5 pengaduan belum ditanggapiPengaduan dan saran dari pengunjung situs", paths.admin.complaints.getHref()],
      // the tracer study's due graduates (tracer_due_summary, asked with the overview)
      ["3 lulusan menunggu tautan survei alumniJaringan Komputer (Batch 1) · survei 3 bulan · sudah dibuka", paths.admin.tracer.getHref()],
      ["2 lulusan menunggu tautan survei alumniJaringan Komputer (Batch 1) · survei 6 bulan · dibuka 1 Des 2026", paths.admin.tracer.getHref()],
      ...CONTENT_LINES,
    ]);
    // one request answers all of it (with the tracer study's counts beside it)
    expect(calls.count).toBe(1);

    expect(await screen.findByRole("heading", { level: 2, name: "Grafik Pendaftaran" })).toBeInTheDocument();
    for (const title of ["Pendaftar per Hari", "Kursi Terisi dibanding Kuota", "Pendaftar per Status"]) {
      expect(screen.getByRole("heading", { level: 3, name: title })).toBeInTheDocument();
    }
    expect(screen.getByText("Batch yang pendaftarannya sedang dibuka, paling lama 14 hari terakhir.")).toBeInTheDocument();
    expect(screen.getByText("Kursi terisi (Lulus Seleksi, Peserta dan Selesai) dibanding kuota setiap batch yang belum selesai.")).toBeInTheDocument();
    expect(screen.getByText("Setiap batch yang memiliki pendaftar dan pelatihannya belum selesai.")).toBeInTheDocument();

    // each chart's numbers, for screen readers and exact reading, under a disclosure (opened by keyboard in the e2e)
    const disclosures = screen.getAllByText("Lihat sebagai tabel");
    expect(disclosures).toHaveLength(3);
    for (const summary of disclosures) {
      await user.click(summary);
      expect(summary.closest("details")).toHaveAttribute("open");
    }
    expect(tableOf("Jumlah pendaftar per hari untuk setiap batch yang pendaftarannya sedang dibuka.")).toEqual([
      ["Tanggal", "Junior Web Developer (Batch 2)", "Desain Grafis Muda (Batch 1)"],
      ["25 Nov 2026", "3", "-"],
      ["26 Nov 2026", "0", "-"],
      ["27 Nov 2026", "5", "2"],
    ]);
    expect(tableOf("Kursi terisi (Lulus Seleksi, Peserta dan Selesai) dan kuota setiap batch.")).toEqual([
      ["Batch", "Kursi Terisi", "Kuota", "Sisa"],
      ["Junior Web Developer (Batch 2)", "3", "20", "17"],
      ["Desain Grafis Muda (Batch 1)", "3", "16", "13"],
    ]);
    expect(tableOf("Jumlah pendaftar per status untuk setiap batch.")).toEqual([
      ["Batch", "Baru", "Diverifikasi", "Perlu Perbaikan", "Lulus Seleksi", "Cadangan", "Tidak Lulus", "Peserta", "Selesai", "Mengundurkan Diri", "Jumlah"],
      ["Junior Web Developer (Batch 2)", "4", "0", "2", "3", "0", "0", "0", "0", "1", "10"],
      ["Desain Grafis Muda (Batch 1)", "1", "1", "0", "0", "1", "0", "3", "0", "0", "6"],
    ]);
    // the drawings are for the eye only: the tables speak for them
    for (const chart of document.querySelectorAll(".recharts-responsive-container")) {
      expect(chart.closest("[aria-hidden=true]")).not.toBeNull();
    }
    // the count cards stay, the applications' among them
    expect(await screen.findByTestId("count-applications")).toBeInTheDocument();
  });

  it("says there is nothing to do, and that no chart has anything to draw", async () => {
    renderAdmin(paths.admin.dashboard.getHref());
    expect(await screen.findByText("Tidak ada yang perlu ditangani hari ini.")).toBeInTheDocument();
    expect(
      screen.getByText("Tidak ada pendaftar yang menunggu, batch yang segera ditutup atau dimulai, banner yang segera berakhir, atau pengumuman terjadwal."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Daftar hal yang perlu ditangani" })).not.toBeInTheDocument();
    expect(await screen.findByText("Tidak ada batch yang sedang membuka pendaftaran.")).toBeInTheDocument();
    expect(screen.getByText("Belum ada batch berkuota yang sedang berjalan.")).toBeInTheDocument();
    expect(screen.getByText("Belum ada pendaftar di batch yang sedang berjalan.")).toBeInTheDocument();
    expect(screen.queryByText("Lihat sebagai tabel")).not.toBeInTheDocument();
    expect(getRequests("rpc", "admin_overview")).toHaveLength(1);
    expect(getRequests("rpc", "complaint_due_summary")).toHaveLength(1);
  });

  it("names only the complaints' counts that are not zero", async () => {
    answerOverview({ today: "2026-11-27", content: { ...CONTENT, registration_closing: [], banners_ending: [], announcements_scheduled: [] }, applications: null, complaints_due: { unanswered: 1, overdue: 0 } });
    renderAdmin(paths.admin.dashboard.getHref());
    expect(await actionLines()).toEqual([["1 pengaduan belum ditanggapiPengaduan dan saran dari pengunjung situs", paths.admin.complaints.getHref()]]);
  });
});

describe(`Overview (${paths.admin.dashboard.path}): an operator`, () => {
  it("lists the content that needs doing and nothing about applications: no lines, no charts, no count", async () => {
    answerOverview({ today: "2026-11-27", content: CONTENT, applications: null });
    asOperator();
    expect(await actionLines()).toEqual(CONTENT_LINES);
    expect(await screen.findByTestId("count-instructors")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Grafik Pendaftaran" })).not.toBeInTheDocument();
    expect(screen.queryByTestId("count-applications")).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/pendaftar baru|menunggu perbaikan|kursi terisi|survei alumni|pengaduan/);
  });

  it("says there is nothing to do in the operator's words (the database answered no applications part)", async () => {
    asOperator();
    expect(await screen.findByText("Tidak ada yang perlu ditangani hari ini.")).toBeInTheDocument();
    expect(screen.getByText("Tidak ada pendaftaran batch yang segera ditutup, banner yang segera berakhir, atau pengumuman terjadwal.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Grafik Pendaftaran" })).not.toBeInTheDocument();
  });
});

describe.each([
  ["an admin", () => renderAdmin(paths.admin.dashboard.getHref())],
  ["an operator", asOperator],
])("Overview for %s: loading and failure", (_who, render) => {
  it("shows placeholders while the overview loads", async () => {
    setDelay("rpc", "admin_overview", "infinite");
    render();
    expect(await screen.findByText("Memuat hal yang perlu ditangani...")).toBeInTheDocument();
    expect(screen.getByText("Hal yang perlu ditangani hari ini.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Grafik Pendaftaran" })).not.toBeInTheDocument();
  });

  it("says when the overview cannot be loaded, and keeps the count cards", async () => {
    failAlways("rpc", "admin_overview");
    render();
    expect(await screen.findByText("Gagal memuat hal yang perlu ditangani.")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Periksa koneksi Anda lalu muat ulang halaman.");
    expect(await screen.findByTestId("count-instructors")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Grafik Pendaftaran" })).not.toBeInTheDocument();
  });
});
