import { z } from "zod";
import { MEMBER_ROLES, type MemberRole } from "@/features/auth/api/member-role";

export const TEAM_MESSAGES = {
  role: "Pilih peran anggota",
  emailRequired: "Email harus diisi.",
  email: "Format email tidak valid.",
  instructor: "Pilih instruktur untuk peran Instruktur.",
} as const;

/**
 * The role, and for role Instruktur the row of Instruktur the account is (the picker's value is the id as text;
 * empty for every other role, whose output carries no instructor). The database checks both again.
 */
const ROLE_FIELDS = {
  role: z.enum(MEMBER_ROLES, { error: TEAM_MESSAGES.role }),
  instructorId: z.string(),
};

function requireInstructor(v: { role: MemberRole; instructorId: string }, ctx: z.RefinementCtx) {
  if (v.role === "instruktur" && !/^[1-9][0-9]*$/.test(v.instructorId)) {
    ctx.addIssue({ code: "custom", path: ["instructorId"], message: TEAM_MESSAGES.instructor });
  }
}

const instructorOf = (v: { role: MemberRole; instructorId: string }) => (v.role === "instruktur" ? Number(v.instructorId) : undefined);

export const memberRoleSchema = z
  .object(ROLE_FIELDS)
  .superRefine(requireInstructor)
  .transform((v) => ({ role: v.role, instructorId: instructorOf(v) }));

export type MemberRoleFormInput = z.input<typeof memberRoleSchema>;
export type MemberRoleFormValues = z.output<typeof memberRoleSchema>;

export const memberRoleDefaults = (member?: { role: MemberRole; instructor_id?: number | null } | null): MemberRoleFormInput => ({
  role: member?.role ?? "operator",
  instructorId: member?.instructor_id ? String(member.instructor_id) : "",
});

/** 'Undang Anggota': who (e-mail) and with which role (and instructor); the Edge Function checks all again. */
export const inviteMemberSchema = z
  .object({
    email: z
      .string()
      .trim()
      .min(1, TEAM_MESSAGES.emailRequired)
      .max(254, TEAM_MESSAGES.email)
      .pipe(z.email({ error: TEAM_MESSAGES.email })),
    ...ROLE_FIELDS,
  })
  .superRefine(requireInstructor)
  .transform((v) => ({ email: v.email, role: v.role, instructorId: instructorOf(v) }));

export type InviteMemberFormInput = z.input<typeof inviteMemberSchema>;
export type InviteMemberFormValues = z.output<typeof inviteMemberSchema>;

export const inviteMemberDefaults = (): InviteMemberFormInput => ({ email: "", role: "operator", instructorId: "" });
