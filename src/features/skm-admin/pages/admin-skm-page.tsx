import { useMemo } from "react";
import { ChartColumnIcon, DownloadIcon, LockIcon, LockOpenIcon, PencilIcon, PlusIcon } from "lucide-react";
import { AdminPageHeader } from "@/components/admin-page-header";
import { AdminTable } from "@/components/admin-table";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { ErrorState } from "@/components/data-state";
import { runWithToast } from "@/components/mutation-toast";
import { RoleGate } from "@/components/role-gate";
import { Button } from "@/components/ui/button";
import { useAdminDialogs } from "@/hooks/use-admin-dialogs";
import { download } from "@/lib/spreadsheet";
import { useJakartaToday } from "@/lib/today";
import { useMemberRole } from "@/features/auth/api/member-role";
import { useCloseSkmPeriod, useExportSkm, useSkmPeriods, type SkmPeriodRow } from "@/features/skm-admin/api/skm-periods";
import { skmPeriodColumns } from "@/features/skm-admin/components/skm-period-columns";
import { SkmPeriodFormDialog } from "@/features/skm-admin/components/skm-period-form-dialog";
import { SkmResultDialog } from "@/features/skm-admin/components/skm-result-dialog";
import { SkmMessageButton } from "@/features/skm-admin/components/skm-message-dialog";

const TITLE = "Survei Kepuasan";

/** "Survei Kepuasan" (admins and super admins, docs/satisfaction-survey.md "The panel"): the SKM's periods. */
export default function AdminSkmPage() {
  const role = useMemberRole();
  return (
    <RoleGate
      allowed={role === "admin" || role === "super_admin"}
      title={TITLE}
      denied={{ title: "Khusus Admin", description: "Survei kepuasan hanya dapat dikelola oleh admin dan super admin: jawabannya data pribadi responden." }}
    >
      <Periods />
    </RoleGate>
  );
}

/*
 * Decision: AdminTable without AdminListPage's search and pages: a period is a semester or a year, so the list stays
 * a handful of rows, newest first.
 */
function Periods() {
  const today = useJakartaToday();
  const periods = useSkmPeriods();
  const columns = useMemo(() => skmPeriodColumns(today), [today]);
  const dialogs = useAdminDialogs<SkmPeriodRow, "close" | "result">();
  const close = useCloseSkmPeriod();
  const exporter = useExportSkm();
  const closing = dialogs.itemFor("close");
  const reopen = !!closing?.closed_at;

  function exportFile(period: SkmPeriodRow) {
    void runWithToast(
      async () => {
        const answer = await exporter.mutateAsync(period.id);
        const { toSkmXlsx, skmFileName } = await import("@/features/skm-admin/lib/skm-export-file");
        download(await toSkmXlsx(answer), skmFileName(answer));
      },
      { success: "Hasil survei kepuasan diunduh. Ekspor ini tercatat di Aktivitas Keamanan.", failure: "Gagal mengunduh hasil survei kepuasan." },
    );
  }
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={TITLE}
        description="Periode Survei Kepuasan Masyarakat (PermenPANRB 14/2017): jumlah responden terhadap jumlah minimum, IKM dan mutunya."
        action={
          <div className="flex flex-wrap gap-2">
            <SkmMessageButton />
            <Button onClick={dialogs.openCreate}>
              <PlusIcon aria-hidden="true" />
              Tambah Periode
            </Button>
          </div>
        }
      />
      {periods.isError ? (
        <ErrorState title="Gagal memuat periode survei kepuasan." description={periods.error.message} />
      ) : (
        <AdminTable
          rows={periods.data}
          columns={columns}
          skeletonRows={3}
          emptyText="Belum ada periode survei kepuasan."
          actions={{
            label: (row) => `Aksi untuk ${row.name}`,
            items: (row) => [
              { label: "Hasil & Tindak Lanjut", icon: ChartColumnIcon, onSelect: () => dialogs.open("result", row) },
              { label: "Unduh .xlsx", icon: DownloadIcon, onSelect: () => exportFile(row), disabled: exporter.isPending },
              { label: "Ubah", icon: PencilIcon, onSelect: () => dialogs.openEdit(row) },
              row.closed_at
                ? { label: "Buka Kembali", icon: LockOpenIcon, onSelect: () => dialogs.open("close", row) }
                : { label: "Tutup Periode", icon: LockIcon, onSelect: () => dialogs.open("close", row) },
            ],
          }}
        />
      )}
      <SkmPeriodFormDialog {...dialogs.dialogProps("form")} period={dialogs.itemFor("form")} />
      <SkmResultDialog {...dialogs.dialogProps("result")} period={dialogs.itemFor("result")} />
      <ConfirmDialog
        {...dialogs.dialogProps("close")}
        title={reopen ? "Buka kembali periode ini?" : "Tutup periode ini?"}
        description={
          reopen
            ? `Periode "${closing?.name}" dibuka kembali: jawaban dapat dikirim lagi selama tanggal periode berjalan.`
            : `Periode "${closing?.name}" ditutup: survei tidak lagi menerima jawaban untuk periode ini. Periode dapat dibuka kembali.`
        }
        confirmLabel={reopen ? "Ya, Buka Kembali" : "Ya, Tutup Periode"}
        pendingLabel="Menyimpan..."
        confirmVariant={reopen ? "default" : "destructive"}
        pending={close.isPending}
        onConfirm={async () => {
          if (!closing) return;
          await runWithToast(() => close.mutateAsync({ id: closing.id, close: !reopen }), {
            success: reopen ? "Periode berhasil dibuka kembali." : "Periode berhasil ditutup.",
            failure: reopen ? "Gagal membuka kembali periode." : "Gagal menutup periode.",
          });
          dialogs.close();
        }}
      />
    </div>
  );
}
