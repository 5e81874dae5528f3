import type { Session } from "@supabase/supabase-js";
import { decodeJwt } from "jose";
import { useSession } from "@/features/auth/api/session";

/** The administrator team's roles (public.admin_members, docs/admin-team.md; instruktur: docs/attendance.md). */
export const MEMBER_ROLES = ["super_admin", "admin", "operator", "instruktur"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/**
 * The signed-in member's role, as the access-token hook put it in the token (`user_role`); null for a
 * non-member. It only decides what the panel shows: the database checks every request itself.
 */
export function memberRoleOf(session: Session | null): MemberRole | null {
  if (!session) return null;
  try {
    const role = decodeJwt(session.access_token).user_role;
    return MEMBER_ROLES.find((r) => r === role) ?? null;
  } catch {
    return null;
  }
}

export function useMemberRole(): MemberRole | null {
  return memberRoleOf(useSession().session);
}

