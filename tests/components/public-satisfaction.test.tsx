/**
 * The satisfaction survey's public pages (docs/satisfaction-survey.md): /survei-kepuasan (public_skm over GET: the
 * newest period's IKM and grade, the respondents against the minimum, the elements' table with the lowest marked, the
 * chart after the page, the follow-up, every period's index, the count alone under 5 respondents, empty and failed)
 * and /survei-kepuasan/isi (skm_form over GET, every rule's sentence before anything is sent, what is sent, the
 * database's refusal at its field, a closed survey, the thank-you). The figures are SQL, tested in
 * tests/integration/skm.test.ts.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { renderRoute } from "../setup/render";
import { SUPABASE_URL } from "../msw/config";
import { server } from "../msw/server";
import { paths } from "@/config/paths";
import type { SkmForm, SkmPeriodResult } from "@/features/satisfaction-survey/api/skm";

beforeAll(async () => {
  await import("@/features/satisfaction-survey/components/skm-elements-chart");
  await import("@/features/satisfaction-survey/components/skm-form");
});

const migration = readFileSync(path.join(process.cwd(), "supabase/migrations/20261130000020_skm.sql"), "utf8");

const NAMES = [
  "Persyaratan",
  "Sistem, Mekanisme, dan Prosedur",
  "Waktu Penyelesaian",
  "Biaya/Tarif",
  "Produk Spesifikasi Jenis Pelayanan",
  "Kompetensi Pelaksana",
  "Perilaku Pelaksana",
  "Sarana dan Prasarana",
  "Penanganan Pengaduan, Saran dan Masukan",
];
const NRR = [3.621, 3.69, 3.586, 4, 3.655, 3.724, 3.759, 3.31, 3.586];

const period = (over: Partial<SkmPeriodResult> = {}): SkmPeriodResult => ({
  period_id: 2,
  name: "Semester II 2026",
  starts_on: "2026-07-01",
  ends_on: "2026-12-31",
  closed: false,
  population: 100,
  minimum: 80,
  respondents: 29,
  minimum_reached: false,
  ikm: 91.48,
  grade: { grade: "A", label: "Sangat Baik" },
  elements: NAMES.map((name, i) => ({ key: `u${i + 1}`, name, nrr: NRR[i], converted: Math.round(NRR[i] * 2500) / 100 })),
  lowest: ["u8"],
  follow_up: "Menambah 10 komputer di laboratorium.\nMemperbaiki pendingin ruangan.",
  ...over,
});

function answerResults(rows: SkmPeriodResult[] | Response) {
  const methods: string[] = [];
  server.use(
    http.all(`${SUPABASE_URL}/rest/v1/rpc/public_skm`, ({ request }) => {
      methods.push(request.method);
      return rows instanceof Response ? rows : HttpResponse.json(rows);
    }),
  );
  return methods;
}

const cells = (tr: HTMLElement) => [within(tr).getByRole("rowheader").textContent, ...within(tr).getAllByRole("cell").map((c) => c.textContent)];

describe(paths.satisfaction.path, () => {
  it("shows the newest period's index, grade, respondents against the minimum, elements, chart and follow-up; every period's index", async () => {
    const methods = answerResults([
      period(),
      period({ period_id: 1, name: "Semester I 2026", closed: true, respondents: 85, minimum_reached: true, ikm: 84.1, grade: { grade: "B", label: "Baik" } }),
    ]);
    renderRoute(paths.satisfaction.getHref());
    expect(await screen.findByRole("heading", { level: 1, name: "Seberapa Puas Pengguna Layanan Kami?" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Isi Survei Kepuasan" })).toHaveAttribute("href", paths.satisfactionForm.getHref());
    expect(await screen.findByRole("heading", { level: 2, name: /Semester II 2026/ })).toHaveTextContent("(sedang berjalan)");
    const index = screen.getByTestId("skm-index");
    expect(index).toHaveTextContent("Indeks Kepuasan Masyarakat91,48");
    expect(index).toHaveTextContent("A (Sangat Baik)");
    expect(screen.getByTestId("skm-respondents")).toHaveTextContent(
      "Berdasarkan 29 responden. Jumlah minimum untuk 100 penerima layanan pada periode ini: 80 responden (tabel Krejcie dan Morgan) — belum tercapai, 29 dari 80.",
    );
    const elements = screen.getByRole("table", { name: "Nilai per unsur pelayanan, Semester II 2026" });
    const rows = within(elements).getAllByRole("row").slice(1).map(cells);
    expect(rows[0]).toEqual(["1. Persyaratan", "3,621", "90,53"]);
    expect(rows[7]).toEqual(["8. Sarana dan Prasarana(terendah)", "3,310", "82,75"]);
    expect(rows).toHaveLength(9);
    expect(await screen.findByTestId("skm-elements-chart")).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByRole("heading", { level: 3, name: "Tindak Lanjut" }).nextSibling).toHaveTextContent("Menambah 10 komputer di laboratorium.");
    const trend = screen.getByRole("table", { name: "Indeks kepuasan setiap periode, terbaru di atas" });
    expect(within(trend).getAllByRole("row").slice(1).map(cells)).toEqual([
      ["Semester II 2026", "29", "80", "91,48", "A (Sangat Baik)"],
      ["Semester I 2026", "85", "80", "84,10", "B (Baik)"],
    ]);
    expect(screen.getByRole("heading", { level: 2, name: "Cara Menghitung" })).toBeInTheDocument();
    expect(methods.every((m) => m === "GET")).toBe(true);
  });

  it("explains the computation with the weight and the bands the database uses (read back from skm_grade)", async () => {
    answerResults([period()]);
    renderRoute(paths.satisfaction.getHref());
    const method = (await screen.findByRole("heading", { level: 2, name: "Cara Menghitung" })).closest("section")!;
    const text = method.textContent!.replace(/\s+/g, " ");
    expect(text).toContain("dibagi jumlah responden");
    expect(text).toContain("(bobot 1/9 masing-masing) dikali 25");
    expect(text).toContain("tabel Krejcie dan Morgan");
    expect(text).toContain("kurang dari 5 responden hanya ditampilkan jumlahnya");
    // each band's lower edge in the migration, and the upper edge one hundredth below the next band's
    const edges = [...migration.matchAll(/when p_ikm >= ([\d.]+) then '\{"grade": "([A-D])", "label": "([^"]+)"\}'/g)];
    expect(edges.map((e) => e[2])).toEqual(["A", "B", "C"]);
    const comma = (n: number) => n.toFixed(2).replace(".", ",");
    let upper = 100;
    for (const [, lower, grade, label] of edges) {
      expect(text).toContain(`${grade} (${comma(Number(lower))}–${comma(upper)}) ${label}`);
      upper = Number(lower) - 0.01;
    }
    expect(text).toContain(`D (25,00–${comma(upper)}) Tidak Baik`);
  });

  it("gives only the count under 5 respondents, and says the minimum is reached when it is", async () => {
    answerResults([
      period({ respondents: 3, ikm: null, grade: null, lowest: null, follow_up: null, elements: NAMES.map((name, i) => ({ key: `u${i + 1}`, name, nrr: null, converted: null })) }),
    ]);
    renderRoute(paths.satisfaction.getHref());
    expect(await screen.findByTestId("skm-index")).toHaveTextContent(
      "Baru 3 responden. Nilai ditampilkan setelah sedikitnya 5 responden menjawab, agar jawaban seseorang tidak dapat dikenali.",
    );
    expect(screen.queryByRole("table", { name: /Nilai per unsur/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Tindak Lanjut" })).not.toBeInTheDocument();
    const trend = screen.getByRole("table", { name: /Indeks kepuasan setiap periode/ });
    expect(within(trend).getAllByRole("row").slice(1).map(cells)).toEqual([["Semester II 2026", "3", "80", "–", "–"]]);
  });

  it("says when the minimum is reached", async () => {
    answerResults([period({ respondents: 80, minimum_reached: true })]);
    renderRoute(paths.satisfaction.getHref());
    expect(await screen.findByTestId("skm-respondents")).toHaveTextContent("80 responden (tabel Krejcie dan Morgan) — sudah tercapai.");
  });

  it("is linked from every public page's footer after the service documents", async () => {
    answerResults([]);
    renderRoute(paths.home.getHref());
    const footer = await screen.findByRole("contentinfo");
    const labels = within(footer).getAllByRole("link").map((a) => a.textContent);
    expect(labels[labels.indexOf("Maklumat Pelayanan") + 1]).toBe("Survei Kepuasan");
    expect(within(footer).getByRole("link", { name: "Survei Kepuasan" })).toHaveAttribute("href", paths.satisfaction.getHref());
  });

  it("has an empty and a failed state", async () => {
    answerResults([]);
    const { unmount } = renderRoute(paths.satisfaction.getHref());
    expect(await screen.findByText("Belum Ada Hasil Survei")).toBeInTheDocument();
    unmount();
    answerResults(HttpResponse.json({ message: "boom" }, { status: 500 }));
    renderRoute(paths.satisfaction.getHref());
    expect(await screen.findByText("Gagal Memuat Hasil Survei")).toBeInTheDocument();
  });
});

const FORM: SkmForm = {
  period: { id: 2, name: "Semester II 2026", ends_on: "2026-12-31" },
  elements: NAMES.map((name, i) => ({ key: `u${i + 1}`, name, question: `Pertanyaan ${name}?`, options: ["Satu", "Dua", "Tiga", `Empat ${i + 1}`] })),
  profile: {
    gender: ["L", "P"],
    education: ["SD", "SMP", "SMA/SMK", "D1/D2/D3", "D4/S1", "S2", "S3"],
    occupation: ["PNS", "Pegawai Swasta", "Belum Bekerja", "Lainnya"],
    age: { min: 15, max: 99 },
  },
};

function answerForm(form: SkmForm, submit: (body: Record<string, unknown>) => Response) {
  const sent: Record<string, unknown>[] = [];
  const formMethods: string[] = [];
  server.use(
    http.all(`${SUPABASE_URL}/rest/v1/rpc/skm_form`, ({ request }) => {
      formMethods.push(request.method);
      return HttpResponse.json(form);
    }),
    http.post(`${SUPABASE_URL}/rest/v1/rpc/skm_submit`, async ({ request }) => {
      const body = (await request.json()) as { p_response: Record<string, unknown> };
      sent.push(body.p_response);
      return submit(body.p_response);
    }),
  );
  return { sent, formMethods };
}

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  for (let i = 0; i < 9; i++) {
    const group = screen.getByRole("radiogroup", { name: new RegExp(`Pertanyaan ${NAMES[i].replace(/[/()]/g, ".")}`) });
    await user.click(within(group).getByLabelText(i === 7 ? "Dua" : `Empat ${i + 1}`));
  }
  await user.type(screen.getByLabelText("Umur (tahun)"), "24");
  await user.click(within(screen.getByRole("radiogroup", { name: "Jenis kelamin" })).getByLabelText("Perempuan"));
  await user.click(within(screen.getByRole("radiogroup", { name: "Pendidikan terakhir" })).getByLabelText("SMA/SMK"));
  await user.click(within(screen.getByRole("radiogroup", { name: "Pekerjaan utama" })).getByLabelText("Belum Bekerja"));
}

describe(paths.satisfactionForm.path, () => {
  it("names every missing answer with the database's sentence before sending, then sends numbers and a trimmed suggestion once", async () => {
    const { sent, formMethods } = answerForm(FORM, () => HttpResponse.json({ stored: true, period: "Semester II 2026" }));
    const user = userEvent.setup();
    renderRoute(paths.satisfactionForm.getHref());
    expect(await screen.findByText(/Periode survei: Semester II 2026/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Kirim Jawaban" }));
    expect(await screen.findByText('Pilih salah satu jawaban untuk unsur "Persyaratan".')).toBeInTheDocument();
    expect(screen.getByText('Pilih salah satu jawaban untuk unsur "Penanganan Pengaduan, Saran dan Masukan".')).toBeInTheDocument();
    expect(screen.getByText("Umur harus bilangan bulat 15 sampai 99 tahun.")).toBeInTheDocument();
    expect(screen.getByText("Pilih jenis kelamin.")).toBeInTheDocument();
    expect(screen.getByText("Pilih pendidikan terakhir.")).toBeInTheDocument();
    expect(screen.getByText("Pilih pekerjaan utama.")).toBeInTheDocument();
    expect(sent).toEqual([]);
    await fillAll(user);
    await user.clear(screen.getByLabelText("Umur (tahun)"));
    await user.type(screen.getByLabelText("Umur (tahun)"), "14");
    await user.click(screen.getByRole("button", { name: "Kirim Jawaban" }));
    expect(await screen.findByText("Umur harus bilangan bulat 15 sampai 99 tahun.")).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(screen.getByLabelText("Umur (tahun)"));
    await user.type(screen.getByLabelText("Umur (tahun)"), "24");
    await user.type(screen.getByLabelText(/Saran untuk kami/), "  Tambah komputer.  ");
    await user.click(screen.getByRole("button", { name: "Kirim Jawaban" }));
    expect(await screen.findByRole("heading", { name: "Terima kasih!" })).toHaveFocus();
    expect(screen.getByText(/Jawaban Anda untuk periode Semester II 2026 sudah kami terima/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Lihat Hasil Survei" })).toHaveAttribute("href", paths.satisfaction.getHref());
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      u1: 4, u2: 4, u3: 4, u4: 4, u5: 4, u6: 4, u7: 4, u8: 2, u9: 4,
      age: 24, gender: "P", education: "SMA/SMK", occupation: "Belum Bekerja", suggestion: "Tambah komputer.",
      idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/), website: "",
    });
    expect(formMethods.every((m) => m === "GET")).toBe(true);
  });

  it("shows the database's refusal at its field, keeping every answer; a rate limit as an alert", async () => {
    let refusal = HttpResponse.json({ code: "invalid", message: "Pilih pekerjaan utama.", details: "occupation" }, { status: 422 });
    answerForm(FORM, () => refusal);
    const user = userEvent.setup();
    renderRoute(paths.satisfactionForm.getHref());
    await screen.findByText(/Periode survei/);
    await fillAll(user);
    await user.click(screen.getByRole("button", { name: "Kirim Jawaban" }));
    const group = await screen.findByRole("radiogroup", { name: "Pekerjaan utama" });
    expect(within(group).getByText("Pilih pekerjaan utama.")).toBeInTheDocument();
    expect(screen.getByLabelText("Umur (tahun)")).toHaveValue("24");
    refusal = HttpResponse.json({ code: "rate_limited", message: "Terlalu banyak jawaban survei dari jaringan ini. Coba lagi nanti." }, { status: 429, headers: { "Retry-After": "60" } });
    await user.click(screen.getByRole("button", { name: "Kirim Jawaban" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Terlalu banyak jawaban survei dari jaringan ini. Coba lagi nanti.");
  });

  it("says so when no period is open, without a form", async () => {
    answerForm({ ...FORM, period: null }, () => HttpResponse.json({}));
    renderRoute(paths.satisfactionForm.getHref());
    expect(await screen.findByRole("heading", { name: "Survei sedang tidak dibuka" })).toBeInTheDocument();
    expect(screen.getByText("Survei kepuasan sedang tidak dibuka. Silakan kembali pada periode survei berikutnya.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Kirim Jawaban" })).not.toBeInTheDocument();
  });
});

describe(`${paths.satisfactionForm.path} with a participant's link`, () => {
  const TOKEN = "q7Xk2vR9s_Lm-3Zp8Wc4Yb6Nd1Hf5Gj0Tu2Ea9Ko7Ix";

  it("sends the token from the fragment with the answers; the refusal of a used link is shown as it is", async () => {
    let reply = HttpResponse.json({ stored: true, period: "Semester II 2026" });
    const { sent } = answerForm(FORM, () => reply);
    const user = userEvent.setup();
    renderRoute(`${paths.satisfactionForm.getHref()}#${TOKEN}`);
    expect(await screen.findByText(/Anda mengisi melalui tautan pribadi peserta pelatihan: satu jawaban per periode/)).toBeInTheDocument();
    await fillAll(user);
    reply = HttpResponse.json(
      {
        code: "used",
        message:
          "Tautan survei ini sudah dipakai atau tidak berlaku lagi. Setiap peserta mengisi survei kepuasan satu kali per periode; buka kembali halaman Cek Pendaftaran untuk melihat status Anda.",
      },
      { status: 409 },
    );
    await user.click(screen.getByRole("button", { name: "Kirim Jawaban" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Tautan survei ini sudah dipakai atau tidak berlaku lagi\./);
    expect(sent[0]).toMatchObject({ token: TOKEN, u8: 2, age: 24 });
    reply = HttpResponse.json({ stored: true, period: "Semester II 2026" });
    await user.click(screen.getByRole("button", { name: "Kirim Jawaban" }));
    expect(await screen.findByRole("heading", { name: "Terima kasih!" })).toHaveFocus();
    // the retry is the same submission: the same idempotency key and token
    expect(sent[1]).toEqual(sent[0]);
  });

  it("without a fragment sends no token (the public form as before)", async () => {
    const { sent } = answerForm(FORM, () => HttpResponse.json({ stored: true, period: "Semester II 2026" }));
    const user = userEvent.setup();
    renderRoute(paths.satisfactionForm.getHref());
    await screen.findByText(/Periode survei/);
    expect(screen.queryByText(/tautan pribadi peserta/)).not.toBeInTheDocument();
    await fillAll(user);
    await user.click(screen.getByRole("button", { name: "Kirim Jawaban" }));
    await screen.findByRole("heading", { name: "Terima kasih!" });
    expect(sent[0]).not.toHaveProperty("token");
  });
});
