import type { RegistrationStatus } from "@/features/registrations/api/registrations";
import { STATUS_NAMES } from "@/lib/registration-statuses";

/**
 * The selection pipeline as the panel shows it (docs/selection.md). The database decides which change is allowed
 * (private.registration_transition_allowed); this copy only offers the panel's choices, and an integration test
 * compares the two for every pair of statuses.
 */

/** Each status's name in the panel (the database's refusals quote the same names; src/lib/registration-statuses.ts). */
export const PANEL_STATUS_LABEL: Record<RegistrationStatus, string> = STATUS_NAMES;

/** The changes an administrator may make from each status (the applicant's own withdrawal is not one of them). */
export const NEXT_STATUSES: Record<RegistrationStatus, readonly RegistrationStatus[]> = {
  diterima: ["diverifikasi", "perlu_perbaikan", "tidak_lulus"],
  perlu_perbaikan: ["diverifikasi", "tidak_lulus"],
  diverifikasi: ["lulus", "cadangan", "tidak_lulus", "perlu_perbaikan"],
  cadangan: ["lulus", "tidak_lulus"],
  lulus: ["peserta", "cadangan", "tidak_lulus"],
  tidak_lulus: ["diverifikasi"],
  peserta: ["selesai"],
  selesai: [],
  mengundurkan_diri: [],
};

/** The statuses an administrator sets, in pipeline order. */
export const PANEL_TARGET_STATUSES = [
  "diverifikasi",
  "perlu_perbaikan",
  "lulus",
  "cadangan",
  "tidak_lulus",
  "peserta",
  "selesai",
] as const satisfies readonly RegistrationStatus[];
export type PanelTargetStatus = (typeof PANEL_TARGET_STATUSES)[number];

export const canMove = (from: RegistrationStatus, to: RegistrationStatus) => NEXT_STATUSES[from].includes(to);

/** The statuses that hold a seat of the batch's quota. */
export const ACCEPTED_STATUSES = ["lulus", "peserta", "selesai"] as const satisfies readonly RegistrationStatus[];

/** What a status change needs to know of an application. */
export type Applicant = { id: number; code: string; full_name: string | null; status: RegistrationStatus };

/** Which of the chosen applications a change to `target` moves, leaves (already there) or cannot move. */
export function planStatusChange(applications: readonly Applicant[], target: PanelTargetStatus | "") {
  const moves: Applicant[] = [];
  const already: Applicant[] = [];
  const refused: Applicant[] = [];
  for (const application of applications) {
    if (!target) continue;
    if (application.status === target) already.push(application);
    else if (canMove(application.status, target)) moves.push(application);
    else refused.push(application);
  }
  return { moves, already, refused };
}
