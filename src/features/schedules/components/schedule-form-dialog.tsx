import { DateRangeFormField } from "@/components/date-range-picker";
import { EntityFormDialog, type EntityFormTexts } from "@/components/entity-form-dialog";
import type { FormDialogOpenProps } from "@/components/form-dialog";
import { TextField } from "@/components/form-fields";
import { MultiSelect } from "@/components/multi-select";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useZodForm } from "@/hooks/use-zod-form";
import { useInstructors } from "@/features/instructors/api/instructors";
import { usePrograms } from "@/features/programs/api/programs";
import { useCreateSchedule, useUpdateSchedule, type Schedule } from "@/features/schedules/api/schedules";
import { ScheduleRegistrationFields } from "@/features/schedules/components/schedule-registration-fields";
import {
  registrationFormDefaults,
  scheduleFormDefaults,
  scheduleSchema,
  toRegistrationInput,
  toScheduleInput,
  type ScheduleFormValues,
} from "@/features/schedules/schemas/schedule-schema";

const TEXTS: EntityFormTexts = {
  description: "Isi detail jadwal di bawah ini.",
  add: { title: "Tambah Jadwal Baru", success: "Jadwal berhasil ditambahkan.", failure: "Gagal menambahkan jadwal." },
  edit: { title: "Edit Jadwal", success: "Jadwal berhasil diperbarui.", failure: "Gagal memperbarui jadwal." },
};

/** The spec's fields and the registration details of a schedule (or of a new one). */
function formValues(schedule?: Schedule) {
  return { ...scheduleFormDefaults(schedule), ...registrationFormDefaults(schedule) };
}

/** The mutation's input: the spec's fields and the registration details. */
function toInput(values: ScheduleFormValues) {
  return { ...toScheduleInput(values), ...toRegistrationInput(values) };
}

interface ScheduleFormDialogProps extends FormDialogOpenProps {
  /** Edit mode when a schedule is passed. */
  schedule?: Schedule;
}

export function ScheduleFormDialog({ schedule, ...dialog }: ScheduleFormDialogProps) {
  const create = useCreateSchedule();
  const update = useUpdateSchedule();
  const programs = usePrograms();
  const instructors = useInstructors();
  const form = useZodForm(scheduleSchema, formValues(schedule));

  const programPlaceholder = programs.isPending
    ? "Memuat program..."
    : programs.isError
      ? "Gagal memuat program"
      : "Pilih program pelatihan";
  const programOptions = programs.data ?? [];
  const currentProgram = form.watch("program");
  // Keep a schedule's program selectable even if that program was renamed or removed since.
  const missingCurrent =
    currentProgram && !programOptions.some((p) => p.name === currentProgram) ? currentProgram : null;

  const instructorPlaceholder = instructors.isPending
    ? "Memuat instruktur..."
    : instructors.isError
      ? "Gagal memuat instruktur"
      : "Pilih instruktur";
  const instructorOptions = (instructors.data ?? []).map((i) => ({ value: i.name, label: i.name }));

  return (
    <EntityFormDialog
      {...dialog}
      item={schedule}
      texts={TEXTS}
      form={form}
      values={formValues(schedule)}
      toInput={toInput}
      create={create.mutateAsync}
      update={(input, { id }) => update.mutateAsync({ id, ...input })}
    >
      <FormField
        control={form.control}
        name="program"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Program Pelatihan</FormLabel>
            <Select
              value={field.value || ""}
              disabled={programs.isPending || programs.isError}
              onValueChange={(name) => {
                field.onChange(name);
                const category = programOptions.find((p) => p.name === name)?.category;
                if (category) form.setValue("programCategory", category, { shouldValidate: true });
              }}
            >
              <FormControl>
                <SelectTrigger onBlur={field.onBlur}>
                  <SelectValue placeholder={programPlaceholder} />
                </SelectTrigger>
              </FormControl>
              <SelectContent>
                {programOptions.length === 0 && !missingCurrent ? (
                  <p className="px-2 py-4 text-center text-sm text-muted-foreground">Tidak ada program ditemukan.</p>
                ) : (
                  <>
                    {missingCurrent && <SelectItem value={missingCurrent}>{missingCurrent}</SelectItem>}
                    {programOptions.map((program) => (
                      <SelectItem key={program.id} value={program.name}>
                        {program.name}
                      </SelectItem>
                    ))}
                  </>
                )}
              </SelectContent>
            </Select>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="programCategory"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Kategori</FormLabel>
            <FormControl>
              <Input
                value={field.value}
                name={field.name}
                ref={field.ref}
                readOnly
                disabled
                placeholder="Terisi otomatis dari program"
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="instructorName"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Instruktur</FormLabel>
            <FormControl>
              <MultiSelect
                options={instructorOptions}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                disabled={instructors.isPending || instructors.isError}
                placeholder={instructorPlaceholder}
                searchPlaceholder="Cari instruktur..."
                emptyText="Tidak ada instruktur ditemukan."
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <DateRangeFormField
        control={form.control}
        startName="startDate"
        endName="endDate"
        label="Periode Pelaksanaan"
        placeholder="Pilih rentang tanggal"
      />
      <TextField control={form.control} name="batch" label="Batch" placeholder="Contoh: Batch 1" autoComplete="off" />
      <ScheduleRegistrationFields control={form.control} onClearRegistration={() => {
        form.setValue("registrationStart", null, { shouldDirty: true });
        form.setValue("registrationEnd", null, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
      }} />
    </EntityFormDialog>
  );
}

