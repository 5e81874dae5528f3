/**
 * "Pertanyaan Survei Alumni" (docs/outcomes.md, "The questions page"): the questionnaire in order with its kinds and
 * limits, add and edit in one form (every invalid value refused in Indonesian, the database's refusal shown in the
 * dialog), reorder by keyboard saved as the full order in one call (rolled back on failure), retire with a
 * confirmation, and the two core questions that cannot be retired.
 */
import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { http, HttpResponse, type JsonBodyType } from "msw";
import { expectToast, findDialog, renderAdmin } from "./admin-helpers";
import { REST_URL } from "../msw/config";
import { USER_ID, complete, db, findUser, setTable } from "../msw/db";
import { server } from "../msw/server";
import { paths } from "@/config/paths";
import { formatJakartaDateTime } from "@/lib/dates";
import { TRACER_QUESTION_MESSAGES } from "@/features/tracer-study/schemas/tracer-question-schema";
import type { Json } from "@/types/database.types";

const PATH = paths.admin.tracerQuestions.getHref();
const STATUS_OPTIONS = ["Bekerja", "Wirausaha", "Melanjutkan Pendidikan", "Belum Bekerja"];

const question = (values: Parameters<typeof complete<"tracer_questions">>[1]) =>
  complete("tracer_questions", { options: null, required: true, shown_when: null, min_value: null, max_value: null, retired_at: null, ...values });

/** A part of the migration's seed, plus one retired question. */
const QUESTIONS = [
  question({ id: 1, key: "status", kind: "choice", wording: "Apa kegiatan utama Anda saat ini?", options: STATUS_OPTIONS, position: 1 }),
  question({ id: 2, key: "employer", kind: "text", wording: "Nama tempat Anda bekerja", shown_when: { status: ["Bekerja"] }, position: 2 }),
  question({ id: 6, key: "months_to_first", kind: "number", wording: "Berapa bulan setelah pelatihan selesai?", shown_when: { status: ["Bekerja", "Wirausaha"] }, min_value: 0, max_value: 60, position: 3 }),
  question({ id: 8, key: "helped_most", kind: "text", wording: "Apa yang paling membantu?", required: false, position: 4 }),
  question({ id: 10, key: "quote_consent", kind: "consent", wording: "Saya setuju jawaban saya dikutip.", required: false, position: 5 }),
  question({ id: 11, key: "q11", kind: "text", wording: "Pertanyaan lama", required: false, position: 6, retired_at: "2026-11-20T03:00:00Z" }),
];

type Refusal = { status: number; code: string; message: string };
const refusal = (message: string): Refusal => ({ status: 400, code: "22023", message });

/**
 * The four functions, answering as the migration does for valid calls (checked case by case in
 * tests/integration/tracer-study.test.ts); `refuse` makes the next call of one fail with the database's message.
 */
function questionFunctions() {
  const calls: Record<string, unknown[]> = { add: [], edit: [], reorder: [], retire: [] };
  const refusals: Record<string, Refusal | undefined> = {};
  const answer = async (name: string, request: Request, act: (body: Record<string, unknown>) => JsonBodyType) => {
    const body = (await request.json()) as Record<string, unknown>;
    calls[name].push(body);
    const refused = refusals[name];
    if (refused) {
      refusals[name] = undefined;
      return HttpResponse.json({ code: refused.code, message: refused.message, details: null, hint: null }, { status: refused.status });
    }
    return HttpResponse.json(act(body));
  };
  server.use(
    http.post(`${REST_URL}/rpc/add_tracer_question`, ({ request }) =>
      answer("add", request, (b) => {
        const id = Math.max(...db.tracer_questions.map((q) => q.id)) + 1;
        const row = question({
          id,
          key: `q${id}`,
          kind: b.p_kind as string,
          wording: b.p_wording as string,
          options: b.p_kind === "choice" ? (b.p_options as string[]) : null,
          required: Boolean(b.p_required),
          shown_when: (b.p_shown_when as Json | undefined) ?? null,
          position: Math.max(...db.tracer_questions.map((q) => q.position)) + 1,
        });
        db.tracer_questions.push(row);
        return row;
      }),
    ),
    http.post(`${REST_URL}/rpc/edit_tracer_question`, ({ request }) =>
      answer("edit", request, (b) => {
        const row = db.tracer_questions.find((q) => q.id === b.p_id)!;
        Object.assign(row, { wording: b.p_wording, options: row.kind === "choice" ? b.p_options : null });
        if (b.p_required !== undefined) row.required = Boolean(b.p_required);
        if (b.p_shown_when !== undefined) row.shown_when = Object.keys(b.p_shown_when as object).length ? (b.p_shown_when as Json) : null;
        return row;
      }),
    ),
    http.post(`${REST_URL}/rpc/reorder_tracer_questions`, ({ request }) =>
      answer("reorder", request, (b) => {
        (b.p_ids as number[]).forEach((id, i) => (db.tracer_questions.find((q) => q.id === id)!.position = i + 1));
        return b.p_ids as number[];
      }),
    ),
    http.post(`${REST_URL}/rpc/retire_tracer_question`, ({ request }) =>
      answer("retire", request, (b) => {
        const row = db.tracer_questions.find((q) => q.id === b.p_id)!;
        row.retired_at = new Date().toISOString();
        return row;
      }),
    ),
  );
  return { calls, refuse: (name: keyof typeof calls, r: Refusal) => (refusals[name] = r) };
}

