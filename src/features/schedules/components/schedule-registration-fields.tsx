import type { Control } from "react-hook-form";
import { useWatch } from "react-hook-form";
import { DateRangeFormField } from "@/components/date-range-picker";
import { CheckboxField, CheckboxGroupField, TextField } from "@/components/form-fields";
import { DOCUMENT_KINDS, DOCUMENT_LABELS } from "@/lib/registration-documents";
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
      <OnlineRegistrationFields control={control} />
    </fieldset>
  );
}

const DOCUMENT_OPTIONS = DOCUMENT_KINDS.map((kind) => ({ value: kind, label: DOCUMENT_LABELS[kind] }));

/** Whether the batch takes registrations on this site, which documents applicants upload, and the age limits. */
function OnlineRegistrationFields({ control }: { control: Control<ScheduleFormInput, unknown, ScheduleFormValues> }) {
  const online = useWatch({ control, name: "onlineRegistration" });
  const documents = useWatch({ control, name: "requiredDocuments" });
  return (
    <div className="grid gap-4 rounded-md border border-dashed p-3">
      <CheckboxField
        control={control}
        name="onlineRegistration"
        label="Terima pendaftaran online di situs ini"
        description="Selama periode pendaftaran, pengunjung dapat mendaftar di halaman jadwal (Daftar Sekarang). Tautan pendaftaran di atas tetap dapat dipakai bersamaan."
      />
      {online ? (
        <>
          <CheckboxGroupField
            control={control}
            name="requiredDocuments"
            label="Dokumen yang Diunggah Pendaftar"
            options={DOCUMENT_OPTIONS}
            description={
              documents?.includes("kk")
                ? "Kartu Keluarga juga memuat data seluruh anggota keluarga pendaftar: minta hanya bila benar-benar diperlukan."
                : "Kartu Keluarga memuat data seluruh anggota keluarga: minta hanya bila benar-benar diperlukan."
            }
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField control={control} name="minAge" label="Usia Minimal (opsional)" inputMode="numeric" placeholder="Contoh: 18" autoComplete="off" description="Pada hari pertama pelatihan." />
            <TextField control={control} name="maxAge" label="Usia Maksimal (opsional)" inputMode="numeric" placeholder="Contoh: 35" autoComplete="off" description="Pada hari pertama pelatihan." />
          </div>
        </>
      ) : null}
    </div>
  );
}
