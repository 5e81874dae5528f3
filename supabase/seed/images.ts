// Deterministic illustrations for the demo content: SVG built here, rendered to JPEG with sharp.
// No internet, no external assets: gradients, geometric shapes and a small label.
import type { Motif, Palette, SeedImage } from "./data";

const FONT = "'Liberation Sans', 'DejaVu Sans', Arial, Helvetica, sans-serif";

// ---------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------

/** Deterministic PRNG (mulberry32) seeded from a string. */
export function rng(seedText: string): () => number {
  let h = 1779033703 ^ seedText.length;
  for (let i = 0; i < seedText.length; i++) {
    h = Math.imul(h ^ seedText.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function esc(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

const r1 = (n: number) => Math.round(n * 10) / 10;

function rect(x: number, y: number, w: number, h: number, rx: number, attrs: string): string {
  return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${rx}" ${attrs}/>`;
}

function circle(cx: number, cy: number, r: number, attrs: string): string {
  return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" ${attrs}/>`;
}

function line(x1: number, y1: number, x2: number, y2: number, attrs: string): string {
  return `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}" ${attrs}/>`;
}

function text(x: number, y: number, size: number, content: string, attrs = ""): string {
  const font = attrs.includes("font-family=") ? "" : `font-family="${FONT}" `;
  return `<text x="${r1(x)}" y="${r1(y)}" ${font}font-size="${size}" ${attrs}>${esc(content)}</text>`;
}

/** A person seen from the front: head and shoulders, feet at (x, y). */
function person(x: number, y: number, s: number, fill: string): string {
  return (
    circle(x, y - 62 * s, 17 * s, `fill="${fill}"`) +
    `<path d="M ${r1(x - 30 * s)} ${r1(y)} L ${r1(x - 30 * s)} ${r1(y - 22 * s)} Q ${r1(x - 30 * s)} ${r1(y - 42 * s)} ${r1(x - 10 * s)} ${r1(y - 42 * s)} L ${r1(x + 10 * s)} ${r1(y - 42 * s)} Q ${r1(x + 30 * s)} ${r1(y - 42 * s)} ${r1(x + 30 * s)} ${r1(y - 22 * s)} L ${r1(x + 30 * s)} ${r1(y)} Z" fill="${fill}"/>`
  );
}

/** Lines of "code" or text inside a box. */
function textLines(x: number, y: number, w: number, n: number, gap: number, colors: string[], rand: () => number, h = 10): string {
  let out = "";
  for (let i = 0; i < n; i++) {
    const indent = colors.length > 2 ? Math.floor(rand() * 3) * 18 : 0;
    let cx = x + indent;
    const parts = 1 + Math.floor(rand() * 3);
    for (let p = 0; p < parts; p++) {
      const len = (w - indent) * (0.15 + rand() * 0.3);
      if (cx + len > x + w) break;
      out += rect(cx, y + i * gap, len, h, h / 2, `fill="${colors[(i + p) % colors.length]}"`);
      cx += len + 10;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// Motifs, each drawn in a 600 x 400 box
// ---------------------------------------------------------------------------
type MotifFn = (p: Palette, rand: () => number) => string;

const W = "#ffffff";
const INK = "#0b1020";

function monitor(x: number, y: number, w: number, h: number, p: Palette, inner: string): string {
  return (
    `<path d="M ${x + w / 2 - 50} ${y + h + 8} L ${x + w / 2 + 50} ${y + h + 8} L ${x + w / 2 + 75} ${y + h + 58} L ${x + w / 2 - 75} ${y + h + 58} Z" fill="${W}" fill-opacity="0.75"/>` +
    rect(x + w / 2 - 110, y + h + 54, 220, 14, 7, `fill="${W}" fill-opacity="0.9"`) +
    rect(x, y, w, h, 18, `fill="${INK}" stroke="${W}" stroke-width="10"`) +
    inner +
    circle(x + 26, y + 24, 6, `fill="#ff5f57"`) +
    circle(x + 46, y + 24, 6, `fill="#febc2e"`) +
    circle(x + 66, y + 24, 6, `fill="#28c840"`) +
    `<g fill="none" stroke="${p[2]}" stroke-opacity="0"/>`
  );
}

const MOTIFS: Record<Motif, MotifFn> = {
  code: (p, rand) =>
    monitor(70, 20, 460, 290, p, textLines(100, 60, 380, 10, 23, [p[2], W, "#ff9bd2", "#ffd166"], rand, 11)) +
    circle(520, 50, 52, `fill="${p[2]}"`) +
    text(520, 68, 46, "</>", `text-anchor="middle" font-weight="bold" fill="${INK}"`) +
    rect(20, 230, 120, 70, 14, `fill="${W}" fill-opacity="0.92"`) +
    text(80, 276, 30, "{ }", `text-anchor="middle" font-weight="bold" fill="${p[1]}"`),

  mobile: (p, rand) => {
    let tiles = "";
    for (let r = 0; r < 4; r++)
      for (let c = 0; c < 3; c++)
        tiles += rect(232 + c * 48, 90 + r * 52, 38, 38, 10, `fill="${[p[2], W, "#ffd166", "#ff9bd2"][(r + c) % 4]}" fill-opacity="${0.6 + rand() * 0.4}"`);
    return (
      `<g transform="rotate(-12 170 220)">${rect(90, 70, 150, 290, 26, `fill="${W}" fill-opacity="0.18" stroke="${W}" stroke-opacity="0.5" stroke-width="6"`)}</g>` +
      rect(210, 10, 180, 370, 30, `fill="${INK}" stroke="${W}" stroke-width="9"`) +
      rect(265, 26, 70, 10, 5, `fill="${W}" fill-opacity="0.5"`) +
      tiles +
      rect(232, 310, 134, 40, 12, `fill="${p[2]}"`) +
      rect(420, 70, 160, 90, 16, `fill="${W}" fill-opacity="0.95"`) +
      circle(452, 115, 18, `fill="${p[1]}"`) +
      rect(480, 100, 80, 10, 5, `fill="${p[0]}" fill-opacity="0.7"`) +
      rect(480, 120, 55, 10, 5, `fill="${p[0]}" fill-opacity="0.4"`) +
      rect(430, 200, 140, 120, 16, `fill="${W}" fill-opacity="0.16" stroke="${W}" stroke-opacity="0.6" stroke-width="4"`) +
      `<path d="M 455 290 L 490 250 L 515 270 L 550 225" fill="none" stroke="${p[2]}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>` +
      circle(60, 90, 34, `fill="none" stroke="${p[2]}" stroke-width="10" stroke-dasharray="14 8"`) +
      circle(60, 90, 12, `fill="${p[2]}"`)
    );
  },

  network: (p, rand) => {
    const nodes: Array<[number, number]> = [
      [300, 200], [120, 90], [480, 80], [90, 300], [510, 320], [300, 40], [300, 360], [190, 210], [420, 210],
    ];
    let out = "";
    const edges: Array<[number, number]> = [[0, 7], [0, 8], [0, 5], [0, 6], [7, 1], [7, 3], [8, 2], [8, 4], [1, 5], [2, 5], [3, 6], [4, 6]];
    for (const [a, b] of edges)
      out += line(nodes[a][0], nodes[a][1], nodes[b][0], nodes[b][1], `stroke="${W}" stroke-opacity="0.55" stroke-width="5"`);
    nodes.forEach(([x, y], i) => {
      if (i === 0) return;
      const big = i >= 7;
      out += circle(x, y, big ? 30 : 24, `fill="${big ? p[2] : W}" fill-opacity="${big ? 1 : 0.92}"`);
      out += rect(x - 12, y - 9, 24, 16, 3, `fill="${big ? INK : p[1]}"`);
      out += rect(x - 6, y + 8, 12, 4, 2, `fill="${big ? INK : p[1]}"`);
      if (rand() > 0.5) out += circle(x, y, big ? 42 : 34, `fill="none" stroke="${W}" stroke-opacity="0.35" stroke-width="3"`);
    });
    // router in the middle
    out +=
      line(255, 170, 240, 120, `stroke="${W}" stroke-width="7" stroke-linecap="round"`) +
      line(345, 170, 360, 120, `stroke="${W}" stroke-width="7" stroke-linecap="round"`) +
      rect(220, 170, 160, 62, 14, `fill="${INK}" stroke="${W}" stroke-width="6"`) +
      [0, 1, 2, 3, 4].map((i) => circle(250 + i * 25, 201, 6, `fill="${i % 2 ? p[2] : "#28c840"}"`)).join("");
    return out;
  },

  server: (p, rand) => {
    let out = "";
    for (const [x, h] of [[110, 330], [280, 300]] as const) {
      out += rect(x, 380 - h, 150, h, 14, `fill="${INK}" stroke="${W}" stroke-width="6"`);
      const units = Math.floor((h - 20) / 46);
      for (let u = 0; u < units; u++) {
        const y = 380 - h + 14 + u * 46;
        out += rect(x + 14, y, 122, 36, 6, `fill="${W}" fill-opacity="0.12"`);
        for (let l = 0; l < 3; l++) out += circle(x + 30 + l * 16, y + 18, 5, `fill="${rand() > 0.3 ? (l === 0 ? "#28c840" : p[2]) : "#ff5f57"}"`);
        for (let v = 0; v < 4; v++) out += rect(x + 84 + v * 11, y + 9, 5, 18, 2, `fill="${W}" fill-opacity="0.4"`);
      }
    }
    out +=
      `<path d="M 475 150 a 40 40 0 0 1 75 -20 a 32 32 0 0 1 40 40 a 30 30 0 0 1 -10 58 h -100 a 40 40 0 0 1 -5 -78 z" fill="${W}" fill-opacity="0.92"/>` +
      `<path d="M 525 230 L 525 280 L 436 280" fill="none" stroke="${p[2]}" stroke-width="6" stroke-dasharray="10 8"/>` +
      circle(60, 80, 22, `fill="${p[2]}"`) +
      circle(60, 80, 44, `fill="none" stroke="${p[2]}" stroke-opacity="0.6" stroke-width="4"`) +
      circle(60, 80, 66, `fill="none" stroke="${p[2]}" stroke-opacity="0.3" stroke-width="4"`);
    return out;
  },

  design: (p) =>
    `<g transform="rotate(-6 260 200)">${rect(70, 40, 360, 300, 12, `fill="${W}"`)}` +
    circle(180, 150, 62, `fill="${p[1]}"`) +
    `<path d="M 260 260 L 330 120 L 400 260 Z" fill="${p[2]}" fill-opacity="0.95"/>` +
    rect(110, 240, 130, 18, 9, `fill="${p[0]}"`) +
    rect(110, 270, 90, 12, 6, `fill="${p[0]}" fill-opacity="0.5"`) +
    text(110, 110, 34, "Aa", `font-weight="bold" fill="${p[0]}"`) +
    `</g>` +
    `<path d="M 420 330 C 470 200 560 260 560 120" fill="none" stroke="${W}" stroke-width="6"/>` +
    line(420, 330, 470, 250, `stroke="${W}" stroke-width="3"`) +
    line(560, 120, 560, 200, `stroke="${W}" stroke-width="3"`) +
    rect(410, 320, 20, 20, 3, `fill="${W}"`) +
    rect(550, 110, 20, 20, 3, `fill="${W}"`) +
    circle(470, 250, 8, `fill="${p[2]}"`) +
    circle(560, 200, 8, `fill="${p[2]}"`) +
    `<g transform="translate(500 40) rotate(35)"><path d="M 0 0 L 22 0 L 22 70 L 11 95 L 0 70 Z" fill="${p[2]}"/>${rect(0, -18, 22, 18, 3, `fill="${W}"`)}</g>` +
    ["#ff5f57", "#febc2e", "#28c840", p[2], W].map((c, i) => circle(60 + i * 46, 380, 17, `fill="${c}"`)).join(""),

  office: (p, rand) => {
    let grid = "";
    for (let r = 0; r < 6; r++)
      for (let c = 0; c < 4; c++)
        grid += rect(238 + c * 46, 80 + r * 34, 42, 30, 3, `fill="${r === 0 ? p[1] : rand() > 0.8 ? p[2] : W}" fill-opacity="${r === 0 ? 1 : 0.95}"`);
    return (
      `<g transform="rotate(-5 130 200)">${rect(40, 60, 170, 230, 10, `fill="${W}"`)}${textLines(60, 90, 130, 8, 22, [p[0], "#9aa3b5"], rand, 9)}</g>` +
      rect(225, 50, 210, 290, 12, `fill="${INK}" stroke="${W}" stroke-width="6"`) +
      grid +
      rect(445, 90, 140, 200, 12, `fill="${W}" fill-opacity="0.95"`) +
      [60, 110, 80, 140].map((h, i) => rect(465 + i * 28, 270 - h, 20, h, 4, `fill="${i === 3 ? p[2] : p[1]}"`)).join("") +
      `<path d="M 300 370 q 0 -30 30 -30 h 60" fill="none" stroke="${W}" stroke-width="6" stroke-opacity="0.7"/>` +
      circle(460, 360, 24, `fill="${p[2]}"`) +
      `<path d="M 449 360 l 8 8 l 14 -16" fill="none" stroke="${INK}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`
    );
  },

  pc: (p, rand) => {
    let pins = "";
    for (let i = 0; i < 6; i++) {
      pins += rect(392 + i * 20, 104, 6, 16, 2, `fill="${p[2]}"`) + rect(392 + i * 20, 240, 6, 16, 2, `fill="${p[2]}"`);
      pins += rect(364, 132 + i * 18, 16, 6, 2, `fill="${p[2]}"`) + rect(500, 132 + i * 18, 16, 6, 2, `fill="${p[2]}"`);
    }
    let traces = "";
    for (let i = 0; i < 7; i++) {
      const y = 60 + i * 45 + rand() * 10;
      traces += `<path d="M 350 ${r1(y)} h ${r1(-40 - rand() * 40)} v ${r1(20 + rand() * 20)}" fill="none" stroke="${W}" stroke-opacity="0.35" stroke-width="3"/>`;
    }
    return (
      traces +
      rect(60, 40, 180, 330, 18, `fill="${INK}" stroke="${W}" stroke-width="7"`) +
      rect(85, 70, 130, 22, 6, `fill="${W}" fill-opacity="0.25"`) +
      rect(85, 104, 130, 22, 6, `fill="${W}" fill-opacity="0.25"`) +
      circle(150, 300, 26, `fill="none" stroke="${p[2]}" stroke-width="6"`) +
      circle(150, 300, 6, `fill="${p[2]}"`) +
      [0, 1, 2, 3, 4, 5].map((i) => rect(100 + (i % 3) * 35, 170 + Math.floor(i / 3) * 35, 26, 8, 4, `fill="${W}" fill-opacity="0.45"`)).join("") +
      rect(380, 120, 140, 120, 14, `fill="${W}"`) +
      rect(405, 145, 90, 70, 8, `fill="${p[1]}"`) +
      text(450, 190, 26, "CPU", `text-anchor="middle" font-weight="bold" fill="${W}"`) +
      pins +
      rect(300, 300, 260, 44, 6, `fill="${p[2]}"`) +
      [0, 1, 2, 3, 4, 5, 6].map((i) => rect(314 + i * 34, 310, 24, 18, 3, `fill="${INK}"`)).join("") +
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((i) => rect(312 + i * 20, 344, 8, 10, 1, `fill="#ffd166"`)).join("")
    );
  },

  marketing: (p) =>
    rect(200, 20, 190, 360, 28, `fill="${INK}" stroke="${W}" stroke-width="8"`) +
    rect(220, 60, 150, 150, 10, `fill="${p[2]}"`) +
    circle(260, 100, 18, `fill="${W}" fill-opacity="0.85"`) +
    `<path d="M 222 208 L 280 140 L 320 180 L 345 155 L 368 208 Z" fill="${p[1]}"/>` +
    `<path d="M 236 250 c 0 -14 18 -18 22 -4 c 4 -14 22 -10 22 4 c 0 14 -22 26 -22 26 c 0 0 -22 -12 -22 -26 z" fill="#ff4d6d"/>` +
    rect(292, 242, 70, 10, 5, `fill="${W}" fill-opacity="0.7"`) +
    rect(292, 262, 45, 10, 5, `fill="${W}" fill-opacity="0.4"`) +
    rect(222, 300, 146, 34, 10, `fill="${p[2]}"`) +
    `<g>${rect(410, 50, 150, 80, 18, `fill="${W}"`)}<path d="M 440 130 l -10 30 l 35 -30 z" fill="${W}"/>` +
    `<path d="M 462 90 c 0 -12 15 -15 18 -3 c 3 -12 18 -9 18 3 c 0 12 -18 22 -18 22 c 0 0 -18 -10 -18 -22 z" fill="#ff4d6d"/>` +
    text(510, 104, 26, "+1k", `font-weight="bold" fill="${p[0]}"`) +
    `</g>` +
    `<path d="M 420 340 L 460 290 L 495 310 L 560 220" fill="none" stroke="${p[2]}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M 560 220 l -32 6 m 32 -6 l -4 32" fill="none" stroke="${p[2]}" stroke-width="10" stroke-linecap="round"/>` +
    `<g transform="translate(40 150)"><path d="M 0 40 L 90 0 L 90 130 L 0 90 Z" fill="${W}"/>${rect(-30, 38, 34, 54, 8, `fill="${p[2]}"`)}` +
    `<path d="M 110 35 q 25 30 0 60" fill="none" stroke="${W}" stroke-width="6" stroke-linecap="round"/><path d="M 125 15 q 45 50 0 100" fill="none" stroke="${W}" stroke-opacity="0.6" stroke-width="6" stroke-linecap="round"/></g>`,

  video: (p) => {
    let strip = "";
    for (let i = 0; i < 9; i++) strip += rect(32 + i * 62, 352, 34, 20, 4, `fill="${W}" fill-opacity="0.8"`);
    return (
      rect(0, 340, 600, 44, 0, `fill="${INK}" fill-opacity="0.75"`) +
      strip +
      line(270, 250, 200, 340, `stroke="${W}" stroke-width="8" stroke-linecap="round"`) +
      line(290, 250, 290, 340, `stroke="${W}" stroke-width="8" stroke-linecap="round"`) +
      line(310, 250, 380, 340, `stroke="${W}" stroke-width="8" stroke-linecap="round"`) +
      rect(170, 110, 230, 140, 18, `fill="${INK}" stroke="${W}" stroke-width="7"`) +
      rect(215, 80, 90, 30, 8, `fill="${W}" fill-opacity="0.85"`) +
      `<path d="M 400 150 L 470 115 L 470 245 L 400 210 Z" fill="${W}" fill-opacity="0.85"/>` +
      circle(285, 180, 50, `fill="${p[1]}" stroke="${W}" stroke-width="7"`) +
      circle(285, 180, 26, `fill="${INK}"`) +
      circle(276, 170, 8, `fill="${W}" fill-opacity="0.7"`) +
      circle(200, 135, 8, `fill="#ff3b30"`) +
      circle(520, 80, 46, `fill="${p[2]}"`) +
      `<path d="M 505 58 L 505 102 L 543 80 Z" fill="${INK}"/>` +
      rect(40, 60, 90, 60, 8, `fill="none" stroke="${W}" stroke-width="5" stroke-dasharray="16 10"`)
    );
  },

  database: (p, rand) => {
    let out = "";
    for (let i = 2; i >= 0; i--) {
      const y = 90 + i * 85;
      out +=
        `<path d="M 90 ${y} v 70 a 110 32 0 0 0 220 0 v -70" fill="${i === 0 ? p[2] : W}" fill-opacity="${i === 0 ? 1 : 0.9}" stroke="${INK}" stroke-opacity="0.25" stroke-width="3"/>` +
        `<ellipse cx="200" cy="${y}" rx="110" ry="32" fill="${i === 0 ? "#ffffff" : p[2]}" fill-opacity="${i === 0 ? 0.95 : 0.8}"/>` +
        circle(270, y + 50, 7, `fill="${i === 1 ? "#ff5f57" : "#28c840"}"`);
    }
    let table = "";
    for (let r = 0; r < 5; r++)
      for (let c = 0; c < 3; c++)
        table += rect(370 + c * 62, 120 + r * 40, 56, 32, 4, `fill="${r === 0 ? p[2] : W}" fill-opacity="${r === 0 ? 1 : 0.2 + rand() * 0.3}"`);
    return (
      out +
      rect(355, 80, 215, 270, 16, `fill="${INK}" stroke="${W}" stroke-width="6"`) +
      table +
      text(372, 106, 15, "SELECT * FROM peserta;", `font-family="DejaVu Sans Mono, monospace" fill="${W}"`) +
      line(310, 180, 355, 180, `stroke="${W}" stroke-width="5" stroke-dasharray="8 6"`)
    );
  },

  classroom: (p, rand) => {
    let desks = "";
    for (let r = 0; r < 2; r++)
      for (let c = 0; c < 4; c++) {
        const x = 90 + c * 120 + (r ? 30 : 0);
        const y = 290 + r * 55;
        desks += person(x + 30, y + 8, 0.55, r ? W : p[2]);
        desks += `<path d="M ${x} ${y} h 80 l 10 20 h -100 z" fill="${W}" fill-opacity="0.9"/>`;
        desks += rect(x + 20, y - 18, 36, 22, 3, `fill="${INK}"`);
      }
    return (
      rect(110, 30, 380, 200, 12, `fill="${W}" stroke="${INK}" stroke-opacity="0.2" stroke-width="4"`) +
      text(140, 80, 30, "Materi Hari Ini", `font-weight="bold" fill="${p[0]}"`) +
      textLines(140, 105, 200, 5, 22, [p[1], "#9aa3b5"], rand, 10) +
      `<path d="M 370 200 L 370 130 M 370 200 L 470 200" stroke="${p[0]}" stroke-width="4"/>` +
      `<path d="M 375 190 L 400 165 L 425 175 L 460 130" fill="none" stroke="${p[1]}" stroke-width="6" stroke-linecap="round"/>` +
      person(530, 240, 0.9, p[2]) +
      desks
    );
  },

  library: (p, rand) => {
    let books = "";
    const colors = [p[2], W, "#ffd166", "#ff9bd2", "#8fd3ff", p[1]];
    for (let shelf = 0; shelf < 3; shelf++) {
      let x = 80;
      const base = 130 + shelf * 100;
      while (x < 500) {
        const w = 16 + Math.floor(rand() * 18);
        const h = 60 + Math.floor(rand() * 30);
        if (rand() > 0.88) {
          books += `<g transform="rotate(-14 ${x} ${base})">${rect(x, base - h, w, h, 3, `fill="${colors[Math.floor(rand() * colors.length)]}"`)}</g>`;
          x += w + 12;
        } else {
          books += rect(x, base - h, w, h, 3, `fill="${colors[Math.floor(rand() * colors.length)]}"`);
          x += w + 3;
        }
      }
      books += rect(60, base, 470, 12, 3, `fill="${INK}" fill-opacity="0.7"`);
    }
    return (
      rect(60, 20, 470, 342, 14, `fill="${INK}" fill-opacity="0.35"`) +
      books +
      `<path d="M 300 395 q -60 -30 -130 -10 v -55 q 70 -20 130 10 z" fill="${W}"/>` +
      `<path d="M 300 395 q 60 -30 130 -10 v -55 q -70 -20 -130 10 z" fill="${W}" fill-opacity="0.85"/>`
    );
  },

  dorm: (p) => {
    let windows = "";
    for (let r = 0; r < 3; r++)
      for (let c = 0; c < 5; c++)
        windows += rect(130 + c * 72, 120 + r * 70, 44, 44, 6, `fill="${(r + c) % 3 === 0 ? "#ffd166" : W}" fill-opacity="${(r + c) % 3 === 0 ? 0.95 : 0.35}"`);
    return (
      circle(520, 60, 34, `fill="#fff3c4"`) +
      circle(536, 50, 30, `fill="${p[0]}"`) +
      [[80, 40], [150, 70], [440, 110], [560, 150]].map(([x, y]) => circle(x, y, 3, `fill="${W}"`)).join("") +
      `<path d="M 90 110 L 300 40 L 510 110 Z" fill="${p[2]}"/>` +
      rect(100, 105, 400, 245, 6, `fill="${INK}" fill-opacity="0.75" stroke="${W}" stroke-width="5"`) +
      windows +
      rect(270, 300, 60, 50, 6, `fill="${p[2]}"`) +
      rect(0, 350, 600, 50, 0, `fill="${W}" fill-opacity="0.2"`) +
      `<g transform="translate(60 300)">${rect(0, 20, 110, 30, 8, `fill="${W}"`)}${rect(0, 0, 34, 26, 8, `fill="${p[2]}"`)}${rect(-6, 0, 10, 62, 4, `fill="${W}"`)}${rect(104, 14, 10, 48, 4, `fill="${W}"`)}</g>`
    );
  },

  mosque: (p) =>
    circle(300, 40, 22, `fill="#ffd166"`) +
    circle(310, 34, 19, `fill="${p[1]}"`) +
    `<path d="M 190 200 C 190 120 260 100 300 70 C 340 100 410 120 410 200 Z" fill="${p[2]}"/>` +
    rect(170, 195, 260, 175, 6, `fill="${W}"`) +
    `<path d="M 270 370 v -70 a 30 30 0 0 1 60 0 v 70 z" fill="${p[0]}"/>` +
    `<path d="M 195 300 v -35 a 18 18 0 0 1 36 0 v 35 z" fill="${p[1]}"/>` +
    `<path d="M 369 300 v -35 a 18 18 0 0 1 36 0 v 35 z" fill="${p[1]}"/>` +
    [90, 490].map((x) =>
      rect(x, 120, 26, 250, 4, `fill="${W}"`) +
      `<path d="M ${x - 6} 122 q 19 -50 38 0 z" fill="${p[2]}"/>` +
      rect(x - 6, 180, 38, 10, 3, `fill="${p[2]}"`) +
      line(x + 13, 72, x + 13, 86, `stroke="${W}" stroke-width="4"`)).join("") +
    rect(40, 370, 520, 16, 4, `fill="${W}" fill-opacity="0.6"`),

  studio: (p) =>
    rect(170, 20, 260, 250, 10, `fill="#2ecc71" fill-opacity="0.85"`) +
    rect(160, 14, 280, 14, 6, `fill="${W}"`) +
    person(300, 270, 1.1, INK) +
    [[80, 1], [520, -1]].map(([x, d]) =>
      line(x, 140, x, 360, `stroke="${W}" stroke-width="6"`) +
      line(x, 360, x - 30, 390, `stroke="${W}" stroke-width="5"`) +
      line(x, 360, x + 30, 390, `stroke="${W}" stroke-width="5"`) +
      `<path d="M ${x - 50} 60 L ${x + 50} 60 L ${x + 30 * d + 0} 150 L ${x - 30 * d} 150 Z" fill="${W}" fill-opacity="0.95"/>` +
      `<path d="M ${x - 40} 66 L ${x + 40} 66 L ${x + 20} 140 L ${x - 20} 140 Z" fill="#fff6d6"/>`).join("") +
    rect(250, 300, 100, 60, 10, `fill="${INK}" stroke="${W}" stroke-width="5"`) +
    circle(300, 330, 20, `fill="${p[2]}"`) +
    circle(260, 312, 5, `fill="#ff3b30"`),

  ceremony: (p) => {
    let crowd = "";
    for (let r = 0; r < 2; r++)
      for (let c = 0; c < 9; c++)
        crowd += person(40 + c * 66 + (r ? 33 : 0), 400 - (1 - r) * 0 + r * 0, r ? 0.95 : 0.8, r ? INK : p[0]);
    return (
      rect(60, 20, 480, 110, 10, `fill="${p[2]}"`) +
      text(300, 68, 30, "PEMBUKAAN PELATIHAN", `text-anchor="middle" font-weight="bold" fill="${INK}"`) +
      text(300, 105, 22, "Kejuruan TIK · UPTD BLK Banda Aceh", `text-anchor="middle" fill="${INK}"`) +
      rect(0, 230, 600, 30, 0, `fill="${W}" fill-opacity="0.25"`) +
      `<path d="M 260 230 L 340 230 L 330 150 L 270 150 Z" fill="${W}"/>` +
      line(300, 150, 300, 118, `stroke="${W}" stroke-width="4"`) +
      circle(300, 115, 6, `fill="${INK}"`) +
      person(180, 230, 0.9, W) +
      person(420, 230, 0.9, W) +
      person(300, 150, 0.6, "#ffd166") +
      crowd
    );
  },

  certificate: (p, rand) =>
    `<g transform="rotate(-4 280 200)">${rect(60, 40, 420, 300, 10, `fill="${W}"`)}` +
    rect(76, 56, 388, 268, 6, `fill="none" stroke="${p[1]}" stroke-width="5"`) +
    text(270, 112, 36, "SERTIFIKAT", `text-anchor="middle" font-weight="bold" letter-spacing="4" fill="${p[0]}"`) +
    text(270, 142, 18, "Pelatihan Berbasis Kompetensi", `text-anchor="middle" fill="${p[1]}"`) +
    textLines(150, 170, 240, 4, 26, [p[0], "#b3b9c6"], rand, 9) +
    line(110, 300, 220, 300, `stroke="${p[0]}" stroke-width="3"`) +
    `</g>` +
    `<path d="M 430 300 L 405 395 L 440 378 L 462 405 L 480 310 Z" fill="${p[1]}"/>` +
    `<path d="M 480 300 L 505 395 L 470 378 L 448 405 L 430 310 Z" fill="${p[2]}"/>` +
    circle(455, 290, 52, `fill="#ffd166" stroke="${W}" stroke-width="6"`) +
    `<path d="M 455 258 l 9 20 l 22 2 l -17 14 l 6 21 l -20 -12 l -20 12 l 6 -21 l -17 -14 l 22 -2 z" fill="${W}"/>`,

  crimping: (p) => {
    const wires = ["#f5a623", "#ffffff", "#2ecc71", "#3498db", "#ffffff", "#2ecc71", "#a0522d", "#ffffff"];
    return (
      `<path d="M -20 330 C 120 330 160 210 300 210" fill="none" stroke="${p[2]}" stroke-width="34" stroke-linecap="round"/>` +
      rect(300, 180, 150, 60, 8, `fill="${W}" fill-opacity="0.55" stroke="${W}" stroke-width="4"`) +
      wires.map((c, i) => rect(300, 186 + i * 6, 140, 4, 2, `fill="${c}"`)).join("") +
      rect(430, 180, 20, 60, 4, `fill="${W}" fill-opacity="0.8"`) +
      [0, 1, 2, 3, 4, 5, 6, 7].map((i) => rect(436, 184 + i * 6.5, 8, 4, 1, `fill="#ffd166"`)).join("") +
      rect(330, 172, 60, 10, 3, `fill="${W}"`) +
      `<g transform="rotate(28 430 80)">` +
      `<path d="M 360 40 L 520 40 L 530 70 L 360 70 Z" fill="${INK}" stroke="${W}" stroke-width="4"/>` +
      rect(520, 30, 80, 30, 12, `fill="${p[1]}" stroke="${W}" stroke-width="4"`) +
      rect(520, 60, 80, 30, 12, `fill="${p[1]}" stroke="${W}" stroke-width="4"`) +
      `</g>` +
      circle(110, 90, 40, `fill="none" stroke="${W}" stroke-opacity="0.5" stroke-width="6" stroke-dasharray="12 10"`) +
      text(110, 100, 28, "RJ45", `text-anchor="middle" font-weight="bold" fill="${W}"`)
    );
  },

  exam: (p) =>
    monitor(40, 40, 330, 230, p,
      [0, 1, 2, 3].map((i) =>
        rect(70, 70 + i * 46, 28, 28, 6, `fill="${i < 3 ? p[2] : W}" fill-opacity="${i < 3 ? 1 : 0.3}"`) +
        (i < 3 ? `<path d="M 76 ${85 + i * 46} l 6 6 l 11 -13" fill="none" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>` : "") +
        rect(112, 78 + i * 46, 180 - i * 20, 12, 6, `fill="${W}" fill-opacity="0.7"`)).join("")) +
    `<g transform="rotate(6 480 220)">${rect(400, 100, 170, 240, 12, `fill="${W}"`)}` +
    rect(450, 88, 70, 26, 8, `fill="${p[1]}"`) +
    [0, 1, 2, 3].map((i) =>
      `<path d="M 420 ${150 + i * 45} l 8 8 l 14 -16" fill="none" stroke="${p[1]}" stroke-width="5" stroke-linecap="round"/>` +
      rect(455, 146 + i * 45, 90, 10, 5, `fill="${p[0]}" fill-opacity="0.5"`)).join("") +
    `</g>` +
    circle(540, 50, 40, `fill="${W}" stroke="${p[2]}" stroke-width="6"`) +
    line(540, 50, 540, 24, `stroke="${INK}" stroke-width="5" stroke-linecap="round"`) +
    line(540, 50, 560, 60, `stroke="${INK}" stroke-width="5" stroke-linecap="round"`),

  avatar: (p) =>
    circle(300, 150, 78, `fill="${W}"`) +
    `<path d="M 222 140 q 6 -86 78 -88 q 74 2 80 88 q -20 -40 -80 -42 q -58 2 -78 42 z" fill="${p[0]}"/>` +
    `<path d="M 130 420 q 0 -150 170 -150 q 170 0 170 150 z" fill="${W}"/>` +
    `<path d="M 270 272 l 30 50 l 30 -50" fill="${p[2]}"/>` +
    circle(272, 158, 8, `fill="${p[0]}"`) +
    circle(328, 158, 8, `fill="${p[0]}"`) +
    `<path d="M 276 192 q 24 20 48 0" fill="none" stroke="${p[0]}" stroke-width="6" stroke-linecap="round"/>`,
};

// ---------------------------------------------------------------------------
// Composition
// ---------------------------------------------------------------------------

function background(img: SeedImage, rand: () => number, id: string): string {
  const { width: w, height: h, palette: p } = img;
  const angle = Math.floor(rand() * 360);
  const gx = r1(60 + rand() * 30);
  const gy = r1(10 + rand() * 40);
  let deco = "";
  for (let i = 0; i < 6; i++) {
    const r = (0.08 + rand() * 0.22) * Math.max(w, h);
    deco += circle(rand() * w, rand() * h, r, `fill="${W}" fill-opacity="${r1(0.03 + rand() * 0.05)}"`);
  }
  for (let i = 0; i < 5; i++) {
    const s = (0.04 + rand() * 0.06) * Math.min(w, h);
    const x = rand() * w;
    const y = rand() * h;
    deco += `<g transform="rotate(${Math.floor(rand() * 90)} ${r1(x)} ${r1(y)})">${rect(x - s / 2, y - s / 2, s, s, Math.round(s / 5), `fill="none" stroke="${p[2]}" stroke-opacity="0.35" stroke-width="${r1(Math.max(2, s / 18))}"`)}</g>`;
  }
  return (
    `<defs>` +
    `<linearGradient id="${id}-bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${p[0]}"/><stop offset="1" stop-color="${p[1]}"/></linearGradient>` +
    `<radialGradient id="${id}-glow" cx="${gx}%" cy="${gy}%" r="60%"><stop offset="0" stop-color="${p[2]}" stop-opacity="0.45"/><stop offset="1" stop-color="${p[2]}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="${id}-vig" cx="50%" cy="50%" r="75%"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>` +
    `<pattern id="${id}-dots" width="${Math.round(w / 40)}" height="${Math.round(w / 40)}" patternUnits="userSpaceOnUse">${circle(2, 2, Math.max(1.5, w / 900), `fill="${W}" fill-opacity="0.14"`)}</pattern>` +
    `<linearGradient id="${id}-fade" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="0.6" stop-color="#000" stop-opacity="0"/></linearGradient>` +
    `</defs>` +
    rect(0, 0, w, h, 0, `fill="url(#${id}-bg)"`) +
    rect(0, 0, w, h, 0, `fill="url(#${id}-glow)"`) +
    rect(w * 0.55, 0, w * 0.45, h * 0.45, 0, `fill="url(#${id}-dots)"`) +
    deco
  );
}

/** Foreground of a gallery "photo": a desk edge and participants seen from behind. */
function participants(w: number, h: number, rand: () => number): string {
  let out = rect(0, h * 0.86, w, h * 0.14, 0, `fill="${INK}" fill-opacity="0.55"`);
  const n = 2 + Math.floor(rand() * 2);
  const side = rand() > 0.5;
  for (let i = 0; i < n; i++) {
    const x = side ? w * (0.08 + i * 0.12) : w * (0.92 - i * 0.12);
    const s = (h / 400) * (1.5 - i * 0.15);
    out += `<g opacity="${r1(0.92 - i * 0.12)}">${person(x, h + 4, s, "#0a0f1c")}</g>`;
  }
  return out;
}

/** The SVG document of one seed image. */
export function renderSvg(img: SeedImage): string {
  const { width: w, height: h, motif, palette: p } = img;
  const rand = rng(`${img.bucket}/${img.path}`);
  const id = "i";
  const draw = MOTIFS[motif](p, rng(`${img.path}#motif`));
  let body = background(img, rand, id);

  if (img.bucket === "hero_banners") {
    // Illustration on the right, darker left side where the title is overlaid.
    const s = (h * 0.55) / 400;
    body += `<g transform="translate(${r1(w - 600 * s - w * 0.06)} ${r1(h * 0.24)}) scale(${r1(s * 100) / 100})">${draw}</g>`;
    body += rect(0, 0, w, h, 0, `fill="url(#${id}-fade)"`);
    body += rect(0, 0, w, h, 0, `fill="url(#${id}-vig)"`);
  } else if (motif === "avatar") {
    const s = w / 600;
    body += `<g transform="translate(0 ${r1(h * 0.12)}) scale(${r1(s * 100) / 100})">${draw}</g>`;
  } else {
    const hasLabel = Boolean(img.label);
    const s = (h * (hasLabel ? 0.6 : 0.7)) / 400;
    const dx = (w - 600 * s) / 2;
    const dy = hasLabel ? h * 0.08 : (h - 400 * s) / 2;
    body += `<g transform="translate(${r1(dx)} ${r1(dy)}) scale(${r1(s * 100) / 100})">${draw}</g>`;
    if (img.bucket === "gallery" && motif !== "ceremony") body += participants(w, h, rand);
    body += rect(0, 0, w, h, 0, `fill="url(#${id}-vig)"`);
    if (img.label) {
      const size = Math.round(h * 0.05);
      const labelW = Math.min(w * 0.9, img.label.length * size * 0.56 + size * 1.6);
      const y = h - size * 2.7;
      body +=
        rect(w * 0.04, y, labelW, size * 1.9, Math.round(size * 0.95), `fill="${W}" fill-opacity="0.94"`) +
        text(w * 0.04 + size * 0.8, y + size * 1.28, size, img.label, `font-weight="bold" fill="${p[0]}"`) +
        text(w * 0.04 + 4, y - size * 0.6, Math.round(size * 0.6), "KEJURUAN TIK · UPTD BLK BANDA ACEH", `fill="${W}" fill-opacity="0.85" letter-spacing="2"`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

// ---------------------------------------------------------------------------
// Photo-like renditions (what an admin upload looks like after the browser's
// 1 MB / 1920 px compression): the illustration at 1920 px, softened, with
// deterministic film grain so the JPEG weighs what a real photo does
// (several hundred KB), plus the WebP widths the app stores next to an upload.
// ---------------------------------------------------------------------------

/** Width of a photo upload after the browser's compression rule (1920 px); avatars keep their 500 px. */
export const PHOTO_WIDTH = 1920;

function photoSize(img: SeedImage): { width: number; height: number } {
  if (img.bucket === "avatars") return { width: img.width, height: img.height };
  return { width: PHOTO_WIDTH, height: Math.round((img.height * PHOTO_WIDTH) / img.width) };
}

/** Gaussian-ish grain (sum of three uniforms), one channel per pixel, from a seeded PRNG. */
function grain(width: number, height: number, seedText: string, strength: number): Buffer {
  const rand = rng(`grain:${seedText}`);
  const out = Buffer.alloc(width * height);
  for (let i = 0; i < out.length; i++) {
    const n = (rand() + rand() + rand() - 1.5) / 1.5; // -1..1, bell-shaped
    out[i] = Math.max(0, Math.min(255, Math.round(128 + n * strength)));
  }
  return out;
}

/** The main JPEG of a seed image as an admin would upload it (deterministic for the same input). */
export async function renderPhoto(img: SeedImage, quality = 82): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  const { width, height } = photoSize(img);
  const base = await sharp(Buffer.from(renderSvg(img)), { density: (72 * width) / img.width })
    .resize(width, height, { fit: "fill" })
    .toBuffer();
  const noise = await sharp(grain(width, height, img.path, 120), { raw: { width, height, channels: 1 } })
    .toColourspace("srgb")
    .png({ compressionLevel: 1 })
    .toBuffer();
  return sharp(base)
    .composite([{ input: noise, blend: "soft-light" }])
    .jpeg({ quality, chromaSubsampling: "4:2:0" })
    .toBuffer();
}

/** The WebP variants of a photo (never wider than the photo), as the browser makes them on upload. */
export async function renderWebpVariants(photo: Buffer, widths: readonly number[]): Promise<{ width: number; body: Buffer }[]> {
  const { default: sharp } = await import("sharp");
  return Promise.all(
    widths.map(async (width) => ({
      width,
      body: await sharp(photo).resize({ width, withoutEnlargement: true }).webp({ quality: 78, effort: 2 }).toBuffer(),
    })),
  );
}
