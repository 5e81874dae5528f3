import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Loader2Icon } from "lucide-react";
import type { DefaultValues, FieldValues, UseFormReturn } from "react-hook-form";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { DiscardChangesDialog } from "@/components/unsaved-changes";
import { useFormSave, type FormSave, type ImageName } from "@/components/use-form-save";
import { useUnsavedChanges } from "@/hooks/use-unsaved-changes";
import { cn } from "@/lib/utils";

/** Props every add/edit dialog takes from its page (the page adds its own item, e.g. `program?`). */
export interface FormDialogOpenProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface FormDialogProps<TInput extends FieldValues, TOutput, TResult, K extends ImageName<TOutput>> extends FormDialogOpenProps {
  title: string;
  description?: ReactNode;
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** The values the form starts from each time the dialog opens (new item or the edited one). */
  values: DefaultValues<NoInfer<TInput>>;
  /**
   * False while the values to edit are still loading (or failed to load): Simpan is
   * disabled and the form is reset to `values` once they are ready. Defaults to true.
   */
  ready?: boolean;
  /** How the validated values are saved (useFormSave); 'Menyimpan...' until it settles, then closed when saved. */
  save: FormSave<TOutput, TResult, K>;
  children: ReactNode;
  className?: string;
  /** The submit button's label and its label while saving (default Simpan / 'Menyimpan...'). */
  submitLabels?: { idle: string; saving: string };
  /**
   * A failed write's message also stays in the dialog, verbatim, above the buttons (besides the failure toast, which
   * goes away): for the database's refusals the admin must read while correcting the values.
   */
  keepRefusal?: boolean;
  /** Nothing to save (e.g. a record the database no longer lets anyone change): no Simpan, and Batal reads Tutup. */
  readOnly?: boolean;
}

/**
 * The one dialog shell of admin forms: title, description, the fields, the image's progress line and a
 * footer with Batal and Simpan ('Menyimpan...' while saving). Simpan runs `save` (useFormSave: toasts, image
 * compression and upload) and closes the dialog once it succeeded; a failure keeps it open with the values.
 * It cannot be dismissed while saving. Add/edit dialogs use it through EntityFormDialog. Each time it opens
 * (and its values are ready), the form is reset to `values`; later changes of `values` while open (e.g. a
 * background refetch) are ignored.
 *
 * Unsaved changes are guarded: Batal, the close button, Escape and a click outside close an
 * untouched form at once but ask 'Perubahan belum disimpan' when it has changes, and so does
 * leaving the page (UnsavedChangesProvider). A successful save closes through the caller's own
 * `onOpenChange(false)`, silently.
 */
export function FormDialog<TInput extends FieldValues, TOutput, TResult, K extends ImageName<TOutput>>({
  open,
  onOpenChange,
  title,
  description,
  form,
  values,
  ready = true,
  save,
  children,
  className,
  submitLabels,
  keepRefusal = false,
  readOnly = false,
}: FormDialogProps<TInput, TOutput, TResult, K>) {
  const saving = form.formState.isSubmitting;
  const dirty = open && form.formState.isDirty;
  useUnsavedChanges(dirty);
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  const { submit, status } = useFormSave(
    keepRefusal
      ? {
          ...save,
          write: async (...args) => {
            form.clearErrors("root");
            try {
              return await save.write(...args);
            } catch (error) {
              if (error instanceof Error) form.setError("root", { message: error.message });
              throw error;
            }
          },
        }
      : save,
  );
  const refusal = keepRefusal ? form.formState.errors.root?.message : undefined;
  async function onSubmit(validated: TOutput) {
    if (await submit(validated)) close();
  }
  // Closing with changes asks first (DiscardChangesDialog below); untouched, it closes at once.
  const [askingToClose, setAskingToClose] = useState(false);
  const latestValues = useRef(values);
  useEffect(() => {
    latestValues.current = values;
  });
  useEffect(() => {
    if (open && ready) form.reset(latestValues.current);
  }, [open, ready, form]);

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (saving) return;
          if (next) onOpenChange(true);
          else if (dirty) setAskingToClose(true);
          else close();
        }}
      >
        <DialogContent className={cn("sm:max-w-xl", className)} {...(description ? {} : { "aria-describedby": undefined })}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            {description && <DialogDescription>{description}</DialogDescription>}
          </DialogHeader>
          <Form {...form}>
            <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
              {children}
              {refusal && (
                <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm text-destructive">
                  {refusal}
                </p>
              )}
              {status}
              <DialogFooter className="pt-2">
                <DialogClose asChild>
                  <Button type="button" variant="outline" disabled={saving}>
                    {readOnly ? "Tutup" : "Batal"}
                  </Button>
                </DialogClose>
                {!readOnly && <SaveButton saving={saving} disabled={!ready} labels={submitLabels} />}
              </DialogFooter>
            </form>
          </Form>
        </DialogContent>
      </Dialog>
      <DiscardChangesDialog
        open={askingToClose}
        onKeepEditing={() => setAskingToClose(false)}
        onDiscard={() => {
          setAskingToClose(false);
          close();
        }}
      />
    </>
  );
}

/** The submit button of every admin form: Simpan, or 'Menyimpan...' (disabled) while saving. */
export function SaveButton({
  saving,
  disabled = false,
  labels = { idle: "Simpan", saving: "Menyimpan..." },
}: {
  saving: boolean;
  disabled?: boolean;
  labels?: { idle: string; saving: string };
}) {
  return (
    <Button type="submit" disabled={saving || disabled}>
      {saving && <Loader2Icon className="animate-spin" aria-hidden="true" />}
      {saving ? labels.saving : labels.idle}
    </Button>
  );
}
