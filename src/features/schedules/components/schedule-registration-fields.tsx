import type { Control } from "react-hook-form";
import { useWatch } from "react-hook-form";
import { DateRangeFormField } from "@/components/date-range-picker";
import { TextField } from "@/components/form-fields";
import { Button } from "@/components/ui/button";
import type { ScheduleFormInput, ScheduleFormValues } from "@/features/schedules/schemas/schedule-schema";

/** The optional registration details of a schedule, in their own group of the schedule form. */
export function ScheduleRegistrationFields({
  control,
  onClearRegistration,
}: {
  control: Control<ScheduleFormInput, unknown, ScheduleFormValues>;
  onClearRegistration: () => void;
}) {
  const start = useWatch({ control, name: "registrationStart" });
  const end = useWatch({ control, name: "registrationEnd" });
  return (
    <fieldset className="grid gap-4 rounded-lg border p-4">
      <legend className="px-1 text-sm font-semibold">Pendaftaran (opsional)</legend>
      <div className="grid gap-2">
        <DateRangeFormField
          control={control}
          startName="registrationStart"
          endName="registrationEnd"
          label="Periode Pendaftaran"
          placeholder="Pilih rentang tanggal pendaftaran"
        />
        {start || end ? (
          <Button type="button" variant="ghost" size="sm" className="w-fit" onClick={onClearRegistration}>
            Kosongkan periode pendaftaran
          </Button>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={control} name="quota" label="Kuota Peserta" inputMode="numeric" placeholder="Contoh: 16" autoComplete="off" />
        <TextField control={control} name="location" label="Lokasi" placeholder="Contoh: Laboratorium Komputer 1" autoComplete="off" />
      </div>
      <TextField
        control={control}
        name="applyUrl"
        label="Tautan Pendaftaran"
        type="url"
        inputMode="url"
        placeholder="https://skillhub.kemnaker.go.id/"
        autoComplete="off"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={control} name="contactName" label="Nama Narahubung" placeholder="Contoh: Cut Nurul Aini" autoComplete="off" />
        <TextField
          control={control}
          name="contactWhatsapp"
          label="WhatsApp Narahubung"
          type="tel"
          inputMode="tel"
          placeholder="0812-3456-7890"
          autoComplete="off"
          description="Disimpan dalam format internasional 62…"
        />
      </div>
      <TextField control={control} name="note" label="Catatan Singkat" placeholder="Contoh: Pendaftaran diperpanjang" autoComplete="off" />
    </fieldset>
  );
}
