import { FormDialog, type FormDialogOpenProps } from "@/components/form-dialog";
import { TextareaField } from "@/components/form-fields";
import { useZodForm } from "@/hooks/use-zod-form";
import { useUpdateSurveyMessage } from "@/features/tracer-study/api/tracer-sending";
import { SURVEY_MESSAGE_MAX, surveyMessageSchema } from "@/features/tracer-study/schemas/tracer-settings-schema";
import type { Tables } from "@/types/database.types";

/** "Ubah Pesan Survei": the message that carries each graduate's link ({tautan}); the database checks it again. */
export function SurveyMessageDialog({ template, ...dialog }: FormDialogOpenProps & { template: Tables<"message_templates"> | undefined }) {
  const update = useUpdateSurveyMessage();
  const values = { body: template?.body ?? "" };
  const form = useZodForm(surveyMessageSchema, values);
  return (
    <FormDialog
      {...dialog}
      title="Ubah Pesan Survei"
      description="Pesan yang dikirim bersama tautan survei pribadi setiap lulusan, lewat WhatsApp atau e-mail."
      form={form}
      values={values}
      ready={!!template}
      save={{
        texts: { success: "Pesan survei berhasil diperbarui.", failure: "Gagal memperbarui pesan survei." },
        write: ({ body }) => update.mutateAsync({ id: template!.id, body }),
      }}
    >
      <TextareaField
        control={form.control}
        name="body"
        label="Pesan"
        rows={7}
        description={`{nama}: nama lulusan, {program}: nama program, {batch}: batch, {tautan}: tautan survei pribadi (wajib). Paling banyak ${SURVEY_MESSAGE_MAX} karakter.`}
      />
    </FormDialog>
  );
}
