/**
 * Pure presentation logic of the change history: labels, the field-by-field diff of an
 * entry, a one-line summary of the row and where the row lives in the app.
 */
import { format } from "date-fns";
import { id as localeId } from "date-fns/locale";
import { paths } from "@/config/paths";
import { STATUS_NAMES } from "@/lib/registration-statuses";
import { formatPhoneNumber } from "@/lib/whatsapp";
import type { HistoryEntry } from "@/features/history/api/history";

export const TABLE_LABELS: Record<string, string> = {
  programs: "Program Pelatihan",
  syllabus_items: "Silabus",
  instructors: "Instruktur",
  schedules: "Jadwal",
  facilities: "Fasilitas",
  gallery: "Galeri",
  hero_banners: "Hero Banner",
  contact_info: "Informasi Kontak",
  profiles: "Profil",
  announcements: "Pengumuman",
  faq: "FAQ",
  registration_settings: "Pengaturan Pendaftaran",
  message_templates: "Template Pesan",
  certificate_settings: "Pengaturan Sertifikat",
  registrations: "Pendaftar",
  partners: "Mitra Industri",
  vacancies: "Lowongan Kerja",
  service_standard_sections: "Standar Pelayanan",
  service_pledge: "Maklumat Pelayanan",
};

export const ACTION_LABELS: Record<string, string> = {
  INSERT: "Ditambahkan",
  UPDATE: "Diubah",
  DELETE: "Dihapus",
};

/** Tables whose deleted rows can be restored (public.restore_deleted). */
export const RESTORABLE_TABLES = new Set(["programs", "schedules", "instructors", "facilities", "gallery", "hero_banners", "announcements", "partners", "vacancies"]);

const FIELD_LABELS: Record<string, string> = {
  id: "ID",
  name: "Nama",
  title: "Judul",
  subtitle: "Subjudul",
  description: "Deskripsi",
  category: "Kategori",
  duration: "Durasi",
  image_url: "URL gambar",
  file_path: "File gambar",
  filePath: "File foto",
  image_variant_widths: "Lebar varian WebP (px)",
  src: "URL foto",
  caption: "Keterangan",
  alt: "Teks alternatif",
  is_featured: "Unggulan",
  created_at: "Dibuat",
  updated_at: "Diperbarui",
  program_id: "ID program",
  item_order: "Urutan",
  duration_jp: "Durasi (JP)",
  kode_unit: "Kode unit",
  program: "Program",
  programCategory: "Kategori program",
  instructorName: "Instruktur",
  batch: "Batch",
  startDate: "Tanggal mulai",
  endDate: "Tanggal selesai",
  status: "Status",
  user_id: "Dibuat oleh",
  address: "Alamat",
  phone: "Telepon",
  email: "Email",
  instagram_url: "URL Instagram",
  map_embed_url: "URL peta",
  first_name: "Nama depan",
  last_name: "Nama belakang",
  avatar_url: "URL avatar",
  image_position: "Posisi gambar",
  link_to: "Tautan",
  autoplay_delay_ms: "Durasi slide (ms)",
  start_date: "Tanggal mulai",
  end_date: "Tanggal selesai",
  requirements: "Persyaratan",
  benefits: "Yang Anda dapatkan",
  registration_start: "Mulai pendaftaran",
  registration_end: "Akhir pendaftaran",
  quota: "Kuota peserta",
  location: "Lokasi",
  apply_url: "Tautan pendaftaran",
  contact_name: "Nama narahubung",
  contact_whatsapp: "WhatsApp narahubung",
  note: "Catatan singkat",
  body: "Isi",
  published_at: "Tanggal terbit",
  schedule_id: "ID jadwal terkait",
  question: "Pertanyaan",
  answer: "Jawaban",
  position: "Urutan",
  online_registration: "Pendaftaran online",
  required_documents: "Dokumen yang diminta",
  min_age: "Usia minimal",
  max_age: "Usia maksimal",
  privacy_email: "Email pelindungan data",
  retention_months: "Masa simpan data pendaftar (bulan)",
  privacy_notice_version: "Versi kebijakan privasi",
  // an application (its personal fields appear only as "diubah", never their values)
  code: "Kode pendaftaran",
  applicant_message: "Pesan untuk pendaftar",
  erased_at: "Data pribadi dihapus",
  submitted_at: "Didaftarkan",
  full_name: "Nama lengkap",
  nik: "NIK",
  nik_last4: "NIK (4 digit akhir)",
  birth_place: "Tempat lahir",
  birth_date: "Tanggal lahir",
  gender: "Jenis kelamin",
  regency: "Kabupaten/Kota",
  whatsapp: "Nomor WhatsApp",
  education: "Pendidikan terakhir",
  employment: "Status pekerjaan",
  motivation: "Motivasi",
  source: "Sumber informasi",
  guardian_consent: "Persetujuan orang tua/wali",
  consent_version: "Versi persetujuan",
  consent_at: "Waktu persetujuan",
  lookup_hash: "Kunci pencarian",
  upload_folder: "Folder dokumen",
  idempotency_key: "Kunci pengiriman",
  // the certificates' settings
  number_pattern: "Pola nomor sertifikat",
  signatory_name: "Nama penanda tangan",
  signatory_position: "Jabatan penanda tangan",
  signatory_nip: "NIP penanda tangan",
  issue_place: "Tempat terbit",
};