function itemOf(wording: string) {
  return screen.getByText(wording).closest("li[data-item-id]") as HTMLElement;
}

async function openAdd(user: UserEvent) {
  await user.click(await screen.findByRole("button", { name: "Tambah Pertanyaan" }));
  return findDialog("Tambah Pertanyaan");
}

async function chooseKind(user: UserEvent, dialog: HTMLElement, label: string) {
  await user.click(within(dialog).getByRole("combobox", { name: "Jenis" }));
  await user.click(await screen.findByRole("option", { name: label }));
}

beforeEach(() => setTable("tracer_questions", QUESTIONS.map((q) => ({ ...q }))));

describe(paths.admin.tracerQuestions.path, () => {
  it("lists the active questions in order with kind, required and the status they are limited to; the retired ones collapsed", async () => {
    renderAdmin(PATH);
    expect(await screen.findByRole("heading", { level: 1, name: "Pertanyaan Survei Alumni" })).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Pertanyaan aktif" });
    const items = within(list).getAllByRole("listitem").filter((li) => li.hasAttribute("data-item-id"));
    expect(items.map((li) => li.getAttribute("aria-label"))).toEqual(["Pertanyaan 1", "Pertanyaan 2", "Pertanyaan 3", "Pertanyaan 4", "Pertanyaan 5"]);
    expect(within(items[0]).getByText(QUESTIONS[0].wording)).toBeInTheDocument();
    expect(within(items[0]).getByText("Pilihan")).toBeInTheDocument();
    expect(within(within(items[0]).getByRole("list", { name: "Pilihan" })).getAllByRole("listitem").map((li) => li.textContent)).toEqual(STATUS_OPTIONS);
    expect(within(items[1]).getByText("Teks")).toBeInTheDocument();
    expect(within(items[1]).getByText("Wajib")).toBeInTheDocument();
    expect(within(items[1]).getByText("hanya untuk: Bekerja")).toBeInTheDocument();
    expect(within(items[2]).getByText("Angka")).toBeInTheDocument();
    expect(within(items[2]).getByText("hanya untuk: Bekerja, Wirausaha")).toBeInTheDocument();
    expect(within(items[3]).getByText("Tidak wajib")).toBeInTheDocument();
    expect(within(items[3]).queryByText(/hanya untuk/)).not.toBeInTheDocument();
    expect(within(items[4]).getByText("Persetujuan")).toBeInTheDocument();
    // The retired question: not in the list, in the collapsed section with its date.
    expect(within(list).queryByText("Pertanyaan lama")).not.toBeInTheDocument();
    const summary = screen.getByText("Pertanyaan yang dipensiunkan (1)");
    const details = summary.closest("details")!;
    expect(details).not.toHaveAttribute("open");
    expect(within(details).getByText("Pertanyaan lama")).toBeInTheDocument();
    expect(within(details).getByText(`Dipensiunkan ${formatJakartaDateTime("2026-11-20T03:00:00Z")}`)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Survei Alumni" })).toHaveAttribute("href", paths.admin.tracer.getHref());
  });

  it("adds a choice question: every invalid value gets its Indonesian message, then the cleaned options are saved", async () => {
    const { calls } = questionFunctions();
    const { user } = renderAdmin(PATH);
    const dialog = await openAdd(user);
    const save = () => user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await save();
    expect(await within(dialog).findByText(TRACER_QUESTION_MESSAGES.wordingRequired)).toBeInTheDocument();
    const wording = within(dialog).getByLabelText("Pertanyaan");
    await user.type(wording, "   ");
    await save();
    expect(await within(dialog).findByText(TRACER_QUESTION_MESSAGES.wordingRequired)).toBeInTheDocument();
    await user.clear(wording);
    await user.click(wording);
    await user.paste("x".repeat(301));
    await save();
    expect(await within(dialog).findByText("Pertanyaan maksimal 300 karakter.")).toBeInTheDocument();
    await user.clear(wording);
    await user.type(wording, "Bagaimana Anda mendapat pekerjaan?");

    await chooseKind(user, dialog, "Pilihan");
    const options = within(dialog).getByLabelText("Pilihan");
    await user.type(options, "Lowongan BLK");
    await save();
    expect(await within(dialog).findByText(TRACER_QUESTION_MESSAGES.tooFewOptions)).toBeInTheDocument();
    await user.clear(options);
    await user.click(options);
    await user.paste(Array.from({ length: 13 }, (_, i) => `Pilihan ${i + 1}`).join("\n"));
    await save();
    expect(await within(dialog).findByText(TRACER_QUESTION_MESSAGES.tooManyOptions)).toBeInTheDocument();
    await user.clear(options);
    await user.click(options);
    await user.paste(`Lowongan BLK\n${"y".repeat(121)}`);
    await save();
    expect(await within(dialog).findByText(TRACER_QUESTION_MESSAGES.optionTooLong(2))).toBeInTheDocument();
    await user.clear(options);
    await user.click(options);
    await user.paste("Lowongan BLK\n Lowongan BLK ");
    await save();
    expect(await within(dialog).findByText(TRACER_QUESTION_MESSAGES.duplicate("Lowongan BLK"))).toBeInTheDocument();
    expect(calls.add).toEqual([]);

    await user.clear(options);
    await user.click(options);
    await user.paste("  Lowongan BLK \n\n\u200B\nTeman atau keluarga\nKarirhub");
    await user.click(within(dialog).getByLabelText("Wajib dijawab"));
    // "Hanya untuk status": the status question's options, in their order.
    const only = within(dialog).getByRole("group", { name: "Hanya untuk status" });
    expect(within(only).getAllByRole("checkbox").map((c) => (c as HTMLInputElement).value)).toEqual(STATUS_OPTIONS);
    await user.click(within(only).getByLabelText("Wirausaha"));
    await user.click(within(only).getByLabelText("Bekerja"));
    await save();
    await expectToast("Pertanyaan berhasil ditambahkan.");
    expect(calls.add).toEqual([
      {
        p_kind: "choice",
        p_wording: "Bagaimana Anda mendapat pekerjaan?",
        p_options: ["Lowongan BLK", "Teman atau keluarga", "Karirhub"],
        p_required: true,
        p_shown_when: { status: ["Bekerja", "Wirausaha"] },
      },
    ]);
    // Last in the list (the database puts a new question at the end).
    await waitFor(() => expect(itemOf("Bagaimana Anda mendapat pekerjaan?")).toHaveAttribute("aria-label", "Pertanyaan 6"));
  });

  it("adds a text question without options (what was typed under Pilihan before switching is not sent)", async () => {
    const { calls } = questionFunctions();
    const { user } = renderAdmin(PATH);
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText("Pertanyaan"), "Saran untuk instruktur");
    await chooseKind(user, dialog, "Pilihan");
    await user.type(within(dialog).getByLabelText("Pilihan"), "satu");
    await chooseKind(user, dialog, "Teks");
    expect(within(dialog).queryByLabelText("Pilihan")).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Pertanyaan berhasil ditambahkan.");
    expect(calls.add).toEqual([{ p_kind: "text", p_wording: "Saran untuk instruktur", p_required: false }]);
  });

  it("shows the database's refusal verbatim in the dialog and keeps what was typed", async () => {
    const { calls, refuse } = questionFunctions();
    const message = "Pertanyaan pilihan memerlukan 2 sampai 12 pilihan berbeda, masing-masing paling banyak 120 karakter.";
    refuse("add", refusal(message));
    const { user } = renderAdmin(PATH);
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByLabelText("Pertanyaan"), "Sumber informasi lowongan");
    await chooseKind(user, dialog, "Pilihan");
    await user.type(within(dialog).getByLabelText("Pilihan"), "Teman{Enter}Media sosial");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(message);
    await expectToast("Gagal menambahkan pertanyaan.", "destructive");
    expect(within(dialog).getByLabelText("Pertanyaan")).toHaveValue("Sumber informasi lowongan");
    expect(within(dialog).getByLabelText("Pilihan")).toHaveValue("Teman\nMedia sosial");
    expect(calls.add).toHaveLength(1);
    expect(db.tracer_questions).toHaveLength(QUESTIONS.length);
  });

  it("edits a question's wording, required and \"hanya untuk\"; the kind is shown, not offered", async () => {
    const { calls } = questionFunctions();
    const { user } = renderAdmin(PATH);
    await user.click(await screen.findByRole("button", { name: "Ubah pertanyaan Nama tempat Anda bekerja" }));
    const dialog = await findDialog("Ubah Pertanyaan");
    expect(within(dialog).queryByRole("combobox", { name: "Jenis" })).not.toBeInTheDocument();
    expect(within(dialog).getByText("Jenis: Teks. Jenis tidak dapat diubah setelah pertanyaan dibuat.")).toBeInTheDocument();
    const wording = within(dialog).getByLabelText("Pertanyaan");
    expect(wording).toHaveValue("Nama tempat Anda bekerja");
    expect(within(dialog).getByLabelText("Wajib dijawab")).toBeChecked();
    const only = within(dialog).getByRole("group", { name: "Hanya untuk status" });
    expect(within(only).getByLabelText("Bekerja")).toBeChecked();
    expect(within(only).getByLabelText("Wirausaha")).not.toBeChecked();
    await user.clear(wording);
    await user.type(wording, "Nama perusahaan atau instansi tempat Anda bekerja");
    await user.click(within(dialog).getByLabelText("Wajib dijawab"));
    await user.click(within(only).getByLabelText("Bekerja"));
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Pertanyaan berhasil diperbarui.");
    // No status ticked: always shown ({} clears the limit).
    expect(calls.edit).toEqual([{ p_id: 2, p_wording: "Nama perusahaan atau instansi tempat Anda bekerja", p_required: false, p_shown_when: {} }]);
    const item = await waitFor(() => itemOf("Nama perusahaan atau instansi tempat Anda bekerja"));
    await waitFor(() => expect(within(item).getByText("Tidak wajib")).toBeInTheDocument());
    expect(within(item).queryByText(/hanya untuk/)).not.toBeInTheDocument();
  });

  it("edits the status question's wording without offering its options, which are sent unchanged", async () => {
    const { calls } = questionFunctions();
    const { user } = renderAdmin(PATH);
    await user.click(await screen.findByRole("button", { name: `Ubah pertanyaan ${QUESTIONS[0].wording}` }));
    const dialog = await findDialog("Ubah Pertanyaan");
    expect(within(dialog).queryByLabelText("Pilihan")).not.toBeInTheDocument();
    expect(within(dialog).getByText("Pilihan status tidak dapat diubah: angka penempatan menghitung Bekerja dan Wirausaha.")).toBeInTheDocument();
    expect(within(dialog).getByText("Pertanyaan status selalu wajib dan selalu ditampilkan.")).toBeInTheDocument();
    expect(within(dialog).queryByLabelText("Wajib dijawab")).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("group", { name: "Hanya untuk status" })).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Pertanyaan"), " (pilih satu)");
    await user.click(within(dialog).getByRole("button", { name: "Simpan" }));
    await expectToast("Pertanyaan berhasil diperbarui.");
    expect(calls.edit).toEqual([{ p_id: 1, p_wording: `${QUESTIONS[0].wording} (pilih satu)`, p_options: STATUS_OPTIONS }]);
  });

  describe("reorder", () => {
    // jsdom has no layout: give each question a box, stacked by its position in the list.
    let rect: { mockRestore: () => void };
    beforeEach(() => {
      rect = vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
        const li = this.closest("li[data-item-id]");
        const index = li ? [...li.parentElement!.children].indexOf(li) : 0;
        const top = index * 120;
        return { x: 0, y: top, top, left: 0, right: 600, bottom: top + 100, width: 600, height: 100, toJSON: () => ({}) };
      });
    });
    afterEach(() => rect.mockRestore());

    async function moveFirstDown(user: UserEvent) {
      const handle = await screen.findByRole("button", { name: "Seret untuk memindahkan pertanyaan 1" });
      expect(handle).toHaveAttribute("aria-roledescription", "pertanyaan yang dapat diurutkan");
      handle.focus();
      await user.keyboard(" ");
      expect(await screen.findByText(`Pertanyaan "${QUESTIONS[0].wording}" berada di posisi 1 dari 5.`)).toBeInTheDocument();
      await user.keyboard("{ArrowDown}");
      expect(await screen.findByText(`Pertanyaan "${QUESTIONS[0].wording}" berada di posisi 2 dari 5.`)).toBeInTheDocument();
      await user.keyboard(" ");
    }

    it("moves a question with the keyboard and saves the full order of the active questions in one call", async () => {
      const { calls } = questionFunctions();
      const { user } = renderAdmin(PATH);
      await moveFirstDown(user);
      await waitFor(() => expect(calls.reorder).toEqual([{ p_ids: [2, 1, 6, 8, 10] }]));
      await waitFor(() => expect(itemOf(QUESTIONS[0].wording)).toHaveAttribute("aria-label", "Pertanyaan 2"));
      expect(itemOf(QUESTIONS[1].wording)).toHaveAttribute("aria-label", "Pertanyaan 1");
      expect(db.tracer_questions.find((q) => q.id === 1)?.position).toBe(2);
    });

    it("puts the previous order back and says why when the database refuses", async () => {
      const { calls, refuse } = questionFunctions();
      const message = "Urutan harus memuat setiap pertanyaan aktif tepat sekali. Muat ulang halaman.";
      refuse("reorder", refusal(message));
      const { user } = renderAdmin(PATH);
      await moveFirstDown(user);
      const toast = await expectToast("Gagal menyimpan urutan pertanyaan.", "destructive");
      expect(toast).toHaveTextContent(message);
      expect(calls.reorder).toEqual([{ p_ids: [2, 1, 6, 8, 10] }]);
      await waitFor(() => expect(itemOf(QUESTIONS[0].wording)).toHaveAttribute("aria-label", "Pertanyaan 1"));
      expect(itemOf(QUESTIONS[1].wording)).toHaveAttribute("aria-label", "Pertanyaan 2");
    });
  });

  it("retires a question after a confirmation that answers keep their wording", async () => {
    const { calls } = questionFunctions();
    const { user } = renderAdmin(PATH);
    await user.click(await screen.findByRole("button", { name: "Pensiunkan pertanyaan Apa yang paling membantu?" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Pensiunkan pertanyaan ini?" });
    expect(confirm).toHaveTextContent("Jawaban yang sudah diberikan tetap menyimpan teks pertanyaannya.");
    await user.click(within(confirm).getByRole("button", { name: "Batal" }));
    expect(calls.retire).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Pensiunkan pertanyaan Apa yang paling membantu?" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Ya, Pensiunkan" }));
    await expectToast("Pertanyaan berhasil dipensiunkan.");
    expect(calls.retire).toEqual([{ p_id: 8 }]);
    expect(await screen.findByText("Pertanyaan yang dipensiunkan (2)")).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "Pertanyaan aktif" })).queryByText("Apa yang paling membantu?")).not.toBeInTheDocument();
  });

  it("does not offer to retire the status and months-to-first questions, and says why", async () => {
    renderAdmin(PATH);
    await screen.findByRole("list", { name: "Pertanyaan aktif" });
    for (const core of [QUESTIONS[0], QUESTIONS[2]]) {
      const item = itemOf(core.wording);
      expect(within(item).queryByRole("button", { name: /Pensiunkan/ })).not.toBeInTheDocument();
      expect(within(item).getByText(/Tidak dapat dipensiunkan: angka penempatan dan lama mendapat pekerjaan dihitung dari jawabannya\./)).toBeInTheDocument();
    }
    expect(within(itemOf(QUESTIONS[1].wording)).getByRole("button", { name: /Pensiunkan/ })).toBeInTheDocument();
  });

  it("is for admins and super admins", async () => {
    findUser(USER_ID)!.member_role = "operator";
    renderAdmin(PATH, "user");
    expect(await screen.findByText("Khusus Admin")).toBeInTheDocument();
    expect(screen.queryByText(QUESTIONS[0].wording)).not.toBeInTheDocument();
  });
});
