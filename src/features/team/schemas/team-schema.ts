import { z } from "zod";
import { MEMBER_ROLES, type MemberRole } from "@/features/auth/api/member-role";

export const TEAM_MESSAGES = {
  role: "Pilih peran anggota",
  emailRequired: "Email harus diisi.",
  email: "Format email tidak valid.",
} as const;

export const memberRoleSchema = z.object({
  role: z.enum(MEMBER_ROLES, { error: TEAM_MESSAGES.role }),
});

export type MemberRoleFormInput = z.input<typeof memberRoleSchema>;
export type MemberRoleFormValues = z.output<typeof memberRoleSchema>;

export const memberRoleDefaults = (member?: { role: MemberRole } | null): MemberRoleFormInput => ({ role: member?.role ?? "operator" });

/** 'Undang Anggota': who (e-mail) and with which role; the Edge Function checks both again. */
export const inviteMemberSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, TEAM_MESSAGES.emailRequired)
    .max(254, TEAM_MESSAGES.email)
    .pipe(z.email({ error: TEAM_MESSAGES.email })),
  role: z.enum(MEMBER_ROLES, { error: TEAM_MESSAGES.role }),
});

export type InviteMemberFormInput = z.input<typeof inviteMemberSchema>;
export type InviteMemberFormValues = z.output<typeof inviteMemberSchema>;

export const inviteMemberDefaults = (): InviteMemberFormInput => ({ email: "", role: "operator" });
