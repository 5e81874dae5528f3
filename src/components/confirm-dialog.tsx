import type { ReactNode } from "react";
import { Loader2Icon } from "lucide-react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What will happen, e.g. 'Jadwal untuk program X akan dihapus.' */
  description: ReactNode;
  title?: string;
  confirmLabel?: string;
  /** Label of the button that closes the question without acting (default 'Batal'). */
  cancelLabel?: string;
  pendingLabel?: string;
  /** Runs the action; the caller closes the dialog when it settles. */
  onConfirm: () => void;
  /** While true the buttons are disabled and the confirm button shows the pending label. */
  pending?: boolean;
  /** Style of the confirm button (default destructive: deleting). */
  confirmVariant?: "destructive" | "default";
  /** Radix's focus events of the content (the focus returns to the opener unless one prevents it). */
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** The one confirmation used before every deletion: 'Apakah Anda yakin?' with Batal and 'Ya, Hapus'. */
export function ConfirmDialog({
  open,
  onOpenChange,
  description,
  title = "Apakah Anda yakin?",
  confirmLabel = "Ya, Hapus",
  cancelLabel = "Batal",
  pendingLabel = "Menghapus...",
  onConfirm,
  pending = false,
  confirmVariant = "destructive",
  onOpenAutoFocus,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <AlertDialogContent onOpenAutoFocus={onOpenAutoFocus} onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          <Button variant={confirmVariant} disabled={pending} onClick={onConfirm}>
            {pending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
