/**
 * The in-memory data set behind the MSW handlers (tests/msw/handlers.ts).
 * Every table of supabase/migrations, storage objects and auth users, with
 * realistic Indonesian demo content. It is rebuilt after every test
 * (tests/setup/components.ts calls resetDb()).
 *
 * Seeding in a test:
 *   db.programs = [makeProgram({ name: "Junior Web Developer" })];   // replace a table
 *   setTable("schedules", []);                                       // empty state
 *   clearTable("gallery");                                           // same as setTable(name, [])
 *   insertRows("instructors", [{ name: "Budi", title: "Instruktur" }]); // defaults + id filled in
 *   db.contact_info = [];                                            // "no row" (PGRST116 for .single())
 * Assertions:
 *   expect(db.instructors.map((i) => i.name)).toContain("Budi");
 *   expect(findObject("gallery", "1731900000001.png")).toBeDefined();
 */
import type { Json } from "@/types/database.types";
import { BUCKETS, BUCKET_FILE_SIZE_LIMIT, BUCKET_MIME_TYPES, SCHEMA, TABLE_NAMES } from "./schema";
import type { BucketName, Row, TableName } from "./schema";
import { publicObjectUrl } from "./config";

export type { Row, TableName, BucketName };

export type Program = Row<"programs">;
export type SyllabusItem = Row<"syllabus_items">;
export type Instructor = Row<"instructors">;
export type Schedule = Row<"schedules">;
export type Facility = Row<"facilities">;
export type GalleryItem = Row<"gallery">;
export type ContactInfo = Row<"contact_info">;
export type Profile = Row<"profiles">;
export type HeroBanner = Row<"hero_banners">;

export interface AuthUser {
  id: string;
  email: string;
  password: string;
  app_metadata: Record<string, Json>;
  user_metadata: Record<string, Json>;
  created_at: string;
  updated_at: string;
  last_sign_in_at: string | null;
}

export interface StoredObject {
  id: string;
  bucket_id: string;
  /** Path inside the bucket, e.g. "1731900000001.png" or "<user id>/1731900000001.png". */
  name: string;
  owner: string | null;
  content_type: string;
  size: number;
  body: Uint8Array;
  created_at: string;
  updated_at: string;
}

export interface Bucket {
  id: BucketName;
  public: boolean;
  file_size_limit: number;
  allowed_mime_types: string[];
}

export type Tables = { [T in TableName]: Row<T>[] };

export interface Db extends Tables {
  users: AuthUser[];
  /** Live auth sessions: session id -> user id (removed on logout). */
  sessions: Map<string, string>;
  /** Valid refresh tokens -> session id (rotated on use, revoked on logout). */
  refreshTokens: Map<string, string>;
  buckets: Bucket[];
  storage: StoredObject[];
}

// ---------------------------------------------------------------------------
// Demo identities
// ---------------------------------------------------------------------------
export const ADMIN_ID = "6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f";
export const ADMIN_EMAIL = "admin@example.com";
export const ADMIN_PASSWORD = "admin12345";
/** A signed-in user WITHOUT the admin role (reads like a visitor, writes nothing). */
export const USER_ID = "0b7e4c52-1d2a-4f3b-9c8d-7e6f5a4b3c2d";
export const USER_EMAIL = "user@example.com";
export const USER_PASSWORD = "user12345";

/** A valid 1×1 PNG, the body of every seeded storage object. */
export const TINY_PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="),
  (c) => c.charCodeAt(0),
);

// ---------------------------------------------------------------------------
// Date helpers (local calendar dates, like the app's toISODate)
// ---------------------------------------------------------------------------
/** 'yyyy-MM-dd' of today + n days in local time. */
export function daysFromToday(n: number, today: Date = new Date()): string {
  const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() + n);
  const pad = (v: number) => String(v).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** An ISO timestamp n days (and h hours) before now. */
function daysAgo(n: number, h = 0): string {
  return new Date(Date.now() - n * 86_400_000 - h * 3_600_000).toISOString();
}

// ---------------------------------------------------------------------------
// Fixture builders (fill every column; pass overrides)
// ---------------------------------------------------------------------------
let uniq = 1000;
const nextUniq = () => ++uniq;

