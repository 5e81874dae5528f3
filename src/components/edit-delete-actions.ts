import { PencilIcon, Trash2Icon } from "lucide-react";
import type { RowAction } from "@/components/row-actions";
import type { AdminDialogs } from "@/hooks/use-admin-dialogs";

/** The usual row menu of an admin table: 'Edit' opens the form dialog, 'Hapus' the delete confirmation. */
export function editDeleteActions<T>(dialogs: Pick<AdminDialogs<T>, "openEdit" | "openDelete">): (row: T) => RowAction[] {
  return (row) => [
    { label: "Edit", icon: PencilIcon, onSelect: () => dialogs.openEdit(row) },
    { label: "Hapus", icon: Trash2Icon, destructive: true, onSelect: () => dialogs.openDelete(row) },
  ];
}
