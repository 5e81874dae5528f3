import { useMemo } from "react";
import { MessageSquareTextIcon } from "lucide-react";
import { useSearchParams } from "react-router-dom";
import { AdminPageHeader } from "@/components/admin-page-header";
import { AdminTable } from "@/components/admin-table";
import { ErrorState } from "@/components/data-state";
import { FilterSelect } from "@/components/filter-select";
import { RoleGate } from "@/components/role-gate";
import { useAdminDialogs } from "@/hooks/use-admin-dialogs";
import { COMPLAINT_STATUSES, COMPLAINT_STATUS_NAMES, type ComplaintStatus } from "@/lib/complaint-statuses";
import { useJakartaToday } from "@/lib/today";
import { useMemberRole } from "@/features/auth/api/member-role";
import { useComplaintQueue, type ComplaintRow } from "@/features/complaints-admin/api/complaints";
import { complaintColumns } from "@/features/complaints-admin/components/complaint-columns";
import { ComplaintDialog } from "@/features/complaints-admin/components/complaint-dialog";
import { ResponseDays } from "@/features/complaints-admin/components/response-days";

const TITLE = "Pengaduan";

/** "Pengaduan" (admins and super admins, docs/complaints.md "The panel"): the complaints' queue. */
export default function AdminComplaintsPage() {
  const role = useMemberRole();
  return (
    <RoleGate
      allowed={role === "admin" || role === "super_admin"}
      title={TITLE}
      denied={{ title: "Khusus Admin", description: "Pengaduan hanya dapat dikelola oleh admin dan super admin: isinya data pribadi pengirim." }}
    >
      <Queue />
    </RoleGate>
  );
}

const isStatus = (value: string | null): value is ComplaintStatus => !!value && (COMPLAINT_STATUSES as string[]).includes(value);

/*
 * Decision: AdminTable without AdminListPage's search and pages: complaint_queue answers the whole queue in its own
 * order (overdue first), which a page of a sorted select could not keep; the filter is the status, kept in the URL.
 */
function Queue() {
  const [params, setParams] = useSearchParams();
  const raw = params.get("status");
  const status = isStatus(raw) ? raw : undefined;
  const today = useJakartaToday();
  const queue = useComplaintQueue(status);
  const columns = useMemo(() => complaintColumns(today), [today]);
  const dialogs = useAdminDialogs<ComplaintRow, "open">();
  const opened = dialogs.itemFor("open");
  // The row shown is the queue's current copy, so a move or an answer shows at once in the open dialog.
  const current = opened && (queue.data?.find((row) => row.id === opened.id) ?? opened);

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={TITLE}
        description="Pengaduan dan saran dari pengunjung situs: tanggapi sebelum batas waktu tanggapan. Yang melewati batas tampil paling atas."
      />
      <ResponseDays />
      <FilterSelect
        id="complaints-status"
        label="Status"
        allLabel="Semua"
        options={COMPLAINT_STATUS_NAMES}
        value={status}
        className="sm:w-60"
        onChange={(value) =>
          setParams(
            (previous) => {
              const next = new URLSearchParams(previous);
              if (value) next.set("status", value);
              else next.delete("status");
              return next;
            },
            { replace: true },
          )
        }
      />
      {queue.isError ? (
        <ErrorState title="Gagal memuat pengaduan." description={queue.error.message} />
      ) : (
        <AdminTable
          rows={queue.data}
          columns={columns}
          skeletonRows={4}
          emptyText={status ? `Tidak ada pengaduan berstatus ${COMPLAINT_STATUS_NAMES[status]}.` : "Belum ada pengaduan."}
          actions={{
            label: (row) => `Aksi untuk pengaduan ${row.id}`,
            items: (row) => [{ label: "Buka", icon: MessageSquareTextIcon, onSelect: () => dialogs.open("open", row) }],
          }}
        />
      )}
      <ComplaintDialog {...dialogs.dialogProps("open")} complaint={current} />
    </div>
  );
}
