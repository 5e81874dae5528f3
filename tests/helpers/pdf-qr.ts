/**
 * Reads the QR code printed on a PDF's first page, as a phone's camera would read the paper: the page's black filled
 * shapes are drawn into a bitmap and jsQR decodes it. The certificate draws its QR code as vector rectangles
 * (src/features/certificates/pdf/certificate-pdf.ts), so only the page's fill operators are interpreted here (q/Q, cm,
 * rg, m/l/re, f): enough for those shapes and independent of how the code made them. Text is not drawn.
 */
import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream, type PDFPage, type PDFStream } from "@cantoo/pdf-lib";
import jsQR from "jsqr";

type Matrix = [number, number, number, number, number, number];
type Box = { x0: number; y0: number; x1: number; y1: number };

const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];
const apply = (m: Matrix, x: number, y: number) => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];

/** The black filled boxes of a content stream, in page coordinates (points). */
function blackBoxes(content: string): Box[] {
  const boxes: Box[] = [];
  const stack: { ctm: Matrix; black: boolean }[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  let black = true;
  let path: number[][] = [];
  let operands: number[] = [];
  for (const token of content.split(/\s+/)) {
    if (token === "") continue;
    const number = Number(token);
    if (!Number.isNaN(number) && /^[-+.\d]/.test(token)) {
      operands.push(number);
      continue;
    }
    switch (token) {
      case "q":
        stack.push({ ctm, black });
        break;
      case "Q":
        ({ ctm, black } = stack.pop() ?? { ctm, black });
        break;
      case "cm":
        ctm = multiply(operands.slice(-6) as Matrix, ctm);
        break;
      case "rg":
        black = operands.slice(-3).every((v) => v === 0);
        break;
      case "g":
        black = operands.at(-1) === 0;
        break;
      case "m":
      case "l":
        path.push(apply(ctm, operands.at(-2)!, operands.at(-1)!));
        break;
      case "re": {
        const [x, y, w, h] = operands.slice(-4);
        path.push(apply(ctm, x, y), apply(ctm, x + w, y + h));
        break;
      }
      case "f":
      case "F":
      case "f*":
        if (black && path.length) {
          const xs = path.map((p) => p[0]);
          const ys = path.map((p) => p[1]);
          boxes.push({ x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) });
        }
        path = [];
        break;
      case "n":
      case "S":
      case "s":
      case "B":
        path = [];
        break;
    }
    operands = [];
  }
  return boxes;
}

/** A page's content streams, inflated (latin1: the operators are ASCII, Helvetica's strings WinAnsi). */
export function pageContent(doc: PDFDocument, page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref) as PDFStream) : contents ? [contents] : [];
  const decoder = new TextDecoder("latin1");
  return streams.map((s) => decoder.decode(s instanceof PDFRawStream ? decodePDFRawStream(s).decode() : s.getContents())).join("\n");
}

/** Every string a content stream shows with Tj, in order (Helvetica's WinAnsi bytes read as latin1). */
export function pdfTexts(stream: string): string[] {
  return [...stream.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((m) => Buffer.from(m[1]!, "hex").toString("latin1"));
}

/** The first page's content stream of a PDF file. */
export async function firstPageContent(pdf: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(pdf);
  return pageContent(doc, doc.getPage(0));
}

/** The text of the QR code a page's content stream draws; throws when there is none to read. */
export function readQrCode(content: string): string {
  const boxes = blackBoxes(content);
  // the QR code's modules: the page's small black boxes (the frame and lines are strokes, not fills)
  const modules = boxes.filter((b) => b.y1 - b.y0 < 5);
  if (modules.length === 0) throw new Error("no filled black shapes on the first page");
  const scale = 5; // pixels per point: a module of 1.2 pt becomes 6 px
  const margin = 12; // points of white around the code (its quiet zone is drawn white)
  const left = Math.min(...modules.map((b) => b.x0)) - margin;
  const top = Math.max(...modules.map((b) => b.y1)) + margin;
  const width = Math.ceil((Math.max(...modules.map((b) => b.x1)) + margin - left) * scale);
  const height = Math.ceil((top - Math.min(...modules.map((b) => b.y0)) + margin) * scale);
  const pixels = new Uint8ClampedArray(width * height * 4).fill(255);
  for (const b of modules) {
    // PDF y grows upwards, a bitmap's downwards
    const [px0, px1] = [Math.round((b.x0 - left) * scale), Math.round((b.x1 - left) * scale)];
    const [py0, py1] = [Math.round((top - b.y1) * scale), Math.round((top - b.y0) * scale)];
    for (let y = py0; y < py1; y++) {
      for (let x = px0; x < px1; x++) {
        const i = (y * width + x) * 4;
        pixels[i] = pixels[i + 1] = pixels[i + 2] = 0;
      }
    }
  }
  const code = jsQR(pixels, width, height);
  if (!code) throw new Error(`no QR code could be read from ${modules.length} black shapes`);
  return code.data;
}
