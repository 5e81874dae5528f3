// Demo content of the ICT department (Kejuruan TIK) of UPTD Balai Latihan Kerja Banda Aceh.
//
// This module is the single source of the demo data: `scripts/gen-seed.ts` turns it into
// `supabase/seed.sql` (committed), `supabase/seed/generate-images.ts` renders the images it
// names into `supabase/seed/images/`, and `supabase/seed/storage.ts` uploads those images
// and points the rows at them. Pure data, no Node imports (the unit tests read it too).
//
// Dates are never absolute: schedules are placed in weeks relative to the Monday of the
// week in which the seed runs, banners in days relative to the seed day, so every status
// (Berlangsung / Segera Dibuka / Ditutup, Aktif / Dijadwalkan / Kadaluarsa) is present
// whenever the seed runs.
//
// supabase/seed/rows.ts turns these entities into table rows (fields named like columns are copied as
// they are), which supabase/seed/sql.ts writes as SQL and tests/msw/db.ts serves to component tests.
import type { TablesInsert } from "../../src/types/database.types";

export type Category = "PBL" | "PBK Reguler" | "PBK Durasi Pendek";
export type Bucket = "programs" | "facilities" | "gallery" | "hero_banners" | "avatars" | "announcements";
export type RegistrationStatus = "Berlangsung" | "Segera Dibuka" | "Ditutup";
export type ImagePosition = "Top" | "Center" | "Bottom";

/** Illustration drawn by supabase/seed/images.ts. */
export type Motif =
  | "code"
  | "mobile"
  | "network"
  | "server"
  | "design"
  | "office"
  | "pc"
  | "marketing"
  | "video"
  | "database"
  | "classroom"
  | "library"
  | "dorm"
  | "mosque"
  | "studio"
  | "ceremony"
  | "certificate"
  | "crimping"
  | "exam"
  | "avatar";

/** Colours of one image: gradient from, gradient to, accent. */
export type Palette = readonly [string, string, string];

export interface SeedImage {
  bucket: Bucket;
  /** Object name inside the bucket. */
  path: string;
  /** File below supabase/seed/images/. */
  file: string;
  width: number;
  height: number;
  motif: Motif;
  palette: Palette;
  /** Small readable label drawn on the image (cards only). */
  label?: string;
}

export interface SyllabusItemSeed {
  title: string;
  duration_jp: number;
  kode_unit: string;
}

export interface ProgramSeed {
  name: string;
  category: Category;
  /** '240 JP (30 hari)': the JP total equals the syllabus sum, 8 JP a day. */
  duration: string;
  description: string;
  is_featured: boolean;
  image: { slug: string; motif: Motif; palette: Palette };
  syllabus: SyllabusItemSeed[];
  /** Persyaratan, in display order. */
  requirements: string[];
  /** Yang Anda Dapatkan, in display order. */
  benefits: string[];
}

export interface InstructorSeed {
  name: string;
  title: string;
}

/** Columns of a schedule that data.ts gives as they are (the others are derived below); absent = null. */
type ScheduleColumns = NonNullableFields<Omit<
  TablesInsert<"schedules">,
  | "id"
  | "program"
  | "programCategory"
  | "instructorName"
  | "startDate"
  | "endDate"
  | "status"
  | "registration_start"
  | "registration_end"
  | "contact_name"
  | "contact_whatsapp"
  | "created_at"
>>;

/** Optional columns without an explicit null (leave the field out instead). */
type NonNullableFields<T> = { [K in keyof T]: Exclude<T[K], null> };

export interface ScheduleSeed extends ScheduleColumns {
  program: string;
  instructors: string[];
  batch: string;
  /** Start = Monday of (the seed week + startWeek weeks). */
  startWeek: number;
  /** Length in weeks; the period ends on the Friday of its last week. */
  weeks: number;
  /** Registration period, inclusive, in days relative to the Monday of the seed week (ends on or before the start). */
  registration?: { startDay: number; endDay: number };
  contact?: { name: string; whatsapp: string };
}

export interface AnnouncementSeed {
  title: string;
  /** Plain paragraphs separated by a blank line; bare https links become links in the app. */
  body: string;
  /** Publication moment in days relative to the seed moment (negative = already published). */
  publishedDay: number;
  /** The schedule it is about (program + batch), if any. */
  schedule?: { program: string; batch: string };
  image?: { slug: string; motif: Motif; palette: Palette };
}

export interface FaqSeed {
  question: string;
  answer: string;
}

export interface FacilitySeed {
  name: string;
  description: string;
  image: { slug: string; motif: Motif; palette: Palette };
}

export interface GallerySeed {
  caption: string;
  alt: string;
  image: { slug: string; motif: Motif; palette: Palette; width?: number; height?: number };
}

export interface BannerSeed {
  title: string;
  subtitle: string | null;
  image_position: ImagePosition;
  link_to: string | null;
  autoplay_delay_ms: number | null;
  /** Inclusive period in days relative to the seed day. */
  startDay: number;
  endDay: number;
  image: { slug: string; motif: Motif; palette: Palette };
}

export interface ContactSeed {
  address: string;
  phone: string;
  email: string;
  instagram_url: string;
  map_embed_url: string;
}

export interface AdminSeed {
  id: string;
  email: string;
  password: string;
  first_name: string;
  last_name: string;
}

/** Where the embedded local Supabase listens; seed.sql uses it for placeholder image URLs. */
export const DEFAULT_LOCAL_URL = "http://127.0.0.1:54321";

export const ADMIN: AdminSeed = {
  id: "6f1d2c3b-4a5e-4f60-8b7a-9c0d1e2f3a4b",
  email: "admin@example.com",
  password: "admin12345",
  first_name: "Admin",
  last_name: "Kejuruan TIK",
};

// ---------------------------------------------------------------------------
// Palettes
// ---------------------------------------------------------------------------
const P = {
  ocean: ["#0f2a5c", "#1d6fb8", "#5fd3f3"],
  teal: ["#0b3d3a", "#138a7e", "#7ef0c9"],
  violet: ["#2a1458", "#6a3fc1", "#f2a7ff"],
  sunset: ["#5a1a2b", "#d9552b", "#ffd166"],
  forest: ["#12351f", "#2f7d4a", "#c6f07a"],
  indigo: ["#141b4d", "#3949ab", "#8fb3ff"],
  magenta: ["#4a0f3b", "#b5267e", "#ffb3d9"],
  amber: ["#4d2a05", "#c77d12", "#ffe08a"],
  slate: ["#1c2633", "#42607d", "#9ad0ff"],
  cyan: ["#06343f", "#0e8fa8", "#b0f4ff"],
  rose: ["#3f1020", "#9e2f4f", "#ffc2a8"],
  emerald: ["#053b2f", "#0f9d6e", "#fff3a3"],
  navy: ["#0a1931", "#185adb", "#ffc947"],
  plum: ["#2e0f3a", "#7b2d8b", "#ffd0f5"],
  steel: ["#1f2937", "#4b5563", "#93c5fd"],
  coral: ["#4a1c10", "#e0673f", "#ffe3b3"],
} as const satisfies Record<string, Palette>;

// ---------------------------------------------------------------------------
// Requirements and benefits (from Kemnaker/BLK intake announcements)
// ---------------------------------------------------------------------------
const REQ_BASE = [
  "Warga Negara Indonesia, usia 17 sampai 45 tahun pada saat pendaftaran",
  "Berdomisili di Provinsi Aceh, dibuktikan dengan KTP",
  "Tidak sedang bekerja atau mengikuti pendidikan formal",
  "Sehat jasmani dan rohani serta bebas narkoba",
  "Memiliki akun SIAPkerja dan mendaftar melalui Skillhub Kemnaker (atau dibantu petugas di balai)",
];
const REQ_DOCS = "Melampirkan fotokopi KTP, Kartu Keluarga, ijazah terakhir, dan 2 lembar pas foto berwarna 3x4";
const REQ_SELECTION = "Lulus seleksi administrasi, tes tertulis, dan wawancara";

