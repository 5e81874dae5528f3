import { PDFDocument } from "@cantoo/pdf-lib";
import QRCode from "qrcode";
import {
  A4_LANDSCAPE,
  CertificatePdfError,
  buildCertificatesPdf,
  formatNip,
  tanggal,
  type PrintableCertificate,
} from "@/features/certificates/pdf/certificate-pdf";
import { verificationUrl } from "@/features/certificates/lib/verify";
import { certificateFileName } from "@/features/certificates/lib/download";
import { pageContent as content, pdfTexts as texts, readQrCode } from "../helpers/pdf-qr";

/*
 * The printed certificate read back from the file the module makes: pages, size, every printed field's text, and the
 * QR code's modules as drawn against the code of the verification address (docs/certificates.md, "The paper").
 */

const ORIGIN = "https://tik.blkbandaaceh.id";
const MM = 72 / 25.4;

// a token of the real shape and length (header.payload.signature); the PDF does not verify it, the page does
const token = (seed: string) => `eyJhbGciOiJFZERTQSIsImtpZCI6IkFiQ2RFZkdoSWpLbE1uT3AifQ.${Buffer.from(seed.repeat(20)).toString("base64url").slice(0, 330)}.${"S".repeat(86)}`;

function certificate(over: Partial<PrintableCertificate> = {}): PrintableCertificate {
  return {
    number: "001/TIK/BLK-BNA/2026",
    full_name: "Cut Nurul Aulia Rahmadhani Putri",
    birth_place: "Kabupaten Aceh Besar",
    birth_date: "2001-02-09",
    program: "Operator Komputer Perkantoran",
    batch: "Batch 12 (Angkatan Khusus)",
    jp: 64,
    units: [
      { kode: "J.620100.004.02", judul: "Menggunakan Struktur Data", jp: 24 },
      { kode: "J.620100.009.01", judul: "Melakukan Instalasi Software Tools Pemrograman dan Mengonfigurasi Lingkungan Kerja yang Aman", jp: 16 },
      { kode: "TIK.OP02.002.01", judul: "Mengoperasikan Perangkat Lunak Pengolah Kata Tingkat Dasar", jp: 24 },
    ],
    period_start: "2026-03-02",
    period_end: "2026-03-27",
    result: "Kompeten",
    issued_place: "Banda Aceh",
    issued_on: "2026-03-30",
    signatory_name: "Ir. Teuku Ahmad Fauzi, M.T.",
    signatory_position: "Kepala UPTD Balai Latihan Kerja Banda Aceh",
    signatory_nip: "197805122005011003",
    qr_token: token("a"),
    ...over,
  };
}

/** The black filled rectangles (the QR code's runs of dark modules): x, top, width, height in points. */
function blackRects(stream: string) {
  const re = /q\n1 0 0 1 (\S+) (\S+) cm\n[^Q]*?0 0 0 rg\n[^Q]*?0 0 m\n(\S+) 0 l\n\S+ (\S+) l\n[^Q]*?f\nQ/g;
  return [...stream.matchAll(re)].map((m) => ({ x: Number(m[1]), top: Number(m[2]), w: Number(m[3]), h: Number(m[4]) }));
}

/** The QR code's module grid rebuilt from the rectangles drawn. */
function qrFromPage(stream: string): { grid: boolean[][]; widthPt: number } {
  const rects = blackRects(stream);
  const cell = rects[0]!.h;
  const left = Math.min(...rects.map((r) => r.x));
  const top = Math.max(...rects.map((r) => r.top));
  const cols = Math.round((Math.max(...rects.map((r) => r.x + r.w)) - left) / cell);
  const grid = Array.from({ length: cols }, () => Array<boolean>(cols).fill(false));
  for (const r of rects) {
    const row = Math.round((top - r.top) / cell);
    const start = Math.round((r.x - left) / cell);
    for (let c = 0; c < Math.round(r.w / cell); c++) grid[row]![start + c] = true;
  }
  return { grid, widthPt: cols * cell };
}

function expectedGrid(url: string): boolean[][] {
  const qr = QRCode.create(url, { errorCorrectionLevel: "M" });
  const n = qr.modules.size;
  return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => Boolean(qr.modules.get(r, c))));
}

