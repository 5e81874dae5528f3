import { useState } from "react";
import { GraduationCapIcon, PlusIcon } from "lucide-react";
import { AdminPageHeader } from "@/components/admin-page-header";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { EmptyState, ErrorState } from "@/components/data-state";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/use-toast";
import {
  useDeleteProgram,
  usePrograms,
  useToggleProgramFeatured,
  type Program,
} from "@/features/programs/api/programs";
import { ProgramFormDialog } from "@/features/programs/components/program-form-dialog";
import { ProgramsTable } from "@/features/programs/components/programs-table";
import { SyllabusEditorDialog } from "@/features/programs/components/syllabus-editor-dialog";

const TABS = [
  { value: "all", label: "Semua", empty: "Belum ada program pelatihan." },
  { value: "featured", label: "Unggulan", empty: "Belum ada program unggulan." },
  { value: "regular", label: "Biasa", empty: "Belum ada program biasa." },
] as const;
type TabValue = (typeof TABS)[number]["value"];

function filterPrograms(programs: Program[], tab: TabValue): Program[] {
  if (tab === "featured") return programs.filter((p) => p.is_featured);
  if (tab === "regular") return programs.filter((p) => !p.is_featured);
  return programs;
}

type DialogState = { kind: "form" | "syllabus" | "delete"; program?: Program; open: boolean };

export default function AdminProgramsPage() {
  const { data: programs, isPending, isError } = usePrograms();
  const toggleFeatured = useToggleProgramFeatured();
  const remove = useDeleteProgram();
  const [tab, setTab] = useState<TabValue>("all");
  const [dialog, setDialog] = useState<DialogState>({ kind: "form", open: false });
  const close = () => setDialog((d) => ({ ...d, open: false }));

  async function handleToggleFeatured(program: Program) {
    try {
      await toggleFeatured.mutateAsync({ id: program.id, is_featured: !program.is_featured });
      toast({ title: "Status program unggulan berhasil diperbarui" });
    } catch (error) {
      toast({
        title: "Gagal memperbarui status program unggulan",
        description: error instanceof Error ? error.message : undefined,
        variant: "destructive",
      });
    }
  }

  async function confirmDelete() {
    if (!dialog.program) return;
    try {
      await remove.mutateAsync(dialog.program.id);
      toast({ title: "Program berhasil dihapus." });
    } catch (error) {
      toast({
        title: "Gagal menghapus program pelatihan.",
        description: error instanceof Error ? error.message : undefined,
        variant: "destructive",
      });
    }
    close();
  }

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Manajemen Program Pelatihan"
        description="Kelola program, silabus dan program unggulan di beranda."
        action={
          <Button onClick={() => setDialog({ kind: "form", open: true })}>
            <PlusIcon aria-hidden="true" />
            Tambah Program
          </Button>
        }
      />

      {isError ? (
        <ErrorState title="Gagal memuat program pelatihan." description="Periksa koneksi Anda lalu muat ulang halaman." />
      ) : !isPending && programs.length === 0 ? (
        <EmptyState
          icon={GraduationCapIcon}
          title="Belum Ada Program"
          description='Klik tombol "Tambah Program" untuk menambahkan program pelatihan pertama.'
        />
      ) : (
        <Tabs value={tab} onValueChange={(value) => setTab(value as TabValue)} className="gap-4">
          <TabsList aria-label="Filter program">
            {TABS.map((t) => (
              <TabsTrigger key={t.value} value={t.value}>
                {t.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map((t) => (
            <TabsContent key={t.value} value={t.value}>
              <ProgramsTable
                programs={isPending ? undefined : filterPrograms(programs, t.value)}
                emptyText={t.empty}
                togglePending={toggleFeatured.isPending}
                onEdit={(program) => setDialog({ kind: "form", program, open: true })}
                onSyllabus={(program) => setDialog({ kind: "syllabus", program, open: true })}
                onToggleFeatured={handleToggleFeatured}
                onDelete={(program) => setDialog({ kind: "delete", program, open: true })}
              />
            </TabsContent>
          ))}
        </Tabs>
      )}

      <ProgramFormDialog
        open={dialog.open && dialog.kind === "form"}
        onOpenChange={(open) => (open ? undefined : close())}
        program={dialog.kind === "form" ? dialog.program : undefined}
      />
      <SyllabusEditorDialog
        open={dialog.open && dialog.kind === "syllabus"}
        onOpenChange={(open) => (open ? undefined : close())}
        program={dialog.kind === "syllabus" ? dialog.program : undefined}
      />
      <ConfirmDialog
        open={dialog.open && dialog.kind === "delete"}
        onOpenChange={(open) => (open ? undefined : close())}
        description={`Program ${dialog.program?.name ?? ""} beserta silabusnya akan dihapus secara permanen.`}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
