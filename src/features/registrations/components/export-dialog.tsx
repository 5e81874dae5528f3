import { FormDialog, type FormDialogOpenProps } from "@/components/form-dialog";
import { CheckboxGroupField, SelectField } from "@/components/form-fields";
import { useZodForm } from "@/hooks/use-zod-form";
import { useSchedules } from "@/features/schedules/api/schedules";
import { REGISTRATION_STATUSES } from "@/features/registrations/api/registrations";
import { useExportApplications } from "@/features/registrations/api/applications";
import { batchLabel } from "@/features/schedules/api/batch-choices";
import { download, exportFileName, toCsv, toXlsx } from "@/features/registrations/lib/export-file";
import { PANEL_STATUS_LABEL } from "@/features/registrations/lib/pipeline";
import { exportDefaults, exportSchema, type ExportFormValues } from "@/features/registrations/schemas/export-schema";

const STATUS_OPTIONS = REGISTRATION_STATUSES.map((status) => ({ value: status, label: PANEL_STATUS_LABEL[status] }));
const FORMAT_OPTIONS = [
  { value: "xlsx", label: "Excel (.xlsx)" },
  { value: "csv", label: "CSV (.csv)" },
];

/**
 * "Ekspor Pendaftar": a batch's applications with the chosen statuses as an .xlsx or a .csv, NIK included. The rows
 * come from export_registrations(), which records the export first (docs/selection.md, "Ekspor").
 */
export function ExportDialog({ batch, ...dialog }: FormDialogOpenProps & { batch?: string }) {
  const schedules = useSchedules();
  const exporter = useExportApplications();
  const form = useZodForm(exportSchema, exportDefaults(batch));
  const batchOptions = (schedules.data ?? []).map((s) => ({ value: String(s.id), label: batchLabel(s) }));

  async function write(values: ExportFormValues) {
    const answer = await exporter.mutateAsync({ scheduleId: Number(values.batch), statuses: values.statuses });
    const file = values.format === "xlsx" ? await toXlsx(answer) : await toCsv(answer);
    download(file, exportFileName(answer, values.format));
  }

  return (
    <FormDialog
      {...dialog}
      title="Ekspor Pendaftar"
      description="Data pribadi lengkap, termasuk NIK. Setiap ekspor tercatat (siapa, kapan, jadwal, jumlah baris) di Aktivitas Keamanan dan di riwayat tiap pendaftar."
      form={form}
      values={exportDefaults(batch)}
      ready={schedules.isSuccess}
      submitLabels={{ idle: "Ekspor", saving: "Mengekspor..." }}
      save={{ texts: { success: "Data pendaftar diekspor. Ekspor ini tercatat di Aktivitas Keamanan.", failure: "Gagal mengekspor data pendaftar." }, write }}
    >
      <SelectField control={form.control} name="batch" label="Jadwal" placeholder="Pilih jadwal" options={batchOptions} />
      <CheckboxGroupField control={form.control} name="statuses" label="Status yang diekspor" options={STATUS_OPTIONS} />
      <SelectField control={form.control} name="format" label="Format" options={FORMAT_OPTIONS} />
    </FormDialog>
  );
}
