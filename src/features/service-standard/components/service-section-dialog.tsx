import { FormDialog, type FormDialogOpenProps } from "@/components/form-dialog";
import { TextareaField } from "@/components/form-fields";
import { useZodForm } from "@/hooks/use-zod-form";
import { useUpdateServiceSection, type ServiceStandardSection } from "@/features/service-standard/api/service-standard";
import { SERVICE_STANDARD_LIMITS, serviceSectionSchema } from "@/features/service-standard/schemas/service-standard-schema";

/** "Ubah <komponen>": the text of one component of the standard (its title is the regulation's, not edited). */
export function ServiceSectionDialog({ section, ...dialog }: FormDialogOpenProps & { section: ServiceStandardSection | undefined }) {
  const update = useUpdateServiceSection();
  const values = { body: section?.body ?? "" };
  const form = useZodForm(serviceSectionSchema, values);
  return (
    <FormDialog
      {...dialog}
      title={`Ubah ${section?.title ?? "Komponen"}`}
      description="Tulis satu butir per baris: dua baris atau lebih tampil sebagai daftar bernomor di halaman Standar Pelayanan."
      form={form}
      values={values}
      ready={!!section}
      save={{
        texts: { success: "Standar pelayanan berhasil diperbarui.", failure: "Gagal memperbarui standar pelayanan." },
        write: (validated) => update.mutateAsync({ id: section!.id, body: validated.body }),
      }}
    >
      <TextareaField
        control={form.control}
        name="body"
        label="Isi Komponen"
        rows={8}
        description={`Paling banyak ${SERVICE_STANDARD_LIMITS.body} karakter. Alamat situs (https://…) menjadi tautan.`}
      />
    </FormDialog>
  );
}
