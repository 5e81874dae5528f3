import { useState } from "react";
import { DownloadIcon, Loader2Icon, Trash2Icon } from "lucide-react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { runWithToast } from "@/components/mutation-toast";
import { Button } from "@/components/ui/button";
import { useApplicantData, useEraseApplicantData, type Application } from "@/features/registrations/api/applications";
import { applicantDataText } from "@/features/registrations/lib/applicant-file";
import { download } from "@/features/registrations/lib/export-file";

/**
 * The applicant's rights on request (UU PDP; docs/selection.md, "Hak pendaftar"): download everything held about them
 * as a readable text file, or erase their personal data and documents. The database records both (the security
 * activity and the timeline) before it acts.
 */
export function ApplicantRights({ application, name }: { application: Pick<Application, "id" | "code" | "erased_at">; name: string }) {
  const fetchData = useApplicantData();
  const erase = useEraseApplicantData();
  const [confirming, setConfirming] = useState(false);
  const erased = application.erased_at !== null;

  return (
    <div className="grid gap-3 text-sm">
      <p className="text-muted-foreground">
        Atas permintaan pendaftar: unduh seluruh data yang tersimpan tentang dirinya, atau hapus data pribadi dan dokumennya. Keduanya tercatat di
        Aktivitas Keamanan.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={fetchData.isPending}
          onClick={() =>
            void runWithToast(
              async () => download(new Blob([applicantDataText(await fetchData.mutateAsync(application.id))], { type: "text/plain;charset=utf-8" }), `data-pendaftar-${application.code}.txt`),
              { success: "Seluruh data pendaftar diunduh. Unduhan ini tercatat di Aktivitas Keamanan.", failure: "Gagal mengunduh data pendaftar." },
            )
          }
        >
          {fetchData.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <DownloadIcon aria-hidden="true" />}
          Unduh Seluruh Data
        </Button>
        <Button variant="destructive" disabled={erased} onClick={() => setConfirming(true)}>
          <Trash2Icon aria-hidden="true" />
          Hapus Data Pribadi
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Hapus data pribadi?"
        description={`Nama, NIK, kontak, data diri dan dokumen ${name} (${application.code}) dihapus permanen. Kode, status dan riwayat pendaftaran tetap tersimpan. Penghapusan ini tercatat di Aktivitas Keamanan.`}
        confirmLabel="Ya, Hapus Data"
        pendingLabel="Menghapus..."
        pending={erase.isPending}
        onConfirm={async () => {
          await runWithToast(() => erase.mutateAsync(application.id), {
            success: "Data pribadi pendaftar dihapus.",
            failure: "Gagal menghapus data pribadi pendaftar.",
          });
          setConfirming(false);
        }}
      />
    </div>
  );
}
