import { FormDialog, type FormDialogOpenProps } from "@/components/form-dialog";
import { SelectField } from "@/components/form-fields";
import { useZodForm } from "@/hooks/use-zod-form";
import { MEMBER_ROLES, ROLE_TEXT, useUpdateTeamMember, type TeamMember } from "@/features/team/api/team";
import { memberRoleDefaults, memberRoleSchema, type MemberRoleFormValues } from "@/features/team/schemas/team-schema";
import { memberName } from "@/features/team/components/team-columns";

const OPTIONS = MEMBER_ROLES.map((role) => ({ value: role, label: `${ROLE_TEXT[role].label}: ${ROLE_TEXT[role].description}` }));

/** 'Ubah Peran': one select of the three roles; the database refuses to demote the last active super admin. */
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
        write: (values: MemberRoleFormValues) => update.mutateAsync({ userId: member!.user_id, role: values.role }),
      }}
    >
      <SelectField control={form.control} name="role" label="Peran" options={OPTIONS} />
    </FormDialog>
  );
}