function requirements(education: string, ...specific: string[]): string[] {
  return [...REQ_BASE.slice(0, 1), education, ...REQ_BASE.slice(1), ...specific, REQ_DOCS, REQ_SELECTION];
}

const BEN_BASE = [
  "Pelatihan tanpa dipungut biaya",
  "Bantuan uang transport selama pelatihan",
  "Perlindungan asuransi BPJS Ketenagakerjaan selama pelatihan",
  "Makan siang dan kudapan setiap hari pelatihan",
  "Pakaian kerja dan perlengkapan pelatihan",
  "Modul pelatihan berbasis SKKNI",
  "Sertifikat pelatihan dari UPTD BLK Banda Aceh",
];
const BEN_COMPETENCY = "Uji kompetensi oleh LSP dan sertifikat kompetensi BNSP bagi peserta yang kompeten";
const BEN_DORM = "Asrama bagi peserta dari luar Kota Banda Aceh";

// ---------------------------------------------------------------------------
// Programs (each syllabus sums to the JP of its duration)
// ---------------------------------------------------------------------------
export const PROGRAMS: ProgramSeed[] = [
  {
    name: "Junior Web Developer",
    category: "PBK Reguler",
    duration: "240 JP (30 hari)",
    is_featured: true,
    requirements: requirements("Pendidikan minimal SMA/SMK sederajat", "Mampu mengoperasikan komputer dan internet"),
    benefits: [...BEN_BASE, BEN_COMPETENCY, BEN_DORM],
    description:
      "Pelatihan pengembangan website dari nol hingga siap kerja: HTML, CSS, JavaScript, PHP, dan basis data MySQL. Peserta membangun aplikasi web responsif, menerapkan praktik penulisan kode yang baik, serta melakukan debugging dan pengujian unit sesuai skema sertifikasi Junior Web Developer (SKKNI Nomor 282 Tahun 2016).",
    image: { slug: "junior-web-developer", motif: "code", palette: P.ocean },
    syllabus: [
      { kode_unit: "J.620100.004.02", title: "Menggunakan Struktur Data", duration_jp: 24 },
      { kode_unit: "J.620100.005.02", title: "Mengimplementasikan User Interface", duration_jp: 40 },
      { kode_unit: "J.620100.009.01", title: "Menggunakan Spesifikasi Program", duration_jp: 16 },
      { kode_unit: "J.620100.016.01", title: "Menulis Kode dengan Prinsip sesuai Guidelines dan Best Practices", duration_jp: 24 },
      { kode_unit: "J.620100.017.02", title: "Mengimplementasikan Pemrograman Terstruktur", duration_jp: 40 },
      { kode_unit: "J.620100.019.02", title: "Menggunakan Library atau Komponen Pre-Existing", duration_jp: 24 },
      { kode_unit: "J.620100.021.02", title: "Menerapkan Akses Basis Data", duration_jp: 32 },
      { kode_unit: "J.620100.025.02", title: "Melakukan Debugging", duration_jp: 16 },
      { kode_unit: "J.620100.033.02", title: "Melaksanakan Pengujian Unit Program", duration_jp: 24 },
    ],
  },
  {
    name: "Desain Grafis Muda",
    category: "PBK Reguler",
    duration: "200 JP (25 hari)",
    is_featured: true,
    requirements: requirements("Pendidikan minimal SMA/SMK sederajat", "Tidak buta warna", "Menyukai menggambar atau dunia desain"),
    benefits: [...BEN_BASE, BEN_COMPETENCY, BEN_DORM],
    description:
      "Menguasai prinsip desain, tipografi, dan komposisi warna untuk menghasilkan karya visual profesional. Peserta berlatih dengan perangkat lunak desain vektor dan bitmap untuk membuat logo, poster, kemasan produk UMKM, hingga konten media sosial yang siap cetak maupun siap publikasi.",
    image: { slug: "desain-grafis-muda", motif: "design", palette: P.magenta },
    syllabus: [
      { kode_unit: "M.74100.001.02", title: "Menerapkan Prinsip Dasar Desain", duration_jp: 24 },
      { kode_unit: "M.74100.002.02", title: "Menerapkan Prinsip Dasar Komunikasi Visual", duration_jp: 16 },
      { kode_unit: "M.74100.004.02", title: "Mengoperasikan Perangkat Lunak Desain Berbasis Vektor", duration_jp: 40 },
      { kode_unit: "M.74100.005.02", title: "Mengoperasikan Perangkat Lunak Pengolah Gambar Bitmap", duration_jp: 40 },
      { kode_unit: "M.74100.009.02", title: "Menerapkan Tipografi dalam Desain", duration_jp: 24 },
      { kode_unit: "M.74100.010.02", title: "Membuat Tata Letak Media Cetak dan Digital", duration_jp: 32 },
      { kode_unit: "M.74100.012.01", title: "Menyiapkan Berkas Siap Cetak dan Siap Publikasi", duration_jp: 24 },
    ],
  },
  {
    name: "Teknisi Jaringan Komputer",
    category: "PBK Reguler",
    duration: "280 JP (35 hari)",
    is_featured: false,
    requirements: requirements("Pendidikan minimal SMA/SMK sederajat", "Tidak buta warna (untuk urutan warna kabel UTP)"),
    benefits: [...BEN_BASE, BEN_COMPETENCY, "Perkakas jaringan (tang crimping dan LAN tester) untuk praktik", BEN_DORM],
    description:
      "Pelatihan instalasi dan pemeliharaan jaringan komputer lokal: pemasangan kabel UTP dan konektor, konfigurasi switch dan router, jaringan nirkabel, hingga penelusuran gangguan. Cocok bagi lulusan SMA/SMK yang ingin bekerja sebagai teknisi jaringan di perkantoran, sekolah, atau penyedia layanan internet.",
    image: { slug: "teknisi-jaringan-komputer", motif: "network", palette: P.teal },
    syllabus: [
      { kode_unit: "J.611000.001.02", title: "Menerapkan Keselamatan dan Kesehatan Kerja di Lingkungan Kerja TIK", duration_jp: 16 },
      { kode_unit: "J.611000.005.02", title: "Memasang Kabel Jaringan dan Konektor", duration_jp: 32 },
      { kode_unit: "J.611000.007.02", title: "Mengonfigurasi Perangkat Switch", duration_jp: 48 },
      { kode_unit: "J.611000.008.02", title: "Mengonfigurasi Routing Statis dan Dinamis", duration_jp: 56 },
      { kode_unit: "J.611000.011.02", title: "Memasang dan Mengonfigurasi Access Point Nirkabel", duration_jp: 40 },
      { kode_unit: "J.611000.014.02", title: "Melakukan Troubleshooting Jaringan", duration_jp: 48 },
      { kode_unit: "J.611000.016.02", title: "Mendokumentasikan Topologi dan Konfigurasi Jaringan", duration_jp: 40 },
    ],
  },
  {
    name: "Administrasi Basis Data",
    category: "PBK Reguler",
    duration: "240 JP (30 hari)",
    is_featured: false,
    requirements: requirements("Pendidikan minimal SMA/SMK sederajat", "Memahami dasar penggunaan komputer dan spreadsheet"),
    benefits: [...BEN_BASE, BEN_COMPETENCY, BEN_DORM],
    description:
      "Merancang, membangun, dan mengelola basis data relasional untuk kebutuhan instansi dan dunia usaha. Materi meliputi pemodelan data, SQL (DDL dan DML), optimasi kueri dan indeks, pengelolaan hak akses, serta prosedur pencadangan dan pemulihan data.",
    image: { slug: "administrasi-basis-data", motif: "database", palette: P.indigo },
    syllabus: [
      { kode_unit: "J.620100.002.01", title: "Menganalisis Kebutuhan Data dan Merancang Basis Data", duration_jp: 32 },
      { kode_unit: "J.620100.020.02", title: "Menggunakan SQL", duration_jp: 56 },
      { kode_unit: "J.620100.021.02", title: "Menerapkan Akses Basis Data", duration_jp: 40 },
      { kode_unit: "J.620100.031.01", title: "Mengoptimasi Kueri dan Indeks Basis Data", duration_jp: 40 },
      { kode_unit: "J.620100.040.01", title: "Melakukan Pencadangan dan Pemulihan Data", duration_jp: 32 },
      { kode_unit: "J.620100.041.01", title: "Mengelola Hak Akses dan Keamanan Basis Data", duration_jp: 40 },
    ],
  },
  {
    name: "Junior Mobile Programmer",
    category: "PBL",
    duration: "320 JP (40 hari)",
    is_featured: true,
    requirements: requirements("Pendidikan minimal SMK jurusan TIK atau D3/S1 sederajat", "Diutamakan memahami dasar pemrograman", "Bersedia mengerjakan proyek dalam tim"),
    benefits: [...BEN_BASE, "Pengalaman mengerjakan proyek aplikasi nyata bersama mitra industri", BEN_COMPETENCY, BEN_DORM],
    description:
      "Program berbasis proyek untuk membangun aplikasi Android dari perancangan antarmuka hingga rilis. Peserta bekerja dalam tim kecil mengerjakan aplikasi nyata untuk UMKM di Banda Aceh: pemrograman berorientasi objek, penyimpanan data lokal, integrasi REST API, dan pengujian aplikasi.",
    image: { slug: "junior-mobile-programmer", motif: "mobile", palette: P.violet },
    syllabus: [
      { kode_unit: "J.620100.009.01", title: "Menggunakan Spesifikasi Program", duration_jp: 16 },
      { kode_unit: "J.620100.005.02", title: "Mengimplementasikan User Interface Aplikasi Mobile", duration_jp: 56 },
      { kode_unit: "J.620100.017.02", title: "Mengimplementasikan Pemrograman Terstruktur", duration_jp: 40 },
      { kode_unit: "J.620100.018.02", title: "Mengimplementasikan Pemrograman Berorientasi Objek", duration_jp: 48 },
      { kode_unit: "J.620100.021.02", title: "Menerapkan Akses Basis Data Lokal dan REST API", duration_jp: 48 },
      { kode_unit: "J.620100.025.02", title: "Melakukan Debugging", duration_jp: 24 },
      { kode_unit: "J.620100.033.02", title: "Melaksanakan Pengujian Unit Program", duration_jp: 24 },
      { kode_unit: "J.620100.047.01", title: "Proyek Tim: Aplikasi Pemesanan untuk UMKM Lokal", duration_jp: 64 },
    ],
  },
  {
    name: "Junior Network Administrator",
    category: "PBL",
    duration: "320 JP (40 hari)",
    is_featured: false,
    requirements: requirements("Pendidikan minimal SMK jurusan TKJ atau D3/S1 sederajat", "Diutamakan pernah mengikuti pelatihan jaringan dasar", "Bersedia mengerjakan proyek dalam tim"),
    benefits: [...BEN_BASE, "Pengalaman menata jaringan instansi mitra dalam proyek nyata", BEN_COMPETENCY, BEN_DORM],
    description:
      "Pelatihan berbasis proyek untuk merancang dan mengelola jaringan kantor: pengalamatan IP dan subnetting, layanan server (DHCP, DNS, web), firewall, manajemen bandwidth dan hotspot, serta pemantauan kinerja jaringan. Proyek akhir berupa pembangunan jaringan kantor desa yang terintegrasi.",
    image: { slug: "junior-network-administrator", motif: "server", palette: P.slate },
    syllabus: [
      { kode_unit: "J.611000.002.02", title: "Mengidentifikasi Kebutuhan Jaringan Pengguna", duration_jp: 24 },
      { kode_unit: "J.611000.006.02", title: "Merancang Pengalamatan IP dan Subnetting", duration_jp: 40 },
      { kode_unit: "J.611000.009.02", title: "Mengonfigurasi Layanan Server DHCP, DNS, dan Web", duration_jp: 56 },
      { kode_unit: "J.611000.012.02", title: "Mengonfigurasi Firewall dan Keamanan Jaringan", duration_jp: 48 },
      { kode_unit: "J.611000.013.02", title: "Memantau Kinerja Jaringan", duration_jp: 40 },
      { kode_unit: "J.611000.015.02", title: "Mengelola Bandwidth dan Layanan Hotspot", duration_jp: 48 },
      { kode_unit: "J.611000.019.01", title: "Proyek: Membangun Jaringan Kantor Desa Terintegrasi", duration_jp: 64 },
    ],
  },
  {
    name: "Multimedia dan Videografi",
    category: "PBL",
    duration: "240 JP (30 hari)",
    is_featured: false,
    requirements: requirements("Pendidikan minimal SMA/SMK sederajat", "Diutamakan memiliki minat di bidang fotografi atau videografi", "Bersedia mengerjakan proyek dalam tim"),
    benefits: [...BEN_BASE, "Portofolio video hasil proyek untuk melamar kerja", BEN_COMPETENCY, BEN_DORM],
    description:
      "Belajar produksi video dari praproduksi sampai pascaproduksi: menyusun konsep dan naskah, mengoperasikan kamera, menata cahaya dan suara, menyunting video, serta membuat grafis gerak sederhana. Proyek akhir berupa video profil desa wisata di Aceh.",
    image: { slug: "multimedia-videografi", motif: "video", palette: P.sunset },
    syllabus: [
      { kode_unit: "J.591100.001.01", title: "Menyusun Konsep dan Naskah Video", duration_jp: 24 },
      { kode_unit: "J.591100.003.01", title: "Mengoperasikan Kamera Video dan Perlengkapannya", duration_jp: 40 },
      { kode_unit: "J.591100.005.01", title: "Menata Cahaya dan Merekam Audio", duration_jp: 32 },
      { kode_unit: "J.591100.008.01", title: "Melakukan Penyuntingan Video Non-Linear", duration_jp: 56 },
      { kode_unit: "J.591100.010.01", title: "Membuat Grafis Gerak Sederhana", duration_jp: 32 },
      { kode_unit: "J.591100.014.01", title: "Proyek: Produksi Video Profil Desa Wisata Aceh", duration_jp: 56 },
    ],
  },
  {
    name: "Operator Komputer Perkantoran",
    category: "PBK Durasi Pendek",
    duration: "120 JP (15 hari)",
    is_featured: true,
    requirements: requirements("Pendidikan minimal SMP sederajat"),
    benefits: [...BEN_BASE],
    description:
      "Pelatihan singkat penggunaan komputer untuk pekerjaan administrasi perkantoran: sistem operasi, pengolah kata, lembar kerja, presentasi, surel, dan penyimpanan awan, serta pengelolaan arsip digital. Cocok untuk pencari kerja, staf administrasi, dan aparatur gampong.",
    image: { slug: "operator-komputer-perkantoran", motif: "office", palette: P.emerald },
    syllabus: [
      { kode_unit: "TIK.OP01.001.01", title: "Mengoperasikan Sistem Operasi Berbasis Grafis", duration_jp: 16 },
      { kode_unit: "TIK.OP01.002.01", title: "Mengoperasikan Perangkat Lunak Pengolah Kata", duration_jp: 32 },
      { kode_unit: "TIK.OP01.003.01", title: "Mengoperasikan Perangkat Lunak Lembar Kerja", duration_jp: 32 },
      { kode_unit: "TIK.OP01.004.01", title: "Mengoperasikan Perangkat Lunak Presentasi", duration_jp: 16 },
      { kode_unit: "TIK.OP02.001.01", title: "Menggunakan Internet, Surel, dan Penyimpanan Awan", duration_jp: 16 },
      { kode_unit: "TIK.OP02.004.01", title: "Mengelola Arsip dan Dokumen Digital", duration_jp: 8 },
    ],
  },
  {
    name: "Digital Marketing",
    category: "PBK Durasi Pendek",
    duration: "80 JP (10 hari)",
    is_featured: true,
    requirements: requirements("Pendidikan minimal SMP sederajat", "Diutamakan pelaku UMKM atau calon wirausaha", "Memiliki ponsel pintar dengan akun media sosial aktif"),
    benefits: [...BEN_BASE, "Pendampingan membuat toko daring untuk usaha sendiri"],
    description:
      "Strategi pemasaran digital untuk pelaku usaha dan calon wirausaha: mengelola akun media sosial bisnis, membuat konten visual, menjalankan iklan berbayar, membuka toko di marketplace, serta membaca data kinerja kampanye untuk meningkatkan penjualan.",
    image: { slug: "digital-marketing", motif: "marketing", palette: P.coral },
    syllabus: [
      { kode_unit: "M.702090.001.01", title: "Menyusun Strategi Pemasaran Digital", duration_jp: 16 },
      { kode_unit: "M.702090.004.01", title: "Mengelola Akun Media Sosial Bisnis", duration_jp: 16 },
      { kode_unit: "M.702090.006.01", title: "Membuat Konten Pemasaran Visual", duration_jp: 16 },
      { kode_unit: "M.702090.009.01", title: "Menjalankan Iklan Berbayar di Media Sosial", duration_jp: 16 },
      { kode_unit: "M.702090.012.01", title: "Mengelola Toko Daring di Marketplace", duration_jp: 8 },
      { kode_unit: "M.702090.015.01", title: "Menganalisis Kinerja Kampanye Digital", duration_jp: 8 },
    ],
  },
  {
    name: "Teknisi Komputer",
    category: "PBK Durasi Pendek",
    duration: "120 JP (15 hari)",
    is_featured: false,
    requirements: requirements("Pendidikan minimal SMP sederajat", "Tidak buta warna"),
    benefits: [...BEN_BASE],
    description:
      "Keterampilan merakit, menginstal, dan merawat komputer serta laptop: pemasangan komponen, instalasi sistem operasi dan driver, diagnosis kerusakan perangkat keras, perawatan printer, hingga pencadangan dan pemulihan data pengguna. Bekal untuk bekerja di jasa servis atau membuka usaha sendiri.",
    image: { slug: "teknisi-komputer", motif: "pc", palette: P.amber },
    syllabus: [
      { kode_unit: "TIK.PR02.001.01", title: "Merakit Komputer Personal", duration_jp: 24 },
      { kode_unit: "TIK.PR02.002.01", title: "Menginstal Sistem Operasi dan Driver", duration_jp: 24 },
      { kode_unit: "TIK.PR02.005.01", title: "Mendiagnosis Kerusakan Perangkat Keras", duration_jp: 24 },
      { kode_unit: "TIK.PR02.007.01", title: "Melakukan Perawatan Preventif Komputer dan Laptop", duration_jp: 16 },
      { kode_unit: "TIK.PR02.009.01", title: "Menginstal dan Merawat Printer", duration_jp: 16 },
      { kode_unit: "TIK.PR02.011.01", title: "Mencadangkan dan Memulihkan Data Pengguna", duration_jp: 16 },
    ],
  },
];