export function makeProgram(overrides: Partial<Program> = {}): Program {
  const id = overrides.id ?? nextUniq();
  return {
    id,
    name: `Program ${id}`,
    category: "PBK Reguler",
    duration: "160 JP (20 hari)",
    description: "Pelatihan berbasis kompetensi di Kejuruan TIK.",
    image_url: null,
    file_path: null,
    is_featured: false,
    created_at: new Date().toISOString(),
    ...overrides,
  };
}

export function makeSyllabusItem(overrides: Partial<SyllabusItem> & { program_id: number }): SyllabusItem {
  return {
    id: overrides.id ?? nextUniq(),
    item_order: 1,
    title: "Materi pelatihan",
    duration_jp: 8,
    kode_unit: null,
    created_at: new Date().toISOString(),
    ...overrides,
  };
}

export function makeInstructor(overrides: Partial<Instructor> = {}): Instructor {
  return { id: nextUniq(), name: "Instruktur Baru", title: "Instruktur Ahli Pertama", created_at: new Date().toISOString(), ...overrides };
}

export function makeSchedule(overrides: Partial<Schedule> = {}): Schedule {
  return {
    id: nextUniq(),
    program: "Junior Web Developer",
    programCategory: "PBK Reguler",
    instructorName: ["Cut Nurul Aini, S.Kom."],
    batch: "Batch 1",
    startDate: daysFromToday(10),
    endDate: daysFromToday(40),
    status: "Segera Dibuka",
    created_at: new Date().toISOString(),
    ...overrides,
  };
}

export function makeFacility(overrides: Partial<Facility> = {}): Facility {
  const id = overrides.id ?? nextUniq();
  return {
    id,
    name: `Fasilitas ${id}`,
    description: "Ruang praktik yang nyaman dan lengkap.",
    image_url: publicObjectUrl("facilities", `${id}.png`),
    file_path: `${id}.png`,
    user_id: ADMIN_ID,
    created_at: new Date().toISOString(),
    ...overrides,
  };
}

export function makeGalleryItem(overrides: Partial<GalleryItem> = {}): GalleryItem {
  const id = overrides.id ?? nextUniq();
  return {
    id,
    src: publicObjectUrl("gallery", `${id}.png`),
    filePath: `${id}.png`,
    caption: `Kegiatan pelatihan ${id}`,
    alt: `Foto kegiatan pelatihan ${id}`,
    created_at: new Date().toISOString(),
    ...overrides,
  };
}

export function makeHeroBanner(overrides: Partial<HeroBanner> = {}): HeroBanner {
  const id = overrides.id ?? nextUniq();
  return {
    id,
    title: `Banner ${id}`,
    subtitle: null,
    image_url: publicObjectUrl("hero_banners", `${id}.png`),
    file_path: `${id}.png`,
    image_position: "Center",
    link_to: null,
    autoplay_delay_ms: null,
    start_date: daysFromToday(-1),
    end_date: daysFromToday(30),
    created_at: new Date().toISOString(),
    ...overrides,
  };
}

// ---------------------------------------------------------------------------
// The demo content
// ---------------------------------------------------------------------------
const img = (bucket: BucketName, name: string) => ({ image_url: publicObjectUrl(bucket, name), file_path: name });

