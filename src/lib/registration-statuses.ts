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
