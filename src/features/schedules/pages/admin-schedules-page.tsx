import { useMemo, useState } from "react";
import { CalendarX2Icon, PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { AdminPageHeader } from "@/components/admin-page-header";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { EmptyState, ErrorState } from "@/components/data-state";
import { RowActions } from "@/components/row-actions";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { useDeleteSchedule, useSchedules, type Schedule } from "@/features/schedules/api/schedules";
import { ScheduleFormDialog } from "@/features/schedules/components/schedule-form-dialog";
import { ScheduleStatusBadge } from "@/features/schedules/components/schedule-status-badge";
import { toScheduleRows } from "@/features/schedules/components/schedule-view-model";

const COLUMNS = ["Program Kejuruan", "Kategori", "Instruktur", "Periode Pelaksanaan", "Batch", "Status"] as const;

type DialogState = { kind: "form" | "delete"; schedule?: Schedule; open: boolean };

export default function AdminSchedulesPage() {
  const { data: schedules, isPending, isError } = useSchedules();
  const rows = useMemo(() => toScheduleRows(schedules ?? []), [schedules]);
  const remove = useDeleteSchedule();
  const [dialog, setDialog] = useState<DialogState>({ kind: "form", open: false });
  const close = () => setDialog((d) => ({ ...d, open: false }));

  async function confirmDelete() {
    if (!dialog.schedule) return;
    try {
      await remove.mutateAsync(dialog.schedule.id);
      toast({ title: "Jadwal berhasil dihapus." });
    } catch (error) {
      toast({
        title: "Gagal menghapus jadwal.",
        description: error instanceof Error ? error.message : undefined,
        variant: "destructive",
      });
    }
    close();
  }

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Manajemen Jadwal"
        description="Kelola jadwal pelatihan, instruktur dan periode pelaksanaannya."
        action={
          <Button onClick={() => setDialog({ kind: "form", open: true })}>
            <PlusIcon aria-hidden="true" />
            Tambah Jadwal
          </Button>
        }
      />

      {isError ? (
        <ErrorState title="Gagal memuat data jadwal." description="Periksa koneksi Anda lalu muat ulang halaman." />
      ) : !isPending && rows.length === 0 ? (
        <EmptyState
          icon={CalendarX2Icon}
          title="Belum Ada Jadwal"
          description='Klik tombol "Tambah Jadwal" untuk menambahkan jadwal pelatihan pertama.'
        />
      ) : (
        <Card className="overflow-hidden p-0">
          <Table>
            <TableHeader>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableHead key={column}>{column}</TableHead>
                ))}
                <TableHead className="w-16 text-right max-md:sticky max-md:right-0 max-md:bg-muted">Aksi</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {isPending
                ? Array.from({ length: 3 }, (_, i) => (
                    <TableRow key={i} data-testid="skeleton-row">
                      {Array.from({ length: COLUMNS.length + 1 }, (_, j) => (
                        <TableCell key={j}>
                          <Skeleton className="h-5 w-full min-w-16" />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))
                : rows.map((row) => (
                    <TableRow key={row.id}>
                      <TableCell className="min-w-44 font-medium">{row.program}</TableCell>
                      <TableCell className="whitespace-nowrap text-muted-foreground">{row.programCategory}</TableCell>
                      <TableCell className="min-w-40 text-muted-foreground">{row.instructors}</TableCell>
                      <TableCell className="whitespace-nowrap tabular-nums">{row.period}</TableCell>
                      <TableCell className="whitespace-nowrap">{row.batch}</TableCell>
                      <TableCell>
                        <ScheduleStatusBadge status={row.computedStatus} />
                      </TableCell>
                      <TableCell className="text-right max-md:sticky max-md:right-0 max-md:bg-card">
                        <RowActions
                          label={`Aksi untuk jadwal ${row.program}`}
                          actions={[
                            {
                              label: "Edit",
                              icon: PencilIcon,
                              onSelect: () => setDialog({ kind: "form", schedule: row, open: true }),
                            },
                            {
                              label: "Hapus",
                              icon: Trash2Icon,
                              destructive: true,
                              onSelect: () => setDialog({ kind: "delete", schedule: row, open: true }),
                            },
                          ]}
                        />
                      </TableCell>
                    </TableRow>
                  ))}
            </TableBody>
          </Table>
        </Card>
      )}

      <ScheduleFormDialog
        open={dialog.open && dialog.kind === "form"}
        onOpenChange={(open) => (open ? undefined : close())}
        schedule={dialog.kind === "form" ? dialog.schedule : undefined}
      />
      <ConfirmDialog
        open={dialog.open && dialog.kind === "delete"}
        onOpenChange={(open) => (open ? undefined : close())}
        description={`Jadwal untuk program ${dialog.schedule?.program ?? ""} akan dihapus secara permanen.`}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
