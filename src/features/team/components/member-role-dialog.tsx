import { FormDialog, type FormDialogOpenProps } from "@/components/form-dialog";
import { useZodForm } from "@/hooks/use-zod-form";
import { useUpdateTeamMember, type TeamMember } from "@/features/team/api/team";
import { MemberRoleFields } from "@/features/team/components/member-role-fields";
import { memberRoleDefaults, memberRoleSchema, type MemberRoleFormValues } from "@/features/team/schemas/team-schema";
import { memberName } from "@/features/team/components/team-columns";

/**
 * 'Ubah Peran': the four roles, and for Instruktur which instructor; the database refuses to demote the last active
 * super admin and to tie one instructor to two accounts.
 */
export function MemberRoleDialog({ member, ...dialog }: FormDialogOpenProps & { member?: TeamMember }) {
  const update = useUpdateTeamMember();
  const form = useZodForm(memberRoleSchema, memberRoleDefaults(member));
  return (
    <FormDialog
      {...dialog}
      title="Ubah Peran"
      description={member ? `Peran ${memberName(member)} (${member.email}) di tim admin. Peran baru berlaku saat ia masuk lagi atau dalam satu jam.` : undefined}
      form={form}
      values={memberRoleDefaults(member)}
      ready={!!member}
      save={{
        texts: { success: "Peran anggota berhasil diubah.", failure: "Gagal mengubah peran anggota." },
        write: (values: MemberRoleFormValues) =>
          update.mutateAsync({ userId: member!.user_id, role: values.role, instructorId: values.instructorId }),
      }}
    >
      <MemberRoleFields control={form.control} />
    </FormDialog>
  );
}