// ---------------------------------------------------------------------------
// Instructors
// ---------------------------------------------------------------------------
export const INSTRUCTORS: InstructorSeed[] = [
  { name: "Teuku Rizky Maulana, S.Kom., M.Kom.", title: "Instruktur Ahli Muda" },
  { name: "Cut Nurul Aini, S.Kom.", title: "Instruktur Ahli Pertama" },
  { name: "Muhammad Fadhil, S.T.", title: "Instruktur Ahli Madya" },
  { name: "Zulfikar Ismail, S.T.", title: "Instruktur Mahir" },
  { name: "Nurul Fitriani, S.Sn.", title: "Instruktur Ahli Pertama" },
  { name: "Rahmat Hidayat, A.Md.Kom.", title: "Instruktur Terampil" },
  { name: "Intan Maulida, S.I.Kom.", title: "Instruktur Ahli Muda" },
  { name: "Teuku Khairul Anwar, S.Kom.", title: "Instruktur Penyelia" },
];

// ---------------------------------------------------------------------------
// Schedules: weeks relative to the Monday of the seed week. Status rules (see statusOf):
// startWeek >= 2 is always in the future (>= 8 days ahead), startWeek <= -1 with
// startWeek + weeks >= 2 is always running (>= 7 days in, >= 5 days left), and
// startWeek + weeks <= 0 has always ended (>= 3 days ago), whatever the weekday.
// ---------------------------------------------------------------------------
const SKILLHUB = "https://skillhub.kemnaker.go.id/";
const LAB_1 = "Laboratorium Komputer 1, UPTD BLK Banda Aceh";
const LAB_2 = "Laboratorium Komputer 2, UPTD BLK Banda Aceh";
const LAB_NET = "Laboratorium Jaringan, UPTD BLK Banda Aceh";
const STUDIO = "Studio Multimedia, UPTD BLK Banda Aceh";
const CP_AINI = { name: "Cut Nurul Aini", whatsapp: "6285260011401" };
const CP_FITRI = { name: "Nurul Fitriani", whatsapp: "6285260011402" };
const CP_INTAN = { name: "Intan Maulida", whatsapp: "6285260011403" };
const CP_RIZKY = { name: "Teuku Rizky Maulana", whatsapp: "6285260011404" };
const CP_FADHIL = { name: "Muhammad Fadhil", whatsapp: "6285260011405" };