describe("buildCertificatesPdf", () => {
  it("prints one certificate on two A4 landscape pages with every printed field and a scannable QR code of the verification address", async () => {
    const c = certificate();
    const doc = await PDFDocument.load(await buildCertificatesPdf([c], ORIGIN));
    expect(doc.getPageCount()).toBe(2);
    for (const page of doc.getPages()) {
      expect(page.getWidth()).toBeCloseTo(A4_LANDSCAPE.width, 1);
      expect(page.getHeight()).toBeCloseTo(A4_LANDSCAPE.height, 1);
      expect(page.getWidth()).toBeGreaterThan(page.getHeight());
    }
    const first = content(doc, doc.getPage(0));
    const front = texts(first).join("\n");
    for (const expected of [
      "SERTIFIKAT PELATIHAN",
      "Nomor: 001/TIK/BLK-BNA/2026",
      "Cut Nurul Aulia Rahmadhani Putri",
      "Kabupaten Aceh Besar, 9 Februari 2001",
      "Operator Komputer Perkantoran",
      "Batch 12 (Angkatan Khusus)",
      "64 JP",
      "2 Maret 2026 s.d. 27 Maret 2026",
      "Kompeten",
      "Banda Aceh, 30 Maret 2026",
      "Kepala UPTD Balai Latihan Kerja Banda Aceh",
      "Ir. Teuku Ahmad Fauzi, M.T.",
      "NIP. 19780512 200501 1 003",
    ]) {
      expect(front).toContain(expected);
    }

    const { grid, widthPt } = qrFromPage(first);
    expect(grid).toEqual(expectedGrid(verificationUrl(ORIGIN, c.qr_token!)));
    // and a QR reader (jsQR, not the library that made it) reads the address back from the drawn page
    expect(readQrCode(first)).toBe(verificationUrl(ORIGIN, c.qr_token!));
    // the code itself (without its quiet zone) is at least 35 mm wide on paper
    expect(widthPt / MM).toBeGreaterThanOrEqual(35);

    const back = texts(content(doc, doc.getPage(1))).join("\n");
    expect(back).toContain("DAFTAR UNIT KOMPETENSI");
    expect(back).toContain("001/TIK/BLK-BNA/2026");
    for (const unit of c.units) {
      expect(back).toContain(unit.kode);
      expect(back).toContain(String(unit.jp));
    }
    expect(back.replace(/\n/g, " ")).toContain(c.units[1]!.judul);
    expect(back).toContain("64 JP");
  });

  it("makes a batch one file, each certificate with its own QR code, in the order given", async () => {
    const list = [
      certificate({ number: "001/TIK/BLK-BNA/2026", full_name: "Andi Saputra", qr_token: token("b") }),
      certificate({ number: "002/TIK/BLK-BNA/2026", full_name: "Zahra Amelia", qr_token: token("c") }),
      certificate({ number: "003/TIK/BLK-BNA/2026", full_name: "Renée Müller", qr_token: token("d") }),
    ];
    const doc = await PDFDocument.load(await buildCertificatesPdf(list, ORIGIN));
    expect(doc.getPageCount()).toBe(6);
    list.forEach((c, i) => {
      const front = content(doc, doc.getPage(i * 2));
      expect(texts(front)).toContain(c.full_name);
      expect(qrFromPage(front).grid).toEqual(expectedGrid(verificationUrl(ORIGIN, c.qr_token!)));
      expect(texts(content(doc, doc.getPage(i * 2 + 1))).join("\n")).toContain(c.number);
    });
  });

  it("continues a long list of units on a further page rather than printing past the paper", async () => {
    const units = Array.from({ length: 30 }, (_, i) => ({ kode: `J.620100.${String(i).padStart(3, "0")}.01`, judul: `Unit kompetensi nomor ${i + 1}`, jp: 2 }));
    const doc = await PDFDocument.load(await buildCertificatesPdf([certificate({ units, jp: 60 })], ORIGIN));
    expect(doc.getPageCount()).toBe(3);
    const rest = [1, 2].map((i) => texts(content(doc, doc.getPage(i))).join("\n")).join("\n");
    for (const u of units) expect(rest).toContain(u.kode);
    expect(rest).toContain("DAFTAR UNIT KOMPETENSI (lanjutan)");
  });

  it.each([
    ["unsigned", { qr_token: null }, "001/TIK/BLK-BNA/2026 belum ditandatangani"],
    ["revoked", { revoked_at: "2026-04-01T00:00:00Z" }, "sudah dicabut"],
    ["without a place of birth", { birth_place: " " }, "tempat lahir belum terisi"],
    ["without a signatory's NIP", { signatory_nip: "" }, "NIP penanda tangan belum terisi"],
    ["without units", { units: [] }, "unit kompetensi belum terisi"],
    ["with a bad date", { birth_date: "2001-13-01" }, "tidak valid"],
    ["with a name Helvetica cannot print", { full_name: "محمد" }, "tidak dapat dicetak"],
  ] as const)("refuses a batch with a certificate %s, in Indonesian", async (_, over, message) => {
    const list = [certificate({ number: "002/TIK/BLK-BNA/2026" }), certificate(over as Partial<PrintableCertificate>)];
    const attempt = buildCertificatesPdf(list, ORIGIN);
    await expect(attempt).rejects.toBeInstanceOf(CertificatePdfError);
    await expect(attempt).rejects.toThrow(message);
  });

  it("refuses an empty batch", async () => {
    await expect(buildCertificatesPdf([], ORIGIN)).rejects.toThrow("Tidak ada sertifikat yang dapat dicetak.");
  });

  it("builds a batch of 30 certificates in one file (time printed for docs/performance.md)", async () => {
    const list = Array.from({ length: 30 }, (_, i) => certificate({ number: `${String(i + 1).padStart(3, "0")}/TIK/BLK-BNA/2026`, qr_token: token(String(i)) }));
    const started = performance.now();
    const bytes = await buildCertificatesPdf(list, ORIGIN);
    const ms = performance.now() - started;
    console.log(`30 certificates: ${ms.toFixed(0)} ms, ${(bytes.length / 1024).toFixed(0)} KiB`);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(60);
  });
});

describe("printed formats", () => {
  it("writes dates in Indonesian and the NIP in its groups", () => {
    expect(tanggal("2026-12-01")).toBe("1 Desember 2026");
    expect(formatNip("197805122005011003")).toBe("19780512 200501 1 003");
    expect(certificateFileName("001/TIK/BLK-BNA/2026")).toBe("sertifikat-001-TIK-BLK-BNA-2026");
  });
});
