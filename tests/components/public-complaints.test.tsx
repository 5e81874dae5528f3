/**
 * Pengaduan dan Saran (issue 35 §2, docs/complaints.md "The public pages"): /pengaduan says the promised response time
 * (complaint_settings) and names SP4N-LAPOR!; the form names each fault before sending, sends an anonymous complaint
 * without any contact and with its attachment uploaded into a handed-out folder of the private bucket, then shows the
 * tracking code once; a retry keeps the idempotency key; the database's refusals land at their field or above the
 * button. /pengaduan/lacak looks a code up over POST (never in a URL), with the status, the due date or the answer.
 */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { renderRoute } from "../setup/render";
import { server } from "../msw/server";
import { REST_URL, STORAGE_URL } from "../msw/config";
import { paths } from "@/config/paths";

beforeAll(async () => {
  // the lazy form loads in its own time on a busy machine; load it once before the tests
  await import("@/features/complaints/components/complaint-form");
});

type Submission = Record<string, unknown>;

const TUS_URL = `${STORAGE_URL}/upload/resumable`;
const TUS = { "Tus-Resumable": "1.0.0" };

/**
 * The database's side: the settings, folders handed out, the private bucket taking the visitor's file (TUS, its
 * object name and bucket recorded), the submissions and the lookups (method and body).
 */
function serve({ refuse }: { refuse?: () => Response } = {}) {
  const folders: string[] = [];
  const objects: { bucket: string; name: string }[] = [];
  const sizes = new Map<string, number>();
  const submissions: Submission[] = [];
  const lookups: { method: string; url: string; body: unknown }[] = [];
  server.use(
    http.get(`${REST_URL}/complaint_settings`, () => HttpResponse.json({ response_working_days: 5, retention_months: 12 })),
    http.post(`${REST_URL}/rpc/start_complaint_upload`, () => {
      const folder = crypto.randomUUID();
      folders.push(folder);
      return HttpResponse.json({ folder });
    }),
    http.post(TUS_URL, ({ request }) => {
      const meta = Object.fromEntries(
        (request.headers.get("upload-metadata") ?? "").split(",").map((pair) => {
          const [key, value] = pair.trim().split(" ");
          return [key, value ? atob(value) : ""];
        }),
      );
      const id = crypto.randomUUID();
      objects.push({ bucket: meta.bucketName, name: meta.objectName });
      sizes.set(id, Number(request.headers.get("upload-length")));
      return new HttpResponse(null, { status: 201, headers: { ...TUS, Location: `${TUS_URL}/${id}`, "Upload-Offset": "0" } });
    }),
    http.patch(`${TUS_URL}/:id`, ({ params }) =>
      new HttpResponse(null, { status: 204, headers: { ...TUS, "Upload-Offset": String(sizes.get(String(params.id))) } }),
    ),
    http.post(`${REST_URL}/rpc/complaint_submit`, async ({ request }) => {
      const { p } = (await request.json()) as { p: Submission };
      submissions.push(p);
      if (refuse) return refuse();
      return HttpResponse.json({ code: "ADU-7KQ2-M9XD-4TRW" }, { status: 201 });
    }),
    http.all(`${REST_URL}/rpc/complaint_status`, async ({ request }) => {
      lookups.push({ method: request.method, url: request.url, body: request.method === "POST" ? await request.json() : null });
      return HttpResponse.json({
        category: "sarana",
        status: "diproses",
        received_at: "2026-11-27T02:15:00Z",
        status_changed_at: "2026-11-28T03:00:00Z",
        due_on: "2026-12-04",
        answer: null,
        answered_at: null,
      });
    }),
  );
  return { folders, objects, submissions, lookups };
}

const refusal = (status: number, code: string, message: string, details: string | null = null) =>
  HttpResponse.json({ code, message, details, hint: null }, { status });

async function openForm() {
  const view = renderRoute(paths.complaints.getHref());
  expect(await screen.findByRole("heading", { level: 1, name: "Pengaduan dan Saran" })).toBeInTheDocument();
  await screen.findByRole("button", { name: "Kirim Pengaduan" }, { timeout: 5000 });
  return view;
}

const pdf = (name: string) => new File(["%PDF-1.4\n% uji\n"], name, { type: "application/pdf" });
const MESSAGE = "Toilet di gedung praktik rusak sejak minggu lalu dan belum diperbaiki.";