// Registration periods (days relative to the same Monday) follow the same margins: an open one
// started on or before the Sunday before and ends at least 11 days after Monday; a closed one ended by the Friday before;
// a future one starts at least 14 days after it.
export const SCHEDULES: ScheduleSeed[] = [
  // Berlangsung
  { program: "Junior Web Developer", instructors: ["Teuku Rizky Maulana, S.Kom., M.Kom.", "Cut Nurul Aini, S.Kom."], batch: "Batch 2", startWeek: -2, weeks: 6,
    registration: { startDay: -42, endDay: -17 }, quota: 16, location: LAB_1, apply_url: SKILLHUB, contact: CP_RIZKY },
  { program: "Teknisi Jaringan Komputer", instructors: ["Muhammad Fadhil, S.T.", "Zulfikar Ismail, S.T."], batch: "Batch 1", startWeek: -3, weeks: 7,
    registration: { startDay: -49, endDay: -24 }, quota: 16, location: LAB_NET, apply_url: SKILLHUB, contact: CP_FADHIL },
  { program: "Operator Komputer Perkantoran", instructors: ["Cut Nurul Aini, S.Kom."], batch: "Batch 3", startWeek: -1, weeks: 3,
    registration: { startDay: -28, endDay: -10 }, quota: 20, location: LAB_2, apply_url: SKILLHUB, contact: CP_AINI },
  // Segera Dibuka (registration: open, open and extended, not yet open, closed because the class is full)
  // The first three take registrations on this site too (online_registration): two open on every weekday, one not yet.
  { program: "Desain Grafis Muda", instructors: ["Nurul Fitriani, S.Sn."], batch: "Batch 2", startWeek: 2, weeks: 5,
    registration: { startDay: -14, endDay: 11 }, quota: 16, location: LAB_2, apply_url: SKILLHUB, contact: CP_FITRI,
    online_registration: true, required_documents: ["ktp", "ijazah", "pas_foto"] },
  { program: "Digital Marketing", instructors: ["Intan Maulida, S.I.Kom."], batch: "Batch 4", startWeek: 3, weeks: 2,
    registration: { startDay: -10, endDay: 18 }, quota: 20, location: LAB_1, apply_url: SKILLHUB, contact: CP_INTAN,
    note: "Pendaftaran diperpanjang", online_registration: true, required_documents: ["ktp", "ijazah"], min_age: 18, max_age: 45 },
  { program: "Junior Mobile Programmer", instructors: ["Teuku Rizky Maulana, S.Kom., M.Kom."], batch: "Batch 1", startWeek: 5, weeks: 8,
    registration: { startDay: 14, endDay: 28 }, quota: 16, location: LAB_1, apply_url: SKILLHUB, contact: CP_RIZKY,
    online_registration: true, required_documents: ["ktp", "ijazah"], min_age: 17 },
  { program: "Junior Network Administrator", instructors: ["Zulfikar Ismail, S.T.", "Muhammad Fadhil, S.T."], batch: "Batch 1", startWeek: 7, weeks: 8,
    registration: { startDay: -24, endDay: -3 }, quota: 16, location: LAB_NET, apply_url: SKILLHUB, contact: CP_FADHIL,
    note: "Kuota kelas sudah terpenuhi" },
  // Ditutup (older rows: only the newest has registration details)
  { program: "Operator Komputer Perkantoran", instructors: ["Cut Nurul Aini, S.Kom."], batch: "Batch 2", startWeek: -6, weeks: 3,
    registration: { startDay: -63, endDay: -45 }, quota: 20, location: LAB_2, contact: CP_AINI },
  { program: "Teknisi Komputer", instructors: ["Rahmat Hidayat, A.Md.Kom."], batch: "Batch 2", startWeek: -9, weeks: 3 },
  { program: "Junior Web Developer", instructors: ["Teuku Rizky Maulana, S.Kom., M.Kom."], batch: "Batch 1", startWeek: -12, weeks: 6 },
  { program: "Multimedia dan Videografi", instructors: ["Teuku Khairul Anwar, S.Kom.", "Intan Maulida, S.I.Kom."], batch: "Batch 1", startWeek: -16, weeks: 6,
    location: STUDIO },
];

