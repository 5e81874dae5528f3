import { useWatch } from "react-hook-form";
import { useQuery } from "@tanstack/react-query";
import { EntityFormDialog, type EntityFormTexts } from "@/components/entity-form-dialog";
import type { FormDialogOpenProps } from "@/components/form-dialog";
import { CheckboxField, CheckboxGroupField, SelectField, TextareaField, TextField } from "@/components/form-fields";
import { useZodForm } from "@/hooks/use-zod-form";
import { usePartners } from "@/features/partners/api/partners";
import { programsQuery } from "@/features/programs/api/programs";
import { useCreateVacancy, useUpdateVacancy, type Vacancy } from "@/features/vacancies/api/vacancies";
import { OTHER_COMPANY, toVacancyInput, vacancyFormDefaults, vacancySchema } from "@/features/vacancies/schemas/vacancy-schema";

const TEXTS: EntityFormTexts = {
  description: "Isi detail lowongan kerja di bawah ini.",
  add: { title: "Tambah Lowongan Kerja", success: "Lowongan berhasil ditambahkan.", failure: "Gagal menambahkan lowongan." },
  edit: { title: "Edit Lowongan Kerja", success: "Lowongan berhasil diperbarui.", failure: "Gagal memperbarui lowongan." },
};

interface VacancyFormDialogProps extends FormDialogOpenProps {
  /** Edit mode when a vacancy is passed. */
  vacancy?: Vacancy;
}

export function VacancyFormDialog({ vacancy, ...dialog }: VacancyFormDialogProps) {
  const create = useCreateVacancy();
  const update = useUpdateVacancy();
  const partners = usePartners();
  const programs = useQuery(programsQuery());
  const form = useZodForm(vacancySchema, vacancyFormDefaults(vacancy));
  const partner = useWatch({ control: form.control, name: "partner" });

  const partnerOptions = [
    ...(partners.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
    { value: OTHER_COMPANY, label: "Perusahaan lain (tulis namanya)" },
  ];
  const programOptions = (programs.data ?? []).map((p) => ({ value: String(p.id), label: p.name }));

  return (
    <EntityFormDialog
      {...dialog}
      item={vacancy}
      texts={TEXTS}
      form={form}
      values={vacancyFormDefaults(vacancy)}
      toInput={toVacancyInput}
      create={create.mutateAsync}
      update={(input, current) => update.mutateAsync({ id: current.id, ...input })}
    >
      <TextField control={form.control} name="position" label="Posisi" placeholder="Contoh: Teknisi Jaringan" autoComplete="off" />
      <SelectField control={form.control} name="partner" label="Perusahaan" options={partnerOptions} />
      {partner === OTHER_COMPANY && (
        <TextField control={form.control} name="company" label="Nama Perusahaan" placeholder="Contoh: CV Maju Jaya" autoComplete="off" />
      )}
      <TextField control={form.control} name="location" label="Lokasi" placeholder="Contoh: Banda Aceh" autoComplete="off" />
      <TextareaField control={form.control} name="requirements" label="Persyaratan" rows={4} placeholder="Satu persyaratan per baris" />
      <TextField
        control={form.control}
        name="deadline"
        label="Batas Lamaran"
        type="date"
        description="Sesudah tanggal ini lowongan hilang sendiri dari halaman publik."
      />
      <TextField control={form.control} name="apply_url" label="Tautan Lamaran" type="url" placeholder="https://" autoComplete="off" />
      <TextField
        control={form.control}
        name="karirhub_url"
        label="Tautan Karirhub (opsional)"
        type="url"
        placeholder="https://karirhub.kemnaker.go.id/…"
        autoComplete="off"
      />
      {programOptions.length > 0 && (
        <CheckboxGroupField control={form.control} name="program_ids" label="Program Terkait (opsional)" options={programOptions} />
      )}
      <CheckboxField control={form.control} name="published" label="Tampilkan di halaman publik" />
    </EntityFormDialog>
  );
}
