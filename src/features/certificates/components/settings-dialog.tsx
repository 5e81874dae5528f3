import { useWatch } from "react-hook-form";
import { FormDialog, type FormDialogOpenProps } from "@/components/form-dialog";
import { TextField } from "@/components/form-fields";
import { useZodForm } from "@/hooks/use-zod-form";
import { useCertificateSettings, useSaveCertificateSettings } from "@/features/certificates/api/certificates";
import { numberExample, settingsFormSchema, settingsFormValues } from "@/features/certificates/schemas/certificate-schema";

/**
 * "Pengaturan Sertifikat": the number pattern (with a live example), the signatory and the place printed on every
 * certificate issued from now on (what was issued stays). Recorded in the change history.
 */
export function SettingsDialog(dialog: FormDialogOpenProps) {
  const settings = useCertificateSettings(dialog.open);
  const save = useSaveCertificateSettings();
  const form = useZodForm(settingsFormSchema, settingsFormValues(undefined));
  const pattern = useWatch({ control: form.control, name: "number_pattern" });
  const example = numberExample(pattern ?? "", new Date().getFullYear());
  return (
    <FormDialog
      {...dialog}
      title="Pengaturan Sertifikat"
      description="Berlaku untuk sertifikat yang diterbitkan setelah disimpan; sertifikat yang sudah terbit tidak berubah."
      form={form}
      values={settingsFormValues(settings.data)}
      ready={settings.isSuccess}
      save={{ texts: { success: "Pengaturan sertifikat disimpan.", failure: "Gagal menyimpan pengaturan sertifikat." }, write: (values) => save.mutateAsync(values) }}
    >
      <TextField
        control={form.control}
        name="number_pattern"
        label="Pola nomor"
        maxLength={80}
        autoComplete="off"
        className="font-mono"
        description={
          <>
            {"{urut}"} = nomor urut dalam setahun (001, 002, ...), {"{tahun}"} = tahun terbit. Contoh:{" "}
            <output className="font-mono font-medium text-foreground" aria-live="polite" data-testid="number-example">
              {example}
            </output>
          </>
        }
      />
      <TextField control={form.control} name="signatory_name" label="Nama penanda tangan" maxLength={120} autoComplete="off" />
      <TextField control={form.control} name="signatory_position" label="Jabatan penanda tangan" maxLength={120} autoComplete="off" />
      <TextField control={form.control} name="signatory_nip" label="NIP penanda tangan" inputMode="numeric" maxLength={21} autoComplete="off" description="18 angka." />
      <TextField control={form.control} name="issue_place" label="Tempat terbit" maxLength={60} autoComplete="off" />
    </FormDialog>
  );
}