/** Start and end (inclusive) as day offsets from the Monday of the seed week. */
export function scheduleOffsets(s: Pick<ScheduleSeed, "startWeek" | "weeks">): { start: number; end: number } {
  return { start: 7 * s.startWeek, end: 7 * (s.startWeek + s.weeks) - 3 };
}

/** Status of a schedule when the seed runs `weekday` days after Monday (0..6). */
export function statusOf(s: Pick<ScheduleSeed, "startWeek" | "weeks">, weekday: number): RegistrationStatus {
  const { start, end } = scheduleOffsets(s);
  if (weekday >= start && weekday <= end) return "Berlangsung";
  if (start > weekday) return "Segera Dibuka";
  return "Ditutup";
}

/** The status written by the seed (the same on every weekday, see the rules above). */
export function seededStatus(s: Pick<ScheduleSeed, "startWeek" | "weeks">): RegistrationStatus {
  return statusOf(s, 0);
}

// ---------------------------------------------------------------------------
// Announcements (pengumuman), newest first; one is scheduled for next week
// ---------------------------------------------------------------------------
export const ANNOUNCEMENTS: AnnouncementSeed[] = [
  {
    title: "Pendaftaran Junior Mobile Programmer Batch 1 Segera Dibuka",
    body:
      "Pendaftaran pelatihan Junior Mobile Programmer Batch 1 (Project-Based Learning) dibuka minggu depan melalui Skillhub Kemnaker: https://skillhub.kemnaker.go.id/\n\nKuota kelas 16 peserta. Siapkan akun SIAPkerja, KTP, Kartu Keluarga, ijazah terakhir, dan pas foto berwarna sebelum mendaftar.",
    publishedDay: 7,
    schedule: { program: "Junior Mobile Programmer", batch: "Batch 1" },
  },
  {
    title: "Pendaftaran Digital Marketing Batch 4 Diperpanjang",
    body:
      "Menindaklanjuti tingginya minat pelaku UMKM, masa pendaftaran pelatihan Digital Marketing Batch 4 diperpanjang. Kuota masih tersedia untuk 20 peserta.\n\nPendaftaran dapat dilakukan secara daring melalui https://skillhub.kemnaker.go.id/ atau langsung di kantor UPTD BLK Banda Aceh pada hari kerja pukul 08.00 - 16.00 WIB dengan dibantu petugas.",
    publishedDay: -1,
    schedule: { program: "Digital Marketing", batch: "Batch 4" },
    image: { slug: "digital-marketing-diperpanjang", motif: "marketing", palette: ["#4a1c10", "#e0673f", "#ffe3b3"] },
  },
  {
    title: "Hasil Seleksi Peserta Junior Network Administrator Batch 1",
    body:
      "Seleksi administrasi, tes tertulis, dan wawancara calon peserta Junior Network Administrator Batch 1 telah selesai. Seluruh 16 kursi kelas telah terisi.\n\nPeserta yang dinyatakan lulus akan dihubungi melalui WhatsApp dan diminta melakukan daftar ulang dengan membawa dokumen asli. Terima kasih kepada seluruh pendaftar; nantikan pembukaan batch berikutnya di halaman ini.",
    publishedDay: -3,
    schedule: { program: "Junior Network Administrator", batch: "Batch 1" },
  },
  {
    title: "Pendaftaran Desain Grafis Muda Batch 2 Dibuka",
    body:
      "UPTD BLK Banda Aceh membuka pendaftaran pelatihan Desain Grafis Muda Batch 2 untuk 16 peserta. Pelatihan tanpa biaya, termasuk bantuan transport, makan siang, dan uji kompetensi BNSP.\n\nDaftar melalui https://skillhub.kemnaker.go.id/ dengan memilih UPTD BLK Banda Aceh sebagai lembaga pelatihan.",
    publishedDay: -14,
    schedule: { program: "Desain Grafis Muda", batch: "Batch 2" },
    image: { slug: "desain-grafis-dibuka", motif: "design", palette: ["#4a0f3b", "#b5267e", "#ffb3d9"] },
  },
  {
    title: "Uji Kompetensi Junior Web Developer Batch 2",
    body:
      "Peserta Junior Web Developer Batch 2 akan mengikuti uji kompetensi bersama Lembaga Sertifikasi Profesi pada pekan terakhir pelatihan.\n\nPeserta diminta menyiapkan portofolio proyek dan mengikuti sesi pra-asesmen sesuai jadwal yang diumumkan instruktur.",
    publishedDay: -20,
    schedule: { program: "Junior Web Developer", batch: "Batch 2" },
  },
  {
    title: "Panduan Membuat Akun SIAPkerja",
    body:
      "Semua pendaftaran pelatihan berbasis kompetensi dilakukan melalui akun SIAPkerja. Buka https://siapkerja.kemnaker.go.id/ lalu pilih Daftar, isi NIK sesuai KTP, nomor ponsel aktif, dan alamat e-mail.\n\nSetelah akun aktif, masuk ke Skillhub, cari pelatihan di UPTD BLK Banda Aceh, dan pilih program yang Anda minati. Mengalami kendala? Datang langsung ke kantor kami dan petugas akan membantu.",
    publishedDay: -30,
  },
];

