import { createContext, useContext, useEffect, useId } from "react";

/** Marks one form (by id) as having unsaved changes or not. */
export type SetDirty = (id: string, dirty: boolean) => void;

/** Provided by UnsavedChangesProvider (the admin layout, src/components/unsaved-changes.tsx); null elsewhere. */
export const UnsavedChangesContext = createContext<SetDirty | null>(null);

/** Reports whether this form has unsaved changes to the page guard (no-op outside the admin layout). */
export function useUnsavedChanges(dirty: boolean) {
  const setDirty = useContext(UnsavedChangesContext);
  const id = useId();
  useEffect(() => {
    setDirty?.(id, dirty);
    return () => setDirty?.(id, false);
  }, [setDirty, id, dirty]);
}
