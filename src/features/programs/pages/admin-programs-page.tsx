import { GraduationCapIcon } from "lucide-react";
import { AdminDeleteDialog } from "@/components/admin-delete-dialog";
import { AdminListPage, type AdminListTexts } from "@/components/admin-list-page";
import { runWithToast } from "@/components/mutation-toast";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useAdminDialogs } from "@/hooks/use-admin-dialogs";
import { useListParams } from "@/hooks/use-list-params";
import {
  PROGRAM_LIST,
  useDeleteProgram,
  useProgramsPage,
  useToggleProgramFeatured,
  type Program,
  type ProgramKind,
} from "@/features/programs/api/programs";
import { ProgramFormDialog } from "@/features/programs/components/program-form-dialog";
import { ProgramsTable } from "@/features/programs/components/programs-table";
import { SyllabusEditorDialog } from "@/features/programs/components/syllabus-editor-dialog";

const TEXTS: AdminListTexts = {
  header: { title: "Manajemen Program Pelatihan", description: "Kelola program, silabus dan program unggulan di beranda.", add: "Tambah Program" },
  search: { noun: "program", placeholder: "Cari nama program..." },
  error: "Gagal memuat program pelatihan.",
  empty: { icon: GraduationCapIcon, title: "Belum Ada Program", description: 'Klik tombol "Tambah Program" untuk menambahkan program pelatihan pertama.' },
};

/** The tabs filter on the server (?jenis=), so each tab pages through all of its programs. */
const TABS: { value: "all" | ProgramKind; label: string; empty: string }[] = [
  { value: "all", label: "Semua", empty: "Belum ada program pelatihan." },
  { value: "unggulan", label: "Unggulan", empty: "Belum ada program unggulan." },
  { value: "biasa", label: "Biasa", empty: "Belum ada program biasa." },
];

export default function AdminProgramsPage() {
  const list = useListParams(PROGRAM_LIST);
  const { params } = list;
  const query = useProgramsPage(params);
  const tab = params.filters.kind ?? "all";
  const toggleFeatured = useToggleProgramFeatured();
  const remove = useDeleteProgram();
  const dialogs = useAdminDialogs<Program, "syllabus">();

  async function handleToggleFeatured(program: Program) {
    await runWithToast(() => toggleFeatured.mutateAsync({ id: program.id, is_featured: !program.is_featured }), {
      success: "Status program unggulan berhasil diperbarui",
      failure: "Gagal memperbarui status program unggulan",
    });
  }

  return (
    <>
      <AdminListPage texts={TEXTS} list={list} query={query} onAdd={dialogs.openCreate}>
        <Tabs value={tab} onValueChange={(value) => list.update({ filters: { kind: value === "all" ? undefined : value } })} className="gap-4">
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
                programs={query.data?.rows}
                sort={list.tableSort}
                emptyText={params.q ? `Tidak ada program yang cocok dengan "${params.q}".` : t.empty}
                togglePending={toggleFeatured.isPending}
                onEdit={dialogs.openEdit}
                onSyllabus={(program) => dialogs.open("syllabus", program)}
                onToggleFeatured={handleToggleFeatured}
                onDelete={dialogs.openDelete}
              />
            </TabsContent>
          ))}
        </Tabs>
      </AdminListPage>
      <ProgramFormDialog {...dialogs.dialogProps("form")} program={dialogs.itemFor("form")} />
      <SyllabusEditorDialog {...dialogs.dialogProps("syllabus")} program={dialogs.itemFor("syllabus")} />
      <AdminDeleteDialog
        dialogs={dialogs}
        description={(program) => `Program ${program?.name ?? ""} beserta silabusnya akan dihapus. Anda dapat memulihkannya dari Riwayat Perubahan.`}
        onDelete={(program) => remove.mutateAsync(program.id)}
        pending={remove.isPending}
        success="Program berhasil dihapus."
        failure="Gagal menghapus program pelatihan."
      />
    </>
  );
}