// ---------------------------------------------------------------------------
// Frequently asked questions, in display order
// ---------------------------------------------------------------------------
export const FAQS: FaqSeed[] = [
  {
    question: "Apakah pelatihan di UPTD BLK Banda Aceh dipungut biaya?",
    answer:
      "Tidak. Seluruh pelatihan berbasis kompetensi dibiayai pemerintah. Peserta bahkan mendapatkan bantuan transport, makan siang, asuransi, pakaian kerja, dan modul pelatihan.",
  },
  {
    question: "Bagaimana cara mendaftar pelatihan?",
    answer:
      "Buat akun SIAPkerja, lalu daftar pada program yang dipilih melalui Skillhub Kemnaker selama masa pendaftaran. Jika mengalami kendala, datang langsung ke kantor kami pada hari kerja dan petugas akan membantu mendaftar.",
  },
  {
    question: "Siapa saja yang boleh mendaftar?",
    answer:
      "Warga negara Indonesia berusia 17 sampai 45 tahun yang berdomisili di Aceh, tidak sedang bekerja atau bersekolah, dan memenuhi syarat pendidikan minimal program yang dipilih.",
  },
  {
    question: "Dokumen apa saja yang perlu disiapkan?",
    answer:
      "Fotokopi KTP, Kartu Keluarga, ijazah terakhir, dan 2 lembar pas foto berwarna ukuran 3x4. Bawa dokumen asli saat daftar ulang.",
  },
  {
    question: "Bagaimana proses seleksi peserta?",
    answer:
      "Seleksi terdiri dari pemeriksaan administrasi, tes tertulis, dan wawancara. Hasil seleksi diumumkan di halaman Pengumuman dan peserta yang lulus dihubungi melalui WhatsApp.",
  },
  {
    question: "Apakah peserta mendapatkan sertifikat?",
    answer:
      "Ya. Setiap peserta yang menyelesaikan pelatihan menerima sertifikat pelatihan. Peserta program PBK Reguler dan PBL juga mengikuti uji kompetensi dan memperoleh sertifikat kompetensi BNSP bila dinyatakan kompeten.",
  },
  {
    question: "Apakah tersedia asrama bagi peserta dari luar Banda Aceh?",
    answer: "Tersedia asrama putra dan putri untuk peserta program reguler dan PBL dari luar Kota Banda Aceh, selama kuota kamar mencukupi.",
  },
  {
    question: "Bolehkah mengikuti lebih dari satu pelatihan sekaligus?",
    answer:
      "Tidak. Peserta hanya dapat mengikuti satu pelatihan dalam satu periode. Setelah lulus, Anda boleh mendaftar program lain pada batch berikutnya.",
  },
];

// ---------------------------------------------------------------------------
// Facilities
// ---------------------------------------------------------------------------
export const FACILITIES: FacilitySeed[] = [
  {
    name: "Laboratorium Komputer",
    description:
      "Dua ruang laboratorium dengan 40 unit komputer (prosesor Core i5, RAM 16 GB, SSD), monitor 24 inci, dan internet fiber optik untuk praktik pemrograman, desain grafis, dan aplikasi perkantoran.",
    image: { slug: "laboratorium-komputer", motif: "code", palette: P.navy },
  },
  {
    name: "Laboratorium Jaringan",
    description:
      "Dilengkapi router dan switch manageable, access point, rak server, serta peralatan crimping dan penyambungan fiber optik untuk simulasi jaringan kantor yang sesungguhnya.",
    image: { slug: "laboratorium-jaringan", motif: "server", palette: P.cyan },
  },
  {
    name: "Studio Multimedia",
    description:
      "Studio produksi dengan kamera mirrorless, lighting kit, green screen, mikrofon nirkabel, dan workstation penyuntingan video untuk praktik videografi dan fotografi produk.",
    image: { slug: "studio-multimedia", motif: "studio", palette: P.plum },
  },
  {
    name: "Ruang Teori",
    description:
      "Ruang kelas ber-AC berkapasitas 24 peserta dengan proyektor, papan tulis, dan sistem suara untuk penyampaian materi teori dan presentasi proyek.",
    image: { slug: "ruang-teori", motif: "classroom", palette: P.forest },
  },
  {
    name: "Perpustakaan dan Pojok Baca",
    description:
      "Koleksi buku TIK, modul pelatihan berbasis SKKNI, dan akses e-book yang dapat dimanfaatkan peserta selama masa pelatihan, dengan area baca yang tenang.",
    image: { slug: "perpustakaan", motif: "library", palette: P.amber },
  },
  {
    name: "Asrama Peserta",
    description:
      "Asrama putra dan putri yang bersih dan nyaman bagi peserta dari luar Kota Banda Aceh, lengkap dengan tempat tidur, lemari, kamar mandi, dan Wi-Fi.",
    image: { slug: "asrama-peserta", motif: "dorm", palette: P.rose },
  },
  {
    name: "Mushola",
    description:
      "Mushola yang sejuk dan bersih di lingkungan balai, dengan tempat wudhu terpisah untuk putra dan putri serta perlengkapan salat.",
    image: { slug: "mushola", motif: "mosque", palette: P.emerald },
  },
];

// ---------------------------------------------------------------------------
// Gallery (newest first)
// ---------------------------------------------------------------------------
export const GALLERY: GallerySeed[] = [
  {
    caption: "Pembukaan Pelatihan Berbasis Kompetensi Kejuruan TIK",
    alt: "Peserta dan instruktur berkumpul di aula balai pada upacara pembukaan pelatihan",
    image: { slug: "pembukaan-pelatihan", motif: "ceremony", palette: P.navy },
  },
  {
    caption: "Praktik pemasangan konektor RJ45 di kelas Teknisi Jaringan Komputer",
    alt: "Kabel UTP dengan konektor RJ45 dan tang crimping di meja praktik",
    image: { slug: "praktik-crimping", motif: "crimping", palette: P.teal },
  },
  {
    caption: "Sesi pemrograman web di Laboratorium Komputer",
    alt: "Monitor menampilkan kode HTML dan JavaScript yang ditulis peserta",
    image: { slug: "sesi-pemrograman-web", motif: "code", palette: P.indigo, width: 1200, height: 900 },
  },
  {
    caption: "Praktik desain poster promosi produk UMKM",
    alt: "Layar komputer menampilkan rancangan poster dengan palet warna dan tipografi",
    image: { slug: "praktik-desain-poster", motif: "design", palette: P.violet },
  },
  {
    caption: "Uji kompetensi peserta bersama asesor LSP",
    alt: "Peserta mengerjakan uji kompetensi di depan komputer dengan lembar penilaian",
    image: { slug: "uji-kompetensi", motif: "exam", palette: P.slate },
  },
  {
    caption: "Penyerahan sertifikat kepada lulusan Junior Web Developer Batch 1",
    alt: "Sertifikat pelatihan dengan pita dan medali di atas meja",
    image: { slug: "penyerahan-sertifikat", motif: "certificate", palette: P.amber, width: 1200, height: 900 },
  },
  {
    caption: "Praktik perakitan komputer di kelas Teknisi Komputer",
    alt: "Casing komputer terbuka dengan motherboard, RAM, dan prosesor",
    image: { slug: "praktik-perakitan-komputer", motif: "pc", palette: P.steel },
  },
  {
    caption: "Produksi video profil di Studio Multimedia",
    alt: "Kamera video di atas tripod dengan lampu studio dan layar hijau",
    image: { slug: "produksi-video-profil", motif: "video", palette: P.rose },
  },
  {
    caption: "Kunjungan industri ke pusat data penyedia layanan internet di Banda Aceh",
    alt: "Rak server dengan lampu indikator menyala di ruang pusat data",
    image: { slug: "kunjungan-industri", motif: "server", palette: P.ocean, width: 1200, height: 900 },
  },
  {
    caption: "Workshop pemasaran digital bagi pelaku UMKM binaan",
    alt: "Ponsel menampilkan unggahan media sosial dengan grafik penjualan yang naik",
    image: { slug: "workshop-pemasaran-digital", motif: "marketing", palette: P.sunset },
  },
];

