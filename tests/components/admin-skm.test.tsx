/**
 * "Survei Kepuasan" (docs/satisfaction-survey.md, "The panel"): the SKM's periods with their status from the dates in
 * Asia/Jakarta and closed_at, the respondents against the Krejcie–Morgan minimum as a labelled bar, the IKM and grade
 * from skm_period_result (its arithmetic is tested against the database in tests/integration/skm.test.ts); adding a
 * period with the minimum shown live and the database's refusal verbatim; closing and reopening; operators see
 * "Khusus Admin" and nothing is asked.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { expectDialogClosed, expectToast, findDialog, pickRowAction, renderAdmin } from "./admin-helpers";
import { REST_URL } from "../msw/config";
import { USER_ID, complete, db, findUser, setTable } from "../msw/db";
import { server } from "../msw/server";
import { captureDownloads } from "../setup/downloads";
import { paths } from "@/config/paths";
import type { SkmPeriodResult } from "@/features/satisfaction-survey/api/skm";
import type { SkmPeriod } from "@/features/skm-admin/api/skm-periods";
import { SKM_MESSAGE_MESSAGES } from "@/features/skm-admin/components/skm-message-dialog";

const PATH = paths.admin.skm.getHref();
const YEAR = new Date().getFullYear();

const PERIODS: SkmPeriod[] = [
  { id: 3, name: `Semester I ${YEAR + 1}`, starts_on: `${YEAR + 1}-01-01`, ends_on: `${YEAR + 1}-06-30`, population: 100, closed_at: null, follow_up: null },
  { id: 2, name: `Tahun ${YEAR}`, starts_on: `${YEAR}-01-01`, ends_on: `${YEAR}-12-31`, population: 100, closed_at: null, follow_up: null },
  { id: 1, name: `Tahun ${YEAR - 1}`, starts_on: `${YEAR - 1}-01-01`, ends_on: `${YEAR - 1}-12-31`, population: 200, closed_at: `${YEAR - 1}-12-31T09:00:00Z`, follow_up: "Ruang tunggu diperluas." },
];

const result = (period: SkmPeriod, values: Partial<SkmPeriodResult>): SkmPeriodResult => ({
  period_id: period.id,
  name: period.name,
  starts_on: period.starts_on,
  ends_on: period.ends_on,
  closed: period.closed_at !== null,
  population: period.population,
  minimum: 80,
  respondents: 0,
  minimum_reached: false,
  ikm: null,
  grade: null,
  elements: [],
  lowest: null,
  follow_up: period.follow_up,
  ...values,
});

const RESULTS: Record<number, SkmPeriodResult> = {
  3: result(PERIODS[0], {}),
  // the worked example of docs/satisfaction-survey.md (two elements shown here)
  2: result(PERIODS[1], {
    respondents: 29,
    ikm: 91.48,
    grade: { grade: "A", label: "Sangat Baik" },
    elements: [
      { key: "u1", name: "Persyaratan", nrr: 3.621, converted: 90.52 },
      { key: "u8", name: "Sarana dan Prasarana", nrr: 3.31, converted: 82.76 },
    ],
    lowest: ["u8"],
  }),
  1: result(PERIODS[2], { minimum: 132, respondents: 140, minimum_reached: true, ikm: 80.5, grade: { grade: "B", label: "Baik" } }),
};

/** Serves the periods and each one's figures, recording what was asked. */
function serve() {
  const asked: string[] = [];
  server.use(
    http.get(`${REST_URL}/skm_periods`, () => {
      asked.push("skm_periods");
      return HttpResponse.json(PERIODS);
    }),
    http.post(`${REST_URL}/rpc/skm_period_result`, async ({ request }) => {
      const { p_period_id } = (await request.json()) as { p_period_id: number };
      asked.push(`skm_period_result ${p_period_id}`);
      return HttpResponse.json(RESULTS[p_period_id]);
    }),
  );
  return asked;
}

