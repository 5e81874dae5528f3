import { cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { renderRoute } from "../setup/render";
import { server } from "../msw/server";
import { expectToast } from "./admin-helpers";
import { paths } from "@/config/paths";
import type { RegistrationStatusView } from "@/features/registrations/api/registrations";

// Pages are lazily loaded: the first render of a file can take a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const RPC = "http://localhost:54321/rest/v1/rpc";

const VIEW: RegistrationStatusView = {
  code: "TIK-7K3M-9QXP",
  masked_name: "Mu***d Ri***i",
  status: "perlu_perbaikan",
  message: "Foto KTP kurang jelas. Kirim ulang ke WhatsApp narahubung.",
  submitted_at: "2026-11-20T03:00:00Z",
  erased: false,
  schedule_id: 4,
  program: "Desain Grafis Muda",
  batch: "Batch 2",
  start_date: "2026-12-07",
  end_date: "2027-01-08",
  registration_end: "2026-12-04",
  contact_name: "Nurul Fitriani",
  contact_whatsapp: "6281234567890",
};

type Call = { url: string; body: Record<string, unknown> };

/** Answers the two functions like the database does; records every call (URL and body). */
function answer(check: () => Response, withdraw: () => Response = () => HttpResponse.json({ ...VIEW, status: "mengundurkan_diri", masked_name: null, erased: true, message: null })) {
  const calls: Call[] = [];
  server.use(
    http.post(`${RPC}/check_registration`, async ({ request }) => {
      calls.push({ url: request.url, body: (await request.json()) as Record<string, unknown> });
      return check();
    }),
    http.post(`${RPC}/withdraw_registration`, async ({ request }) => {
      calls.push({ url: request.url, body: (await request.json()) as Record<string, unknown> });
      return withdraw();
    }),
  );
  return calls;
}

async function fill(code: string, birthDate: string) {
  const user = userEvent.setup();
  renderRoute(paths.checkRegistration.getHref());
  await screen.findByRole("heading", { level: 1, name: "Cek Pendaftaran" });
  if (code) await user.type(screen.getByLabelText("Kode Pendaftaran"), code);
  if (birthDate) await user.type(screen.getByLabelText("Tanggal Lahir"), birthDate);
  await user.click(screen.getByRole("button", { name: "Cek Status" }));
  return user;
}

describe(paths.checkRegistration.getHref(), () => {
  it("asks for both fields before asking the server, the first wrong field focused", async () => {
    const calls = answer(() => HttpResponse.json(VIEW));
    await fill("", "");
    expect(await screen.findByText("Kode pendaftaran harus diisi.")).toBeInTheDocument();
    expect(screen.getByText("Tanggal lahir harus diisi.")).toBeInTheDocument();
    expect(screen.getByLabelText("Kode Pendaftaran")).toHaveFocus();
    expect(screen.getByLabelText("Kode Pendaftaran")).toHaveAttribute("aria-invalid", "true");
    expect(calls).toEqual([]);
  });

  it("refuses a code of another shape", async () => {
    const calls = answer(() => HttpResponse.json(VIEW));
    await fill("12345", "1999-01-01");
    expect(await screen.findByText("Kode pendaftaran tidak valid. Contoh: TIK-7K3M-9QXP.")).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("shows the status, the masked name, the message, the dates and WhatsApp; the code and date go in the body, never the URL", async () => {
    const calls = answer(() => HttpResponse.json(VIEW));
    await fill("tik 7k3m 9qxp", "1999-01-01");
    const result = await screen.findByRole("region", { name: "Status Pendaftaran" });
    expect(within(result).getByText("Perlu perbaikan")).toBeInTheDocument();
    expect(within(result).getByText(/Ada data atau dokumen yang perlu Anda perbaiki/)).toBeInTheDocument();
    expect(within(result).getByText("Mu***d Ri***i")).toBeInTheDocument();
    expect(within(result).getByRole("link", { name: "Desain Grafis Muda" })).toHaveAttribute("href", paths.scheduleDetail.getHref(4));
    expect(within(result).getByText("Foto KTP kurang jelas. Kirim ulang ke WhatsApp narahubung.")).toBeInTheDocument();
    expect(within(result).getByText("4 Des 2026")).toBeInTheDocument();
    const wa = within(result).getByRole("link", { name: /Hubungi Narahubung/ });
    expect(decodeURIComponent(wa.getAttribute("href")!)).toContain("kode TIK-7K3M-9QXP");
    await waitFor(() => expect(result).toHaveFocus());
    expect(calls).toEqual([{ url: `${RPC}/check_registration`, body: { p_code: "TIK 7K3M 9QXP", p_birth_date: "1999-01-01" } }]);
  });

  it.each([
    [404, "not_found", "Data pendaftaran tidak ditemukan. Periksa kode dan tanggal lahir."],
    [429, "rate_limited", "Terlalu banyak percobaan yang gagal. Coba lagi dalam 15 menit."],
  ])("shows the server's answer %s as an alert", async (status, code, message) => {
    answer(() => HttpResponse.json({ message, code, details: null, hint: null }, { status }));
    await fill("TIK-7K3M-9QXP", "1999-01-01");
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.queryByRole("region", { name: "Status Pendaftaran" })).not.toBeInTheDocument();
  });

  it.each([
    ["no connection", () => HttpResponse.error()],
    ["a proxy's 502", () => new HttpResponse("Bad Gateway", { status: 502 })],
    ["PostgREST's own error", () => HttpResponse.json({ message: "Could not find the function", code: "PGRST202", details: null, hint: null }, { status: 404 })],
  ])("says so when the server cannot answer (%s), never with its English text", async (_, failure) => {
    answer(failure);
    await fill("TIK-7K3M-9QXP", "1999-01-01");
    expect(await screen.findByRole("alert")).toHaveTextContent("Gagal terhubung ke server. Periksa koneksi internet Anda lalu coba lagi.");
  });

  it("withdraws after a confirmation: Mengundurkan diri, data erased, no second withdrawal", async () => {
    const calls = answer(() => HttpResponse.json(VIEW));
    const user = await fill("TIK-7K3M-9QXP", "1999-01-01");
    const result = await screen.findByRole("region", { name: "Status Pendaftaran" });
    await user.click(within(result).getByRole("button", { name: "Batalkan Pendaftaran" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Batalkan pendaftaran ini?" });
    expect(dialog).toHaveTextContent("data pribadi serta dokumen Anda dihapus saat itu juga");
    await user.click(within(dialog).getByRole("button", { name: "Batal" }));
    expect(calls).toHaveLength(1);
    await user.click(within(result).getByRole("button", { name: "Batalkan Pendaftaran" }));
    const confirm = await screen.findByRole("alertdialog");
    // the last 4 digits of the NIK first: checked on the device, nothing sent until they are 4 digits
    await user.click(within(confirm).getByRole("button", { name: "Ya, Batalkan Pendaftaran" }));
    expect(await within(confirm).findByRole("alert")).toHaveTextContent("4 digit terakhir NIK harus diisi.");
    const digits = within(confirm).getByLabelText("4 Digit Terakhir NIK");
    expect(digits).toHaveFocus();
    expect(digits).toHaveAttribute("aria-invalid", "true");
    await user.type(digits, "12a");
    await user.click(within(confirm).getByRole("button", { name: "Ya, Batalkan Pendaftaran" }));
    expect(await within(confirm).findByRole("alert")).toHaveTextContent("4 digit terakhir NIK harus berupa 4 angka.");
    expect(calls).toHaveLength(1);
    await user.clear(digits);
    await user.type(digits, "0042");
    await user.click(within(confirm).getByRole("button", { name: "Ya, Batalkan Pendaftaran" }));
    await expectToast("Pendaftaran Anda telah dibatalkan.");
    expect(await within(result).findByText("Mengundurkan diri")).toBeInTheDocument();
    expect(within(result).queryByText("Mu***d Ri***i")).not.toBeInTheDocument();
    expect(within(result).queryByRole("button", { name: "Batalkan Pendaftaran" })).not.toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(calls[1]).toEqual({
      url: `${RPC}/withdraw_registration`,
      body: { p_code: "TIK-7K3M-9QXP", p_birth_date: "1999-01-01", p_nik_last4: "0042" },
    });
  });

  it("keeps the confirmation open with the server's answer when the digits do not match, to correct them", async () => {
    const message = "Data pendaftaran tidak ditemukan. Periksa kode, tanggal lahir, dan 4 digit terakhir NIK.";
    const calls = answer(
      () => HttpResponse.json(VIEW),
      () => HttpResponse.json({ message, code: "not_found", details: null, hint: null }, { status: 404 }),
    );
    const user = await fill("TIK-7K3M-9QXP", "1999-01-01");
    const result = await screen.findByRole("region", { name: "Status Pendaftaran" });
    await user.click(within(result).getByRole("button", { name: "Batalkan Pendaftaran" }));
    const confirm = await screen.findByRole("alertdialog");
    await user.type(within(confirm).getByLabelText("4 Digit Terakhir NIK"), "9999");
    await user.click(within(confirm).getByRole("button", { name: "Ya, Batalkan Pendaftaran" }));
    expect(await within(confirm).findByRole("alert")).toHaveTextContent(message);
    expect(within(confirm).getByLabelText("4 Digit Terakhir NIK")).toHaveFocus();
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
    expect(within(result).getByText("Perlu perbaikan")).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it("offers no withdrawal once the personal data is erased (nothing left to erase)", async () => {
    answer(() => HttpResponse.json({ ...VIEW, masked_name: null, erased: true }));
    await fill("TIK-7K3M-9QXP", "1999-01-01");
    const result = await screen.findByRole("region", { name: "Status Pendaftaran" });
    expect(within(result).getByText("Perlu perbaikan")).toBeInTheDocument();
    expect(within(result).queryByRole("button", { name: "Batalkan Pendaftaran" })).not.toBeInTheDocument();
  });

  it("reports a failed withdrawal and keeps the status", async () => {
    answer(
      () => HttpResponse.json(VIEW),
      () => HttpResponse.json({ message: "Terlalu banyak percobaan yang gagal. Coba lagi dalam 15 menit.", code: "rate_limited", details: null, hint: null }, { status: 429 }),
    );
    const user = await fill("TIK-7K3M-9QXP", "1999-01-01");
    const result = await screen.findByRole("region", { name: "Status Pendaftaran" });
    await user.click(within(result).getByRole("button", { name: "Batalkan Pendaftaran" }));
    const confirm = await screen.findByRole("alertdialog");
    await user.type(within(confirm).getByLabelText("4 Digit Terakhir NIK"), "0042");
    await user.click(within(confirm).getByRole("button", { name: "Ya, Batalkan Pendaftaran" }));
    await expectToast("Gagal membatalkan pendaftaran.", "destructive");
    expect(within(result).getByText("Perlu perbaikan")).toBeInTheDocument();
  });
});

describe(`${paths.checkRegistration.getHref()}: the satisfaction survey`, () => {
  const PARTICIPANT: RegistrationStatusView = { ...VIEW, status: "peserta", message: null, skm: { period: "Semester II 2026", answered: false } };
  const TOKEN = "q7Xk2vR9s_Lm-3Zp8Wc4Yb6Nd1Hf5Gj0Tu2Ea9Ko7Ix";

  async function check(view: RegistrationStatusView, token: () => Response = () => HttpResponse.json({ token: TOKEN, path: `${paths.satisfactionForm.getHref()}#${TOKEN}`, period: "Semester II 2026" })) {
    const calls = answer(() => HttpResponse.json(view));
    server.use(
      http.post(`${RPC}/skm_participant_token`, async ({ request }) => {
        calls.push({ url: request.url, body: (await request.json()) as Record<string, unknown> });
        return token();
      }),
    );
    const { router, user } = renderRoute(paths.checkRegistration.getHref());
    await screen.findByRole("heading", { level: 1, name: "Cek Pendaftaran" });
    await user.type(screen.getByLabelText("Kode Pendaftaran"), "TIK-7K3M-9QXP");
    await user.type(screen.getByLabelText("Tanggal Lahir"), "1999-01-01");
    await user.click(screen.getByRole("button", { name: "Cek Status" }));
    const result = await screen.findByRole("region", { name: "Status Pendaftaran" });
    return { calls, router, user, result };
  }

  it("opens the form with a fresh token in the fragment, asked with the same code and birth date in the body", async () => {
    const { calls, router, user, result } = await check(PARTICIPANT);
    // the invitation, word for word: what it asks, how long, anonymous, once per period
    expect(within(result).getByText(/Survei Kepuasan Masyarakat periode Semester II 2026/)).toHaveTextContent(
      "Bantu kami memperbaiki pelayanan: nilai pelatihan Anda dalam Survei Kepuasan Masyarakat periode Semester II 2026. Sembilan pertanyaan, sekitar 2 menit, tanpa nama; satu kali per periode.",
    );
    await user.click(within(result).getByRole("button", { name: "Isi Survei Kepuasan" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.satisfactionForm.getHref()));
    expect(router.state.location.hash).toBe(`#${TOKEN}`);
    expect(calls.at(-1)).toEqual({ url: `${RPC}/skm_participant_token`, body: { p_code: "TIK-7K3M-9QXP", p_birth_date: "1999-01-01" } });
  });

  it("thanks a participant who already answered, without a button; a refusal on the button is shown as it is", async () => {
    const first = await check({ ...PARTICIPANT, skm: { period: "Semester II 2026", answered: true } });
    expect(within(first.result).getByText("Terima kasih, Anda sudah mengisi survei kepuasan periode ini.")).toBeInTheDocument();
    expect(within(first.result).queryByRole("button", { name: "Isi Survei Kepuasan" })).not.toBeInTheDocument();
    cleanup();
    const message = "Terlalu banyak percobaan yang gagal. Coba lagi dalam 15 menit.";
    const second = await check(PARTICIPANT, () => HttpResponse.json({ message, code: "rate_limited", details: null, hint: null }, { status: 429 }));
    await second.user.click(within(second.result).getByRole("button", { name: "Isi Survei Kepuasan" }));
    expect(await within(second.result).findByRole("alert")).toHaveTextContent(message);
    expect(second.router.state.location.pathname).toBe(paths.checkRegistration.getHref());
  });

  it("answered meanwhile (the button's 409): the thank-you; not open (skm null): no section", async () => {
    const refused = () => HttpResponse.json({ message: "Survei kepuasan periode ini sudah diisi. Terima kasih.", code: "answered", details: null, hint: null }, { status: 409 });
    const { user, result } = await check(PARTICIPANT, refused);
    await user.click(within(result).getByRole("button", { name: "Isi Survei Kepuasan" }));
    expect(await within(result).findByText("Terima kasih, Anda sudah mengisi survei kepuasan periode ini.")).toBeInTheDocument();
    cleanup();
    const closed = await check({ ...PARTICIPANT, skm: null });
    expect(within(closed.result).queryByText("Survei Kepuasan")).not.toBeInTheDocument();
  });
});
