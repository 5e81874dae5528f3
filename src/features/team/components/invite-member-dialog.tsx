import { FormDialog, type FormDialogOpenProps } from "@/components/form-dialog";
import { TextField } from "@/components/form-fields";
import { toast } from "@/components/ui/use-toast";
import { useZodForm } from "@/hooks/use-zod-form";
import { useInviteMember } from "@/features/team/api/team";
import { MemberRoleFields } from "@/features/team/components/member-role-fields";
import { inviteMemberDefaults, inviteMemberSchema, type InviteMemberFormValues } from "@/features/team/schemas/team-schema";

/**
 * 'Undang Anggota': an e-mail and a role (for Instruktur, also which instructor). The person receives an e-mail with a
 * link to set a password (an address that already has an account joins at once). The Edge Function and the database
 * check it all again.
 */
export function InviteMemberDialog(dialog: FormDialogOpenProps) {
  const invite = useInviteMember();
  const form = useZodForm(inviteMemberSchema, inviteMemberDefaults());
  return (
    <FormDialog
      {...dialog}
      title="Undang Anggota"
      description="Orang yang diundang menerima email berisi tautan untuk membuat kata sandi, lalu masuk ke panel dengan peran yang Anda pilih."
      form={form}
      values={inviteMemberDefaults()}
      submitLabels={{ idle: "Kirim Undangan", saving: "Mengirim..." }}
      save={{
        texts: { success: "Anggota berhasil diundang.", failure: "Gagal mengundang anggota." },
        write: (values: InviteMemberFormValues) => invite.mutateAsync(values),
        // what happened, in place of the general success toast (one toast shows at a time)
        onSaved: (invitation) =>
          toast({
            title: invitation.sent ? `Email undangan terkirim ke ${invitation.email}.` : `${invitation.email} sudah punya akun.`,
            description: invitation.sent
              ? "Tautannya berlaku 24 jam."
              : "Ia langsung menjadi anggota tim dan dapat login dengan kata sandinya sendiri; tidak ada email yang dikirim.",
          }),
      }}
    >
      <TextField control={form.control} name="email" label="Email" type="email" autoComplete="off" inputMode="email" />
      <MemberRoleFields control={form.control} />
    </FormDialog>
  );
}