function seedPrograms(): Program[] {
  return [
    {
      id: 1,
      name: "Junior Web Developer",
      category: "PBK Reguler",
      duration: "280 JP (35 hari)",
      description:
        "Pelatihan membangun aplikasi web dari perancangan antarmuka, pemrograman HTML, CSS dan JavaScript, hingga basis data dan deployment, mengacu pada SKKNI bidang pemrograman.",
      ...img("programs", "1731900000001.png"),
      is_featured: true,
      created_at: daysAgo(2),
    },
    {
      id: 2,
      name: "Junior Network Administrator",
      category: "PBK Reguler",
      duration: "240 JP (30 hari)",
      description:
        "Peserta belajar memasang dan mengonfigurasi jaringan komputer: pengkabelan, switch, router, VLAN, layanan DHCP/DNS, serta pemantauan dan keamanan jaringan dasar.",
      ...img("programs", "1731900000002.png"),
      is_featured: true,
      created_at: daysAgo(3),
    },
    {
      id: 3,
      name: "Desainer Grafis Madya",
      category: "PBK Reguler",
      duration: "240 JP (30 hari)",
      description:
        "Pelatihan desain grafis untuk media cetak dan digital: prinsip desain, tipografi, olah foto, ilustrasi vektor, hingga penyusunan portofolio.",
      ...img("programs", "1731900000003.png"),
      is_featured: false,
      created_at: daysAgo(4),
    },
    {
      id: 4,
      name: "Pengembangan Aplikasi Android untuk UMKM",
      category: "PBL",
      duration: "320 JP (40 hari)",
      description:
        "Project-Based Learning: peserta berkelompok membangun aplikasi Android kasir dan katalog produk untuk UMKM mitra di Banda Aceh, dari analisis kebutuhan sampai rilis.",
      ...img("programs", "1731900000004.png"),
      is_featured: true,
      created_at: daysAgo(5),
    },
    {
      id: 5,
      name: "Sistem Informasi Gampong Berbasis Web",
      category: "PBL",
      duration: "280 JP (35 hari)",
      description:
        "Proyek nyata membangun sistem informasi administrasi gampong: data penduduk, surat-menyurat dan papan informasi, bekerja sama dengan perangkat gampong.",
      ...img("programs", "1731900000005.png"),
      is_featured: false,
      created_at: daysAgo(6),
    },
    {
      id: 6,
      name: "Internet of Things untuk Pertanian Cerdas",
      category: "PBL",
      duration: "200 JP (25 hari)",
      description:
        "Merancang perangkat IoT berbasis mikrokontroler untuk memantau kelembapan tanah dan mengendalikan irigasi lahan pertanian secara otomatis.",
      ...img("programs", "1731900000006.png"),
      is_featured: false,
      created_at: daysAgo(7),
    },
    {
      id: 7,
      name: "Operator Komputer Madya",
      category: "PBK Durasi Pendek",
      duration: "80 JP (10 hari)",
      description:
        "Pelatihan singkat mengoperasikan komputer perkantoran: sistem operasi, pengolah kata, lembar sebar, presentasi dan surat elektronik.",
      ...img("programs", "1731900000007.png"),
      is_featured: true,
      created_at: daysAgo(8),
    },
    {
      id: 8,
      name: "Teknisi Perawatan Laptop",
      category: "PBK Durasi Pendek",
      duration: "96 JP (12 hari)",
      description:
        "Diagnosa kerusakan, penggantian komponen, instalasi ulang sistem operasi dan perawatan berkala laptop.",
      image_url: null,
      file_path: null,
      is_featured: false,
      created_at: daysAgo(9),
    },
    {
      id: 9,
      name: "Digital Marketing untuk UMKM",
      category: "PBK Durasi Pendek",
      duration: "64 JP (8 hari)",
      description:
        "Memasarkan produk UMKM melalui media sosial, marketplace dan iklan digital, termasuk pembuatan konten foto dan video sederhana.",
      ...img("programs", "1731900000009.png"),
      is_featured: false,
      created_at: daysAgo(10),
    },
  ];
}

