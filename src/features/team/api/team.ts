import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { loadAuthClient } from "@/lib/auth-session";
import { useInvalidatingMutation } from "@/lib/query";
import { MEMBER_ROLES, type MemberRole } from "@/features/auth/api/member-role";

export { MEMBER_ROLES };
import type { Database } from "@/types/database.types";

type TeamRow = Database["public"]["Functions"]["team_members"]["Returns"][number];

/** One member as public.team_members() lists them (the generated type cannot tell which columns may be null). */
export type TeamMember = Omit<
  TeamRow,
  "role" | "first_name" | "last_name" | "last_sign_in_at" | "invited_by_email" | "instructor_id" | "instructor_name"
> & {
  role: MemberRole;
  first_name: string | null;
  last_name: string | null;
  last_sign_in_at: string | null;
  invited_by_email: string | null;
  /** For role instruktur: the row of Instruktur the account is, and its name. */
  instructor_id: number | null;
  instructor_name: string | null;
};

/** The roles in the order the screen offers them, with what each may do (docs/admin-team.md). */
export const ROLE_TEXT: Record<MemberRole, { label: string; description: string }> = {
  super_admin: { label: "Super Admin", description: "Semua konten, data pendaftar, dan pengelolaan tim admin." },
  admin: { label: "Admin", description: "Semua konten dan data pendaftar." },
  operator: { label: "Operator", description: "Semua konten publik, tanpa data pribadi pendaftar dan tanpa tim admin." },
  instruktur: { label: "Instruktur", description: "Presensi dan penilaian kelas yang diajarnya; hanya nama peserta, tanpa konten publik." },
};

export const teamKeys = { all: ["team"] as const };

/** The team (super admins only: anyone else gets 'Hanya super admin yang dapat mengelola tim admin.'). */
export async function fetchTeam(): Promise<TeamMember[]> {
  const { data } = await supabase.rpc("team_members").throwOnError();
  return data as TeamMember[];
}

export const teamQuery = () => queryOptions({ queryKey: teamKeys.all, queryFn: fetchTeam });
export const useTeam = () => useQuery(teamQuery());

export type TeamMemberChange = { userId: string; role?: MemberRole; active?: boolean; instructorId?: number };

/**
 * Changes a role (with its instructor for role instruktur) and/or (de)activates; the database keeps one active super
 * admin, one account per instructor, and records the change.
 */
export async function updateTeamMember({ userId, role, active, instructorId }: TeamMemberChange): Promise<TeamMember> {
  const { data } = await supabase
    .rpc("update_team_member", { p_user_id: userId, p_role: role, p_active: active, p_instructor_id: instructorId })
    .throwOnError();
  return data as unknown as TeamMember;
}

/** Removes the membership (the account stays, as a signed-in non-member). */
export async function removeTeamMember(userId: string): Promise<void> {
  await supabase.rpc("remove_team_member", { p_user_id: userId }).throwOnError();
}

/** Removes a member's authenticator factors (a lost phone): they sign in with the password alone, then enrol again. */
export async function resetMemberTwoFactor(userId: string): Promise<number> {
  const { data } = await supabase.rpc("reset_member_two_factor", { p_user_id: userId }).throwOnError();
  return data;
}

export interface Invitation {
  user_id: string;
  email: string;
  role: MemberRole;
  instructor_id: number | null;
  /** False when the address already had an account: it joined the team without an e-mail. */
  sent: boolean;
}

/**
 * Invites a person by e-mail with a role, through the Edge Function `invite-member` (Auth's admin API needs the
 * service role). Its refusals carry an Indonesian message, which the error keeps.
 */
export async function inviteMember({ email, role, instructorId }: { email: string; role: MemberRole; instructorId?: number }): Promise<Invitation> {
  const request = instructorId === undefined ? { email, role } : { email, role, instructor_id: instructorId };
  const { data, error } = await (await loadAuthClient()).functions.invoke<Invitation>("invite-member", { body: request });
  if (!error) return data!;
  const response = (error as { context?: unknown }).context;
  const body = response instanceof Response ? ((await response.json().catch(() => null)) as { message?: string } | null) : null;
  throw new Error(body?.message ?? "Tidak dapat terhubung ke server. Periksa koneksi Anda lalu coba lagi.");
}

export const useInviteMember = () => useInvalidatingMutation(inviteMember, teamKeys.all);
export const useUpdateTeamMember = () => useInvalidatingMutation(updateTeamMember, teamKeys.all);
export const useResetMemberTwoFactor = () => useInvalidatingMutation(resetMemberTwoFactor, teamKeys.all);
export const useRemoveTeamMember = () => useInvalidatingMutation(removeTeamMember, teamKeys.all);
