import { FormDialog, type FormDialogOpenProps } from "@/components/form-dialog";
import { TextField } from "@/components/form-fields";
import { useZodForm } from "@/hooks/use-zod-form";
import { useUpdateTracerSettings, type TracerSettings } from "@/features/tracer-study/api/tracer-sending";
import {
  TRACER_SETTINGS_LIMITS,
  tracerSettingsSchema,
  type TracerSettingsFormInput,
} from "@/features/tracer-study/schemas/tracer-settings-schema";

const { month, maxRounds } = TRACER_SETTINGS_LIMITS;

const settingsValues = (settings: TracerSettings | undefined): TracerSettingsFormInput => ({
  months: settings?.months.join(", ") ?? "",
  answerDays: String(settings?.answer_days ?? ""),
  correctionDays: String(settings?.correction_days ?? ""),
});

/** "Ubah Jadwal Survei": when the links are due and how long they stay usable (tracer_settings, with history). */
export function TracerSettingsDialog({ settings, ...dialog }: FormDialogOpenProps & { settings: TracerSettings | undefined }) {
  const update = useUpdateTracerSettings();
  const values = settingsValues(settings);
  const form = useZodForm(tracerSettingsSchema, values);
  return (
    <FormDialog
      {...dialog}
      title="Ubah Jadwal Survei"
      description="Berlaku untuk survei yang belum dibuat. Survei yang sudah dibuat atau dijawab tetap seperti semula."
      form={form}
      values={values}
      ready={!!settings}
      save={{
        texts: { success: "Jadwal survei berhasil diperbarui.", failure: "Gagal memperbarui jadwal survei." },
        write: (validated) => update.mutateAsync(validated),
      }}
    >
      <TextField
        control={form.control}
        name="months"
        label="Bulan setelah pelatihan berakhir"
        inputMode="numeric"
        description={`Misalnya 3, 6: survei dikirim 3 dan 6 bulan setelah pelatihan berakhir. Paling banyak ${maxRounds} angka, ${month.min} sampai ${month.max}.`}
      />
      <TextField control={form.control} name="answerDays" label="Lama tautan berlaku (hari)" inputMode="numeric" description="Dihitung dari hari survei dibuka." />
      <TextField
        control={form.control}
        name="correctionDays"
        label="Masa perbaikan jawaban (hari)"
        inputMode="numeric"
        description="Selama ini lulusan dapat memperbaiki jawabannya dengan tautan yang sama."
      />
    </FormDialog>
  );
}
