/**
 * /survei-alumni#<token> (docs/outcomes.md, "The graduate's page"): the questionnaire asked for with the token in a
 * POST body (never a URL); the questions for work shown once Bekerja is chosen and sent only then; every rule checked
 * with the database's sentences before anything is sent; the database's refusal shown at its question; the stored
 * answer thanked with the correction date and corrected with the same link; the thank-you's vacancies of the
 * graduate's program (public ones, asked without the token); an unknown link, a limit, a failing network; no token.
 */
import { configure, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";

import { SUPABASE_URL } from "../msw/config";
import { db, insertRows, setTable } from "../msw/db";
import { server } from "../msw/server";
import { renderRoute } from "../setup/render";
import { paths } from "@/config/paths";
import type { Survey } from "@/features/alumni-survey/schemas/survey-schema";

// Pages are lazily loaded: the first render of a file can take a while on a busy machine.
configure({ asyncUtilTimeout: 8000 });

const RPC = `${SUPABASE_URL}/rest/v1/rpc`;
const TOKEN = "Zq3x9Lr2Vb7Nc4Kd8Tf1Hs6Jp0Wm5Yg2Ea7Ub3Io9Qe";

const q = (key: string, kind: Survey["questions"][number]["kind"], wording: string, over: Partial<Survey["questions"][number]> = {}) => ({
  key,
  kind,
  wording,
  options: null,
  required: true,
  shown_when: null,
  min: null,
  max: null,
  ...over,
});

// the seeded questionnaire (migration 20261128000008_tracer_study.sql), in its order
const QUESTIONS: Survey["questions"] = [
  q("status", "choice", "Apa kegiatan utama Anda saat ini?", { options: ["Bekerja", "Wirausaha", "Melanjutkan Pendidikan", "Belum Bekerja"] }),
  q("employer", "text", "Nama tempat Anda bekerja", { shown_when: { status: ["Bekerja"] } }),
  q("sector", "choice", "Bidang usaha tempat Anda bekerja", { options: ["Teknologi Informasi dan Komunikasi", "Pemerintahan", "Lainnya"], shown_when: { status: ["Bekerja"] } }),
  q("work_fits", "choice", "Apakah pekerjaan Anda sesuai dengan pelatihan yang Anda ikuti?", { options: ["Sesuai", "Cukup sesuai", "Tidak sesuai"], shown_when: { status: ["Bekerja"] } }),
  q("business_field", "text", "Bidang usaha Anda", { shown_when: { status: ["Wirausaha"] } }),
  q("months_to_first", "number", "Berapa bulan setelah pelatihan selesai Anda mulai bekerja atau berwirausaha?", { shown_when: { status: ["Bekerja", "Wirausaha"] }, min: 0, max: 60 }),
  q("income_band", "choice", "Berapa penghasilan Anda per bulan?", { options: ["Kurang dari Rp1.000.000", "Rp5.000.000 atau lebih"], required: false, shown_when: { status: ["Bekerja", "Wirausaha"] } }),
  q("helped_most", "text", "Apa dari pelatihan yang paling membantu Anda?", { required: false }),
  q("improve", "text", "Apa yang perlu kami perbaiki?", { required: false }),
  q("quote_consent", "consent", "Saya setuju jawaban saya dikutip tanpa nama di situs BLK.", { required: false }),
];

const SURVEY: Survey = {
  program: "Junior Web Developer",
  // no program of that name: the thank-you lists no vacancy (the tests of the vacancies give one)
  program_id: null,
  batch: "Batch 3",
  round_month: 6,
  first_name: "Cut",
  answered_at: null,
  editable_until: "2026-12-30",
  questions: QUESTIONS,
  answers: {},
};

type Call = { url: string; body: Record<string, unknown> };

/** tracer_form and tracer_submit as the database answers them; every request recorded. */
function backend({ form = () => HttpResponse.json(SURVEY), submit }: { form?: () => Response; submit?: (body: Record<string, unknown>) => Response } = {}) {
  const calls: Call[] = [];
  server.use(
    http.post(`${RPC}/tracer_form`, async ({ request }) => {
      calls.push({ url: request.url, body: (await request.json()) as Record<string, unknown> });
      return form();
    }),
    http.post(`${RPC}/tracer_submit`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.push({ url: request.url, body });
      const answers = body.p_answers as Survey["answers"];
      return submit ? submit(body) : HttpResponse.json({ ...SURVEY, answered_at: "2026-11-28T03:00:00Z", answers });
    }),
  );
  return calls;
}

const refusal = (status: number, code: string, message: string, details: string | null = null) =>
  HttpResponse.json({ message, code, details, hint: null }, { status });

const open = (fragment = TOKEN) => renderRoute(`${paths.alumniSurvey.getHref()}#${fragment}`);