/** [program_id, kode_unit | null, title, duration_jp] */
const SYLLABUS: [number, string | null, string, number][] = [
  [1, "J.620100.004.02", "Menggunakan Struktur Data", 24],
  [1, "J.620100.009.01", "Menggunakan Spesifikasi Program", 16],
  [1, "J.620100.010.01", "Menerapkan Perintah Eksekusi Bahasa Pemrograman Berbasis Teks, Grafik, dan Multimedia", 40],
  [1, "J.620100.016.01", "Menulis Kode dengan Prinsip Sesuai Guidelines dan Best Practices", 40],
  [1, "J.620100.017.02", "Mengimplementasikan Pemrograman Terstruktur", 60],
  [1, "J.620100.019.02", "Menggunakan Library atau Komponen Pre-Existing", 40],
  [1, "J.620100.023.02", "Membuat Dokumen Kode Program", 20],
  [1, "J.620100.025.02", "Melakukan Debugging", 40],
  [2, "J.611000.001.02", "Memasang Kabel Jaringan", 32],
  [2, "J.611000.004.02", "Mengonfigurasi Switch pada Jaringan", 48],
  [2, "J.611000.005.02", "Mengonfigurasi Routing pada Perangkat Jaringan dalam Satu Autonomous System", 56],
  [2, "J.611000.012.02", "Mengonfigurasi Layanan DHCP dan DNS", 40],
  [2, "J.611000.019.02", "Memantau dan Mengamankan Jaringan", 64],
  [3, "M.741000.001.02", "Menerapkan Prinsip Dasar Desain", 40],
  [3, "M.741000.003.02", "Menerapkan Tipografi", 32],
  [3, "M.741000.009.02", "Mengoperasikan Perangkat Lunak Desain", 80],
  [3, "M.741000.012.01", "Membuat Ilustrasi Vektor", 56],
  [3, null, "Menyusun Portofolio Desain", 32],
  [4, "J.620100.001.01", "Menganalisis Kebutuhan Aplikasi Mitra UMKM", 32],
  [4, "J.620100.005.02", "Mengimplementasikan User Interface", 64],
  [4, "J.620100.017.02", "Mengimplementasikan Pemrograman Terstruktur (Kotlin)", 80],
  [4, "J.620100.021.02", "Menerapkan Akses Basis Data", 64],
  [4, "J.620100.033.02", "Melaksanakan Pengujian Unit Program", 40],
  [4, null, "Presentasi dan Serah Terima Proyek", 40],
  [5, "J.620100.001.01", "Menganalisis Kebutuhan Sistem Informasi Gampong", 40],
  [5, "J.620100.018.02", "Mengimplementasikan Pemrograman Berorientasi Objek", 80],
  [5, "J.620100.021.02", "Menerapkan Akses Basis Data", 80],
  [5, "J.620100.044.01", "Menerapkan Alert Notification jika Aplikasi Bermasalah", 40],
  [5, null, "Pendampingan Implementasi di Gampong Mitra", 40],
  [6, "J.612000.003.01", "Merakit Perangkat Mikrokontroler dan Sensor", 48],
  [6, "J.612000.007.01", "Memprogram Mikrokontroler", 64],
  [6, "J.612000.011.01", "Mengintegrasikan Perangkat dengan Platform IoT", 48],
  [6, null, "Uji Coba Sistem Irigasi di Lahan Mitra", 40],
  [7, "TIK.OP02.001.01", "Mengoperasikan Sistem Operasi", 16],
  [7, "TIK.OP02.002.01", "Mengoperasikan Perangkat Lunak Pengolah Kata Tingkat Dasar", 24],
  [7, "TIK.OP02.004.01", "Mengoperasikan Perangkat Lunak Lembar Sebar Tingkat Dasar", 24],
  [7, "TIK.OP02.006.01", "Mengoperasikan Perangkat Lunak Presentasi Tingkat Dasar", 16],
  [8, "TIK.CS02.003.01", "Mendiagnosis Permasalahan Perangkat Keras Laptop", 24],
  [8, "TIK.CS02.005.01", "Mengganti Komponen Laptop", 32],
  [8, "TIK.CS02.009.01", "Menginstal Sistem Operasi dan Driver", 24],
  [8, "TIK.CS02.011.01", "Melakukan Perawatan Berkala Laptop", 16],
  [9, "M.702090.001.01", "Menyusun Strategi Pemasaran Digital", 16],
  [9, "M.702090.004.01", "Membuat Konten Media Sosial", 24],
  [9, "M.702090.008.01", "Mengelola Toko di Marketplace", 16],
  [9, null, "Mengukur Kinerja Kampanye Iklan Digital", 8],
];

function seedSyllabus(): SyllabusItem[] {
  const orderByProgram = new Map<number, number>();
  return SYLLABUS.map(([program_id, kode_unit, title, duration_jp], index) => {
    const item_order = (orderByProgram.get(program_id) ?? 0) + 1;
    orderByProgram.set(program_id, item_order);
    return { id: index + 1, program_id, item_order, title, duration_jp, kode_unit, created_at: daysAgo(2) };
  });
}

function seedInstructors(): Instructor[] {
  return [
    { id: 1, name: "Ir. Muhammad Iqbal, M.Kom.", title: "Instruktur Ahli Madya", created_at: daysAgo(30) },
    { id: 2, name: "Cut Nurul Aini, S.Kom.", title: "Instruktur Ahli Pertama", created_at: daysAgo(29) },
    { id: 3, name: "Teuku Rizki Maulana, S.T.", title: "Instruktur Penyelia", created_at: daysAgo(28) },
    { id: 4, name: "Nurhayati, S.Pd., M.T.", title: "Instruktur Ahli Muda", created_at: daysAgo(27) },
    { id: 5, name: "Fadhil Ramadhan, S.Kom.", title: "Instruktur Terampil", created_at: daysAgo(26) },
    { id: 6, name: "Rahmi Yusuf, S.Sn.", title: "Instruktur Ahli Pertama", created_at: daysAgo(25) },
  ];
}

