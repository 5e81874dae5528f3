import { useState } from "react";
import { BuildingIcon, ImageIcon, PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { AdminPageHeader } from "@/components/admin-page-header";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { EmptyState, ErrorState } from "@/components/data-state";
import { RowActions } from "@/components/row-actions";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { useDeleteFacility, useFacilities, type Facility } from "@/features/facilities/api/facilities";
import { FacilityFormDialog } from "@/features/facilities/components/facility-form-dialog";

type DialogState = { kind: "form" | "delete"; facility?: Facility; open: boolean };

export default function AdminFacilitiesPage() {
  const { data: facilities, isPending, isError } = useFacilities();
  const remove = useDeleteFacility();
  const [dialog, setDialog] = useState<DialogState>({ kind: "form", open: false });
  const close = () => setDialog((d) => ({ ...d, open: false }));

  async function confirmDelete() {
    if (!dialog.facility) return;
    try {
      await remove.mutateAsync(dialog.facility);
      toast({ title: "Fasilitas berhasil dihapus." });
    } catch (error) {
      toast({
        title: "Gagal menghapus fasilitas.",
        description: error instanceof Error ? error.message : undefined,
        variant: "destructive",
      });
    }
    close();
  }

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Manajemen Fasilitas"
        description="Kelola fasilitas yang tampil di halaman fasilitas."
        action={
          <Button onClick={() => setDialog({ kind: "form", open: true })}>
            <PlusIcon aria-hidden="true" />
            Tambah Fasilitas
          </Button>
        }
      />

      {isError ? (
        <ErrorState title="Gagal memuat data fasilitas." description="Periksa koneksi Anda lalu muat ulang halaman." />
      ) : !isPending && facilities.length === 0 ? (
        <EmptyState
          icon={BuildingIcon}
          title="Belum Ada Fasilitas"
          description='Klik tombol "Tambah Fasilitas" untuk menambahkan fasilitas pertama.'
        />
      ) : (
        <Card className="overflow-hidden p-0">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead className="w-24">Gambar</TableHead>
                <TableHead>Nama</TableHead>
                <TableHead>Deskripsi</TableHead>
                <TableHead className="w-16 text-right max-md:sticky max-md:right-0 max-md:bg-muted">Aksi</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {isPending
                ? Array.from({ length: 3 }, (_, i) => (
                    <TableRow key={i} data-testid="skeleton-row">
                      <TableCell><Skeleton className="h-12 w-16" /></TableCell>
                      <TableCell><Skeleton className="h-5 w-40" /></TableCell>
                      <TableCell><Skeleton className="h-5 w-64" /></TableCell>
                      <TableCell><Skeleton className="ml-auto size-8" /></TableCell>
                    </TableRow>
                  ))
                : facilities.map((facility) => (
                    <TableRow key={facility.id}>
                      <TableCell>
                        {facility.image_url ? (
                          <img
                            src={facility.image_url}
                            alt={facility.name}
                            width={64}
                            height={48}
                            loading="lazy"
                            className="h-12 w-16 rounded-md border object-cover"
                          />
                        ) : (
                          <div className="flex h-12 w-16 items-center justify-center rounded-md border bg-muted text-muted-foreground">
                            <ImageIcon className="size-4" aria-hidden="true" />
                          </div>
                        )}
                      </TableCell>
                      <TableCell className="min-w-40 font-medium">{facility.name}</TableCell>
                      <TableCell className="min-w-64 max-w-xl">
                        <p className="line-clamp-2 text-muted-foreground">{facility.description}</p>
                      </TableCell>
                      <TableCell className="text-right max-md:sticky max-md:right-0 max-md:bg-card">
                        <RowActions
                          label={`Aksi untuk ${facility.name}`}
                          actions={[
                            {
                              label: "Edit",
                              icon: PencilIcon,
                              onSelect: () => setDialog({ kind: "form", facility, open: true }),
                            },
                            {
                              label: "Hapus",
                              icon: Trash2Icon,
                              destructive: true,
                              onSelect: () => setDialog({ kind: "delete", facility, open: true }),
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

      <FacilityFormDialog
        open={dialog.open && dialog.kind === "form"}
        onOpenChange={(open) => (open ? undefined : close())}
        facility={dialog.kind === "form" ? dialog.facility : undefined}
      />
      <ConfirmDialog
        open={dialog.open && dialog.kind === "delete"}
        onOpenChange={(open) => (open ? undefined : close())}
        description={`Fasilitas ${dialog.facility?.name ?? ""} beserta fotonya akan dihapus secara permanen.`}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
