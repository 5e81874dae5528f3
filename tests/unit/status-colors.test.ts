import { readFileSync } from "node:fs";
import colors from "tailwindcss/colors";
import { STATUS_COLOR_FAMILIES, STATUS_NAMES, statusColor, statusShades } from "@/lib/registration-statuses";

/*
 * The statuses' colours (src/lib/registration-statuses.ts → CSS variables by tailwind.config.ts): one per status, told
 * apart from each other in both themes, the chart's fill visible on the card (WCAG 1.4.11, 3:1) and the badge's text
 * readable on its background (WCAG 1.4.3, 4.5:1).
 */
type Status = keyof typeof STATUS_NAMES;
const STATUSES = Object.keys(STATUS_NAMES) as Status[];
const THEMES = ["light", "dark"] as const;

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const luminance = (hex: string) => {
  const [r, g, b] = rgb(hex).map(linear);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};
/** CIELAB (D65) of an sRGB colour, and the distance of two colours in it (ΔE*76). */
function lab(hex: string) {
  const [r, g, b] = rgb(hex).map(linear);
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116);
  const [x, y, z] = [(0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047, 0.2126 * r + 0.7152 * g + 0.0722 * b, (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883].map(f);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}
const distance = (a: string, b: string) => Math.hypot(...lab(a).map((v, i) => v - lab(b)[i]));

/** The card's colour in each theme, read from src/index.css (the badges and charts sit on cards). */
function cardColour(theme: (typeof THEMES)[number]): string {
  const css = readFileSync(new URL("../../src/index.css", import.meta.url), "utf8");
  const block = theme === "light" ? css.split(":root")[1] : css.split(".dark")[1];
  const [h, s, l] = /--card:\s*([\d.]+)\s+([\d.]+)%\s+([\d.]+)%/.exec(block)!.slice(1).map(Number);
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round((l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255);
  };
  return `#${[channel(0), channel(8), channel(4)].map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}

const shade = (status: Status, theme: (typeof THEMES)[number], use: "fill" | "soft" | "text") =>
  (colors[STATUS_COLOR_FAMILIES[status]] as Record<number, string>)[statusShades(status, theme)[use]];

describe("the statuses' colours", () => {
  it("gives every status a colour family of its own", () => {
    expect(Object.keys(STATUS_COLOR_FAMILIES).sort()).toEqual([...STATUSES].sort());
    expect(new Set(Object.values(STATUS_COLOR_FAMILIES)).size).toBe(STATUSES.length);
  });

  it.each(THEMES)("keeps the chart's fills apart and visible on the card, the badges readable (%s)", (theme) => {
    const card = cardColour(theme);
    for (const status of STATUSES) {
      expect(contrast(shade(status, theme, "fill"), card), `${status} fill on the card`).toBeGreaterThanOrEqual(3);
      expect(contrast(shade(status, theme, "text"), shade(status, theme, "soft")), `${status} badge text`).toBeGreaterThanOrEqual(4.5);
      for (const other of STATUSES.filter((s) => s > status)) {
        expect(distance(shade(status, theme, "fill"), shade(other, theme, "fill")), `${status} / ${other}`).toBeGreaterThanOrEqual(20);
      }
    }
    // the two that were confused
    expect(distance(shade("diterima", theme, "fill"), shade("peserta", theme, "fill"))).toBeGreaterThanOrEqual(60);
  });

  it("names the CSS variables tailwind.config.ts makes", () => {
    expect(statusColor("perlu_perbaikan")).toBe("var(--status-perlu-perbaikan)");
    expect(statusColor("diterima", "soft")).toBe("var(--status-diterima-soft)");
    expect(statusColor("peserta", "text")).toBe("var(--status-peserta-text)");
  });
});