/** Dates relative to today so Berlangsung, Segera Dibuka and Ditutup all appear. */
function seedSchedules(): Schedule[] {
  const s = (
    id: number,
    program: string,
    programCategory: string,
    instructorName: string[],
    batch: string,
    start: number,
    end: number,
    status: string,
  ): Schedule => ({
    id,
    program,
    programCategory,
    instructorName,
    batch,
    startDate: daysFromToday(start),
    endDate: daysFromToday(end),
    status,
    created_at: daysAgo(20 - id),
  });
  return [
    s(1, "Junior Web Developer", "PBK Reguler", ["Ir. Muhammad Iqbal, M.Kom.", "Cut Nurul Aini, S.Kom."], "Batch 2", -10, 25, "Berlangsung"),
    s(2, "Junior Network Administrator", "PBK Reguler", ["Teuku Rizki Maulana, S.T."], "Batch 1", -5, 30, "Berlangsung"),
    s(3, "Operator Komputer Madya", "PBK Durasi Pendek", ["Fadhil Ramadhan, S.Kom."], "Batch 3", 7, 17, "Segera Dibuka"),
    s(4, "Pengembangan Aplikasi Android untuk UMKM", "PBL", ["Ir. Muhammad Iqbal, M.Kom."], "Batch 1", 14, 60, "Segera Dibuka"),
    s(5, "Desainer Grafis Madya", "PBK Reguler", ["Rahmi Yusuf, S.Sn."], "Batch 1", 21, 55, "Segera Dibuka"),
    s(6, "Teknisi Perawatan Laptop", "PBK Durasi Pendek", ["Fadhil Ramadhan, S.Kom."], "Batch 2", -40, -25, "Ditutup"),
    s(7, "Digital Marketing untuk UMKM", "PBK Durasi Pendek", ["Nurhayati, S.Pd., M.T."], "Batch 1", -60, -50, "Ditutup"),
    s(8, "Internet of Things untuk Pertanian Cerdas", "PBL", ["Nurhayati, S.Pd., M.T.", "Teuku Rizki Maulana, S.T."], "Batch 1", -90, -60, "Ditutup"),
  ];
}

function seedFacilities(): Facility[] {
  const f = (id: number, name: string, description: string): Facility => ({
    id,
    name,
    description,
    ...img("facilities", `17319000001${id}.png`),
    user_id: ADMIN_ID,
    created_at: daysAgo(id),
  });
  return [
    f(1, "Laboratorium Pemrograman", "30 unit komputer dengan prosesor generasi terbaru, dua monitor per peserta dan perangkat lunak pengembangan lengkap."),
    f(2, "Laboratorium Jaringan Komputer", "Rak perangkat router dan switch terkelola, alat crimping dan tester kabel untuk praktik jaringan."),
    f(3, "Studio Desain Grafis", "Komputer grafis, pen tablet, printer warna A3 dan studio foto mini untuk praktik desain."),
    f(4, "Laboratorium IoT dan Elektronika", "Kit mikrokontroler, sensor, solder station dan osiloskop untuk proyek Internet of Things."),
    f(5, "Ruang Teori Multimedia", "Ruang kelas berpendingin dengan proyektor interaktif dan tata suara untuk 32 peserta."),
    f(6, "Perpustakaan Digital", "Koleksi buku TIK, akses e-book dan ruang baca yang tenang dengan Wi-Fi cepat."),
    f(7, "Mushala dan Ruang Istirahat", "Tempat ibadah dan ruang istirahat peserta yang bersih dan nyaman."),
  ];
}

function seedGallery(): GalleryItem[] {
  const captions: [string, string][] = [
    ["Pembukaan pelatihan Junior Web Developer batch 2", "Peserta dan instruktur berfoto bersama pada pembukaan pelatihan"],
    ["Praktik konfigurasi router di laboratorium jaringan", "Peserta mengonfigurasi router di rak perangkat jaringan"],
    ["Presentasi proyek aplikasi Android untuk UMKM", "Peserta mempresentasikan aplikasi kasir di depan mitra UMKM"],
    ["Uji kompetensi operator komputer", "Peserta mengerjakan uji kompetensi di laboratorium komputer"],
    ["Kunjungan industri ke kantor penyedia internet", "Peserta mendengarkan penjelasan teknisi di ruang server"],
    ["Praktik merakit sensor kelembapan tanah", "Peserta merakit sensor IoT di meja praktik elektronika"],
    ["Sesi desain poster promosi UMKM", "Peserta mendesain poster menggunakan pen tablet"],
    ["Penutupan dan penyerahan sertifikat", "Instruktur menyerahkan sertifikat kepada lulusan pelatihan"],
  ];
  return captions.map(([caption, alt], i) => ({
    id: i + 1,
    src: publicObjectUrl("gallery", `17319000002${i + 1}.png`),
    filePath: `17319000002${i + 1}.png`,
    caption,
    alt,
    created_at: daysAgo(i + 1),
  }));
}

