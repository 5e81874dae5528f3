/**
 * The route registry: every URL of the app is written here and nowhere else. The router, both
 * navigations, the dashboard cards, links in pages and the tests read `path` (the route pattern) or
 * call `getHref(...)` (a concrete URL). docs/product.md (Routes) lists the same table for people;
 * tests/unit/paths.test.ts checks that the two agree.
 */

/** Query-string key holding the category filter of the programs list, e.g. ?kategori=PBL. */
export const CATEGORY_PARAM = "kategori";

/** Encodes one URL path segment (a category name may contain spaces). */
const segment = (value: string | number) => encodeURIComponent(String(value));

export const paths = {
  // public (under the public layout)
  home: { path: "/", getHref: () => "/" },
  schedules: { path: "/jadwal", getHref: () => "/jadwal" },
  scheduleDetail: { path: "/jadwal/:id", getHref: (id: number | string) => `/jadwal/${segment(id)}` },
  scheduleRegistration: { path: "/jadwal/:id/daftar", getHref: (id: number | string) => `/jadwal/${segment(id)}/daftar` },
  /** A batch's published selection results: codes and masked names (docs/selection.md, Hasil Seleksi). */
  selectionResults: { path: "/jadwal/:id/hasil-seleksi", getHref: (id: number | string) => `/jadwal/${segment(id)}/hasil-seleksi` },
  announcements: { path: "/pengumuman", getHref: () => "/pengumuman" },
  announcementDetail: { path: "/pengumuman/:id", getHref: (id: number | string) => `/pengumuman/${segment(id)}` },
  programs: {
    path: "/program-pelatihan",
    /** With a category, the list opens filtered (?kategori=...). */
    getHref: (category?: string) =>
      category ? `/program-pelatihan?${new URLSearchParams({ [CATEGORY_PARAM]: category })}` : "/program-pelatihan",
  },
  categories: { path: "/program-pelatihan/kategori", getHref: () => "/program-pelatihan/kategori" },
  categoryPrograms: {
    path: "/program-pelatihan/kategori/:categoryName",
    getHref: (categoryName: string) => `/program-pelatihan/kategori/${segment(categoryName)}`,
  },
  programDetail: {
    path: "/program-pelatihan/:id",
    getHref: (id: number | string) => `/program-pelatihan/${segment(id)}`,
  },
  facilities: { path: "/fasilitas", getHref: () => "/fasilitas" },
  vacancies: { path: "/lowongan", getHref: () => "/lowongan" },
  gallery: { path: "/galeri", getHref: () => "/galeri" },
  contact: { path: "/kontak", getHref: () => "/kontak" },
  privacy: { path: "/kebijakan-privasi", getHref: () => "/kebijakan-privasi" },
  checkRegistration: { path: "/cek-pendaftaran", getHref: () => "/cek-pendaftaran" },
  /** Where a certificate's QR code leads, its signed token in the fragment (docs/certificates.md, "The public page"). */
  certificateVerification: { path: "/verifikasi-sertifikat", getHref: () => "/verifikasi-sertifikat" },
  /** Hasil Pelatihan: placement figures per program and year, groups of 5+ answers (docs/outcomes.md, "/hasil-pelatihan"). */
  outcomes: { path: "/hasil-pelatihan", getHref: () => "/hasil-pelatihan" },
  /** Survei Kepuasan: the satisfaction index (IKM) per period, its elements and trend (docs/satisfaction-survey.md). */
  satisfaction: { path: "/survei-kepuasan", getHref: () => "/survei-kepuasan" },
  /** The satisfaction survey's public form (docs/satisfaction-survey.md, "The public form"). */
  satisfactionForm: { path: "/survei-kepuasan/isi", getHref: () => "/survei-kepuasan/isi" },
  /** Standar Pelayanan and Maklumat Pelayanan: the public-service documents (docs/service-standard.md). */
  serviceStandard: { path: "/standar-pelayanan", getHref: () => "/standar-pelayanan" },
  servicePledge: { path: "/maklumat-pelayanan", getHref: () => "/maklumat-pelayanan" },
  /** Pengaduan dan Saran: the public complaint form (docs/complaints.md, "The public pages"). */
  complaints: { path: "/pengaduan", getHref: () => "/pengaduan" },
  /** A complaint's status and answer, with the tracking code typed in (never in the URL). */
  complaintStatus: { path: "/pengaduan/lacak", getHref: () => "/pengaduan/lacak" },
  /** A graduate's tracer-study survey, its token in the fragment (docs/outcomes.md, "The graduate's page"). */
  alumniSurvey: { path: "/survei-alumni", getHref: () => "/survei-alumni" },
  // anonymous
  login: { path: "/login", getHref: () => "/login" },
  /** Where an invitation e-mail's link lands: the invited person sets a password (docs/admin-team.md). */
  setPassword: { path: "/atur-kata-sandi", getHref: () => "/atur-kata-sandi" },
  // admin (under the guarded admin layout)
  admin: {
    dashboard: { path: "/dashboard", getHref: () => "/dashboard" },
    programs: { path: "/dashboard/program-pelatihan", getHref: () => "/dashboard/program-pelatihan" },
    instructors: { path: "/dashboard/instruktur", getHref: () => "/dashboard/instruktur" },
    schedules: { path: "/dashboard/jadwal", getHref: () => "/dashboard/jadwal" },
    gallery: { path: "/dashboard/galeri", getHref: () => "/dashboard/galeri" },
    facilities: { path: "/dashboard/fasilitas", getHref: () => "/dashboard/fasilitas" },
    partners: { path: "/dashboard/mitra", getHref: () => "/dashboard/mitra" },
    vacancies: { path: "/dashboard/lowongan", getHref: () => "/dashboard/lowongan" },
    banners: { path: "/dashboard/hero-banner", getHref: () => "/dashboard/hero-banner" },
    announcements: { path: "/dashboard/pengumuman", getHref: () => "/dashboard/pengumuman" },
    faqs: { path: "/dashboard/faq", getHref: () => "/dashboard/faq" },
    contact: { path: "/dashboard/informasi-kontak", getHref: () => "/dashboard/informasi-kontak" },
    /** The Standar Pelayanan and Maklumat Pelayanan: admins edit, operators read (docs/service-standard.md). */
    serviceStandard: { path: "/dashboard/standar-pelayanan", getHref: () => "/dashboard/standar-pelayanan" },
    profile: { path: "/dashboard/profile", getHref: () => "/dashboard/profile" },
    /** "Pendaftar": every application; with a batch and/or a status it opens filtered (?jadwal=12&status=diterima). */
    applications: {
      path: "/dashboard/pendaftar",
      getHref: (filter: { batch?: number; status?: string } = {}) => {
        const query = new URLSearchParams();
        if (filter.batch !== undefined) query.set("jadwal", String(filter.batch));
        if (filter.status) query.set("status", filter.status);
        return query.size > 0 ? `/dashboard/pendaftar?${query}` : "/dashboard/pendaftar";
      },
    },
    /** The message of each status for "Kirim via WhatsApp" (docs/selection.md). */
    messageTemplates: { path: "/dashboard/pendaftar/template-pesan", getHref: () => "/dashboard/pendaftar/template-pesan" },
    application: { path: "/dashboard/pendaftar/:id", getHref: (id: number | string) => `/dashboard/pendaftar/${segment(id)}` },
    /** Kehadiran (docs/attendance.md): the classes the member keeps attendance of; one class's days, marks and completion. */
    attendance: { path: "/dashboard/kehadiran", getHref: () => "/dashboard/kehadiran" },
    attendanceClass: { path: "/dashboard/kehadiran/:id", getHref: (id: number | string) => `/dashboard/kehadiran/${segment(id)}` },
    /** "Sertifikat": the certificate register, per batch (?jadwal=) and status (docs/certificates.md). */
    certificates: { path: "/dashboard/sertifikat", getHref: () => "/dashboard/sertifikat" },
    /** "Survei Alumni" (docs/outcomes.md): the tracer study's due list and settings. */
    tracer: { path: "/dashboard/survei-alumni", getHref: () => "/dashboard/survei-alumni" },
    /** "Pertanyaan Survei Alumni": the questionnaire (add, edit, reorder, retire; docs/outcomes.md). */
    tracerQuestions: { path: "/dashboard/survei-alumni/pertanyaan", getHref: () => "/dashboard/survei-alumni/pertanyaan" },
    /** "Hasil Survei Alumni" (docs/outcomes.md, "The figures page"): placement figures, chart, .xlsx export. */
    tracerFigures: { path: "/dashboard/survei-alumni/hasil", getHref: () => "/dashboard/survei-alumni/hasil" },
    /** "Cerita Alumni" (docs/outcomes.md, "Alumni stories"): quotes of consenting graduates. */
    alumniStories: { path: "/dashboard/survei-alumni/cerita", getHref: () => "/dashboard/survei-alumni/cerita" },
    /** "Survei Kepuasan" (docs/satisfaction-survey.md, "The panel"): the SKM's periods, respondents and IKM. */
    skm: { path: "/dashboard/survei-kepuasan", getHref: () => "/dashboard/survei-kepuasan" },
    /** "Pengaduan" (docs/complaints.md, "The panel"): the complaints' queue, ?status= filters it. */
    complaints: { path: "/dashboard/pengaduan", getHref: () => "/dashboard/pengaduan" },
    team: { path: "/dashboard/tim-admin", getHref: () => "/dashboard/tim-admin" },
    security: { path: "/dashboard/aktivitas-keamanan", getHref: () => "/dashboard/aktivitas-keamanan" },
    history: {
      path: "/dashboard/riwayat-perubahan",
      /** With a table name, the history opens filtered to that table (?tabel=programs). */
      getHref: (table?: string) =>
        table ? `/dashboard/riwayat-perubahan?${new URLSearchParams({ tabel: table })}` : "/dashboard/riwayat-perubahan",
    },
  },
} as const;
