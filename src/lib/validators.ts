import { z } from "zod";

/**
 * The text rule every form field shares with the database (public.is_valid_text in
 * supabase/migrations/20261123000001_hardening.sql): a value must contain at least one VISIBLE
 * character (white space, zero-width spaces, the BOM, NBSP and other invisible characters do not
 * count) and must fit its column's maximum length.
 */

/**
 * Invisible characters, as code point ranges: white space (what `\s` matches, NEL), NBSP, soft hyphen,
 * combining grapheme joiner, Arabic letter mark, Hangul fillers, Khmer/Mongolian invisibles, the
 * U+2000 spaces and zero-width characters (ZWSP, ZWNJ, ZWJ, LRM, RLM), line/paragraph separators and
 * bidi controls, word joiner and invisible operators, Braille blank, ideographic space, variation
 * selectors and the BOM (U+FEFF). The database's list is the same.
 */
export const INVISIBLE_CHARACTERS: readonly (readonly [number, number])[] = [
  [0x09, 0x0d],
  [0x20, 0x20],
  [0x85, 0x85],
  [0xa0, 0xa0],
  [0xad, 0xad],
  [0x34f, 0x34f],
  [0x61c, 0x61c],
  [0x115f, 0x1160],
  [0x1680, 0x1680],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x2000, 0x200f],
  [0x2028, 0x202f],
  [0x205f, 0x206f],
  [0x2800, 0x2800],
  [0x3000, 0x3000],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
];

const hex = (code: number) => `\\u{${code.toString(16)}}`;
const INVISIBLE = new RegExp(
  `[${INVISIBLE_CHARACTERS.map(([from, to]) => (from === to ? hex(from) : `${hex(from)}-${hex(to)}`)).join("")}]`,
  "gu",
);

/** True when `value` has at least one character that is neither white space nor invisible. */
export function hasVisibleText(value: string): boolean {
  return value.replace(INVISIBLE, "") !== "";
}

/** Number of characters as the database counts them (code points, not UTF-16 units). */
export function characterCount(value: string): number {
  return Array.from(value).length;
}

/** 'Nama program maksimal 120 karakter.' */
export function maxLengthMessage(label: string, max: number): string {
  return `${label} maksimal ${max} karakter.`;
}

/** Maximum lengths of the text columns (the database's check constraints use the same numbers). */
export const TEXT_MAX = {
  programName: 120,
  programDuration: 60,
  programDescription: 5000,
  syllabusTitle: 200,
  syllabusUnitCode: 60,
  instructorName: 120,
  instructorTitle: 120,
  scheduleProgram: 120,
  scheduleCategory: 60,
  scheduleBatch: 60,
  facilityName: 120,
  facilityDescription: 2000,
  galleryCaption: 200,
  galleryAlt: 300,
  contactAddress: 300,
  contactPhone: 40,
  email: 254,
  url: 2048,
  profileName: 60,
  bannerTitle: 120,
  bannerSubtitle: 300,
} as const;

/**
 * A required text field: trimmed; empty, white-space-only or invisible-only gives `requiredMessage`
 * (the form's existing "... harus diisi" message), longer than `max` gives '{label} maksimal {max} karakter.'
 */
export function requiredText(requiredMessage: string, label: string, max: number) {
  return z
    .string()
    .trim()
    .refine(hasVisibleText, { error: requiredMessage, abort: true })
    .refine((value) => characterCount(value) <= max, { error: maxLengthMessage(label, max) });
}

/**
 * An optional text field: trimmed; an invisible-only value counts as empty (""), longer than `max`
 * gives '{label} maksimal {max} karakter.'
 */
export function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .transform((value) => (hasVisibleText(value) ? value : ""))
    .refine((value) => characterCount(value) <= max, { error: maxLengthMessage(label, max) });
}

/** Text that looks like HTML markup (a tag), which plain-text bodies (announcements) refuse. */
export function looksLikeHtml(value: string): boolean {
  return /<\/?[a-z][^>]*>/i.test(value);
}

/** A maximum length alone (for fields whose other rules live in the schema, e.g. URLs and e-mail). */
export function maxText(label: string, max: number) {
  return z.string().trim().refine((value) => characterCount(value) <= max, { error: maxLengthMessage(label, max) });
}

/*
 * Other field validators shared by the forms' zod schemas (each message is the form's own, see
 * docs/product.md, Validation).
 */

/** A picked calendar day; empty is null (react-hook-form ignores undefined when resetting). */
export function requiredDate(message: string) {
  return z
    .date({ error: message })
    .nullable()
    .refine((date) => date !== null, { error: message })
    .transform((date) => date as Date);
}

const httpUrl = z.url({ protocol: /^https?$/ });

/**
 * A trimmed text that is empty or an http(s) URL of at most TEXT_MAX.url characters (else
 * '{label} maksimal … karakter.'); empty becomes null (stored as null).
 */
export function optionalHttpUrl(message: string, label: string) {
  return maxText(label, TEXT_MAX.url)
    .refine((value) => value === "" || httpUrl.safeParse(value).success, { error: message })
    .transform((value) => (value === "" ? null : value));
}

/**
 * A required whole number of at least `min` from a number input (which gives text): empty,
 * non-numeric, fractional or smaller values all read `message`.
 */
export function wholeNumber(message: string, { min }: { min: number }) {
  return z.coerce.number<number | string>({ error: message }).int({ error: message }).min(min, { error: message });
}

/**
 * An optional whole number typed as text: empty (or absent) means "not set" and becomes null, otherwise
 * digits only and at least `min`, else `message`.
 */
export function optionalWholeNumber(message: string, { min }: { min: number }) {
  return z
    .string()
    .trim()
    .default("")
    .refine((value) => value === "" || (/^\d+$/.test(value) && Number(value) >= min), { error: message })
    .transform((value) => (value === "" ? null : Number(value)));
}
