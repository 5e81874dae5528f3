import { FormDialog, type FormDialogOpenProps } from "@/components/form-dialog";
import { TextareaField, TextField } from "@/components/form-fields";
import { useZodForm } from "@/hooks/use-zod-form";
import { useUpdateServicePledge, type ServicePledge } from "@/features/service-standard/api/service-standard";
import { servicePledgeSchema, type ServicePledgeFormInput } from "@/features/service-standard/schemas/service-standard-schema";

const pledgeValues = (pledge: ServicePledge | null | undefined): ServicePledgeFormInput => ({
  statement: pledge?.statement ?? "",
  signer_name: pledge?.signer_name ?? "",
  signer_position: pledge?.signer_position ?? "",
  place: pledge?.place ?? "",
  signed_on: pledge?.signed_on ?? "",
});

/** "Ubah Maklumat Pelayanan": the pledge as signed (service_pledge, with history). */
export function ServicePledgeDialog({ pledge, ...dialog }: FormDialogOpenProps & { pledge: ServicePledge | null | undefined }) {
  const update = useUpdateServicePledge();
  const values = pledgeValues(pledge);
  const form = useZodForm(servicePledgeSchema, values);
  return (
    <FormDialog
      {...dialog}
      title="Ubah Maklumat Pelayanan"
      description="Tulis seperti pada maklumat yang ditandatangani pimpinan."
      form={form}
      values={values}
      ready={!!pledge}
      save={{
        texts: { success: "Maklumat pelayanan berhasil diperbarui.", failure: "Gagal memperbarui maklumat pelayanan." },
        write: (validated) => update.mutateAsync(validated),
      }}
    >
      <TextareaField control={form.control} name="statement" label="Isi Maklumat" rows={5} />
      <TextField control={form.control} name="signer_name" label="Nama Penanda Tangan" autoComplete="off" />
      <TextField control={form.control} name="signer_position" label="Jabatan Penanda Tangan" autoComplete="off" />
      <TextField control={form.control} name="place" label="Tempat Penetapan" placeholder="Contoh: Banda Aceh" autoComplete="off" />
      <TextField control={form.control} name="signed_on" label="Tanggal Penetapan" type="date" />
    </FormDialog>
  );
}
