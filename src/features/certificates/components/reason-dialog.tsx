import { FormDialog, type FormDialogOpenProps } from "@/components/form-dialog";
import { TextareaField } from "@/components/form-fields";
import { useZodForm } from "@/hooks/use-zod-form";
import { useReissueCertificate, useRevokeCertificate } from "@/features/certificates/api/certificates";
import { reasonFormSchema, type ReasonFormInput, type ReissueResult, type RegisterRow } from "@/features/certificates/schemas/certificate-schema";

const EMPTY: ReasonFormInput = { reason: "" };

/** "Cabut Sertifikat": the certificate answers Dicabut from now on, with the day and the reason (recorded). */
export function RevokeDialog({ certificate, ...dialog }: FormDialogOpenProps & { certificate?: RegisterRow }) {
  const revoke = useRevokeCertificate();
  const form = useZodForm(reasonFormSchema, EMPTY);
  return (
    <FormDialog
      {...dialog}
      title="Cabut Sertifikat"
      description={
        certificate
          ? `Sertifikat ${certificate.number} atas nama ${certificate.full_name} tidak berlaku lagi: halaman verifikasi menampilkan "Dicabut" dengan tanggal dan alasannya. Nomornya tidak dipakai lagi. Pencabutan tercatat di Aktivitas Keamanan.`
          : undefined
      }
      form={form}
      values={EMPTY}
      submitLabels={{ idle: "Cabut Sertifikat", saving: "Mencabut..." }}
      save={{
        texts: { success: "Sertifikat dicabut.", failure: "Gagal mencabut sertifikat." },
        write: ({ reason }) => revoke.mutateAsync({ id: certificate!.id, reason }),
      }}
    >
      <TextareaField control={form.control} name="reason" label="Alasan pencabutan" rows={3} maxLength={500} />
    </FormDialog>
  );
}

/**
 * "Terbitkan Ulang": a corrected certificate under a new number (the registration as corrected, the settings and
 * syllabus as they are now, issued today); the old one is revoked with the reason and points to the new one.
 */
export function ReissueDialog({
  certificate,
  onReissued,
  ...dialog
}: FormDialogOpenProps & { certificate?: RegisterRow; onReissued: (result: ReissueResult) => void }) {
  const reissue = useReissueCertificate();
  const form = useZodForm(reasonFormSchema, EMPTY);
  return (
    <FormDialog
      {...dialog}
      title="Terbitkan Ulang Sertifikat"
      description={
        certificate
          ? `Sertifikat pengganti untuk ${certificate.full_name} dibuat dengan nomor baru dari data pendaftaran, pengaturan dan silabus saat ini. Sertifikat ${certificate.number} dicabut dan menunjuk ke nomor baru. Tercatat di Aktivitas Keamanan.`
          : undefined
      }
      form={form}
      values={EMPTY}
      submitLabels={{ idle: "Terbitkan Ulang", saving: "Menerbitkan..." }}
      save={{
        texts: { success: "Sertifikat pengganti diterbitkan.", failure: "Gagal menerbitkan ulang sertifikat." },
        write: ({ reason }) => reissue.mutateAsync({ id: certificate!.id, reason }),
        onSaved: onReissued,
      }}
    >
      <TextareaField control={form.control} name="reason" label="Alasan penerbitan ulang" rows={3} maxLength={500} description="Misalnya: nama peserta salah ketik, sudah diperbaiki di data pendaftaran." />
    </FormDialog>
  );
}
