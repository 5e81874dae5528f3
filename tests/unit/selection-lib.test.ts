/**
 * The panel's words for the selection (src/features/registrations/lib): which of the chosen applications a change
 * moves, and each timeline entry in Indonesian. The pipeline itself is compared with the database's rule in
 * tests/integration/applications-api.test.ts.
 */
import { planStatusChange, PANEL_STATUS_LABEL, PANEL_TARGET_STATUSES, NEXT_STATUSES } from "@/features/registrations/lib/pipeline";
import { describeEvent } from "@/features/registrations/lib/timeline";
import type { ApplicationEvent } from "@/features/registrations/api/applications";

const event = (values: Partial<ApplicationEvent>): ApplicationEvent => ({
  id: 1,
  registration_id: 1,
  at: "2026-11-20T02:00:00Z",
  kind: "submitted",
  actor_id: null,
  actor_email: null,
  from_status: null,
  to_status: null,
  details: {},
  ...values,
});

describe("planStatusChange", () => {
  const a = (id: number, status: keyof typeof NEXT_STATUSES) => ({ id, code: `TIK-${id}`, full_name: `N${id}`, status });
  it("splits the chosen applications into moves, already there and refused", () => {
    const plan = planStatusChange([a(1, "diterima"), a(2, "tidak_lulus"), a(3, "selesai"), a(4, "perlu_perbaikan")], "tidak_lulus");
    expect(plan.moves.map((x) => x.id)).toEqual([1, 4]);
    expect(plan.already.map((x) => x.id)).toEqual([2]);
    expect(plan.refused.map((x) => x.id)).toEqual([3]);
  });
  it("plans nothing before a status is chosen", () => {
    expect(planStatusChange([a(1, "diterima")], "")).toEqual({ moves: [], already: [], refused: [] });
  });
  it("offers only statuses the panel sets, each with its label", () => {
    expect(PANEL_TARGET_STATUSES).not.toContain("mengundurkan_diri");
    expect(PANEL_TARGET_STATUSES).not.toContain("diterima");
    for (const targets of Object.values(NEXT_STATUSES)) for (const t of targets) expect(PANEL_TARGET_STATUSES).toContain(t);
    expect(PANEL_TARGET_STATUSES.map((s) => PANEL_STATUS_LABEL[s])).toEqual(["Diverifikasi", "Perlu Perbaikan", "Lulus Seleksi", "Cadangan", "Tidak Lulus", "Peserta", "Selesai"]);
  });
});

describe("describeEvent", () => {
  it("says each kind in words, with who and the message or reason", () => {
    expect(describeEvent(event({ kind: "submitted" }))).toEqual({ title: "Pendaftaran dikirim", actor: "Pendaftar", note: null });
    expect(
      describeEvent(event({ kind: "status_changed", from_status: "diverifikasi", to_status: "lulus", actor_email: "a@x.id", details: { message: "Selamat!" } })),
    ).toEqual({ title: "Status Diverifikasi → Lulus Seleksi", actor: "a@x.id", note: "Pesan: Selamat!" });
    expect(describeEvent(event({ kind: "status_changed", from_status: "diterima", to_status: "mengundurkan_diri" }))).toEqual({
      title: "Status Baru → Mengundurkan Diri",
      actor: "Pendaftar",
      note: null,
    });
    expect(describeEvent(event({ kind: "status_changed", from_status: "lulus", to_status: "peserta" })).actor).toBe("Sistem");
    expect(describeEvent(event({ kind: "nik_revealed", actor_email: "a@x.id" }))).toEqual({ title: "NIK ditampilkan", actor: "a@x.id", note: null });
    expect(
      describeEvent(event({ kind: "document_reviewed", actor_email: "a@x.id", details: { document: "pas_foto", verdict: "perlu_perbaikan", reason: "Latar merah." } })),
    ).toEqual({ title: "Dokumen Pas Foto ditandai Perlu perbaikan", actor: "a@x.id", note: "Alasan: Latar merah." });
  });
  it("shows an unknown kind as it is stored", () => {
    expect(describeEvent(event({ kind: "something_new" })).title).toBe("something_new");
  });
});
