import { useRef } from "react";

type FocusHandler = ((event: Event) => void) | undefined;

/**
 * Where the focus goes when a dialog closes: back to the element that had it when the dialog
 * opened (a button, or a row's menu button), if it is still on the page. Radix returns the focus
 * only to its own trigger component, and the admin dialogs are opened without one (from a button or
 * a row menu item), so a keyboard user would otherwise land at the top of the page. Wraps the
 * content's own `onOpenAutoFocus` / `onCloseAutoFocus`; a handler that prevents the default wins.
 */
export function useReturnFocus(onOpenAutoFocus: FocusHandler, onCloseAutoFocus: FocusHandler) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const element = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !element?.isConnected) return;
      event.preventDefault();
      element.focus({ preventScroll: false });
    },
  };
}