function seedContactInfo(): ContactInfo[] {
  return [
    {
      id: 1,
      address: "Jl. Teuku Nyak Arief No. 11, Jeulingke, Kec. Syiah Kuala, Kota Banda Aceh, Aceh 23114",
      phone: "(0651) 7551234",
      email: "tik@blkbandaaceh.go.id",
      instagram_url: "https://www.instagram.com/blkbandaaceh",
      map_embed_url:
        "https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3971.2!2d95.3405!3d5.5721!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2zNcKwMzQnMTkuNiJOIDk1wrAyMCcyNS44IkU!5e0!3m2!1sid!2sid!4v1731900000000",
      updated_at: daysAgo(1),
    },
  ];
}

function seedProfiles(): Profile[] {
  return [
    {
      id: ADMIN_ID,
      first_name: "Rahmat",
      last_name: "Hidayat",
      avatar_url: publicObjectUrl("avatars", `${ADMIN_ID}/1731900000300.png`),
      updated_at: daysAgo(1),
    },
    { id: USER_ID, first_name: "Siti", last_name: "Aminah", avatar_url: null, updated_at: daysAgo(1) },
  ];
}

/** 2 active, 1 expired, 1 scheduled. */
function seedHeroBanners(): HeroBanner[] {
  const b = (id: number, rest: Omit<HeroBanner, "id" | "image_url" | "file_path" | "created_at">): HeroBanner => ({
    id,
    ...img("hero_banners", `17319000004${id}.png`),
    created_at: daysAgo(10 - id),
    ...rest,
  });
  return [
    b(1, {
      title: "Pelatihan Berbasis Kompetensi Gratis",
      subtitle: "Tingkatkan keterampilan TIK Anda bersama instruktur bersertifikat di BLK Banda Aceh.",
      image_position: "Center",
      link_to: null,
      autoplay_delay_ms: 6000,
      start_date: daysFromToday(-7),
      end_date: daysFromToday(30),
    }),
    b(2, {
      title: "Pendaftaran Junior Web Developer Batch 3 Dibuka",
      subtitle: null,
      image_position: "Top",
      link_to: "https://blkbandaaceh.go.id/pendaftaran",
      autoplay_delay_ms: null,
      start_date: daysFromToday(-2),
      end_date: daysFromToday(14),
    }),
    b(3, {
      title: "Program Pelatihan Tahun Lalu",
      subtitle: "Banner kadaluarsa yang tidak lagi tampil.",
      image_position: "Bottom",
      link_to: null,
      autoplay_delay_ms: 4000,
      start_date: daysFromToday(-60),
      end_date: daysFromToday(-30),
    }),
    b(4, {
      title: "Segera: Pelatihan Internet of Things",
      subtitle: "Banner terjadwal yang belum tampil.",
      image_position: "Center",
      link_to: null,
      autoplay_delay_ms: null,
      start_date: daysFromToday(20),
      end_date: daysFromToday(50),
    }),
  ];
}

function seedUsers(): AuthUser[] {
  const created = "2024-11-01T08:00:00.000Z";
  return [
    {
      id: ADMIN_ID,
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
      app_metadata: { provider: "email", providers: ["email"], role: "admin" },
      user_metadata: {
        first_name: "Rahmat",
        last_name: "Hidayat",
        avatar_url: publicObjectUrl("avatars", `${ADMIN_ID}/1731900000300.png`),
      },
      created_at: created,
      updated_at: created,
      last_sign_in_at: null,
    },
    {
      id: USER_ID,
      email: USER_EMAIL,
      password: USER_PASSWORD,
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: { first_name: "Siti", last_name: "Aminah" },
      created_at: created,
      updated_at: created,
      last_sign_in_at: null,
    },
  ];
}

