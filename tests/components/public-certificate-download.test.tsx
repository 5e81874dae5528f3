import { configure, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { PDFDocument } from "@cantoo/pdf-lib";
import { renderRoute } from "../setup/render";
import { server } from "../msw/server";
import { paths } from "@/config/paths";
import type { RegistrationStatusView } from "@/features/registrations/api/registrations";
import { captureDownloads } from "../setup/downloads";

/*
 * Cek Pendaftaran's certificate (docs/certificates.md, "The download"): a completed participant's result asks
 * certificate_download with the same code and birth date (in the body, never the URL) and offers the PDF and the
 * Open Badges credential; a revoked certificate is said to be revoked and offers neither.
 */

configure({ asyncUtilTimeout: 10_000 });

const RPC = "http://localhost:54321/rest/v1/rpc";

const VIEW: RegistrationStatusView = {
  code: "TIK-7K3M-9QXP",
  masked_name: "Mu***d Ri***i",
  status: "selesai",
  message: null,
  submitted_at: "2026-01-20T03:00:00Z",
  erased: false,
  schedule_id: 4,
  program: "Junior Web Developer",
  batch: "Batch 3",
  start_date: "2026-03-02",
  end_date: "2026-03-27",
  registration_end: "2026-02-20",
  contact_name: "Nurul Fitriani",
  contact_whatsapp: "6281234567890",
};

const CERTIFICATE = {
  number: "014/TIK/BLK-BNA/2026",
  full_name: "Muhammad Rizki Ananda",
  birth_place: "Banda Aceh",
  birth_date: "1999-01-01",
  program: "Junior Web Developer",
  batch: "Batch 3",
  jp: 40,
  units: [{ kode: "J.620100.004.02", judul: "Menggunakan Struktur Data", jp: 40 }],
  period_start: "2026-03-02",
  period_end: "2026-03-27",
  result: "Kompeten",
  issued_place: "Banda Aceh",
  issued_on: "2026-03-30",
  signatory_name: "Teuku Ahmad",
  signatory_position: "Kepala UPTD BLK Banda Aceh",
  signatory_nip: "197805122005011003",
};
const SIGNED = { status: "sah", certificate: CERTIFICATE, qr_token: "aaa.bbb.ccc", credential: "eyJhbGciOiJFZERTQSJ9.eyJ0eXBlIjpbXX0.c2ln" };

type Call = { url: string; body: Record<string, unknown> };

function answer(view: RegistrationStatusView, certificate: () => Response) {
  const calls: Call[] = [];
  server.use(
    http.post(`${RPC}/check_registration`, () => HttpResponse.json(view)),
    http.post(`${RPC}/certificate_download`, async ({ request }) => {
      calls.push({ url: request.url, body: (await request.json()) as Record<string, unknown> });
      return certificate();
    }),
  );
  return calls;
}

async function check() {
  const user = userEvent.setup();
  renderRoute(paths.checkRegistration.getHref());
  await screen.findByRole("heading", { level: 1, name: "Cek Pendaftaran" });
  await user.type(screen.getByLabelText("Kode Pendaftaran"), "TIK-7K3M-9QXP");
  await user.type(screen.getByLabelText("Tanggal Lahir"), "1999-01-01");
  await user.click(screen.getByRole("button", { name: "Cek Status" }));
  return user;
}

function read(blob: Blob, as: "bytes" | "text"): Promise<Uint8Array | string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(as === "text" ? (reader.result as string) : new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    if (as === "text") reader.readAsText(blob);
    else reader.readAsArrayBuffer(blob);
  });
}

afterEach(() => vi.restoreAllMocks());

