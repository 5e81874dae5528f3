import { ConfirmDialog } from "@/components/confirm-dialog";
import { runWithToast, type MutationToastTexts } from "@/components/mutation-toast";
import type { AdminDialogs } from "@/hooks/use-admin-dialogs";

interface AdminDeleteDialogProps<T, K extends string> extends MutationToastTexts {
  dialogs: AdminDialogs<T, K>;
  /** What will be deleted; the item is undefined before the first deletion is asked for. */
  description: (item: T | undefined) => string;
  /** Deletes the item (e.g. `(item) => remove.mutateAsync(item.id)`). */
  onDelete: (item: T) => Promise<unknown>;
  pending: boolean;
}

/** The confirmation of an admin list page's 'Hapus': deletes, toasts the outcome, then closes. */
export function AdminDeleteDialog<T, K extends string>({
  dialogs,
  description,
  onDelete,
  pending,
  success,
  failure,
}: AdminDeleteDialogProps<T, K>) {
  async function confirmDelete() {
    const item = dialogs.item;
    if (!item) return;
    await runWithToast(() => onDelete(item), { success, failure });
    dialogs.close();
  }

  return (
    <ConfirmDialog
      {...dialogs.dialogProps("delete")}
      description={description(dialogs.item)}
      pending={pending}
      onConfirm={confirmDelete}
    />
  );
}
