import { REGISTRATION_STATUSES } from "@/features/registrations/api/registrations";
import { canWithdraw, STATUS_TEXT } from "@/features/registrations/lib/status";

describe("STATUS_TEXT", () => {
  it("names every status in the issue's plain Indonesian", () => {
    expect(REGISTRATION_STATUSES.map((status) => STATUS_TEXT[status].label)).toEqual([
      "Diterima untuk diverifikasi",
      "Data terverifikasi",
      "Perlu perbaikan",
      "Lulus seleksi",
      "Cadangan",
      "Tidak lulus",
      "Peserta pelatihan",
      "Selesai",
      "Mengundurkan diri",
    ]);
    for (const status of REGISTRATION_STATUSES) expect(STATUS_TEXT[status].explanation).toMatch(/\.$/);
  });

  it("lets the applicant withdraw until the selection has refused, the training is over or they have withdrawn", () => {
    expect(REGISTRATION_STATUSES.filter(canWithdraw)).toEqual(["diterima", "diverifikasi", "perlu_perbaikan", "lulus", "cadangan", "peserta"]);
  });
});
