/** Each kind of event in plain Indonesian (the database's check lists the kinds; docs/admin-team.md). */
export const EVENT_LABELS: Record<string, string> = {
  member_added: "Anggota ditambahkan",
  member_invited: "Anggota diundang",
  invite_accepted: "Undangan diterima",
  role_changed: "Peran diubah",
  member_deactivated: "Anggota dinonaktifkan",
  member_reactivated: "Anggota diaktifkan",
  member_removed: "Anggota dihapus dari tim",
  signed_in: "Login",
  sign_in_failed: "Login gagal: kata sandi salah",
  signed_in_with_code: "Kode verifikasi dua langkah dimasukkan",
  two_factor_code_failed: "Kode verifikasi dua langkah salah",
  two_factor_enabled: "Verifikasi dua langkah diaktifkan",
  two_factor_disabled: "Verifikasi dua langkah dinonaktifkan",
  two_factor_reset: "Verifikasi dua langkah diatur ulang",
  two_factor_required: "Verifikasi dua langkah diwajibkan",
  two_factor_not_required: "Verifikasi dua langkah tidak lagi wajib",
};
