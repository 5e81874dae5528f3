import type { ReactNode } from "react";
import type { FieldValues, SubmitHandler, UseFormReturn } from "react-hook-form";
import { SaveButton } from "@/components/form-dialog";
import { Form } from "@/components/ui/form";
import { useUnsavedChanges } from "@/hooks/use-unsaved-changes";

interface PageFormProps<TInput extends FieldValues, TOutput> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** Called with the validated values; Simpan shows 'Menyimpan...' until it settles. Reset the form to what was stored. */
  onSubmit: SubmitHandler<TOutput>;
  children: ReactNode;
  /** Shown above the Simpan button, e.g. the progress of an image upload. */
  status?: ReactNode;
}

/**
 * A form that is a whole admin page (contact information, profile): the fields and a Simpan
 * button. While it has unsaved changes, leaving the page asks 'Perubahan belum disimpan'
 * (UnsavedChangesProvider); once saved (and reset to the stored values) it leaves silently.
 */
export function PageForm<TInput extends FieldValues, TOutput>({
  form,
  onSubmit,
  children,
  status,
}: PageFormProps<TInput, TOutput>) {
  useUnsavedChanges(form.formState.isDirty);
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
        {children}
        {status}
        <div className="flex justify-end">
          <SaveButton saving={form.formState.isSubmitting} />
        </div>
      </form>
    </Form>
  );
}
