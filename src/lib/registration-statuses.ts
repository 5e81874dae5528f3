/**
 * Each application status's name in the panel (docs/selection.md), here so that screens outside the selection (the
 * change history) name statuses the same way; src/features/registrations/lib/pipeline.ts types it by the statuses.
 */
export const STATUS_NAMES = {
  diterima: "Baru",
  diverifikasi: "Diverifikasi",
  perlu_perbaikan: "Perlu Perbaikan",
  lulus: "Lulus Seleksi",
  cadangan: "Cadangan",
  tidak_lulus: "Tidak Lulus",
  peserta: "Peserta",
  selesai: "Selesai",
  mengundurkan_diri: "Mengundurkan Diri",
} as const;

type Status = keyof typeof STATUS_NAMES;

/**
 * Each status's colour, for its badge and its share of the overview's charts: a family of Tailwind's palette, one per
 * status, chosen to be told apart (Baru sky, Peserta purple: two blues were confused). tailwind.config.ts turns this
 * into the CSS variables `--status-<code>` (the chart's fill, the badge's dot), `--status-<code>-soft` (the badge's
 * background) and `--status-<code>-text` (its text) for light and dark; tests/unit/status-colors.test.ts checks
 * their contrast and that they differ.
 */
export const STATUS_COLOR_FAMILIES = {
  diterima: "sky",
  diverifikasi: "teal",
  perlu_perbaikan: "orange",
  lulus: "green",
  cadangan: "yellow",
  tidak_lulus: "red",
  peserta: "purple",
  selesai: "stone",
  mengundurkan_diri: "pink",
} as const satisfies Record<Status, string>;

/** The shade of its family each use takes, per theme (yellow's 600 is too pale on white: 700). */
export function statusShades(status: Status, theme: "light" | "dark") {
  if (theme === "dark") return { fill: 400, soft: 950, text: 200 } as const;
  return { fill: STATUS_COLOR_FAMILIES[status] === "yellow" ? 700 : 600, soft: 100, text: 800 } as const;
}

/** The CSS colour of a status: its fill (chart, dot), its badge's background (`soft`) or text. */
export const statusColor = (status: Status, use: "fill" | "soft" | "text" = "fill") =>
  `var(--status-${status.replace(/_/g, "-")}${use === "fill" ? "" : `-${use}`})`;