function seedBuckets(): Bucket[] {
  return BUCKETS.map((id) => ({ id, public: true, file_size_limit: BUCKET_FILE_SIZE_LIMIT, allowed_mime_types: [...BUCKET_MIME_TYPES] }));
}

/** Storage objects for every file the seeded rows point at. */
function seedStorage(tables: Tables): StoredObject[] {
  const refs: [BucketName, string | null][] = [
    ...tables.programs.map((p) => ["programs", p.file_path] as [BucketName, string | null]),
    ...tables.facilities.map((f) => ["facilities", f.file_path] as [BucketName, string | null]),
    ...tables.gallery.map((g) => ["gallery", g.filePath] as [BucketName, string | null]),
    ...tables.hero_banners.map((h) => ["hero_banners", h.file_path] as [BucketName, string | null]),
    ["avatars", `${ADMIN_ID}/1731900000300.png`],
  ];
  return refs
    .filter((r): r is [BucketName, string] => Boolean(r[1]))
    .map(([bucket_id, name], i) => makeStoredObject(bucket_id, name, TINY_PNG, "image/png", ADMIN_ID, `seed-${i}`));
}

export function makeStoredObject(
  bucket_id: string,
  name: string,
  body: Uint8Array,
  content_type: string,
  owner: string | null,
  id: string = crypto.randomUUID(),
): StoredObject {
  const now = new Date().toISOString();
  return { id, bucket_id, name, owner, content_type, size: body.byteLength, body, created_at: now, updated_at: now };
}

function freshTables(): Tables {
  return {
    programs: seedPrograms(),
    syllabus_items: seedSyllabus(),
    instructors: seedInstructors(),
    schedules: seedSchedules(),
    facilities: seedFacilities(),
    gallery: seedGallery(),
    contact_info: seedContactInfo(),
    profiles: seedProfiles(),
    hero_banners: seedHeroBanners(),
  };
}

function freshDb(): Db {
  const tables = freshTables();
  return {
    ...tables,
    users: seedUsers(),
    sessions: new Map(),
    refreshTokens: new Map(),
    buckets: seedBuckets(),
    storage: seedStorage(tables),
  };
}

/** The live data set. Assign to its properties freely inside a test; resetDb() restores the demo content. */
export const db: Db = freshDb();

/** Restores the demo content (called after every test by tests/setup/components.ts). */
export function resetDb(): void {
  Object.assign(db, freshDb());
}

/** Replaces a table's rows. */
export function setTable<T extends TableName>(table: T, rows: Row<T>[]): void {
  (db as Tables)[table] = rows as Tables[T];
}

/** Empties a table (the "empty" state of a page). */
export function clearTable(table: TableName): void {
  setTable(table, []);
}

/** Empties every table (auth users and storage stay). */
export function clearAllTables(): void {
  for (const table of TABLE_NAMES) clearTable(table);
}

/**
 * Appends rows, filling in ids (max + 1) and column defaults like the database
 * would. No constraint checks (that is the handlers' job): for seeding only.
 */
export function insertRows<T extends TableName>(table: T, rows: Partial<Row<T>>[]): Row<T>[] {
  const spec = SCHEMA[table];
  const list = db[table] as unknown as Record<string, unknown>[];
  const added = rows.map((partial) => {
    const row: Record<string, unknown> = {};
    for (const [column, col] of Object.entries(spec.columns)) {
      if (column in partial) row[column] = (partial as Record<string, unknown>)[column];
      else if (col.identity) row[column] = nextId(table);
      else if (col.default) row[column] = col.default();
      else row[column] = null;
    }
    list.push(row);
    return row as Row<T>;
  });
  return added;
}

/** The next identity value of a table (max(id) + 1). */
export function nextId(table: TableName): number {
  const ids = (db[table] as unknown as { id: unknown }[]).map((r) => Number(r.id)).filter(Number.isFinite);
  return ids.length ? Math.max(...ids) + 1 : 1;
}

export function findObject(bucket: string, name: string): StoredObject | undefined {
  return db.storage.find((o) => o.bucket_id === bucket && o.name === name);
}

export function listObjects(bucket: string): string[] {
  return db.storage.filter((o) => o.bucket_id === bucket).map((o) => o.name);
}

export function findUser(idOrEmail: string): AuthUser | undefined {
  const key = idOrEmail.toLowerCase();
  return db.users.find((u) => u.id === idOrEmail || u.email.toLowerCase() === key);
}
