/**
 * The birth date a NIK encodes (digits 7–12: day, month, year; women's day + 40), compared with the date and sex the
 * applicant gives. A mismatch is a warning to check, never a refusal: real NIKs have errors, and only Dukcapil can
 * verify one (docs/registration.md).
 */
export function nikBirthDate(nik: string): { day: number; month: number; year2: number; female: boolean } | null {
  if (!/^\d{16}$/.test(nik)) return null;
  const rawDay = Number(nik.slice(6, 8));
  const month = Number(nik.slice(8, 10));
  const year2 = Number(nik.slice(10, 12));
  const female = rawDay > 40;
  const day = female ? rawDay - 40 : rawDay;
  if (day < 1 || day > 31 || month < 1 || month > 12) return null;
  return { day, month, year2, female };
}

/** The warning when the NIK's encoded date or sex does not match the given ones; null when they match (or are incomplete). */
export function nikMismatch(nik: string, birthDate: string, gender: string): string | null {
  const encoded = nikBirthDate(nik);
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!/^\d{16}$/.test(nik) || !m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const dateMatches = encoded && encoded.day === day && encoded.month === month && encoded.year2 === year % 100;
  const sexMatches = !encoded || gender === "" || encoded.female === (gender === "P");
  if (dateMatches && sexMatches) return null;
  return "Tanggal lahir atau jenis kelamin tidak cocok dengan NIK. Periksa kembali; bila sudah benar sesuai KTP, lanjutkan.";
}
