/**
 * "Cerita Alumni" (docs/outcomes.md, "Alumni stories"): the stories with why each is shown or hidden, the consenting
 * answers not yet used, "Jadikan Cerita" with the answer chosen and the quote prefilled with the whole answer, the
 * database's rule checked before sending (a quote the graduate did not write is refused in Indonesian), the
 * database's refusal shown verbatim in the dialog, "Ubah", delete after a confirmation, and admins only. The
 * functions' answers are emulated here; their rules are tested against the database in
 * tests/integration/alumni-stories.test.ts.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse, type JsonBodyType } from "msw";
import { expectDialogClosed, expectToast, findDialog, renderAdmin } from "./admin-helpers";
import { REST_URL } from "../msw/config";
import { USER_ID, findUser } from "../msw/db";
import { server } from "../msw/server";
import { paths } from "@/config/paths";
import type { AlumniStoriesAdmin, AlumniStory, StoryRound } from "@/features/tracer-study/api/alumni-stories";
import { ALUMNI_STORY_MESSAGES } from "@/features/tracer-study/schemas/alumni-story-schema";

const PATH = paths.admin.alumniStories.getHref();
const HELPED = "Praktik jaringan setiap hari membuat saya berani melamar sebagai teknisi di kantor dinas.";
const IMPROVE = "Tambah jam praktik konfigurasi router.";

const round = (over: Partial<StoryRound> = {}): StoryRound => ({
  round_id: 41,
  full_name: "Cut Rahmawati",
  program: "Junior Network Administrator",
  batch: "Batch 2",
  year: 2025,
  round_month: 6,
  status: "Bekerja",
  sector: "Pemerintahan",
  answers: [
    { key: "helped_most", wording: "Apa dari pelatihan yang paling membantu Anda?", value: HELPED },
    { key: "improve", wording: "Apa yang perlu kami perbaiki?", value: IMPROVE },
  ],
  ...over,
});
const story = (over: Partial<AlumniStory> = {}): AlumniStory => ({
  ...round({ round_id: 30, full_name: "Teuku Akbar", status: "Wirausaha", sector: null }),
  id: 7,
  question_key: "helped_most",
  question_wording: "Apa dari pelatihan yang paling membantu Anda?",
  quote: "Praktik jaringan setiap hari membuat saya berani",
  published: true,
  state: "shown",
  created_at: "2026-11-20T03:00:00Z",
  updated_at: "2026-11-20T03:00:00Z",
  ...over,
});

/** The three functions; `list` is what alumni_stories_admin answers; `refuse` makes the next save fail. */
function storyFunctions(list: AlumniStoriesAdmin) {
  const calls: Record<string, unknown[]> = { list: [], save: [], delete: [] };
  let refusal: { status: number; message: string } | undefined;
  const answer = async (name: string, request: Request, act: (body: Record<string, unknown>) => JsonBodyType) => {
    const text = await request.text();
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    calls[name].push({ method: request.method, ...body });
    if (name === "save" && refusal) {
      const { status, message } = refusal;
      refusal = undefined;
      return HttpResponse.json({ code: `PT${status}`, message, details: null, hint: null }, { status });
    }
    return HttpResponse.json(act(body));
  };
  server.use(
    http.all(`${REST_URL}/rpc/alumni_stories_admin`, ({ request }) => answer("list", request, () => list)),
    http.all(`${REST_URL}/rpc/save_alumni_story`, ({ request }) =>
      answer("save", request, (b) => ({ id: 99, quote: b.p_quote as string, published: b.p_published as boolean, state: "shown" })),
    ),
    http.all(`${REST_URL}/rpc/delete_alumni_story`, ({ request }) => answer("delete", request, () => null)),
  );
  return { calls, refuse: (status: number, message: string) => (refusal = { status, message }) };
}

