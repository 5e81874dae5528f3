import { FormDialog, type FormDialogOpenProps } from "@/components/form-dialog";
import { TextField } from "@/components/form-fields";
import { useZodForm } from "@/hooks/use-zod-form";
import { useSetTrainingDay, type ScheduleDay } from "@/features/attendance/api/attendance";
import { formatClassDay } from "@/features/attendance/lib/class-days";
import { trainingDayFormSchema } from "@/features/attendance/schemas/attendance-schema";

const DEFAULTS = { reason: "" };

/** An admin takes a day of the period off (with a reason, e.g. a public holiday) or makes it a training day again. */
export function TrainingDayDialog({ scheduleId, day, ...dialog }: FormDialogOpenProps & { scheduleId: number; day: ScheduleDay }) {
  const change = useSetTrainingDay();
  const form = useZodForm(trainingDayFormSchema, DEFAULTS);
  const off = day.is_training_day;
  return (
    <FormDialog
      {...dialog}
      title={off ? "Jadikan Hari Libur" : "Jadikan Hari Pelatihan"}
      description={
        off
          ? `${formatClassDay(day.day)} tidak lagi dihitung sebagai hari pelatihan. Hari yang sudah berisi presensi tidak dapat dijadikan libur.`
          : `${formatClassDay(day.day)} dihitung sebagai hari pelatihan dan presensinya dapat diisi.`
      }
      form={form}
      values={DEFAULTS}
      submitLabels={{ idle: off ? "Jadikan Libur" : "Jadikan Hari Pelatihan", saving: "Menyimpan..." }}
      save={{
        texts: { success: off ? "Hari libur disimpan." : "Hari pelatihan disimpan.", failure: "Gagal mengubah hari pelatihan." },
        write: ({ reason }) => change.mutateAsync({ scheduleId, day: day.day, isTrainingDay: !off, reason }),
      }}
    >
      <TextField control={form.control} name="reason" label="Keterangan (opsional)" placeholder={off ? "Mis. Libur nasional" : ""} maxLength={200} />
    </FormDialog>
  );
}
