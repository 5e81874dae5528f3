import { toLocalDay, type DateInput } from "@/lib/dates";
import { getRegistrationStatus } from "@/lib/status";

export const DEFAULT_AUTOPLAY_DELAY_MS = 5000;
export const MIN_AUTOPLAY_DELAY_MS = 1000;

/** Used when a banner has no subtitle (docs/product.md, Public pages). */
export const DEFAULT_BANNER_SUBTITLE =
  "Tingkatkan keterampilan Anda melalui pelatihan vokasi berkualitas di bidang Teknologi Informasi dan Komunikasi.";

export type ImagePosition = "Top" | "Center" | "Bottom";
export const DEFAULT_IMAGE_POSITION: ImagePosition = "Center";

export interface BannerLike {
  start_date: DateInput;
  end_date: DateInput;
  autoplay_delay_ms?: number | null;
  subtitle?: string | null;
  image_position?: string | null;
}

/** True when today's local calendar day lies within start_date..end_date, both inclusive. */
export function isBannerActive(banner: Pick<BannerLike, "start_date" | "end_date">, today: Date = new Date()): boolean {
  const s = toLocalDay(banner.start_date);
  const e = toLocalDay(banner.end_date);
  const t = toLocalDay(today);
  if (!s || !e || !t) return false;
  return s.getTime() <= t.getTime() && t.getTime() <= e.getTime();
}

export type BannerStatus = "Aktif" | "Dijadwalkan" | "Kadaluarsa";

const BANNER_STATUS = { Berlangsung: "Aktif", "Segera Dibuka": "Dijadwalkan", Ditutup: "Kadaluarsa" } as const;

/**
 * Hero banner status for the admin list: 'Aktif' when now lies within start..end
 * (calendar days, inclusive), 'Dijadwalkan' when the start is in the future, otherwise 'Kadaluarsa'
 * (the same calendar-day reading as a schedule's registration status).
 */
export function getBannerStatus(start: DateInput, end: DateInput, now: Date = new Date()): BannerStatus {
  return BANNER_STATUS[getRegistrationStatus(start, end, now)];
}

/** The banners shown on the home page: active ones, in their incoming order. */
export function selectActiveBanners<T extends Pick<BannerLike, "start_date" | "end_date">>(
  banners: readonly T[] | null | undefined,
  today: Date = new Date(),
): T[] {
  return (banners ?? []).filter((b) => isBannerActive(b, today));
}

/** Autoplay delay: the first banner's autoplay_delay_ms, 5000 ms when absent (never below 1000 ms). */
export function getAutoplayDelay(banners: readonly Pick<BannerLike, "autoplay_delay_ms">[] | null | undefined): number {
  const value = banners?.[0]?.autoplay_delay_ms;
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) return DEFAULT_AUTOPLAY_DELAY_MS;
  return Math.max(MIN_AUTOPLAY_DELAY_MS, Math.round(value));
}

/** The carousel loops only when there is more than one banner. */
export function shouldLoop(banners: readonly unknown[] | null | undefined): boolean {
  return (banners?.length ?? 0) > 1;
}

/** The banner's subtitle, or the default one when it is empty. */
export function getBannerSubtitle(banner: Pick<BannerLike, "subtitle">): string {
  const value = banner.subtitle?.trim();
  return value ? value : DEFAULT_BANNER_SUBTITLE;
}

/** Normalised image position (Top, Center or Bottom; Center by default). */
export function getImagePosition(value: string | null | undefined): ImagePosition {
  return value === "Top" || value === "Bottom" || value === "Center" ? value : DEFAULT_IMAGE_POSITION;
}

/** CSS object-position for a banner image position. */
export function imagePositionToObjectPosition(value: string | null | undefined): "top" | "center" | "bottom" {
  const position = getImagePosition(value);
  return position === "Top" ? "top" : position === "Bottom" ? "bottom" : "center";
}
