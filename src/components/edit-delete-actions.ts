import { PencilIcon, Trash2Icon } from "lucide-react";
import type { RowAction } from "@/components/row-actions";

/** The usual 'Edit' and 'Hapus' items of a row menu. */
export function editDeleteActions(onEdit: () => void, onDelete: () => void): RowAction[] {
  return [
    { label: "Edit", icon: PencilIcon, onSelect: onEdit },
    { label: "Hapus", icon: Trash2Icon, destructive: true, onSelect: onDelete },
  ];
}