describe(paths.admin.alumniStories.path, () => {
  it("lists the stories with why each is shown or hidden, and the consenting answers not yet used", async () => {
    const { calls } = storyFunctions({
      stories: [
        story(),
        story({ id: 8, full_name: "Nurul Aini", state: "consent_withdrawn" }),
        story({ id: 9, full_name: "Rizki Maulana", state: "answer_changed" }),
        story({ id: 10, full_name: "Dewi Sartika", published: false, state: "unpublished" }),
      ],
      candidates: [round()],
    });
    renderAdmin(PATH);
    expect(await screen.findByRole("heading", { level: 1, name: "Cerita Alumni" })).toBeInTheDocument();
    const stories = await screen.findAllByTestId("alumni-story");
    expect(stories.map((s) => within(s).getByText(/^(Tampil|Tersembunyi)/).textContent)).toEqual([
      "Tampil di situs",
      "Tersembunyi: lulusan menarik persetujuan kutipan",
      "Tersembunyi: lulusan mengubah jawabannya, kutipan tidak ada lagi di dalamnya",
      "Tersembunyi: belum ditampilkan di situs",
    ]);
    expect(stories[0]).toHaveTextContent("“Praktik jaringan setiap hari membuat saya berani”");
    expect(stories[0]).toHaveTextContent("Teuku Akbar · Junior Network Administrator Batch 2 (2025) · survei 6 bulan · Wirausaha");
    // a withdrawn consent cannot be edited (the database refuses it), only deleted
    expect(within(stories[1]).queryByRole("button", { name: /^Ubah/ })).toBeNull();
    expect(within(stories[1]).getByRole("button", { name: "Hapus cerita Nurul Aini" })).toBeInTheDocument();
    expect(within(stories[2]).getByRole("button", { name: "Ubah cerita Rizki Maulana" })).toBeInTheDocument();

    const [candidate] = screen.getAllByTestId("story-candidate");
    expect(candidate).toHaveTextContent("Cut Rahmawati · Junior Network Administrator Batch 2 (2025) · survei 6 bulan · Bekerja · bidang Pemerintahan");
    expect(within(candidate).getByText(HELPED)).toBeInTheDocument();
    expect(within(candidate).getByText(IMPROVE)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Survei Alumni" })).toHaveAttribute("href", paths.admin.tracer.getHref());
    // asked over POST (personal data; the database refuses GET)
    expect(calls.list).toEqual([{ method: "POST" }]);
  });

  it("makes a story: the answer chosen, the quote prefilled and shortened, words not the graduate's refused before sending", async () => {
    const { calls, refuse } = storyFunctions({ stories: [], candidates: [round()] });
    const { user } = renderAdmin(PATH);
    expect(await screen.findByText("Belum ada cerita alumni.")).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Jadikan cerita jawaban Cut Rahmawati" }));
    const dialog = await findDialog("Jadikan Cerita Alumni");
    const quote = within(dialog).getByLabelText("Kutipan");
    expect(within(dialog).getByRole("radio", { name: /paling membantu/ })).toBeChecked();
    expect(quote).toHaveValue(HELPED);
    expect(within(dialog).getByLabelText("Tampilkan di situs")).toBeChecked();
    // another answer: the quote starts again from the whole of it
    await user.click(within(dialog).getByRole("radio", { name: /perlu kami perbaiki/ }));
    expect(quote).toHaveValue(IMPROVE);
    await user.click(within(dialog).getByRole("radio", { name: /paling membantu/ }));
    expect(quote).toHaveValue(HELPED);

    const save = () => user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await user.clear(quote);
    await user.type(quote, "Pelatihan ini sangat membantu saya bekerja.");
    await save();
    expect(await within(dialog).findByText(ALUMNI_STORY_MESSAGES.verbatim)).toBeInTheDocument();
    await user.clear(quote);
    await user.type(quote, "Praktik jaringan");
    await save();
    expect(await within(dialog).findByText(ALUMNI_STORY_MESSAGES.length)).toBeInTheDocument();
    expect(calls.save).toEqual([]);

    // the database's refusal (consent withdrawn meanwhile) stays in the dialog, verbatim
    await user.clear(quote);
    await user.type(quote, "  berani melamar sebagai teknisi di kantor dinas ");
    refuse(409, "Lulusan ini tidak menyetujui jawabannya dikutip.");
    await save();
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Lulusan ini tidak menyetujui jawabannya dikutip.");
    await expectToast("Gagal menyimpan cerita alumni.", "destructive");

    await save();
    await expectToast("Cerita alumni berhasil disimpan.");
    await expectDialogClosed("Jadikan Cerita Alumni");
    const sent = { method: "POST", p_round_id: 41, p_question_key: "helped_most", p_quote: "berani melamar sebagai teknisi di kantor dinas", p_published: true };
    expect(calls.save).toEqual([sent, sent]);
  });

  it("changes a story (hidden from the site) and deletes one after asking", async () => {
    const { calls } = storyFunctions({ stories: [story()], candidates: [] });
    const { user } = renderAdmin(PATH);
    expect(await screen.findByText("Belum ada jawaban lulusan yang dapat dikutip.")).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Ubah cerita Teuku Akbar" }));
    const dialog = await findDialog("Ubah Cerita Alumni");
    expect(within(dialog).getByLabelText("Kutipan")).toHaveValue("Praktik jaringan setiap hari membuat saya berani");
    await user.click(within(dialog).getByLabelText("Tampilkan di situs"));
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Cerita alumni berhasil diperbarui.");
    expect(calls.save).toEqual([
      { method: "POST", p_round_id: 30, p_question_key: "helped_most", p_quote: "Praktik jaringan setiap hari membuat saya berani", p_published: false },
    ]);

    await user.click(screen.getByRole("button", { name: "Hapus cerita Teuku Akbar" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Hapus cerita alumni ini?" });
    expect(confirm).toHaveTextContent("“Praktik jaringan setiap hari membuat saya berani” tidak lagi ditampilkan di situs.");
    await user.click(within(confirm).getByRole("button", { name: "Ya, Hapus" }));
    await expectToast("Cerita alumni berhasil dihapus.");
    expect(calls.delete).toEqual([{ method: "POST", p_id: 7 }]);
  });

  it("is for admins and super admins: others see Khusus Admin and nothing is asked", async () => {
    const { calls } = storyFunctions({ stories: [story()], candidates: [] });
    findUser(USER_ID)!.member_role = "operator";
    renderAdmin(PATH, "user");
    expect(await screen.findByText("Khusus Admin")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId("alumni-story")).toBeNull());
    expect(calls.list).toEqual([]);
  });
});
