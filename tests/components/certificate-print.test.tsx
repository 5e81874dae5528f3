import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { PDFDocument } from "@cantoo/pdf-lib";
import { server } from "../msw/server";
import { REST_URL } from "../msw/config";
import { PrintCertificatesButton } from "@/features/certificates/components/print-certificates-button";
import { captureDownloads } from "../setup/downloads";

/*
 * The panel's "Cetak Sertifikat (PDF)": asks the register for the batch's valid certificates (the database decides who
 * reads it) and downloads one PDF of them all; a certificate that cannot be printed stops the file with the reason.
 */

const row = (n: number, over: Record<string, unknown> = {}) => ({
  number: `00${n}/TIK/BLK-BNA/2026`,
  full_name: `Peserta ${n}`,
  birth_place: "Banda Aceh",
  birth_date: "2000-01-0" + n,
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
  qr_token: `aaa.bbb${n}.ccc`,
  revoked_at: null,
  ...over,
});

function answer(rows: unknown[]) {
  const urls: string[] = [];
  server.use(
    http.get(`${REST_URL}/certificates`, ({ request }) => {
      urls.push(request.url);
      return HttpResponse.json(rows);
    }),
  );
  return urls;
}

afterEach(() => vi.restoreAllMocks());

/** jsdom's Blob has no arrayBuffer(): read it as a browser would. */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

describe("PrintCertificatesButton", () => {
  it("downloads the batch's valid certificates as one PDF, two pages each", async () => {
    const urls = answer([row(1), row(2)]);
    const files = captureDownloads();
    render(<PrintCertificatesButton scheduleId={7} />);
    await userEvent.click(screen.getByRole("button", { name: "Cetak Sertifikat (PDF)" }));
    await waitFor(() => expect(files).toHaveLength(1), { timeout: 10_000 });
    const query = new URL(urls[0]!).searchParams;
    expect(query.get("schedule_id")).toBe("eq.7");
    expect(query.get("revoked_at")).toBe("is.null");
    expect(files.map((f) => f.name)).toEqual(["sertifikat-Batch-3-2.pdf"]);
    expect(files[0]!.blob.type).toBe("application/pdf");
    const doc = await PDFDocument.load(await bytesOf(files[0]!.blob));
    expect(doc.getPageCount()).toBe(4);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("refuses the whole file when a certificate is not signed yet, and says so", async () => {
    answer([row(1), row(2, { qr_token: null })]);
    const files = captureDownloads();
    render(<PrintCertificatesButton scheduleId={7} />);
    await userEvent.click(screen.getByRole("button", { name: "Cetak Sertifikat (PDF)" }));
    expect(await screen.findByRole("alert", undefined, { timeout: 10_000 })).toHaveTextContent(
      "Sertifikat 002/TIK/BLK-BNA/2026 belum ditandatangani. Tandatangani sertifikat jadwal ini terlebih dahulu.",
    );
    expect(files).toEqual([]);
  });

  it("refuses the whole file when a row cannot be read as a certificate (a unit's hours as text)", async () => {
    answer([row(1), row(2, { units: [{ kode: "", judul: "Unit Uji", jp: "16" }] })]);
    const files = captureDownloads();
    render(<PrintCertificatesButton scheduleId={7} />);
    await userEvent.click(screen.getByRole("button", { name: "Cetak Sertifikat (PDF)" }));
    expect(await screen.findByRole("alert", undefined, { timeout: 10_000 })).toHaveTextContent("Data sertifikat dari server tidak lengkap. Muat ulang halaman lalu coba lagi.");
    expect(files).toEqual([]);
  });

  it("says when the batch has no valid certificate", async () => {
    answer([]);
    render(<PrintCertificatesButton scheduleId={7} />);
    await userEvent.click(screen.getByRole("button", { name: "Cetak Sertifikat (PDF)" }));
    expect(await screen.findByRole("alert", undefined, { timeout: 10_000 })).toHaveTextContent("Belum ada sertifikat yang berlaku di jadwal ini.");
  });

  it("shows the database's refusal (a member who may not read the register)", async () => {
    server.use(http.get(`${REST_URL}/certificates`, () => HttpResponse.json({ code: "42501", message: "permission denied for table certificates" }, { status: 403 })));
    render(<PrintCertificatesButton scheduleId={7} />);
    await userEvent.click(screen.getByRole("button", { name: "Cetak Sertifikat (PDF)" }));
    expect(await screen.findByRole("alert", undefined, { timeout: 10_000 })).toHaveTextContent("Hanya admin dan super admin yang dapat mencetak sertifikat.");
  });
});
