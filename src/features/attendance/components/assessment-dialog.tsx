import { FormDialog, type FormDialogOpenProps } from "@/components/form-dialog";
import { SelectField, TextField, TextareaField } from "@/components/form-fields";
import { useZodForm } from "@/hooks/use-zod-form";
import { useSetAssessment } from "@/features/attendance/api/attendance";
import {
  ASSESSMENT_RESULTS,
  ASSESSMENT_RESULT_LABEL,
  assessmentFormSchema,
  type CompletionOverview,
} from "@/features/attendance/schemas/attendance-schema";

type Participant = CompletionOverview["participants"][number];

const OPTIONS = ASSESSMENT_RESULTS.map((result) => ({ value: result, label: ASSESSMENT_RESULT_LABEL[result] }));

const valuesOf = (participant?: Participant) => ({
  result: participant?.assessment?.result,
  score: participant?.assessment?.score === null || participant?.assessment?.score === undefined ? "" : String(participant.assessment.score).replace(".", ","),
  note: participant?.assessment?.note ?? "",
});

/** 'Penilaian Akhir' of one participant still at Peserta: Kompeten / Belum Kompeten, an optional score 0-100 and note. */
export function AssessmentDialog({ participant, ...dialog }: FormDialogOpenProps & { participant?: Participant }) {
  const assess = useSetAssessment();
  const form = useZodForm(assessmentFormSchema, valuesOf(participant));
  return (
    <FormDialog
      {...dialog}
      title="Penilaian Akhir"
      description={participant ? `${participant.full_name ?? "(data pribadi dihapus)"}: hasil penilaian akhir pelatihan.` : undefined}
      form={form}
      values={valuesOf(participant)}
      ready={!!participant}
      save={{
        texts: { success: "Penilaian disimpan.", failure: "Gagal menyimpan penilaian." },
        write: (values) => assess.mutateAsync({ registrationId: participant!.registration_id, ...values }),
      }}
    >
      <SelectField control={form.control} name="result" label="Hasil" placeholder="Pilih hasil" options={OPTIONS} />
      <TextField control={form.control} name="score" label="Nilai (opsional)" description="0 sampai 100." inputMode="decimal" />
      <TextareaField control={form.control} name="note" label="Catatan (opsional)" rows={3} maxLength={1000} />
    </FormDialog>
  );
}
