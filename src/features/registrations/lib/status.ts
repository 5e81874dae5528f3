import type { RegistrationStatus } from "@/features/registrations/api/registrations";

/** Each status in plain Indonesian, with what it means for the applicant and what comes next. */
export const STATUS_TEXT: Record<RegistrationStatus, { label: string; explanation: string; tone: "neutral" | "warning" | "success" | "muted" }> = {
  diterima: {
    label: "Diterima untuk diverifikasi",
    explanation: "Pendaftaran Anda sudah kami terima. Panitia memeriksa data dan dokumen Anda; hasil seleksi diumumkan di halaman ini dan melalui WhatsApp.",
    tone: "neutral",
  },
  diverifikasi: {
    label: "Data terverifikasi",
    explanation: "Data dan dokumen Anda sudah diperiksa panitia. Hasil seleksi diumumkan di halaman ini dan melalui WhatsApp.",
    tone: "neutral",
  },
  perlu_perbaikan: {
    label: "Perlu perbaikan",
    explanation: "Ada data atau dokumen yang perlu Anda perbaiki. Baca pesan panitia di bawah dan hubungi narahubung.",
    tone: "warning",
  },
  lulus: {
    label: "Lulus seleksi",
    explanation: "Selamat, Anda lulus seleksi. Ikuti petunjuk panitia untuk daftar ulang sebelum pelatihan dimulai.",
    tone: "success",
  },
  cadangan: {
    label: "Cadangan",
    explanation: "Anda masuk daftar cadangan. Panitia menghubungi Anda bila ada kursi yang kosong.",
    tone: "neutral",
  },
  tidak_lulus: {
    label: "Tidak lulus",
    explanation: "Anda belum lulus seleksi untuk jadwal ini. Anda dapat mendaftar kembali pada jadwal berikutnya.",
    tone: "muted",
  },
  peserta: {
    label: "Peserta pelatihan",
    explanation: "Anda terdaftar sebagai peserta pelatihan ini. Datang sesuai jadwal dan ikuti petunjuk panitia.",
    tone: "success",
  },
  selesai: {
    label: "Selesai",
    explanation: "Anda telah menyelesaikan pelatihan ini. Terima kasih atas partisipasi Anda.",
    tone: "muted",
  },
  mengundurkan_diri: {
    label: "Mengundurkan diri",
    explanation: "Pendaftaran ini telah dibatalkan. Data pribadi dan dokumen Anda sudah dihapus.",
    tone: "muted",
  },
};

/** Statuses from which the applicant can still withdraw (the database also refuses it after Selesai). */
export const canWithdraw = (status: RegistrationStatus) => status !== "mengundurkan_diri" && status !== "tidak_lulus" && status !== "selesai";
