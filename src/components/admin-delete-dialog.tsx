import { useEffect, useRef } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { runWithToast, type MutationToastTexts } from "@/components/mutation-toast";
import type { AdminDialogs } from "@/hooks/use-admin-dialogs";
import { focusWhenRowRemoved, rowPlaceOf, type RowPlace } from "@/lib/focus-after-removal";

interface AdminDeleteDialogProps<T, K extends string> extends MutationToastTexts {
  dialogs: AdminDialogs<T, K>;
  /** What will be deleted; the item is undefined before the first deletion is asked for. */
  description: (item: T | undefined) => string;
  /** Deletes the item (e.g. `(item) => remove.mutateAsync(item.id)`). */
  onDelete: (item: T) => Promise<unknown>;
  pending: boolean;
}

/**
 * The confirmation of an admin list page's 'Hapus': deletes, toasts the outcome, then closes. The
 * focus goes back to the row's control after Batal or a failure; after a deletion, whose row (and
 * control) leaves the page, it goes to the same control of the next row, else the previous one, else
 * the page's heading (src/lib/focus-after-removal.ts), so a keyboard user keeps their place in the list.
 */
export function AdminDeleteDialog<T, K extends string>({
  dialogs,
  description,
  onDelete,
  pending,
  success,
  failure,
}: AdminDeleteDialogProps<T, K>) {
  const place = useRef<RowPlace | null>(null);
  const deleted = useRef(false);
  const stopWaiting = useRef(() => {});
  useEffect(() => () => stopWaiting.current(), []);

  async function confirmDelete() {
    const item = dialogs.item;
    if (!item) return;
    deleted.current = await runWithToast(() => onDelete(item), { success, failure });
    dialogs.close();
  }

  return (
    <ConfirmDialog
      {...dialogs.dialogProps("delete")}
      description={description(dialogs.item)}
      pending={pending}
      onConfirm={confirmDelete}
      onOpenAutoFocus={() => {
        // The row menu puts the focus back on its button before it opens this dialog.
        place.current = rowPlaceOf(document.activeElement);
        deleted.current = false;
      }}
      onCloseAutoFocus={(event) => {
        const where = place.current;
        place.current = null;
        if (!deleted.current || !where) return;
        deleted.current = false;
        event.preventDefault();
        stopWaiting.current();
        stopWaiting.current = focusWhenRowRemoved(where);
      }}
    />
  );
}