// ---------------------------------------------------------------------------
// Hero banners: 2 active, 1 expired, 1 scheduled (newest first)
// ---------------------------------------------------------------------------
export const BANNERS: BannerSeed[] = [
  {
    title: "Pendaftaran Pelatihan Kejuruan TIK Telah Dibuka",
    subtitle:
      "Pelatihan berbasis kompetensi tanpa biaya: kuasai keterampilan digital dan raih sertifikat yang diakui industri.",
    image_position: "Center",
    link_to: "https://siapkerja.kemnaker.go.id/",
    autoplay_delay_ms: 6000,
    startDay: -10,
    endDay: 50,
    image: { slug: "pendaftaran-dibuka", motif: "code", palette: P.ocean },
  },
  {
    title: "Belajar Langsung dari Proyek Nyata",
    subtitle: "Program PBL mempertemukan peserta dengan kebutuhan riil UMKM dan instansi di Aceh.",
    image_position: "Bottom",
    link_to: null,
    autoplay_delay_ms: 6000,
    startDay: -3,
    endDay: 27,
    image: { slug: "belajar-proyek-nyata", motif: "network", palette: P.violet },
  },
  {
    title: "Uji Kompetensi Bersertifikat BNSP",
    subtitle: "Lulusan batch sebelumnya telah mengikuti uji kompetensi bersama Lembaga Sertifikasi Profesi.",
    image_position: "Top",
    link_to: null,
    autoplay_delay_ms: 8000,
    startDay: -60,
    endDay: -15,
    image: { slug: "uji-kompetensi-bnsp", motif: "certificate", palette: P.amber },
  },
  {
    title: "Segera Hadir: Kelas Junior Mobile Programmer",
    subtitle: null,
    image_position: "Center",
    link_to: null,
    autoplay_delay_ms: null,
    startDay: 10,
    endDay: 40,
    image: { slug: "segera-hadir-mobile", motif: "mobile", palette: P.teal },
  },
];

// ---------------------------------------------------------------------------
// Contact information (row id 1)
// ---------------------------------------------------------------------------
// Google Maps embed centred on Banda Aceh (5°33'12.0"N 95°19'06.0"E).
export const CONTACT: ContactSeed = {
  address:
    "UPTD Balai Latihan Kerja Banda Aceh, Jl. Teuku Nyak Arief No. 12, Jeulingke, Kec. Syiah Kuala, Kota Banda Aceh, Aceh 23114",
  phone: "(0651) 7551234",
  email: "kejuruan.tik@blkbandaaceh.example",
  instagram_url: "https://www.instagram.com/blkbandaaceh/",
  map_embed_url:
    "https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3971.2!2d95.3183!3d5.5533!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2zNcKwMzMnMTIuMCJOIDk1wrAxOScwNi4wIkU!5e0!3m2!1sid!2sid!4v1700000000000!5m2!1sid!2sid",
};

// ---------------------------------------------------------------------------
// Images
// ---------------------------------------------------------------------------
export const CARD = { width: 1200, height: 800 } as const;
export const BANNER_SIZE = { width: 1920, height: 1080 } as const;
export const AVATAR_SIZE = { width: 500, height: 500 } as const;

export function programImage(p: ProgramSeed): SeedImage {
  return {
    bucket: "programs",
    path: `${p.image.slug}.jpg`,
    file: `programs/${p.image.slug}.jpg`,
    ...CARD,
    motif: p.image.motif,
    palette: p.image.palette,
    label: p.name,
  };
}

export function facilityImage(f: FacilitySeed): SeedImage {
  return {
    bucket: "facilities",
    path: `${f.image.slug}.jpg`,
    file: `facilities/${f.image.slug}.jpg`,
    ...CARD,
    motif: f.image.motif,
    palette: f.image.palette,
    label: f.name,
  };
}

export function galleryImage(g: GallerySeed): SeedImage {
  return {
    bucket: "gallery",
    path: `${g.image.slug}.jpg`,
    file: `gallery/${g.image.slug}.jpg`,
    width: g.image.width ?? CARD.width,
    height: g.image.height ?? CARD.height,
    motif: g.image.motif,
    palette: g.image.palette,
  };
}

export function bannerImage(b: BannerSeed): SeedImage {
  return {
    bucket: "hero_banners",
    path: `${b.image.slug}.jpg`,
    file: `hero_banners/${b.image.slug}.jpg`,
    ...BANNER_SIZE,
    motif: b.image.motif,
    palette: b.image.palette,
  };
}

export function announcementImage(a: AnnouncementSeed): SeedImage | null {
  if (!a.image) return null;
  return {
    bucket: "announcements",
    path: `${a.image.slug}.jpg`,
    file: `announcements/${a.image.slug}.jpg`,
    ...CARD,
    motif: a.image.motif,
    palette: a.image.palette,
  };
}

export const ADMIN_AVATAR: SeedImage = {
  bucket: "avatars",
  path: `${ADMIN.id}/avatar.jpg`,
  file: "avatars/admin.jpg",
  ...AVATAR_SIZE,
  motif: "avatar",
  palette: P.navy,
};

/**
 * Photos of the content buckets are stored like an admin upload with responsive variants
 * (src/lib/image-variants.ts): the main JPEG is "<slug>.jpg", the WebP widths "<slug>.w480.webp",
 * ".w960.webp", ".w1600.webp" sit next to it and the row records them (image_variant_widths).
 * Avatars have none.
 */
export const SEED_VARIANT_WIDTHS = [480, 960, 1600] as const;

export function seedVariantPath(mainPath: string, width: number): string {
  return mainPath.replace(/\.[a-z0-9]+$/i, `.w${width}.webp`);
}

/** Every image the seed uses, in upload order. */
export function allSeedImages(): SeedImage[] {
  return [
    ...PROGRAMS.map(programImage),
    ...FACILITIES.map(facilityImage),
    ...GALLERY.map(galleryImage),
    ...BANNERS.map(bannerImage),
    ...ANNOUNCEMENTS.flatMap((a) => announcementImage(a) ?? []),
    ADMIN_AVATAR,
  ];
}

