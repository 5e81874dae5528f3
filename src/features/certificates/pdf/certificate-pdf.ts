/**
 * The printable certificate (docs/certificates.md, "The paper"): A4 landscape, Indonesian, every printed field of the
 * register's snapshot on the first page with the QR code that leads to /verifikasi-sertifikat#<signed token>, the
 * units of competence with their hours on the second. Many certificates make one file, for printing a batch at once.
 *
 * Loaded only on demand (import()) by the panel's print button and Cek Pendaftaran's download, so no page's first
 * load carries pdf-lib (its size is in docs/performance.md).
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "@cantoo/pdf-lib";
import QRCode from "qrcode";
import { verificationUrl } from "@/features/certificates/lib/verify";
import type { PrintedCertificate } from "@/features/certificates/schemas/certificate-schema";

/** One certificate's printed fields as the register keeps them (public.certificates), with its signed QR token. */
export interface PrintableCertificate extends PrintedCertificate {
  /** the compact JWS of the QR code; null until sign-certificates has signed it */
  qr_token: string | null;
  /** a revoked certificate is never printed */
  revoked_at?: string | null;
}

/** A refusal to print, in Indonesian, for the screen. */
export class CertificatePdfError extends Error {
  override name = "CertificatePdfError";
}

/** A4 landscape in PDF points (1 pt = 1/72 in). */
export const A4_LANDSCAPE = { width: 841.89, height: 595.28 } as const;
const MM = 72 / 25.4;
/** The QR code's printed width with its quiet zone: a module of a version-18 code is 40 / 97 = 0.41 mm. */
export const QR_SIZE_MM = 40;

const MONTHS = ["Januari", "Februari", "Maret", "April", "Mei", "Juni", "Juli", "Agustus", "September", "Oktober", "November", "Desember"];

/** `2026-03-20` → `20 Maret 2026`; the register's dates are calendar days, so no time zone is involved. */
export function tanggal(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || !month) throw new CertificatePdfError(`Tanggal "${iso}" tidak valid.`);
  return `${Number(m[3])} ${month} ${m[1]}`;
}

/** NIP as printed on official letters: 8 6 1 3 digits. */
export function formatNip(nip: string): string {
  return /^\d{18}$/.test(nip) ? `${nip.slice(0, 8)} ${nip.slice(8, 14)} ${nip.slice(14, 15)} ${nip.slice(15)}` : nip;
}

const TEXT_FIELDS = [
  ["number", "nomor"],
  ["full_name", "nama"],
  ["birth_place", "tempat lahir"],
  ["program", "program"],
  ["batch", "batch"],
  ["result", "hasil"],
  ["issued_place", "tempat terbit"],
  ["signatory_name", "nama penanda tangan"],
  ["signatory_position", "jabatan penanda tangan"],
  ["signatory_nip", "NIP penanda tangan"],
] as const;

