import { z } from "zod";
import { optionalHttpUrl, optionalText, optionalWholeNumber, requiredDate, requiredText, TEXT_MAX } from "@/lib/validators";
import type { HeroBanner, HeroBannerInput } from "@/features/banners/api/banners";
import { DEFAULT_IMAGE_POSITION, MIN_AUTOPLAY_DELAY_MS, type ImagePosition } from "@/features/banners/lib/banners";
import { toISODate, toLocalDay } from "@/lib/dates";
import { requiredImageFileField } from "@/lib/image";

export const IMAGE_POSITIONS = ["Top", "Center", "Bottom"] as const satisfies readonly ImagePosition[];
export const BANNER_IMAGE_REQUIRED_MESSAGE = "Gambar banner harus diunggah untuk banner baru.";
export const AUTOPLAY_MIN_MESSAGE = "Durasi minimal 1 detik (1000 ms).";

/**
 * Hero banner form (docs/product.md, Validation). autoplay_delay_ms is typed as text: empty means the
 * default (5000 ms) and is stored as null, otherwise a whole number of at least 1000.
 * A new banner requires an image; when editing, no new image keeps the current one.
 */
export function makeHeroBannerSchema({ isEdit }: { isEdit: boolean }) {
  return z.object({
    title: requiredText("Judul banner harus diisi", "Judul banner", TEXT_MAX.bannerTitle),
    subtitle: optionalText("Subjudul", TEXT_MAX.bannerSubtitle),
    link_to: optionalHttpUrl("URL tidak valid.", "Tautan tombol"),
    startDate: requiredDate("Tanggal mulai harus diisi."),
    endDate: requiredDate("Tanggal selesai harus diisi."),
    autoplay_delay_ms: optionalWholeNumber(AUTOPLAY_MIN_MESSAGE, { min: MIN_AUTOPLAY_DELAY_MS }),
    image_position: z.enum(IMAGE_POSITIONS).default(DEFAULT_IMAGE_POSITION),
    image: requiredImageFileField(BANNER_IMAGE_REQUIRED_MESSAGE, !isEdit),
  });
}

export type HeroBannerSchema = ReturnType<typeof makeHeroBannerSchema>;
export type HeroBannerFormInput = z.input<HeroBannerSchema>;
export type HeroBannerFormValues = z.output<HeroBannerSchema>;
export function heroBannerFormDefaults(
  banner?: Partial<HeroBanner> | null,
): HeroBannerFormInput {
  return {
    title: banner?.title ?? "",
    subtitle: banner?.subtitle ?? "",
    link_to: banner?.link_to ?? "",
    startDate: toLocalDay(banner?.start_date) ?? null,
    endDate: toLocalDay(banner?.end_date) ?? null,
    autoplay_delay_ms: banner?.autoplay_delay_ms == null ? "" : String(banner.autoplay_delay_ms),
    image_position: IMAGE_POSITIONS.find((p) => p === banner?.image_position) ?? DEFAULT_IMAGE_POSITION,
    image: null,
  };
}

/** Maps valid form values (and the possibly compressed image) to the create/update hero banner input. */
export function toHeroBannerInput(values: HeroBannerFormValues, image: File | null = values.image ?? null): HeroBannerInput {
  return {
    title: values.title,
    subtitle: values.subtitle === "" ? null : values.subtitle,
    link_to: values.link_to,
    start_date: toISODate(values.startDate),
    end_date: toISODate(values.endDate),
    autoplay_delay_ms: values.autoplay_delay_ms,
    image_position: values.image_position,
    image,
  };
}
