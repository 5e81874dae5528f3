import { useFieldArray } from "react-hook-form";
import { ArrowDownIcon, ArrowUpIcon, ListPlusIcon, Trash2Icon } from "lucide-react";
import { FormDialog, type FormDialogOpenProps } from "@/components/form-dialog";
import { runWithToast } from "@/components/mutation-toast";
import { Button } from "@/components/ui/button";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { useZodForm } from "@/components/use-zod-form";
import { useProgram, useSaveSyllabus, type Program } from "@/features/programs/api/programs";
import {
  emptySyllabusItem,
  syllabusFormDefaults,
  syllabusSchema,
  toSyllabusInput,
  type SyllabusFormValues,
} from "@/features/programs/schemas/syllabus-schema";

interface SyllabusEditorDialogProps extends FormDialogOpenProps {
  program?: Program;
}

/**
 * 'Kelola Silabus': add, edit, remove and reorder the items of a program's syllabus
 * (title, duration in JP, unit code); the whole list is saved at once, in this order.
 */
export function SyllabusEditorDialog({ open, onOpenChange, program }: SyllabusEditorDialogProps) {
  const detail = useProgram(open ? program?.id : undefined);
  const save = useSaveSyllabus();
  const form = useZodForm(syllabusSchema, { items: [] });
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: "items" });
  const ready = detail.isSuccess;
  const totalJp = form
    .watch("items")
    .reduce((sum, item) => sum + (Number.isFinite(Number(item.duration_jp)) ? Number(item.duration_jp) : 0), 0);

  async function onSubmit(values: SyllabusFormValues) {
    if (!program || !ready) return;
    const saved = await runWithToast(() => save.mutateAsync(toSyllabusInput(program.id, values)), {
      success: `Silabus untuk program ${program.name} berhasil diperbarui.`,
      failure: "Gagal memperbarui silabus.",
    });
    if (saved) onOpenChange(false);
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Kelola Silabus"
      description={program ? `Program: ${program.name}` : undefined}
      form={form}
      values={syllabusFormDefaults(detail.data?.syllabus_items)}
      ready={ready}
      onSubmit={onSubmit}
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
            <ol className="grid gap-3">
              {fields.map((item, index) => (
                <li key={item.id} className="rounded-lg border bg-card p-3" aria-label={`Materi ${index + 1}`}>
                  <div className="mb-2 flex items-center justify-between gap-2">
                    <span className="text-sm font-semibold">Materi {index + 1}</span>
                    <div className="flex gap-1">
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon-sm"
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                        aria-label={`Pindahkan materi ${index + 1} ke atas`}
                      >
                        <ArrowUpIcon aria-hidden="true" />
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon-sm"
                        disabled={index === fields.length - 1}
                        onClick={() => move(index, index + 1)}
                        aria-label={`Pindahkan materi ${index + 1} ke bawah`}
                      >
                        <ArrowDownIcon aria-hidden="true" />
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon-sm"
                        className="text-destructive hover:text-destructive"
                        onClick={() => remove(index)}
                        aria-label={`Hapus materi ${index + 1}`}
                      >
                        <Trash2Icon aria-hidden="true" />
                      </Button>
                    </div>
                  </div>
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
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </FormDialog>
  );
}
