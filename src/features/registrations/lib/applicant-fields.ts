import { GENDER_OPTIONS } from "@/features/registrations/schemas/registration-schema";
import { formatDate, formatJakartaDateTime } from "@/lib/dates";
import { formatPhoneNumber } from "@/lib/whatsapp";

/** An application's personal fields and what the panel calls them: the detail page and the applicant's data file. */
export const APPLICANT_FIELDS = [
  { key: "full_name", label: "Nama Lengkap" },
  { key: "nik", label: "NIK" },
  { key: "birth_place", label: "Tempat Lahir" },
  { key: "birth_date", label: "Tanggal Lahir", format: (v: string) => formatDate(v) },
  { key: "gender", label: "Jenis Kelamin", format: (v: string) => GENDER_OPTIONS.find((g) => g.value === v)?.label ?? v },
  { key: "address", label: "Alamat Domisili", wide: true },
  { key: "regency", label: "Kabupaten/Kota" },
  { key: "whatsapp", label: "Nomor WhatsApp", format: formatPhoneNumber },
  { key: "email", label: "Email" },
  { key: "education", label: "Pendidikan Terakhir" },
  { key: "employment", label: "Status Pekerjaan" },
  { key: "source", label: "Sumber Informasi" },
  { key: "motivation", label: "Motivasi", wide: true },
] as const satisfies readonly { key: string; label: string; format?: (value: string) => string; wide?: boolean }[];

/** A field's value as text ('-' when empty). */
export function fieldText(field: (typeof APPLICANT_FIELDS)[number], value: unknown): string {
  if (value === null || value === undefined || value === "") return "-";
  return "format" in field ? field.format(String(value)) : String(value);
}

export const consentText = (version: string, at: string) => `Versi ${version}, ${formatJakartaDateTime(at)}`;
