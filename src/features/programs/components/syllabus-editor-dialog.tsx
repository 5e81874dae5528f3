import { useFieldArray } from "react-hook-form";
import { ListPlusIcon } from "lucide-react";
import { FormDialog, type FormDialogOpenProps } from "@/components/form-dialog";
import { Button } from "@/components/ui/button";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { useZodForm } from "@/hooks/use-zod-form";
import { useProgram, useSaveSyllabus, type Program } from "@/features/programs/api/programs";
import { SortableSyllabusList } from "@/features/programs/components/sortable-syllabus-list";
import {
  emptySyllabusItem,
  syllabusFormDefaults,
  syllabusSchema,
  toSyllabusInput,
} from "@/features/programs/schemas/syllabus-schema";

interface SyllabusEditorDialogProps extends FormDialogOpenProps {
  program?: Program;
}

/**
 * 'Kelola Silabus': add, edit, remove and reorder the items of a program's syllabus
 * (title, duration in JP, unit code); the whole list is saved at once, in this order.
 * Reordering: drag an item by its handle (pointer or keyboard), or use the move up/down buttons.
 */
export function SyllabusEditorDialog({ open, onOpenChange, program }: SyllabusEditorDialogProps) {
  const detail = useProgram(open ? program?.id : undefined);
  const save = useSaveSyllabus();
  const form = useZodForm(syllabusSchema, { items: [] });
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: "items" });
  // Simpan is enabled once the program's syllabus has loaded.
  const ready = detail.isSuccess && program !== undefined;
  const items = form.watch("items");
  const totalJp = items.reduce((sum, item) => sum + (Number.isFinite(Number(item.duration_jp)) ? Number(item.duration_jp) : 0), 0);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Kelola Silabus"
      description={program ? `Program: ${program.name}` : undefined}
      form={form}
      values={syllabusFormDefaults(detail.data?.syllabus_items)}
      ready={ready}
      save={{
        texts: { success: `Silabus untuk program ${program?.name} berhasil diperbarui.`, failure: "Gagal memperbarui silabus." },
        write: (values) => save.mutateAsync(toSyllabusInput(program!.id, values)),
      }}
      className="sm:max-w-3xl"
    >
      {detail.isError ? (
        <p role="alert" className="rounded-md border border-destructive/30 bg-destructive/5 p-4 text-sm text-destructive">
          Gagal memuat silabus program ini.
        </p>
      ) : !ready ? (
        <div className="grid gap-3" aria-busy="true">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-muted-foreground">
              {fields.length} materi · Total Durasi: <span className="font-medium text-foreground">{totalJp} JP</span>
            </p>
            <Button type="button" variant="outline" size="sm" onClick={() => append({ ...emptySyllabusItem })}>
              <ListPlusIcon aria-hidden="true" />
              Tambah Materi
            </Button>
          </div>
          {fields.length === 0 ? (
            <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
              Belum ada materi. Klik "Tambah Materi" untuk menambahkan.
            </p>
          ) : (
            <SortableSyllabusList
              ids={fields.map((field) => field.id)}
              titles={items.map((item) => item.title)}
              onMove={move}
              onRemove={remove}
              renderFields={(index) => (
                <div className="grid gap-3 sm:grid-cols-[1fr_7rem_10rem]">
                  <FormField
                    control={form.control}
                    name={`items.${index}.title`}
                    render={({ field }) => (
                      <FormItem>
                        <FormLabel>Judul Materi</FormLabel>
                        <FormControl>
                          <Input autoComplete="off" {...field} />
                        </FormControl>
                        <FormMessage />
                      </FormItem>
                    )}
                  />
                  <FormField
                    control={form.control}
                    name={`items.${index}.duration_jp`}
                    render={({ field }) => (
                      <FormItem>
                        <FormLabel>Durasi (JP)</FormLabel>
                        <FormControl>
                          <Input type="number" inputMode="numeric" min={1} step={1} {...field} />
                        </FormControl>
                        <FormMessage />
                      </FormItem>
                    )}
                  />
                  <FormField
                    control={form.control}
                    name={`items.${index}.kode_unit`}
                    render={({ field }) => (
                      <FormItem>
                        <FormLabel>Kode Unit</FormLabel>
                        <FormControl>
                          <Input placeholder="J.620100.001.01" autoComplete="off" {...field} />
                        </FormControl>
                        <FormMessage />
                      </FormItem>
                    )}
                  />
                </div>
              )}
            />
          )}
        </>
      )}
    </FormDialog>
  );
}
