import { z } from "zod";
import { toISODate, toLocalDay } from "@/lib/dates";

/** A picked calendar day; empty is null (react-hook-form ignores undefined when resetting). */
function requiredDate(message: string) {
  return z
    .date({ error: message })
    .nullable()
    .refine((date) => date !== null, { error: message })
    .transform((date) => date as Date);
}

/** Schedule form (SPEC §5). The period is picked as a date range and stored as two dates. */
export const scheduleSchema = z.object({
  program: z.string().trim().min(1, { error: "Nama program harus diisi" }),
  programCategory: z.string().trim().min(1, { error: "Kategori program harus diisi" }),
  instructorName: z.array(z.string()).min(1, { error: "Setidaknya satu instruktur harus dipilih" }),
  startDate: requiredDate("Tanggal mulai harus diisi."),
  endDate: requiredDate("Tanggal selesai harus diisi."),
  batch: z.string().trim().min(1, { error: "Batch harus diisi" }),
});

export type ScheduleFormInput = z.input<typeof scheduleSchema>;
export type ScheduleFormValues = z.output<typeof scheduleSchema>;

/** The fields of a schedule row the form edits. */
export interface ScheduleLike {
  program: string;
  programCategory: string;
  instructorName: string[];
  batch: string;
  startDate: string;
  endDate: string;
}

/** Form values for a new schedule (no item) or an existing one. */
export function scheduleFormDefaults(schedule?: ScheduleLike | null): ScheduleFormInput {
  return {
    program: schedule?.program ?? "",
    programCategory: schedule?.programCategory ?? "",
    instructorName: schedule?.instructorName ?? [],
    startDate: toLocalDay(schedule?.startDate) ?? null,
    endDate: toLocalDay(schedule?.endDate) ?? null,
    batch: schedule?.batch ?? "",
  };
}

/** Maps valid form values to the create/update schedule mutation input (dates as 'yyyy-MM-dd'). */
export function toScheduleInput(values: ScheduleFormValues) {
  return {
    program: values.program,
    programCategory: values.programCategory,
    instructorName: values.instructorName,
    batch: values.batch,
    startDate: toISODate(values.startDate),
    endDate: toISODate(values.endDate),
  };
}