/** Everything printed must be there: a certificate with a hole is refused, never printed wrong. */
function check(c: PrintableCertificate): void {
  const label = c.number ? `Sertifikat ${c.number}` : "Sertifikat tanpa nomor";
  if (c.revoked_at) throw new CertificatePdfError(`${label} sudah dicabut dan tidak dapat dicetak.`);
  for (const [key, name] of TEXT_FIELDS) {
    if (typeof c[key] !== "string" || c[key].trim() === "") throw new CertificatePdfError(`${label}: ${name} belum terisi, sertifikat tidak dapat dicetak.`);
  }
  for (const d of [c.birth_date, c.period_start, c.period_end, c.issued_on]) tanggal(d);
  if (!Number.isInteger(c.jp) || c.jp < 1) throw new CertificatePdfError(`${label}: jumlah JP belum terisi, sertifikat tidak dapat dicetak.`);
  if (!Array.isArray(c.units) || c.units.length === 0) throw new CertificatePdfError(`${label}: unit kompetensi belum terisi, sertifikat tidak dapat dicetak.`);
  if (!c.qr_token) throw new CertificatePdfError(`${label} belum ditandatangani. Tandatangani sertifikat jadwal ini terlebih dahulu.`);
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

/**
 * Helvetica (a standard font, WinAnsi encoding): Indonesian is written in the plain Latin alphabet, and WinAnsi also
 * covers the accented letters of names (é, ü, ñ…). Not embedding a font keeps fontkit and a font file out of the
 * chunk. A character outside WinAnsi (e.g. a name in Arabic script) is refused with a message: the library would
 * print "?" in its place without a word.
 */
function encodable(fonts: Fonts, c: PrintableCertificate): void {
  const charset = new Set(fonts.bold.getCharacterSet());
  const texts = [...TEXT_FIELDS.map(([k]) => c[k]), ...c.units.flatMap((u) => [u.kode, u.judul])];
  for (const text of texts) {
    if (Array.from(text).some((ch) => !charset.has(ch.codePointAt(0)!))) {
      throw new CertificatePdfError(`Sertifikat ${c.number}: teks "${text}" memuat huruf yang tidak dapat dicetak. Perbaiki datanya lalu terbitkan ulang.`);
    }
  }
}

const INK = rgb(0.1, 0.12, 0.18);
const ACCENT = rgb(0.05, 0.32, 0.55);
const MUTED = rgb(0.35, 0.38, 0.45);

function centered(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = INK): void {
  page.drawText(text, { x: (A4_LANDSCAPE.width - font.widthOfTextAtSize(text, size)) / 2, y, size, font, color });
}

/** Shrinks a text until it fits the width (long names and programs stay on one line). */
function fitSize(text: string, font: PDFFont, size: number, width: number, min = 9): number {
  let s = size;
  while (s > min && font.widthOfTextAtSize(text, s) > width) s -= 0.5;
  return s;
}

/** Splits a text into lines no wider than `width`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The QR code as vector rectangles (one per run of dark modules in a row): sharp at any printer's resolution.
 * Error correction M, as docs/certificates.md measured; `size` includes the 4-module quiet zone.
 */
function drawQr(page: PDFPage, url: string, x: number, y: number, size: number): void {
  const qr = QRCode.create(url, { errorCorrectionLevel: "M" });
  const n = qr.modules.size;
  const cell = size / (n + 8);
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  for (let row = 0; row < n; row++) {
    let col = 0;
    while (col < n) {
      if (!qr.modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < n && qr.modules.get(row, col)) col++;
      page.drawRectangle({
        x: x + (start + 4) * cell,
        y: y + size - (row + 5) * cell,
        width: (col - start) * cell,
        height: cell,
        color: rgb(0, 0, 0),
      });
    }
  }
}

function frame(page: PDFPage): void {
  const { width, height } = A4_LANDSCAPE;
  page.drawRectangle({ x: 18, y: 18, width: width - 36, height: height - 36, borderColor: ACCENT, borderWidth: 2.5 });
  page.drawRectangle({ x: 24, y: 24, width: width - 48, height: height - 48, borderColor: ACCENT, borderWidth: 0.75 });
}

function header(page: PDFPage, fonts: Fonts, y: number): void {
  centered(page, "UPTD BALAI LATIHAN KERJA BANDA ACEH", y, fonts.bold, 13, ACCENT);
  centered(page, "Kejuruan Teknologi Informasi dan Komunikasi", y - 16, fonts.regular, 11, MUTED);
}

function firstPage(doc: PDFDocument, fonts: Fonts, c: PrintableCertificate, url: string): void {
  const page = doc.addPage([A4_LANDSCAPE.width, A4_LANDSCAPE.height]);
  const { width } = A4_LANDSCAPE;
  frame(page);
  header(page, fonts, 535);
  centered(page, "SERTIFIKAT PELATIHAN", 470, fonts.bold, 30, INK);
  centered(page, `Nomor: ${c.number}`, 448, fonts.regular, 12, INK);
  centered(page, "Diberikan kepada:", 418, fonts.italic, 12, MUTED);
  centered(page, c.full_name, 388, fonts.bold, fitSize(c.full_name, fonts.bold, 26, width - 160), INK);

  const rows: [string, string][] = [
    ["Tempat, tanggal lahir", `${c.birth_place}, ${tanggal(c.birth_date)}`],
    ["Program pelatihan", c.program],
    ["Batch", c.batch],
    ["Jumlah jam pelatihan", `${c.jp} JP`],
    ["Periode pelatihan", `${tanggal(c.period_start)} s.d. ${tanggal(c.period_end)}`],
    ["Hasil", c.result],
  ];
  centered(page, "telah mengikuti pelatihan berbasis kompetensi dengan keterangan sebagai berikut:", 360, fonts.regular, 11.5, INK);
  const labelX = 210;
  const valueX = 370;
  rows.forEach(([label, value], i) => {
    const y = 332 - i * 19;
    page.drawText(label, { x: labelX, y, size: 11.5, font: fonts.regular, color: MUTED });
    page.drawText(":", { x: valueX - 12, y, size: 11.5, font: fonts.regular, color: MUTED });
    const bold = label === "Hasil" || label === "Program pelatihan";
    const font = bold ? fonts.bold : fonts.regular;
    page.drawText(value, { x: valueX, y, size: fitSize(value, font, 11.5, width - valueX - 60, 8), font, color: INK });
  });

  // the QR code bottom left, 40 mm with its quiet zone
  const qrSize = QR_SIZE_MM * MM;
  drawQr(page, url, 60, 48, qrSize);
  const captionX = 60 + qrSize + 10;
  page.drawText("Pindai kode QR untuk memeriksa", { x: captionX, y: 90, size: 8.5, font: fonts.regular, color: MUTED });
  page.drawText("keaslian sertifikat ini.", { x: captionX, y: 79, size: 8.5, font: fonts.regular, color: MUTED });
  page.drawText("Daftar unit kompetensi di halaman 2.", { x: captionX, y: 62, size: 8.5, font: fonts.italic, color: MUTED });

  // the signatory bottom right
  const right = width - 70;
  const sx = right - 250;
  page.drawText(`${c.issued_place}, ${tanggal(c.issued_on)}`, { x: sx, y: 200, size: 11.5, font: fonts.regular, color: INK });
  wrap(c.signatory_position, fonts.regular, 11.5, 250).forEach((line, i) => {
    page.drawText(line, { x: sx, y: 184 - i * 14, size: 11.5, font: fonts.regular, color: INK });
  });
  const nameSize = fitSize(c.signatory_name, fonts.bold, 11.5, 250, 8);
  page.drawText(c.signatory_name, { x: sx, y: 88, size: nameSize, font: fonts.bold, color: INK });
  page.drawLine({ start: { x: sx, y: 85 }, end: { x: sx + fonts.bold.widthOfTextAtSize(c.signatory_name, nameSize), y: 85 }, thickness: 0.75, color: INK });
  page.drawText(`NIP. ${formatNip(c.signatory_nip)}`, { x: sx, y: 72, size: 11, font: fonts.regular, color: INK });
}

function unitPages(doc: PDFDocument, fonts: Fonts, c: PrintableCertificate): void {
  const { width } = A4_LANDSCAPE;
  const cols = { no: 70, kode: 105, judul: 250, jp: width - 110 };
  const judulWidth = cols.jp - cols.judul - 20;
  const size = 10.5;
  const bottom = 80;
  let page: PDFPage;
  let y = 0;
  const start = (continued: boolean) => {
    page = doc.addPage([A4_LANDSCAPE.width, A4_LANDSCAPE.height]);
    frame(page);
    header(page, fonts, 535);
    centered(page, continued ? "DAFTAR UNIT KOMPETENSI (lanjutan)" : "DAFTAR UNIT KOMPETENSI", 480, fonts.bold, 16, INK);
    centered(page, `Lampiran Sertifikat Nomor ${c.number} atas nama ${c.full_name}`, 462, fonts.regular, fitSize(`Lampiran Sertifikat Nomor ${c.number} atas nama ${c.full_name}`, fonts.regular, 10.5, width - 120, 7), MUTED);
    y = 432;
    for (const [text, x] of [["No", cols.no], ["Kode Unit", cols.kode], ["Judul Unit Kompetensi", cols.judul], ["JP", cols.jp]] as const) {
      page.drawText(text, { x, y, size, font: fonts.bold, color: INK });
    }
    page.drawLine({ start: { x: 60, y: y - 6 }, end: { x: width - 60, y: y - 6 }, thickness: 0.75, color: INK });
    y -= 22;
  };
  start(false);
  c.units.forEach((unit, i) => {
    const lines = wrap(unit.judul, fonts.regular, size, judulWidth);
    if (y - (lines.length - 1) * 13 < bottom) start(true);
    page.drawText(`${i + 1}.`, { x: cols.no, y, size, font: fonts.regular, color: INK });
    page.drawText(unit.kode, { x: cols.kode, y, size: fitSize(unit.kode, fonts.regular, size, cols.judul - cols.kode - 10, 7), font: fonts.regular, color: INK });
    lines.forEach((line, j) => page.drawText(line, { x: cols.judul, y: y - j * 13, size, font: fonts.regular, color: INK }));
    page.drawText(String(unit.jp), { x: cols.jp, y, size, font: fonts.regular, color: INK });
    y -= lines.length * 13 + 7;
  });
  if (y < bottom) start(true);
  page!.drawLine({ start: { x: 60, y: y + 12 }, end: { x: width - 60, y: y + 12 }, thickness: 0.75, color: INK });
  page!.drawText("Jumlah", { x: cols.judul, y: y - 4, size, font: fonts.bold, color: INK });
  page!.drawText(`${c.jp} JP`, { x: cols.jp, y: y - 4, size, font: fonts.bold, color: INK });
}

/**
 * One PDF with every certificate given, in their order: each a page of its fields and QR code, then its units.
 * `origin` is the site's address the QR code leads to (the page /verifikasi-sertifikat is on the site itself).
 * Refuses (CertificatePdfError, Indonesian) when any certificate is revoked, unsigned or misses a printed field:
 * a batch is printed whole or not at all.
 */
export async function buildCertificatesPdf(certificates: readonly PrintableCertificate[], origin: string): Promise<Uint8Array> {
  if (certificates.length === 0) throw new CertificatePdfError("Tidak ada sertifikat yang dapat dicetak.");
  certificates.forEach(check);
  const doc = await PDFDocument.create();
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
  certificates.forEach((c) => encodable(fonts, c));
  doc.setTitle(certificates.length === 1 ? `Sertifikat ${certificates[0]!.number}` : `Sertifikat (${certificates.length})`);
  doc.setAuthor("UPTD BLK Banda Aceh - Kejuruan TIK");
  doc.setLanguage("id-ID");
  for (const c of certificates) {
    firstPage(doc, fonts, c, verificationUrl(origin, c.qr_token!));
    unitPages(doc, fonts, c);
  }
  return doc.save();
}
