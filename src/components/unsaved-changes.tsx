import { useCallback, useEffect, useState, type ReactNode } from "react";
import { useBlocker } from "react-router-dom";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { UnsavedChangesContext, type SetDirty } from "@/hooks/use-unsaved-changes";
import { paths } from "@/config/paths";

/** The question asked before unsaved changes are thrown away (closing a form or leaving its page). */
export const UNSAVED_CHANGES_TITLE = "Perubahan belum disimpan";
export const UNSAVED_CHANGES_DESCRIPTION =
  "Perubahan yang Anda buat di formulir ini akan hilang. Tetap tutup tanpa menyimpan?";
export const DISCARD_LABEL = "Buang Perubahan";
export const KEEP_EDITING_LABEL = "Lanjutkan Mengedit";

interface DiscardChangesDialogProps {
  open: boolean;
  /** Throw the changes away (close the form / continue the navigation). */
  onDiscard: () => void;
  /** Stay on the form with its changes. */
  onKeepEditing: () => void;
}

/** 'Perubahan belum disimpan...': Lanjutkan Mengedit (default focus) or Buang Perubahan. */
export function DiscardChangesDialog({ open, onDiscard, onKeepEditing }: DiscardChangesDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onKeepEditing())}
      title={UNSAVED_CHANGES_TITLE}
      description={UNSAVED_CHANGES_DESCRIPTION}
      confirmLabel={DISCARD_LABEL}
      cancelLabel={KEEP_EDITING_LABEL}
      onConfirm={onDiscard}
    />
  );
}


/**
 * Guards every form below it against leaving the page with unsaved changes: an in-app
 * navigation to another page (links, back/forward) asks 'Perubahan belum disimpan...' first
 * (React Router's useBlocker: the router supports one blocker, so there is exactly one, here),
 * and closing or reloading the tab triggers the browser's own beforeunload question.
 * Going to /login is never blocked: that happens on sign-out or when the session is gone,
 * and then the form could not be saved anyway.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const [dirtyForms, setDirtyForms] = useState<ReadonlySet<string>>(() => new Set());
  const dirty = dirtyForms.size > 0;

  const setDirty = useCallback<SetDirty>((id, isDirty) => {
    setDirtyForms((current) => {
      if (current.has(id) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname && nextLocation.pathname !== paths.login.getHref(),
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show their question.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);

  return (
    <UnsavedChangesContext.Provider value={setDirty}>
      {children}
      <DiscardChangesDialog
        open={blocker.state === "blocked"}
        onDiscard={() => blocker.proceed?.()}
        onKeepEditing={() => blocker.reset?.()}
      />
    </UnsavedChangesContext.Provider>
  );
}
