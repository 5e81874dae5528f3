import { useState } from "react";
import { MessageSquareTextIcon } from "lucide-react";
import { FormDialog } from "@/components/form-dialog";
import { TextareaField } from "@/components/form-fields";
import { Button } from "@/components/ui/button";
import { useZodForm } from "@/hooks/use-zod-form";
import { makeSurveyMessageSchema, SURVEY_MESSAGE_MAX, surveyMessageMessages } from "@/lib/survey-message-schema";
import { useSkmMessage, useUpdateSkmMessage } from "@/features/skm-admin/api/skm-sending";

export const SKM_MESSAGE_MESSAGES = surveyMessageMessages("peserta");
const schema = makeSurveyMessageSchema(SKM_MESSAGE_MESSAGES);

/**
 * "Ubah Pesan Survei": the WhatsApp message `survei_kepuasan` that carries each participant's link ({tautan}), sent
 * from a class's Penyelesaian (docs/satisfaction-survey.md, "Participants' link"); the database checks it again.
 */
export function SkmMessageButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <MessageSquareTextIcon aria-hidden="true" />
        Ubah Pesan Survei
      </Button>
      <SkmMessageDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

function SkmMessageDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const template = useSkmMessage(open);
  const update = useUpdateSkmMessage();
  const values = { body: template.data?.body ?? "" };
  const form = useZodForm(schema, values);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Ubah Pesan Survei"
      description="Pesan WhatsApp yang dikirim bersama tautan survei kepuasan pribadi setiap peserta."
      form={form}
      values={values}
      ready={!!template.data}
      save={{
        texts: { success: "Pesan survei kepuasan berhasil diperbarui.", failure: "Gagal memperbarui pesan survei kepuasan." },
        write: ({ body }) => update.mutateAsync({ id: template.data!.id, body }),
      }}
    >
      <TextareaField
        control={form.control}
        name="body"
        label="Pesan"
        rows={7}
        description={`{nama}: nama peserta, {program}: nama program, {batch}: batch, {tautan}: tautan survei pribadi (wajib). Paling banyak ${SURVEY_MESSAGE_MAX} karakter.`}
      />
    </FormDialog>
  );
}
