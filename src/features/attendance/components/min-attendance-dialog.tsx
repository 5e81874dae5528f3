import { FormDialog, type FormDialogOpenProps } from "@/components/form-dialog";
import { TextField } from "@/components/form-fields";
import { useZodForm } from "@/hooks/use-zod-form";
import { useSetMinAttendance } from "@/features/attendance/api/attendance";
import { minAttendanceFormSchema } from "@/features/attendance/schemas/attendance-schema";

/** A batch's minimum attendance for Selesai, in percent. */
export function MinAttendanceDialog({ scheduleId, current, ...dialog }: FormDialogOpenProps & { scheduleId: number; current: number }) {
  const change = useSetMinAttendance();
  const values = { minAttendance: String(current).replace(".", ",") };
  const form = useZodForm(minAttendanceFormSchema, values);
  return (
    <FormDialog
      {...dialog}
      title="Kehadiran Minimum"
      description="Peserta dapat dinyatakan Selesai bila kehadirannya dari seluruh hari pelatihan mencapai minimum ini dan hasilnya Kompeten."
      form={form}
      values={values}
      save={{
        texts: { success: "Kehadiran minimum disimpan.", failure: "Gagal menyimpan kehadiran minimum." },
        write: ({ minAttendance }) => change.mutateAsync({ scheduleId, minAttendance }),
      }}
    >
      <TextField control={form.control} name="minAttendance" label="Kehadiran minimum (%)" inputMode="decimal" />
    </FormDialog>
  );
}
