import { useState } from "react";

type DialogState<T, K extends string> = { kind: K; item?: T; open: boolean };

/**
 * The one dialog of an admin list page at a time: the add/edit form, the delete
 * confirmation, or another kind of the page's own (e.g. 'syllabus'). Closing keeps the
 * kind and the item so the closing animation still shows them.
 */
export function useAdminDialogs<T, K extends string = "form" | "delete">() {
  const [state, setState] = useState<DialogState<T, K | "form" | "delete">>({ kind: "form", open: false });
  const close = () => setState((d) => ({ ...d, open: false }));
  const open = (kind: K | "form" | "delete", item?: T) => setState({ kind, item, open: true });
  return {
    /** The item of the current (or last) dialog. */
    item: state.item,
    open,
    close,
    openCreate: () => open("form"),
    openEdit: (item: T) => open("form", item),
    openDelete: (item: T) => open("delete", item),
    /** The item when the current dialog is of this kind. */
    itemFor: (kind: K | "form" | "delete") => (state.kind === kind ? state.item : undefined),
    /** `open` / `onOpenChange` for the dialog of this kind. */
    dialogProps: (kind: K | "form" | "delete") => ({
      open: state.open && state.kind === kind,
      onOpenChange: (next: boolean) => (next ? undefined : close()),
    }),
  };
}

export type AdminDialogs<T, K extends string = "form" | "delete"> = ReturnType<typeof useAdminDialogs<T, K>>;
