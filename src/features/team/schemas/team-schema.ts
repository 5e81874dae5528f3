import { z } from "zod";
import { MEMBER_ROLES, type MemberRole } from "@/features/auth/api/member-role";

export const TEAM_MESSAGES = { role: "Pilih peran anggota" } as const;

export const memberRoleSchema = z.object({
  role: z.enum(MEMBER_ROLES, { error: TEAM_MESSAGES.role }),
});

export type MemberRoleFormInput = z.input<typeof memberRoleSchema>;
export type MemberRoleFormValues = z.output<typeof memberRoleSchema>;

export const memberRoleDefaults = (member?: { role: MemberRole } | null): MemberRoleFormInput => ({ role: member?.role ?? "operator" });