describe(`${paths.alumniSurvey.getHref()}`, () => {
  it("asks for the questionnaire with the token in a POST body only, and greets the graduate by first name", async () => {
    const calls = backend();
    open();
    expect(await screen.findByRole("heading", { level: 2, name: "Halo, Cut" })).toBeInTheDocument();
    expect(screen.getByText(/Survei 6 bulan setelah pelatihan/)).toHaveTextContent("Survei 6 bulan setelah pelatihan Junior Web Developer (Batch 3).");
    expect(calls).toEqual([{ url: `${RPC}/tracer_form`, body: { p_token: TOKEN } }]);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    // before a status is chosen: the questions for everyone only
    expect(await screen.findByRole("radiogroup", { name: /Apa kegiatan utama Anda saat ini\?/ })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Nama tempat Anda bekerja/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Apa yang perlu kami perbaiki\?/)).toBeInTheDocument();
  });

  it("shows the questions for work once Bekerja is chosen, checks them with the database's sentences, and sends only what applies", async () => {
    const calls = backend();
    const { user } = open();
    const status = await screen.findByRole("radiogroup", { name: /Apa kegiatan utama Anda saat ini\?/ });
    // nothing chosen: the status is required, nothing is sent
    await user.click(screen.getByRole("button", { name: "Kirim Jawaban" }));
    expect(await within(status).findByText('Pertanyaan "Apa kegiatan utama Anda saat ini?" wajib dijawab.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith("tracer_submit"))).toEqual([]);

    await user.click(within(status).getByRole("radio", { name: "Bekerja" }));
    const employer = await screen.findByLabelText(/Nama tempat Anda bekerja/);
    // numbered as shown; an optional question says so, a required one to screen readers only
    expect(screen.getByRole("radiogroup", { name: "6. Berapa penghasilan Anda per bulan? (opsional)" })).toBeInTheDocument();
    expect(screen.getByRole("radiogroup", { name: "3. Bidang usaha tempat Anda bekerja (wajib)" })).toBeInTheDocument();
    const months = screen.getByLabelText(/Berapa bulan setelah pelatihan selesai/);
    await user.type(months, "61");
    await user.click(screen.getByRole("button", { name: "Kirim Jawaban" }));
    expect(await screen.findByText('Pertanyaan "Nama tempat Anda bekerja" wajib dijawab.')).toBeInTheDocument();
    expect(screen.getByText('Jawaban "Berapa bulan setelah pelatihan selesai Anda mulai bekerja atau berwirausaha?" harus bilangan bulat 0 sampai 60.')).toBeInTheDocument();
    expect(screen.getByText('Pertanyaan "Bidang usaha tempat Anda bekerja" wajib dijawab.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith("tracer_submit"))).toEqual([]);

    await user.type(employer, "  PT Aceh Digital  ");
    await user.click(screen.getByRole("radio", { name: "Teknologi Informasi dan Komunikasi" }));
    await user.click(screen.getByRole("radio", { name: "Sesuai" }));
    await user.clear(months);
    await user.type(months, "2");
    await user.type(screen.getByLabelText(/Apa dari pelatihan yang paling membantu Anda\?/), "Praktik membuat situs");
    await user.click(screen.getByRole("checkbox", { name: "Saya setuju jawaban saya dikutip tanpa nama di situs BLK." }));
    await user.click(screen.getByRole("button", { name: "Kirim Jawaban" }));
    expect(await screen.findByRole("heading", { name: "Terima kasih, Cut!" })).toHaveFocus();
    expect(screen.getByText(/sampai 30 Des 2026\./)).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith("tracer_submit")).map((c) => c.body)).toEqual([
      {
        p_token: TOKEN,
        // trimmed, the number a number, the optional income left out, the hidden business field never sent
        p_answers: { status: "Bekerja", employer: "PT Aceh Digital", sector: "Teknologi Informasi dan Komunikasi", work_fits: "Sesuai", months_to_first: 2, helped_most: "Praktik membuat situs", quote_consent: true },
      },
    ]);
  });

  it("drops the answers for work when the status changes to one without them", async () => {
    const calls = backend();
    const { user } = open();
    const status = await screen.findByRole("radiogroup", { name: /Apa kegiatan utama Anda saat ini\?/ });
    await user.click(within(status).getByRole("radio", { name: "Bekerja" }));
    await user.type(await screen.findByLabelText(/Nama tempat Anda bekerja/), "PT Aceh Digital");
    await user.click(within(status).getByRole("radio", { name: "Melanjutkan Pendidikan" }));
    expect(screen.queryByLabelText(/Nama tempat Anda bekerja/)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Kirim Jawaban" }));
    await screen.findByRole("heading", { name: "Terima kasih, Cut!" });
    expect(calls.find((c) => c.url.endsWith("tracer_submit"))!.body.p_answers).toEqual({ status: "Melanjutkan Pendidikan", quote_consent: false });
  });

  it("shows the database's refusal at its question and keeps every answer", async () => {
    backend({ submit: () => refusal(422, "invalid", 'Jawaban "Apa yang perlu kami perbaiki?" paling banyak 500 karakter.', "improve") });
    const { user } = open();
    await user.click(within(await screen.findByRole("radiogroup", { name: /Apa kegiatan utama/ })).getByRole("radio", { name: "Belum Bekerja" }));
    const improve = screen.getByLabelText(/Apa yang perlu kami perbaiki\?/);
    await user.type(improve, "Jadwal lebih pagi");
    await user.click(screen.getByRole("button", { name: "Kirim Jawaban" }));
    expect(await screen.findByText('Jawaban "Apa yang perlu kami perbaiki?" paling banyak 500 karakter.')).toBeInTheDocument();
    await waitFor(() => expect(improve).toHaveFocus());
    expect(improve).toHaveValue("Jadwal lebih pagi");
    expect(screen.getByRole("radio", { name: "Belum Bekerja" })).toBeChecked();
  });

  it("opens an answered round with its answers and corrects it with the same link", async () => {
    const answered: Survey = { ...SURVEY, answered_at: "2026-11-20T03:00:00Z", editable_until: "2026-12-04", answers: { status: "Wirausaha", business_field: "Jasa desain", months_to_first: 1, quote_consent: true } };
    const calls = backend({ form: () => HttpResponse.json(answered), submit: (body) => HttpResponse.json({ ...answered, answers: body.p_answers }) });
    const { user } = open();
    expect(await screen.findByText("Anda sudah mengisi survei ini pada 20 November 2026 pukul 10.00 WIB. Perbaikan dapat dikirim sampai 4 Des 2026.")).toBeInTheDocument();
    expect(await screen.findByRole("radio", { name: "Wirausaha" })).toBeChecked();
    const field = screen.getByLabelText(/Bidang usaha Anda/);
    expect(field).toHaveValue("Jasa desain");
    expect(screen.getByLabelText(/Berapa bulan setelah pelatihan selesai/)).toHaveValue("1");
    expect(screen.getByRole("checkbox", { name: /dikutip tanpa nama/ })).toBeChecked();
    await user.clear(field);
    await user.type(field, "Jasa desain grafis");
    await user.click(screen.getByRole("button", { name: "Simpan Perbaikan" }));
    await screen.findByRole("heading", { name: "Terima kasih, Cut!" });
    expect(calls.find((c) => c.url.endsWith("tracer_submit"))!.body.p_answers).toEqual({ status: "Wirausaha", business_field: "Jasa desain grafis", months_to_first: 1, quote_consent: true });
    // and once more: the form opens with what was just stored
    await user.click(screen.getByRole("button", { name: "Perbaiki Jawaban" }));
    expect(await screen.findByLabelText(/Bidang usaha Anda/)).toHaveValue("Jasa desain grafis");
  });

  describe("the thank-you's vacancies", () => {
    /** yyyy-mm-dd `days` from today in Asia/Jakarta (the day the vacancies' deadlines are compared with). */
    const day = (days: number) => {
      const d = new Date(`${new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jakarta" }).format(new Date())}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() + days);
      return d.toISOString().slice(0, 10);
    };
    /** The survey of a graduate of the seed's first program, answered by choosing Belum Bekerja. */
    async function answer() {
      const program = db.programs[0];
      const survey = { ...SURVEY, program: program.name, program_id: program.id };
      backend({ form: () => HttpResponse.json(survey), submit: (body) => HttpResponse.json({ ...survey, answered_at: "2026-11-28T03:00:00Z", answers: body.p_answers }) });
      const urls: string[] = [];
      const record = ({ request }: { request: Request }) => void urls.push(request.url);
      server.events.on("request:start", record);
      const { user } = open();
      await user.click(within(await screen.findByRole("radiogroup", { name: /Apa kegiatan utama/ })).getByRole("radio", { name: "Belum Bekerja" }));
      await user.click(screen.getByRole("button", { name: "Kirim Jawaban" }));
      await screen.findByRole("heading", { name: "Terima kasih, Cut!" });
      return { program, urls, stop: () => server.events.removeListener("request:start", record) };
    }

    it("lists the open vacancies of the graduate's program, nearest deadline first, asked without the token", async () => {
      const [program, other] = db.programs;
      setTable("vacancies", []);
      insertRows("vacancies", [
        { position: "Web Developer Junior", company: "CV Satu", location: "Banda Aceh", requirements: "x", deadline: day(30), apply_url: "https://satu.example.com", program_ids: [program.id], published: true },
        { position: "Staf IT", company: "CV Dua", location: "Sigli", requirements: "x", deadline: day(2), apply_url: "https://dua.example.com", program_ids: [program.id, other.id], published: true },
        { position: "Lowongan Program Lain", company: "CV Tiga", location: "Sigli", requirements: "x", deadline: day(5), apply_url: "https://tiga.example.com", program_ids: [other.id], published: true },
        { position: "Lowongan Lewat", company: "CV Empat", location: "Sigli", requirements: "x", deadline: day(-1), apply_url: "https://empat.example.com", program_ids: [program.id], published: true },
      ]);
      const { urls, stop } = await answer();
      const list = within((await screen.findByRole("heading", { level: 3, name: "Lowongan Terkait Program Anda" })).closest("section")!);
      stop();
      expect(list.getByText(`Lowongan yang masih dibuka untuk lulusan ${program.name}, batas lamaran terdekat lebih dulu.`)).toBeInTheDocument();
      expect(list.getAllByRole("listitem").map((li) => li.querySelector("p")!.textContent)).toEqual(["Staf IT", "Web Developer Junior"]);
      const apply = list.getByRole("link", { name: "Lamar Web Developer Junior di CV Satu (membuka situs lain)" });
      expect(apply).toHaveAttribute("href", "https://satu.example.com");
      expect(apply).toHaveAttribute("target", "_blank");
      expect(list.getByRole("link", { name: "Lihat semua lowongan" })).toHaveAttribute("href", paths.vacancies.getHref());
      // the public list (the program's id only): no token in any address, the thank-you still focused
      const asked = urls.filter((u) => u.includes("/rest/v1/vacancies"));
      expect(asked).toHaveLength(1);
      expect(asked[0]).toContain(`program_ids=cs.%7B${program.id}%7D`);
      expect(urls.some((u) => u.includes(TOKEN))).toBe(false);
      expect(screen.getByRole("heading", { name: "Terima kasih, Cut!" })).toHaveFocus();
    });

    it("without an open vacancy of the program, one line links to every vacancy", async () => {
      setTable("vacancies", []);
      const { stop } = await answer();
      const all = await screen.findByRole("link", { name: "Lihat semua lowongan" });
      stop();
      expect(all).toHaveAttribute("href", paths.vacancies.getHref());
      expect(all.closest("p")).toHaveTextContent("Sedang mencari pekerjaan? Lihat semua lowongan");
      expect(screen.queryByRole("heading", { name: "Lowongan Terkait Program Anda" })).not.toBeInTheDocument();
    });
  });

  it("says a link is not valid (unknown, expired or erased: one answer) and offers no form", async () => {
    backend({ form: () => refusal(404, "not_found", "Tautan survei tidak ditemukan atau sudah tidak berlaku. Hubungi UPTD BLK Banda Aceh bila Anda memerlukan tautan baru.") });
    open();
    expect(await screen.findByRole("heading", { name: "Tautan tidak berlaku" })).toBeInTheDocument();
    expect(screen.getByText(/Tautan survei tidak ditemukan atau sudah tidak berlaku/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Kirim Jawaban" })).not.toBeInTheDocument();
  });

  it("says when the link expired while the form was open", async () => {
    backend({ submit: () => refusal(404, "not_found", "Tautan survei tidak ditemukan atau sudah tidak berlaku. Hubungi UPTD BLK Banda Aceh bila Anda memerlukan tautan baru.") });
    const { user } = open();
    await user.click(within(await screen.findByRole("radiogroup", { name: /Apa kegiatan utama/ })).getByRole("radio", { name: "Belum Bekerja" }));
    await user.click(screen.getByRole("button", { name: "Kirim Jawaban" }));
    expect(await screen.findByRole("heading", { name: "Tautan tidak berlaku" })).toBeInTheDocument();
  });

  it("shows the limit's message, and a network failure with a retry that asks once more", async () => {
    backend({ form: () => refusal(429, "rate_limited", "Terlalu banyak percobaan dengan tautan yang tidak berlaku. Coba lagi dalam 15 menit.") });
    const first = open();
    expect(await screen.findByText("Terlalu banyak percobaan dengan tautan yang tidak berlaku. Coba lagi dalam 15 menit.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Coba Lagi" })).not.toBeInTheDocument();
    first.unmount();

    let n = 0;
    const calls = backend({ form: () => (n++ === 0 ? HttpResponse.error() : HttpResponse.json(SURVEY)) });
    const { user } = open();
    expect(await screen.findByText("Survei tidak dapat dibuka. Periksa koneksi internet Anda lalu coba lagi.")).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Coba Lagi" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Halo, Cut" })).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it("without a token says how to open the survey and asks nothing", async () => {
    const calls = backend();
    renderRoute(paths.alumniSurvey.getHref());
    expect(await screen.findByRole("heading", { name: "Buka survei dari tautan Anda" })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