const bodyRows = () => within(screen.getByRole("table")).getAllByRole("row").slice(1);
/** The row's cells without the last one, the row menu. */
const cellTexts = (row: HTMLElement) => within(row).getAllByRole("cell").slice(0, -1).map((c) => c.textContent);

describe(paths.admin.skm.path, () => {
  it("lists the periods newest first: dates, status, respondents against the minimum, IKM and grade", async () => {
    const asked = serve();
    renderAdmin(PATH);
    expect(await screen.findByRole("heading", { level: 1, name: "Survei Kepuasan" })).toBeInTheDocument();
    expect(await screen.findByText(`Semester I ${YEAR + 1}`)).toBeInTheDocument();
    const rows = bodyRows();
    expect(rows).toHaveLength(3);
    expect(cellTexts(rows[0])).toEqual([`Semester I ${YEAR + 1}`, `1 Jan - 30 Jun ${YEAR + 1}`, "Akan Datang", "0 dari 80 responden", "–"]);
    expect(cellTexts(rows[1])).toEqual([`Tahun ${YEAR}`, `1 Jan - 31 Des ${YEAR}`, "Berjalan", "29 dari 80 responden", "91,48 · A Sangat Baik"]);
    expect(cellTexts(rows[2])).toEqual([`Tahun ${YEAR - 1}`, `1 Jan - 31 Des ${YEAR - 1}`, "Ditutup", "140 dari 132 responden", "80,50 · B Baik"]);
    const bar = within(rows[1]).getByRole("progressbar", { name: `Responden periode Tahun ${YEAR} terhadap jumlah minimum` });
    expect(bar).toHaveAttribute("aria-valuenow", "29");
    expect(bar).toHaveAttribute("aria-valuemax", "80");
    expect(bar).toHaveAttribute("aria-valuetext", "29 dari 80 responden");
    expect(asked.sort()).toEqual(["skm_period_result 1", "skm_period_result 2", "skm_period_result 3", "skm_periods"]);
  });

  it("shows the database's refusal when the figures cannot be read", async () => {
    serve();
    server.use(
      http.post(`${REST_URL}/rpc/skm_period_result`, () =>
        HttpResponse.json({ code: "42501", message: "Verifikasi dua langkah diperlukan untuk membuka data pribadi.", details: null, hint: null }, { status: 403 }),
      ),
    );
    renderAdmin(PATH);
    expect(await screen.findByText("Gagal memuat periode survei kepuasan.")).toBeInTheDocument();
    expect(screen.getByText("Verifikasi dua langkah diperlukan untuk membuka data pribadi.")).toBeInTheDocument();
  });

  it("adds a period: the minimum follows the population, the database's refusal stays in the dialog verbatim", async () => {
    serve();
    const bodies: unknown[] = [];
    let refuse = true;
    server.use(
      http.post(`${REST_URL}/skm_periods`, async ({ request }) => {
        bodies.push(await request.json());
        if (refuse) {
          refuse = false;
          const message = `Periode ini bertumpang tindih dengan periode "Tahun ${YEAR}". Setiap tanggal hanya boleh masuk satu periode.`;
          return HttpResponse.json({ code: "23P01", message, details: null, hint: null }, { status: 409 });
        }
        return new HttpResponse(null, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderAdmin(PATH);
    await user.click(await screen.findByRole("button", { name: "Tambah Periode" }));
    const dialog = await findDialog("Tambah Periode");
    await user.type(within(dialog).getByLabelText("Nama Periode"), `Semester II ${YEAR + 1}`);
    await user.type(within(dialog).getByLabelText("Tanggal Mulai"), `${YEAR + 1}-07-01`);
    await user.type(within(dialog).getByLabelText("Tanggal Selesai"), `${YEAR + 1}-12-31`);
    const population = within(dialog).getByLabelText("Jumlah Penerima Layanan");
    expect(population).toHaveAccessibleDescription(/jumlah penerima layanan pada periode ini; menentukan jumlah minimum responden/i);
    await user.type(population, "200");
    expect(within(dialog).getByText("Jumlah minimum responden: 132 (tabel Krejcie dan Morgan).")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    expect(
      await within(dialog).findByText(`Periode ini bertumpang tindih dengan periode "Tahun ${YEAR}". Setiap tanggal hanya boleh masuk satu periode.`, { selector: "[role=alert]" }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Periode berhasil ditambahkan.");
    await expectDialogClosed("Tambah Periode");
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual({ name: `Semester II ${YEAR + 1}`, starts_on: `${YEAR + 1}-07-01`, ends_on: `${YEAR + 1}-12-31`, population: 200 });
  });

  it("closes a running period after saying the answers stop, and reopens a closed one", async () => {
    serve();
    const patches: { query: string; body: unknown }[] = [];
    server.use(
      http.patch(`${REST_URL}/skm_periods`, async ({ request }) => {
        patches.push({ query: new URL(request.url).searchParams.get("id") ?? "", body: await request.json() });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderAdmin(PATH);
    await screen.findByText(`Tahun ${YEAR}`);
    await pickRowAction(user, `Tahun ${YEAR}`, "Tutup Periode");
    const confirm = await screen.findByRole("alertdialog", { name: "Tutup periode ini?" });
    expect(confirm).toHaveTextContent("survei tidak lagi menerima jawaban untuk periode ini");
    await user.click(within(confirm).getByRole("button", { name: "Ya, Tutup Periode" }));
    await expectToast("Periode berhasil ditutup.");
    expect(patches[0].query).toBe("eq.2");
    expect(patches[0].body).toEqual({ closed_at: expect.any(String) });

    await pickRowAction(user, `Tahun ${YEAR - 1}`, "Buka Kembali");
    const reopen = await screen.findByRole("alertdialog", { name: "Buka kembali periode ini?" });
    await user.click(within(reopen).getByRole("button", { name: "Ya, Buka Kembali" }));
    await expectToast("Periode berhasil dibuka kembali.");
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches[1]).toEqual({ query: "eq.1", body: { closed_at: null } });
  });

  it("shows a period's results with the lowest element marked, and saves its follow-up", async () => {
    serve();
    const patches: unknown[] = [];
    server.use(
      http.patch(`${REST_URL}/skm_periods`, async ({ request }) => {
        patches.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderAdmin(PATH);
    await screen.findByText(`Tahun ${YEAR}`);
    await pickRowAction(user, `Tahun ${YEAR}`, "Hasil & Tindak Lanjut");
    const dialog = await findDialog("Hasil & Tindak Lanjut");
    expect(dialog).toHaveTextContent("29 dari 80 responden minimum untuk 100 penerima layanan — belum tercapai.");
    expect(dialog).toHaveTextContent("IKM: 91,48 · A Sangat Baik");
    const table = within(dialog).getByRole("table", { name: `Nilai per unsur periode Tahun ${YEAR}` });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(within(rows[0]).getAllByRole("cell").map((c) => c.textContent)).toEqual(["Persyaratan", "3,621", "90,52"]);
    expect(within(rows[1]).getAllByRole("cell").map((c) => c.textContent)).toEqual(["Sarana dan Prasarana (terendah)", "3,310", "82,76"]);
    const followUp = within(dialog).getByLabelText("Tindak Lanjut (unsur terendah: Sarana dan Prasarana)");
    await user.type(followUp, "  Ruang praktik ditambah pendingin udara.  ");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Tindak lanjut berhasil disimpan.");
    expect(patches).toEqual([{ follow_up: "Ruang praktik ditambah pendingin udara." }]);
  });

  it("downloads a period as .xlsx from export_skm, which records it; the database's refusal is shown and nothing is saved", async () => {
    serve();
    const files = captureDownloads();
    const calls: unknown[] = [];
    server.use(
      http.post(`${REST_URL}/rpc/export_skm`, async ({ request }) => {
        calls.push(await request.json());
        return HttpResponse.json({
          exported_at: `${YEAR}-11-28T18:00:00Z`,
          result: RESULTS[2],
          rows: [
            { answered_on: `${YEAR}-11-20`, source: "publik", u1: 4, u2: 3, u3: 3, u4: 4, u5: 3, u6: 4, u7: 4, u8: 3, u9: 3, age: 24, gender: "P", education: "SMA/SMK", occupation: "Belum Bekerja", suggestion: null },
          ],
        });
      }),
    );
    const user = userEvent.setup();
    renderAdmin(PATH);
    await screen.findByText(`Tahun ${YEAR}`);
    await pickRowAction(user, `Tahun ${YEAR}`, "Unduh .xlsx");
    await expectToast("Hasil survei kepuasan diunduh. Ekspor ini tercatat di Aktivitas Keamanan.");
    expect(calls).toEqual([{ p_period_id: 2 }]);
    expect(files).toHaveLength(1);
    // the period's name and the day in Banda Aceh (18.00 UTC is 01.00 the next day)
    expect(files[0].name).toBe(`survei-kepuasan-tahun-${YEAR}-${YEAR}-11-29.xlsx`);
    expect(files[0].blob.size).toBeGreaterThan(1000);

    server.use(
      http.post(`${REST_URL}/rpc/export_skm`, () =>
        HttpResponse.json({ code: "PT404", message: "Belum ada jawaban survei kepuasan pada periode ini.", details: null, hint: null }, { status: 404 }),
      ),
    );
    await pickRowAction(user, `Semester I ${YEAR + 1}`, "Unduh .xlsx");
    await expectToast("Gagal mengunduh hasil survei kepuasan.", "destructive");
    expect(screen.getByText("Belum ada jawaban survei kepuasan pada periode ini.")).toBeInTheDocument();
    expect(files).toHaveLength(1);
  });

  it("is for admins only: operators see 'Khusus Admin' and nothing is asked", async () => {
    const asked = serve();
    findUser(USER_ID)!.member_role = "operator";
    renderAdmin(PATH, "user");
    expect(await screen.findByText("Khusus Admin")).toBeInTheDocument();
    expect(asked).toHaveLength(0);
  });
});

describe(`${paths.admin.skm.path}: the participants' WhatsApp message`, () => {
  it("Ubah Pesan Survei keeps {tautan} and the four placeholders the panel fills, and saves survei_kepuasan", async () => {
    serve();
    setTable("message_templates", [complete("message_templates", { id: 10, status: "survei_kepuasan", body: "Halo {nama}: {tautan}" })]);
    const { user } = renderAdmin(paths.admin.skm.getHref());
    await user.click(await screen.findByRole("button", { name: "Ubah Pesan Survei" }));
    const dialog = await findDialog("Ubah Pesan Survei");
    const body = within(dialog).getByLabelText("Pesan");
    await waitFor(() => expect(body).toHaveValue("Halo {nama}: {tautan}"));
    for (const [text, message] of [
      ["Halo {{nama}, isi survei kami.", "Pesan survei harus memuat {tautan}: di situlah tautan pribadi peserta ditempatkan."],
      ["Halo {{nama}, kode {{kode}: {{tautan}", SKM_MESSAGE_MESSAGES.placeholders(["kode"])],
      ["   ", SKM_MESSAGE_MESSAGES.required],
    ]) {
      await user.clear(body);
      await user.type(body, text);
      await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    await user.clear(body);
    await user.type(body, "Halo {{nama}, survei kepuasan {{program}: {{tautan}");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Pesan survei kepuasan berhasil diperbarui.");
    expect(db.message_templates[0].body).toBe("Halo {nama}, survei kepuasan {program}: {tautan}");
  });
});
