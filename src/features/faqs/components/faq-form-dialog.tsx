import { FormDialog, type FormDialogOpenProps } from "@/components/form-dialog";
import { TextareaField, TextField } from "@/components/form-fields";
import { runWithToast } from "@/components/mutation-toast";
import { useZodForm } from "@/hooks/use-zod-form";
import { useCreateFaq, useUpdateFaq, type Faq } from "@/features/faqs/api/faqs";
import { faqFormDefaults, faqSchema, type FaqFormValues } from "@/features/faqs/schemas/faq-schema";

export function FaqFormDialog({ open, onOpenChange, faq }: FormDialogOpenProps & { faq?: Faq }) {
  const isEdit = !!faq;
  const create = useCreateFaq();
  const update = useUpdateFaq();
  const form = useZodForm(faqSchema, faqFormDefaults(faq));

  async function onSubmit(values: FaqFormValues) {
    const saved = await runWithToast(
      () => (faq ? update.mutateAsync({ id: faq.id, ...values }) : create.mutateAsync(values)),
      isEdit
        ? { success: "FAQ berhasil diperbarui.", failure: "Gagal memperbarui FAQ." }
        : { success: "FAQ berhasil ditambahkan.", failure: "Gagal menambahkan FAQ." },
    );
    if (saved) onOpenChange(false);
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={isEdit ? "Edit FAQ" : "Tambah FAQ Baru"}
      description="Isi pertanyaan dan jawaban di bawah ini. FAQ baru ditambahkan di urutan terakhir."
      form={form}
      values={faqFormDefaults(faq)}
      onSubmit={onSubmit}
    >
      <TextField control={form.control} name="question" label="Pertanyaan" placeholder="Contoh: Apakah pelatihan dipungut biaya?" autoComplete="off" />
      <TextareaField control={form.control} name="answer" label="Jawaban" rows={5} placeholder="Tulis jawaban singkat dan jelas" />
    </FormDialog>
  );
}
