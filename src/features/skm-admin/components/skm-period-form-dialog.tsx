import { useWatch } from "react-hook-form";
import { FormDialog, type FormDialogOpenProps } from "@/components/form-dialog";
import { TextField } from "@/components/form-fields";
import { useZodForm } from "@/hooks/use-zod-form";
import { useAddSkmPeriod, useEditSkmPeriod, type SkmPeriod } from "@/features/skm-admin/api/skm-periods";
import {
  skmMinimumSample,
  skmPeriodDefaults,
  skmPeriodSchema,
  type SkmPeriodFormValues,
} from "@/features/skm-admin/schemas/skm-period-schema";

/** "Tambah Periode" (no period) and "Ubah Periode" in one form; a refusal of the database stays in the dialog, verbatim. */
export function SkmPeriodFormDialog({ period, ...dialog }: FormDialogOpenProps & { period?: SkmPeriod }) {
  const add = useAddSkmPeriod();
  const edit = useEditSkmPeriod();
  const values = skmPeriodDefaults(period);
  const form = useZodForm(skmPeriodSchema, values);
  const population = useWatch({ control: form.control, name: "population" });
  const minimum = /^\s*\d{1,7}\s*$/.test(population ?? "") ? skmMinimumSample(Number(population)) : null;

  const write = (validated: SkmPeriodFormValues) =>
    period ? edit.mutateAsync({ id: period.id, ...validated }) : add.mutateAsync(validated);

  return (
    <FormDialog
      {...dialog}
      keepRefusal
      title={period ? "Ubah Periode" : "Tambah Periode"}
      description="Periode survei kepuasan (misalnya satu semester). Tanggal periode tidak boleh bertumpang tindih dengan periode lain."
      form={form}
      values={values}
      save={{
        texts: period
          ? { success: "Periode berhasil diperbarui.", failure: "Gagal memperbarui periode." }
          : { success: "Periode berhasil ditambahkan.", failure: "Gagal menambahkan periode." },
        write,
      }}
    >
      <TextField control={form.control} name="name" label="Nama Periode" placeholder="Semester II 2026" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={form.control} name="starts_on" label="Tanggal Mulai" type="date" />
        <TextField control={form.control} name="ends_on" label="Tanggal Selesai" type="date" />
      </div>
      <TextField
        control={form.control}
        name="population"
        label="Jumlah Penerima Layanan"
        inputMode="numeric"
        description="Jumlah penerima layanan pada periode ini; menentukan jumlah minimum responden."
      />
      <p className="text-sm" aria-live="polite">
        {minimum === null ? "Jumlah minimum responden: –" : `Jumlah minimum responden: ${minimum} (tabel Krejcie dan Morgan).`}
      </p>
    </FormDialog>
  );
}