describe(paths.complaints.path, () => {
  it("says the promised response time, leads to the lookup and names SP4N-LAPOR!; linked from every page's footer", async () => {
    serve();
    await openForm();
    expect(await screen.findByTestId("complaint-response-time")).toHaveTextContent("Setiap pengaduan ditanggapi paling lama 5 hari kerja sejak diterima.");
    expect(screen.getAllByRole("link", { name: "Lacak Pengaduan" })[0]).toHaveAttribute("href", paths.complaintStatus.getHref());
    const lapor = screen.getByRole("complementary", { name: "Kanal Pengaduan Nasional SP4N-LAPOR!" });
    expect(lapor).toHaveTextContent("Tidak ada pintu yang salah");
    const link = within(lapor).getByRole("link", { name: /Buka lapor.go.id/ });
    expect(link).toHaveAttribute("href", "https://www.lapor.go.id");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(within(screen.getByRole("contentinfo")).getByRole("link", { name: "Pengaduan" })).toHaveAttribute("href", paths.complaints.getHref());
  });

  it("names every fault before sending and sends nothing", async () => {
    const srv = serve();
    const user = userEvent.setup();
    await openForm();
    await user.click(screen.getByRole("button", { name: "Kirim Pengaduan" }));
    expect(await screen.findByText("Pilih kategori pengaduan.")).toBeInTheDocument();
    expect(screen.getByText("Isi pengaduan 20 sampai 2.000 karakter.")).toBeInTheDocument();
    expect(screen.getByText("Isi nama Anda (paling banyak 120 karakter), atau pilih anonim.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Nomor WhatsApp (opsional)"), "12ab");
    await user.type(screen.getByLabelText("Email (opsional)"), "bukan-email");
    await user.click(screen.getByRole("button", { name: "Kirim Pengaduan" }));
    expect(await screen.findByText("Nomor WhatsApp tidak valid. Contoh: 081234567890.")).toBeInTheDocument();
    expect(screen.getByText("Format email tidak valid.")).toBeInTheDocument();
    expect(srv.submissions).toHaveLength(0);
  });

  it("sends an anonymous complaint with its attachment and no contact, then shows the code once and follows it", async () => {
    const srv = serve();
    const user = userEvent.setup();
    const { router } = await openForm();
    await user.click(screen.getByRole("radio", { name: "Sarana dan Prasarana" }));
    await user.type(screen.getByLabelText("Isi Pengaduan atau Saran"), MESSAGE);
    // typed before choosing anonymous: none of it is sent
    await user.type(screen.getByLabelText("Nama"), "Cut Nyak Uji");
    fireEvent.change(screen.getByLabelText("Berkas Lampiran"), { target: { files: [pdf("toilet.pdf")] } });
    expect(await screen.findByText("toilet.pdf terunggah")).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "Kirim tanpa identitas (anonim)" }));
    expect(screen.queryByLabelText("Nama")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Kirim Pengaduan" }));

    const heading = await screen.findByRole("heading", { name: "Pengaduan Anda sudah kami terima" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByTestId("complaint-code")).toHaveTextContent("ADU-7KQ2-M9XD-4TRW");
    // the receipt's warning, word for word: the code cannot be shown or sent again
    expect(screen.getByText(/Kode hanya ditampilkan sekali/)).toHaveTextContent(
      "Simpan kode ini. Kode hanya ditampilkan sekali dan tidak dapat dikirim ulang. Dengan kode ini Anda dapat melihat status dan membaca tanggapan kami.",
    );
    expect(srv.folders).toHaveLength(1);
    const [sent] = srv.submissions;
    expect(sent).toMatchObject({
      category: "sarana",
      message: MESSAGE,
      anonymous: true,
      contact_name: null,
      contact_phone: null,
      contact_email: null,
      website: "",
    });
    expect(sent.attachment).toMatch(new RegExp(`^${srv.folders[0]}/lampiran-\\d{10,16}\\.pdf$`));
    expect(sent.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    // the file went to the private bucket, into the folder handed out
    expect(srv.objects).toEqual([{ bucket: "complaint-attachments", name: sent.attachment }]);

    // "Lacak Pengaduan" hands the code over without a URL and looks it up at once
    await user.click(within(screen.getByRole("region", { name: "Pengaduan Anda sudah kami terima" })).getByRole("link", { name: "Lacak Pengaduan" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Pengaduan Sarana dan Prasarana: Diproses" })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search + router.state.location.hash).toBe(paths.complaintStatus.getHref());
    expect(srv.lookups).toEqual([{ method: "POST", url: `${REST_URL}/rpc/complaint_status`, body: { p_code: "ADU-7KQ2-M9XD-4TRW" } }]);
  });

  it("sends a named complaint with the phone as the database stores it; a retry keeps the key; refusals land at their field", async () => {
    let answer: Response = refusal(422, "invalid", "Format email tidak valid.", "contact_email");
    const srv = serve({ refuse: () => answer.clone() });
    const user = userEvent.setup();
    await openForm();
    await user.click(screen.getByRole("radio", { name: "Pendaftaran" }));
    await user.type(screen.getByLabelText("Isi Pengaduan atau Saran"), MESSAGE);
    await user.type(screen.getByLabelText("Nama"), "  Teuku Uji  ");
    await user.type(screen.getByLabelText("Nomor WhatsApp (opsional)"), "0812 3456 7890");
    await user.type(screen.getByLabelText("Email (opsional)"), "uji@example.com");
    await user.click(screen.getByRole("button", { name: "Kirim Pengaduan" }));
    // the database's word at the field it names, the values kept
    expect(await screen.findByText("Format email tidak valid.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Email (opsional)")).toHaveFocus());
    expect(screen.getByLabelText("Nama")).toHaveValue("  Teuku Uji  ");

    answer = refusal(429, "rate_limited", "Terlalu banyak pengaduan dari jaringan ini. Coba lagi nanti.");
    await user.click(screen.getByRole("button", { name: "Kirim Pengaduan" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Terlalu banyak pengaduan dari jaringan ini. Coba lagi nanti.");

    answer = HttpResponse.json({ code: "ADU-7KQ2-M9XD-4TRW" }, { status: 201 });
    await user.click(screen.getByRole("button", { name: "Kirim Pengaduan" }));
    expect(await screen.findByTestId("complaint-code")).toHaveTextContent("ADU-7KQ2-M9XD-4TRW");
    expect(srv.submissions).toHaveLength(3);
    expect(srv.submissions[2]).toMatchObject({
      category: "pendaftaran",
      anonymous: false,
      contact_name: "Teuku Uji",
      contact_phone: "6281234567890",
      contact_email: "uji@example.com",
      attachment: null,
    });
    // one complaint, one key: a retry is stored once
    expect(new Set(srv.submissions.map((s) => s.idempotency_key)).size).toBe(1);

    // the next complaint is a new one
    await user.click(screen.getByRole("button", { name: "Kirim Pengaduan Lain" }));
    expect(await screen.findByLabelText("Isi Pengaduan atau Saran")).toHaveValue("");
  });
});

describe(paths.complaintStatus.path, () => {
  async function lookUp(code: string) {
    const user = userEvent.setup();
    renderRoute(paths.complaintStatus.getHref());
    await user.type(await screen.findByLabelText("Kode Lacak"), code);
    await user.click(screen.getByRole("button", { name: "Lacak" }));
    return user;
  }

  it("checks the code's shape before asking, then shows the status, the steps and the due date; never the code in a URL", async () => {
    const srv = serve();
    const user = await lookUp("adu 7kq2");
    expect(await screen.findByText("Kode lacak tidak valid. Contoh: ADU-7KQ2-M9XD-4TRW.")).toBeInTheDocument();
    expect(srv.lookups).toHaveLength(0);
    await user.type(screen.getByLabelText("Kode Lacak"), "m9xd 4trw");
    await user.click(screen.getByRole("button", { name: "Lacak" }));
    const result = await screen.findByRole("region", { name: "Pengaduan Sarana dan Prasarana: Diproses" });
    expect(result).toHaveTextContent("Diterima 27 November 2026 pukul 09.15 WIB");
    expect(result).toHaveTextContent("Belum ada tanggapan. Kami menanggapi paling lambat 4 Des 2026.");
    expect(result).toHaveTextContent("isi pengaduan dan kontak Anda tidak ditampilkan");
    const steps = within(result).getByRole("list", { name: "Tahap pengaduan" });
    expect(within(steps).getAllByRole("listitem").map((li) => li.getAttribute("aria-current"))).toEqual([null, "step", null]);
    expect(srv.lookups).toEqual([{ method: "POST", url: `${REST_URL}/rpc/complaint_status`, body: { p_code: "ADU 7KQ2M9XD 4TRW" } }]);
  });

  it("shows the answer once there is one, and the database's refusal verbatim", async () => {
    serve();
    server.use(
      http.post(`${REST_URL}/rpc/complaint_status`, () =>
        HttpResponse.json({
          category: "pelayanan",
          status: "selesai",
          received_at: "2026-11-20T02:15:00Z",
          status_changed_at: "2026-11-24T03:00:00Z",
          due_on: "2026-11-27",
          answer: "Terima kasih. Jadwal layanan kini dibuka sampai pukul 16.00.\nSilakan datang kembali.",
          answered_at: "2026-11-24T03:00:00Z",
        }),
      ),
    );
    const user = await lookUp("ADU-7KQ2-M9XD-4TRW");
    const result = await screen.findByRole("region", { name: "Pengaduan Pelayanan: Selesai" });
    expect(within(result).getByRole("heading", { level: 3, name: "Tanggapan Kami" })).toBeInTheDocument();
    expect(screen.getByTestId("complaint-answer")).toHaveTextContent("Jadwal layanan kini dibuka sampai pukul 16.00.");
    expect(result).toHaveTextContent("Ditanggapi 24 November 2026 pukul 10.00 WIB");
    expect(result).not.toHaveTextContent("paling lambat");

    server.use(http.post(`${REST_URL}/rpc/complaint_status`, () => refusal(404, "not_found", "Pengaduan tidak ditemukan. Periksa kode lacak Anda.")));
    await user.click(screen.getByRole("button", { name: "Lacak" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Pengaduan tidak ditemukan. Periksa kode lacak Anda.");
    expect(screen.queryByRole("region", { name: /Pengaduan Pelayanan/ })).not.toBeInTheDocument();
  });
});
