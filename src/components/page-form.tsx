import type { ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { SaveButton } from "@/components/form-dialog";
import { useFormSave, type FormSave, type ImageName } from "@/components/use-form-save";
import { Form } from "@/components/ui/form";
import { useUnsavedChanges } from "@/hooks/use-unsaved-changes";

interface PageFormProps<TInput extends FieldValues, TOutput, TResult, K extends ImageName<TOutput>> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /**
   * How the validated values are saved (useFormSave); Simpan shows 'Menyimpan...' until it settles. Its
   * `onSaved` resets the form to what was stored.
   */
  save: FormSave<TOutput, TResult, K>;
  children: ReactNode;
}

/**
 * A form that is a whole admin page (contact information, profile): the fields, the image's progress
 * line and a Simpan button that runs `save`. While it has unsaved changes, leaving the page asks
 * 'Perubahan belum disimpan' (UnsavedChangesProvider); once saved (and reset to the stored values) it
 * leaves silently.
 */
export function PageForm<TInput extends FieldValues, TOutput, TResult, K extends ImageName<TOutput>>({
  form,
  save,
  children,
}: PageFormProps<TInput, TOutput, TResult, K>) {
  useUnsavedChanges(form.formState.isDirty);
  const { submit, status } = useFormSave(save);
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(submit)} noValidate className="grid gap-4">
        {children}
        {status}
        <div className="flex justify-end">
          <SaveButton saving={form.formState.isSubmitting} />
        </div>
      </form>
    </Form>
  );
}
