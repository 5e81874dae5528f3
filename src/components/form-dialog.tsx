import type { ReactNode } from "react";
import { Loader2Icon } from "lucide-react";
import type { FieldValues, SubmitHandler, UseFormReturn } from "react-hook-form";
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
import { cn } from "@/lib/utils";

export interface FormDialogProps<TInput extends FieldValues, TOutput> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** Called with the validated values; the dialog shows 'Menyimpan...' until it settles. */
  onSubmit: SubmitHandler<TOutput>;
  children: ReactNode;
  className?: string;
}

/**
 * The one dialog shell for add/edit forms: title, description, the fields, and
 * a footer with Batal and Simpan ('Menyimpan...' while saving). It cannot be
 * dismissed while saving.
 */
export function FormDialog<TInput extends FieldValues, TOutput>({
  open,
  onOpenChange,
  title,
  description,
  form,
  onSubmit,
  children,
  className,
}: FormDialogProps<TInput, TOutput>) {
  const saving = form.formState.isSubmitting;
  return (
    <Dialog open={open} onOpenChange={(next) => (saving ? undefined : onOpenChange(next))}>
      <DialogContent className={cn("sm:max-w-xl", className)} {...(description ? {} : { "aria-describedby": undefined })}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
            {children}
            <DialogFooter className="pt-2">
              <DialogClose asChild>
                <Button type="button" variant="outline" disabled={saving}>
                  Batal
                </Button>
              </DialogClose>
              <Button type="submit" disabled={saving}>
                {saving && <Loader2Icon className="animate-spin" aria-hidden="true" />}
                {saving ? "Menyimpan..." : "Simpan"}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