/** Where a column means something else in one table. */
const TABLE_FIELD_LABELS: Record<string, Record<string, string>> = {
  instructors: { title: "Jabatan" },
  hero_banners: { title: "Judul banner" },
  partners: { sector: "Bidang usaha", cooperation: "Bentuk kerja sama", website: "Situs web", image_url: "URL logo", file_path: "File logo" },
  vacancies: {
    position: "Posisi",
    partner_id: "ID mitra",
    company: "Perusahaan",
    requirements: "Persyaratan",
    deadline: "Batas lamaran",
    apply_url: "Tautan lamaran",
    karirhub_url: "Tautan Karirhub",
    program_ids: "ID program terkait",
    published: "Ditampilkan",
  },
  service_standard_sections: { key: "Kunci komponen", component_group: "Kelompok", title: "Komponen", position: "Urutan", body: "Isi" },
  service_pledge: {
    statement: "Isi maklumat",
    signer_name: "Nama penanda tangan",
    signer_position: "Jabatan penanda tangan",
    place: "Tempat penetapan",
    signed_on: "Tanggal penetapan",
  },
};

export const tableLabel = (table: string) => TABLE_LABELS[table] ?? table;
export const fieldLabel = (field: string, table?: string) =>
  (table ? TABLE_FIELD_LABELS[table]?.[field] : undefined) ?? FIELD_LABELS[field] ?? field;

/** Fields whose change alone says nothing to an administrator. */
const QUIET_FIELDS = new Set(["updated_at"]);

export type DiffField = {
  field: string;
  label: string;
  /** undefined: the field did not exist before (insert) */
  before: unknown;
  /** undefined: the field no longer exists (delete) */
  after: unknown;
};

type Data = Record<string, unknown>;

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The fields an entry is about, in the row's column order: every field of an inserted or
 * deleted row, and only the changed fields of an update (a change of `updated_at` alone
 * is not listed).
 */
export function buildDiff(
  entry: Pick<HistoryEntry, "action" | "old_data" | "new_data"> & { table_name?: string },
): DiffField[] {
  const before = (entry.old_data ?? null) as Data | null;
  const after = (entry.new_data ?? null) as Data | null;
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .filter((field) => {
      if (entry.action !== "UPDATE") return true;
      return !QUIET_FIELDS.has(field) && !same(before?.[field], after?.[field]);
    })
    .map((field) => ({
      field,
      label: fieldLabel(field, entry.table_name),
      before: before && field in before ? before[field] : undefined,
      after: after && field in after ? after[field] : undefined,
    }));
}