describe("Cek Pendaftaran: the certificate", () => {
  it("offers a completed participant's signed certificate as a PDF and as the credential file, asked with the same secrets in the body", async () => {
    const calls = answer(VIEW, () => HttpResponse.json(SIGNED));
    const user = await check();
    const pdfButton = await screen.findByRole("button", { name: "Unduh Sertifikat (PDF)" });
    expect(calls).toEqual([{ url: `${RPC}/certificate_download`, body: { p_code: "TIK-7K3M-9QXP", p_birth_date: "1999-01-01" } }]);
    expect(screen.getByText("014/TIK/BLK-BNA/2026")).toBeInTheDocument();

    const files = captureDownloads();
    const names = () => files.map((f) => f.name);
    await user.click(pdfButton);
    await waitFor(() => expect(names()).toEqual(["sertifikat-014-TIK-BLK-BNA-2026.pdf"]));
    const doc = await PDFDocument.load((await read(files[0]!.blob, "bytes")) as Uint8Array);
    expect(doc.getPageCount()).toBe(2);

    await user.click(screen.getByRole("button", { name: "Unduh Kredensial Digital (.jwt)" }));
    await waitFor(() => expect(names()).toHaveLength(2));
    expect(names()[1]).toBe("sertifikat-014-TIK-BLK-BNA-2026.jwt");
    expect(files[1]!.blob.type).toBe("application/vc+jwt");
    expect(await read(files[1]!.blob, "text")).toBe(SIGNED.credential);
  });

  it("says a revoked certificate is revoked, with the day and the reason, and offers no download", async () => {
    answer(VIEW, () => HttpResponse.json({ status: "dicabut", number: "014/TIK/BLK-BNA/2026", revoked_on: "2026-04-02", revoked_reason: "Data peserta tidak benar" }));
    await check();
    expect(await screen.findByText((_, el) => el?.tagName === "P" && /telah dicabut/.test(el.textContent ?? ""))).toHaveTextContent("Sertifikat nomor 014/TIK/BLK-BNA/2026 telah dicabut pada 2 Apr 2026 dengan alasan: Data peserta tidak benar.");
    expect(screen.queryByRole("button", { name: /Unduh/ })).not.toBeInTheDocument();
  });

  it.each(["belum_terbit", "belum_ditandatangani"])("says the certificate is being prepared (%s)", async (status) => {
    answer(VIEW, () => HttpResponse.json({ status, number: "014/TIK/BLK-BNA/2026" }));
    await check();
    expect(await screen.findByText("Sertifikat Anda sedang disiapkan oleh panitia. Periksa kembali halaman ini dalam beberapa hari.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Unduh/ })).not.toBeInTheDocument();
  });

  it("shows the database's refusal and tries again on request", async () => {
    let n = 0;
    answer(VIEW, () =>
      n++ === 0
        ? HttpResponse.json({ code: "rate_limited", message: "Terlalu banyak percobaan yang gagal. Coba lagi dalam 15 menit." }, { status: 429 })
        : HttpResponse.json(SIGNED),
    );
    const user = await check();
    expect(await screen.findByText("Terlalu banyak percobaan yang gagal. Coba lagi dalam 15 menit.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Coba Lagi" }));
    expect(await screen.findByRole("button", { name: "Unduh Sertifikat (PDF)" })).toBeInTheDocument();
  });

  it("refuses an answer it cannot read as a certificate (a unit without its hours) instead of printing it", async () => {
    answer(VIEW, () => HttpResponse.json({ ...SIGNED, certificate: { ...CERTIFICATE, units: [{ kode: "", judul: "Unit tanpa jam" }] } }));
    await check();
    expect(await screen.findByText("Data sertifikat dari server tidak lengkap. Muat ulang halaman lalu coba lagi.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Unduh/ })).not.toBeInTheDocument();
  });

  it("asks nothing about a certificate before the participant is Selesai", async () => {
    const calls = answer({ ...VIEW, status: "peserta" }, () => HttpResponse.json(SIGNED));
    await check();
    await screen.findByRole("heading", { name: "Status Pendaftaran" });
    expect(screen.queryByText("Sertifikat Pelatihan")).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
