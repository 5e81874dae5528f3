import { useState } from "react";
import { PencilIcon } from "lucide-react";
import { FormDialog } from "@/components/form-dialog";
import { TextField } from "@/components/form-fields";
import { Button } from "@/components/ui/button";
import { useZodForm } from "@/hooks/use-zod-form";
import { useResponseDays, useSaveResponseDays } from "@/features/complaints-admin/api/complaints";
import { responseDaysSchema } from "@/features/complaints-admin/schemas/complaint-answer-schema";

/**
 * "Batas Tanggapan: N hari kerja" with Ubah: complaint_settings.response_working_days, the promise the public page
 * states and the due dates count from (docs/complaints.md, "The promised response time").
 */
export function ResponseDays() {
  const days = useResponseDays();
  const save = useSaveResponseDays();
  const [open, setOpen] = useState(false);
  const values = { days: days.data ? String(days.data) : "" };
  const form = useZodForm(responseDaysSchema, values);
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <p>
        <span className="font-medium">Batas Tanggapan:</span>{" "}
        {days.isError ? "gagal dimuat" : days.data === undefined ? "memuat..." : `${days.data} hari kerja`}
      </p>
      <Button type="button" variant="outline" size="sm" disabled={days.data === undefined} onClick={() => setOpen(true)}>
        <PencilIcon aria-hidden="true" />
        Ubah<span className="sr-only"> batas tanggapan</span>
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title="Ubah Batas Tanggapan"
        description="Janji layanan yang tampil di halaman Pengaduan; batas tanggapan setiap pengaduan dihitung darinya."
        form={form}
        values={values}
        keepRefusal
        save={{
          texts: { success: "Batas tanggapan berhasil diperbarui.", failure: "Gagal memperbarui batas tanggapan." },
          write: (validated) => save.mutateAsync(validated.days),
        }}
      >
        <TextField
          control={form.control}
          name="days"
          label="Hari Kerja"
          inputMode="numeric"
          description="Senin sampai Jumat setelah hari pengaduan diterima; 1 sampai 60."
        />
      </FormDialog>
    </div>
  );
}
