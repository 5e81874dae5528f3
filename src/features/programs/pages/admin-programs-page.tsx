import { useState } from "react";
import { GraduationCapIcon } from "lucide-react";
import { AdminDeleteDialog } from "@/components/admin-delete-dialog";
import { AdminPageHeader } from "@/components/admin-page-header";
import { AddButton, AdminListSection } from "@/components/admin-table";
import { runWithToast } from "@/components/mutation-toast";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAdminDialogs } from "@/components/use-admin-dialogs";
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

export default function AdminProgramsPage() {
  const { data: programs, isError } = usePrograms();
  const toggleFeatured = useToggleProgramFeatured();
  const remove = useDeleteProgram();
  const [tab, setTab] = useState<TabValue>("all");
  const dialogs = useAdminDialogs<Program, "syllabus">();

  async function handleToggleFeatured(program: Program) {
    await runWithToast(() => toggleFeatured.mutateAsync({ id: program.id, is_featured: !program.is_featured }), {
      success: "Status program unggulan berhasil diperbarui",
      failure: "Gagal memperbarui status program unggulan",
    });
  }

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Manajemen Program Pelatihan"
        description="Kelola program, silabus dan program unggulan di beranda."
        action={<AddButton label="Tambah Program" onClick={dialogs.openCreate} />}
      />

      <AdminListSection
        isError={isError}
        isEmpty={programs?.length === 0}
        errorTitle="Gagal memuat program pelatihan."
        empty={{
          icon: GraduationCapIcon,
          title: "Belum Ada Program",
          description: 'Klik tombol "Tambah Program" untuk menambahkan program pelatihan pertama.',
        }}
      >
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
                programs={programs && filterPrograms(programs, t.value)}
                emptyText={t.empty}
                togglePending={toggleFeatured.isPending}
                onEdit={dialogs.openEdit}
                onSyllabus={(program) => dialogs.open("syllabus", program)}
                onToggleFeatured={handleToggleFeatured}
                onDelete={dialogs.openDelete}
              />
            </TabsContent>
          ))}
        </Tabs>
      </AdminListSection>

      <ProgramFormDialog {...dialogs.dialogProps("form")} program={dialogs.itemFor("form")} />
      <SyllabusEditorDialog {...dialogs.dialogProps("syllabus")} program={dialogs.itemFor("syllabus")} />
      <AdminDeleteDialog
        dialogs={dialogs}
        description={(program) => `Program ${program?.name ?? ""} beserta silabusnya akan dihapus secara permanen.`}
        onDelete={(program) => remove.mutateAsync(program.id)}
        pending={remove.isPending}
        success="Program berhasil dihapus."
        failure="Gagal menghapus program pelatihan."
      />
    </div>
  );
}