/** A value as text: '(kosong)' for null/empty, Ya/Tidak, lists joined with commas. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(kosong)";
  if (typeof value === "boolean") return value ? "Ya" : "Tidak";
  if (Array.isArray(value)) return value.length ? value.map((v) => formatValue(v)).join(", ") : "(kosong)";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** Stored values shown by their name (an application's status as the panel names it, not its code). */
const VALUE_NAMES: Record<string, Record<string, Readonly<Record<string, string>>>> = {
  registrations: { status: STATUS_NAMES },
};

/** Stored values shown as they are read (a phone number '0812-3456-7890', not its stored digits). */
const VALUE_FORMATS: Record<string, Record<string, (value: string) => string>> = {
  schedules: { contact_whatsapp: formatPhoneNumber },
};

/** A field's value as text: by its name where it has one (VALUE_NAMES), as it is read (VALUE_FORMATS), else as `formatValue` writes it. */
export function formatFieldValue(table: string | undefined, field: string, value: unknown): string {
  if (typeof value !== "string") return formatValue(value);
  const name = VALUE_NAMES[table ?? ""]?.[field]?.[value];
  const format = value ? VALUE_FORMATS[table ?? ""]?.[field] : undefined;
  return name ?? format?.(value) ?? formatValue(value);
}

/** What the row is called: its name, title, caption, program, … or '#id'. */
export function entrySummary(entry: Pick<HistoryEntry, "old_data" | "new_data" | "row_id"> & { table_name?: string }): string {
  // the single pledge row has no name of its own
  if (entry.table_name === "service_pledge") return "Maklumat Pelayanan";
  const data = ((entry.new_data ?? entry.old_data ?? {}) as Data) || {};
  const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);
  const person = [text(data.first_name), text(data.last_name)].filter(Boolean).join(" ");
  const batch = text(data.batch);
  const program = text(data.program);
  return (
    text(data.name) ??
    text(data.title) ??
    text(data.caption) ??
    text(data.question) ??
    text(data.position) ??
    (program ? (batch ? `${program} (${batch})` : program) : null) ??
    (person || null) ??
    text(data.code) ??
    text(data.address) ??
    `#${entry.row_id ?? "?"}`
  );
}

const ADMIN_LIST: Record<string, string> = {
  instructors: paths.admin.instructors.getHref(),
  schedules: paths.admin.schedules.getHref(),
  facilities: paths.admin.facilities.getHref(),
  partners: paths.admin.partners.getHref(),
  vacancies: paths.admin.vacancies.getHref(),
  gallery: paths.admin.gallery.getHref(),
  hero_banners: paths.admin.banners.getHref(),
  contact_info: paths.admin.contact.getHref(),
  service_standard_sections: paths.admin.serviceStandard.getHref(),
  service_pledge: paths.admin.serviceStandard.getHref(),
  profiles: paths.admin.profile.getHref(),
  message_templates: paths.admin.messageTemplates.getHref(),
};

/**
 * Where the changed row can be seen: a program (or its syllabus) on its public page,
 * anything else on its admin screen. Null when the row was deleted or has no screen.
 */
export function rowLink(entry: Pick<HistoryEntry, "action" | "table_name" | "new_data" | "row_id">): string | null {
  if (entry.action === "DELETE") return null;
  const data = (entry.new_data ?? {}) as Data;
  if (entry.table_name === "programs") return entry.row_id ? paths.programDetail.getHref(entry.row_id) : null;
  if (entry.table_name === "syllabus_items") return data.program_id != null ? paths.programDetail.getHref(String(data.program_id)) : null;
  if (entry.table_name === "registrations") return entry.row_id ? paths.admin.application.getHref(entry.row_id) : null;
  return ADMIN_LIST[entry.table_name] ?? null;
}

/** When a change happened, local time: '23 Nov 2026, 14.05'. */
export function formatChangedAt(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : format(date, "d MMM yyyy, HH.mm", { locale: localeId });
}
