import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { DateRangeFormField } from "@/components/date-range-picker";
import { FormDialog } from "@/components/form-dialog";
import { MultiSelect } from "@/components/multi-select";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { useInstructors } from "@/features/instructors/api/instructors";
import { usePrograms } from "@/features/programs/api/programs";
import { useCreateSchedule, useUpdateSchedule, type Schedule } from "@/features/schedules/api/schedules";
import {
  scheduleFormDefaults,
  scheduleSchema,
  toScheduleInput,
  type ScheduleFormInput,
  type ScheduleFormValues,
} from "@/features/schedules/schemas/schedule-schema";

interface ScheduleFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit mode when a schedule is passed. */
  schedule?: Schedule;
}

export function ScheduleFormDialog({ open, onOpenChange, schedule }: ScheduleFormDialogProps) {
  const isEdit = !!schedule;
  const create = useCreateSchedule();
  const update = useUpdateSchedule();
  const programs = usePrograms();
  const instructors = useInstructors();

  const form = useForm<ScheduleFormInput, unknown, ScheduleFormValues>({
    resolver: zodResolver(scheduleSchema),
    defaultValues: scheduleFormDefaults(schedule),
  });

  async function onSubmit(values: ScheduleFormValues) {
    const input = toScheduleInput(values);
    try {
      if (schedule) await update.mutateAsync({ id: schedule.id, ...input });
      else await create.mutateAsync(input);
      toast({ title: isEdit ? "Jadwal berhasil diperbarui." : "Jadwal berhasil ditambahkan." });
      onOpenChange(false);
    } catch (error) {
      toast({
        title: isEdit ? "Gagal memperbarui jadwal." : "Gagal menambahkan jadwal.",
        description: error instanceof Error ? error.message : undefined,
        variant: "destructive",
      });
    }
  }

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
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={isEdit ? "Edit Jadwal" : "Tambah Jadwal Baru"}
      description="Isi detail jadwal di bawah ini."
      form={form}
      values={scheduleFormDefaults(schedule)}
      onSubmit={onSubmit}
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
      <FormField
        control={form.control}
        name="batch"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Batch</FormLabel>
            <FormControl>
              <Input placeholder="Contoh: Batch 1" autoComplete="off" {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </FormDialog>
  );
}