export function publicUrl(baseUrl: string, bucket: Bucket, path: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/storage/v1/object/public/${bucket}/${path}`;
}

/** The JP total written in a duration such as '240 JP (30 hari)'. */
export function durationJp(duration: string): number {
  const m = /^(\d+) JP \((\d+) hari\)$/.exec(duration);
  if (!m) throw new Error(`unexpected duration format: ${duration}`);
  return Number(m[1]);
}

// ---------------------------------------------------------------------------
// Demo registrations (online registration): submitted through the same functions visitors use
// (supabase/seed/registrations.ts), with generated PDF documents marked as fictitious. Names, NIKs
// and numbers are invented; the NIK encodes the birth date (day + 40 for women) as real ones do.
// ---------------------------------------------------------------------------
export type DemoRegistrationOutcome = "diterima" | "perlu_perbaikan" | "lulus" | "mengundurkan_diri";

export interface DemoRegistrationSeed {
  schedule: { program: string; batch: string };
  /** The application's fields as submit_registration() takes them (documents are generated). */
  applicant: {
    full_name: string;
    nik: string;
    birth_place: string;
    birth_date: string;
    gender: "L" | "P";
    address: string;
    regency: string;
    whatsapp: string;
    email?: string;
    education: string;
    employment: string;
    source?: string;
    motivation?: string;
  };
  outcome: DemoRegistrationOutcome;
  /** The administrators' message to the applicant (shown on /cek-pendaftaran). */
  message?: string;
}

export const DEMO_REGISTRATIONS: DemoRegistrationSeed[] = [
  {
    schedule: { program: "Desain Grafis Muda", batch: "Batch 2" },
    applicant: { full_name: "Rahmad Maulana", nik: "1171011204990003", birth_place: "Banda Aceh", birth_date: "1999-04-12", gender: "L",
      address: "Jl. Tgk. Chik Ditiro No. 8, Peuniti", regency: "Kota Banda Aceh", whatsapp: "6281377001122", email: "rahmad.maulana@example.com",
      education: "SMA/SMK/Sederajat", employment: "Belum bekerja", source: "Instagram", motivation: "Ingin menjadi desainer grafis lepas." },
    outcome: "diterima",
  },
  {
    schedule: { program: "Desain Grafis Muda", batch: "Batch 2" },
    applicant: { full_name: "Cut Intan Safira", nik: "1106044908010002", birth_place: "Aceh Besar", birth_date: "2001-08-09", gender: "P",
      address: "Desa Lambaro, Kec. Ingin Jaya", regency: "Kabupaten Aceh Besar", whatsapp: "6285260113344",
      education: "D3", employment: "Belum bekerja", source: "Teman atau keluarga" },
    outcome: "perlu_perbaikan",
    message: "Foto KTP kurang jelas. Silakan kirim ulang foto KTP yang terbaca ke WhatsApp narahubung paling lambat 3 hari lagi.",
  },
  {
    schedule: { program: "Digital Marketing", batch: "Batch 4" },
    applicant: { full_name: "Nurul Hidayah", nik: "1171025503950001", birth_place: "Banda Aceh", birth_date: "1995-03-15", gender: "P",
      address: "Jl. T. Nyak Arief No. 21, Lamgugob", regency: "Kota Banda Aceh", whatsapp: "6282167745566", email: "nurul.hidayah@example.com",
      education: "S1/D4", employment: "Wirausaha", source: "Situs web BLK", motivation: "Memasarkan usaha kue rumahan secara daring." },
    outcome: "lulus",
    message: "Selamat, Anda lulus seleksi. Hadir daftar ulang di BLK Banda Aceh pada hari kerja sebelum pelatihan dimulai dengan membawa KTP dan ijazah asli.",
  },
  {
    schedule: { program: "Digital Marketing", batch: "Batch 4" },
    applicant: { full_name: "Teuku Fajar Ramadhan", nik: "1171030211970004", birth_place: "Lhokseumawe", birth_date: "1997-11-02", gender: "L",
      address: "Jl. Soekarno-Hatta No. 5, Lampeuneurut", regency: "Kabupaten Aceh Besar", whatsapp: "6281269987788",
      education: "SMA/SMK/Sederajat", employment: "Bekerja", source: "WhatsApp" },
    outcome: "diterima",
  },
  {
    schedule: { program: "Digital Marketing", batch: "Batch 4" },
    applicant: { full_name: "Siti Rahmah", nik: "1171044107000002", birth_place: "Sigli", birth_date: "2000-07-01", gender: "P",
      address: "Gampong Ateuk Pahlawan", regency: "Kota Banda Aceh", whatsapp: "6285370029900",
      education: "SMA/SMK/Sederajat", employment: "Belum bekerja" },
    outcome: "mengundurkan_diri",
  },
];

// ---------------------------------------------------------------------------
// Outcomes (issue 34; docs/outcomes.md): partners, vacancies and a finished batch whose graduates answered the
// tracer study, so a fresh `npm run dev` shows a program's figure, /hasil-pelatihan and /lowongan with content.
// Written into supabase/seed.sql by supabase/seed/outcomes.ts (not served to the component tests, which build
// their own partners, vacancies and figures). Every company, name and NIK is invented and says so.
// ---------------------------------------------------------------------------
export interface PartnerSeed {
  name: string;
  sector: string;
  /** In the order the database keeps them (it sorts them). */
  cooperation: ("magang" | "rekrutmen" | "instruktur_tamu")[];
  website: string;
}

export const PARTNERS: PartnerSeed[] = [
  { name: "PT Contoh Teknologi Serambi", sector: "Teknologi Informasi", cooperation: ["magang", "rekrutmen"], website: "https://contoh-teknologi.example.com" },
  { name: "CV Contoh Jaringan Andalas", sector: "Telekomunikasi", cooperation: ["instruktur_tamu", "rekrutmen"], website: "https://contoh-jaringan.example.org" },
];

export interface VacancySeed {
  position: string;
  /** A partner's name (PARTNERS) or, for a one-off vacancy, the company's. */
  partner?: string;
  company?: string;
  location: string;
  requirements: string;
  /** The deadline in days from the day the seed runs (negative: already past, so no longer public). */
  deadlineDay: number;
  apply_url: string;
  karirhub_url?: string;
  /** Related programs, by name (PROGRAMS). */
  programs: string[];
}

export const VACANCIES: VacancySeed[] = [
  {
    position: "Web Developer Junior",
    partner: "PT Contoh Teknologi Serambi",
    location: "Banda Aceh",
    requirements: "Lulusan pelatihan Junior Web Developer atau setara\nMenguasai HTML, CSS dan JavaScript dasar\nBersedia bekerja di kantor",
    deadlineDay: 21,
    apply_url: "https://contoh-teknologi.example.com/karier/web-developer",
    karirhub_url: "https://karirhub.kemnaker.go.id/lowongan-dalam-negeri/contoh",
    programs: ["Junior Web Developer"],
  },
  {
    position: "Teknisi Jaringan",
    partner: "CV Contoh Jaringan Andalas",
    location: "Aceh Besar",
    requirements: "Lulusan pelatihan jaringan komputer\nMampu memasang dan merawat jaringan LAN\nMemiliki SIM C",
    deadlineDay: 35,
    apply_url: "https://contoh-jaringan.example.org/lowongan/teknisi",
    programs: ["Teknisi Jaringan Komputer", "Junior Network Administrator"],
  },
  {
    position: "Staf Administrasi Perkantoran",
    company: "CV Contoh Usaha Lama",
    location: "Sigli",
    requirements: "Menguasai aplikasi perkantoran\nTeliti dan rapi",
    deadlineDay: -3,
    apply_url: "https://contoh-usaha.example.net/lamar",
    programs: ["Operator Komputer Perkantoran"],
  },
];

/** One graduate's answer to the tracer study (the seeded questions' keys; null: never answered). */
export type GraduateAnswer = Record<string, string | number | boolean>;

export interface GraduateSeed {
  full_name: string;
  /** Invented: 16 digits starting 999999, no region has that code. */
  nik: string;
  gender: "L" | "P";
  answer: GraduateAnswer | null;
}

/**
 * A batch of a seeded program that ended in the last completed calendar year (its last Friday on or before
 * 31 December of last year, or earlier when fewer than 3 months and 2 weeks have passed since: the survey's first
 * round must have opened), with its graduates (Selesai). Six answered, one did not: the public figure needs 5.
 */
export const GRADUATE_BATCH = { program: "Junior Web Developer", batch: "Batch Lulusan Tahun Lalu", weeks: 6 } as const;

export const GRADUATES: GraduateSeed[] = [
  { full_name: "Alumni Contoh Satu", nik: "9999990000000001", gender: "L",
    answer: { status: "Bekerja", employer: "PT Contoh Teknologi Serambi", sector: "Teknologi Informasi dan Komunikasi", work_fits: "Sesuai", months_to_first: 2,
      income_band: "Rp3.000.000 - Rp4.999.999", helped_most: "Praktik membangun situs dari awal sampai tayang, persis seperti pekerjaan saya sekarang.",
      improve: "Tambah latihan bekerja dalam tim.", quote_consent: true } },
  { full_name: "Alumni Contoh Dua", nik: "9999990000000002", gender: "P",
    answer: { status: "Bekerja", employer: "Dinas Contoh Kota", sector: "Pemerintahan", work_fits: "Cukup sesuai", months_to_first: 4, quote_consent: false } },
  { full_name: "Alumni Contoh Tiga", nik: "9999990000000003", gender: "L",
    answer: { status: "Bekerja", employer: "Toko Contoh Daring", sector: "Perdagangan", work_fits: "Sesuai", months_to_first: 1, income_band: "Rp1.000.000 - Rp2.999.999", quote_consent: false } },
  { full_name: "Alumni Contoh Empat", nik: "9999990000000004", gender: "P",
    answer: { status: "Wirausaha", business_field: "Jasa pembuatan situs untuk UMKM", months_to_first: 3, helped_most: "Membuat portofolio.", quote_consent: false } },
  { full_name: "Alumni Contoh Lima", nik: "9999990000000005", gender: "L",
    answer: { status: "Wirausaha", business_field: "Toko daring aksesoris komputer", months_to_first: 0, quote_consent: false } },
  { full_name: "Alumni Contoh Enam", nik: "9999990000000006", gender: "P",
    answer: { status: "Belum Bekerja", improve: "Bantuan mencari lowongan setelah pelatihan.", quote_consent: false } },
  { full_name: "Alumni Contoh Tujuh", nik: "9999990000000007", gender: "L", answer: null },
];
