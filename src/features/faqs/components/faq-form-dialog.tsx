import { EntityFormDialog, type EntityFormTexts } from "@/components/entity-form-dialog";
import type { FormDialogOpenProps } from "@/components/form-dialog";
import { TextareaField, TextField } from "@/components/form-fields";
import { useZodForm } from "@/hooks/use-zod-form";
import { useCreateFaq, useUpdateFaq, type Faq } from "@/features/faqs/api/faqs";
import { faqFormDefaults, faqSchema, type FaqFormValues } from "@/features/faqs/schemas/faq-schema";

const TEXTS: EntityFormTexts = {
  description: "Isi pertanyaan dan jawaban di bawah ini. FAQ baru ditambahkan di urutan terakhir.",
  add: { title: "Tambah FAQ Baru", success: "FAQ berhasil ditambahkan.", failure: "Gagal menambahkan FAQ." },
  edit: { title: "Edit FAQ", success: "FAQ berhasil diperbarui.", failure: "Gagal memperbarui FAQ." },
};

export function FaqFormDialog({ faq, ...dialog }: FormDialogOpenProps & { faq?: Faq }) {
  const create = useCreateFaq();
  const update = useUpdateFaq();
  const form = useZodForm(faqSchema, faqFormDefaults(faq));

  return (
    <EntityFormDialog
      {...dialog}
      item={faq}
      texts={TEXTS}
      form={form}
      values={faqFormDefaults(faq)}
      toInput={(values: FaqFormValues) => values}
      create={create.mutateAsync}
      update={(input, { id }) => update.mutateAsync({ id, ...input })}
    >
      <TextField control={form.control} name="question" label="Pertanyaan" placeholder="Contoh: Apakah pelatihan dipungut biaya?" autoComplete="off" />
      <TextareaField control={form.control} name="answer" label="Jawaban" rows={5} placeholder="Tulis jawaban singkat dan jelas" />
    </EntityFormDialog>
  );
}
