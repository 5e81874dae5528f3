import { cloneElement, useCallback, useRef, useState, type ComponentType, type ReactElement, type SyntheticEvent } from "react";

/** What an on-demand component receives: its trigger (the same element the placeholder showed) and whether to start open. */
export type OnDemandProps = { trigger: ReactElement; defaultOpen: boolean };

type TriggerHandlers = {
  onPointerDown?: (event: React.PointerEvent) => void;
  onClick?: (event: React.MouseEvent) => void;
};

/**
 * Shows `trigger` (a button) straight away and loads the component behind it (a menu, a sheet) only
 * when the visitor uses it: the press or click that would open it loads it and it mounts open.
 * The loaded component renders the same trigger, so the page looks the same before and after.
 * (No preloading on hover: swapping the button under a pointer that is about to press it would
 * lose that press.)
 *
 * `openOn` is the event the loaded component itself opens on: Radix menus open on pointer down,
 * dialogs and sheets on click. Intent is recorded on that event so a press that lands while the
 * chunk arrives opens the component exactly once.
 */
export function OnDemand<P extends object>({
  load,
  trigger,
  openOn,
  props,
}: {
  load: () => Promise<ComponentType<P & OnDemandProps>>;
  trigger: ReactElement<TriggerHandlers>;
  openOn: "pointerdown" | "click";
  props: P;
}) {
  const [Loaded, setLoaded] = useState<ComponentType<P & OnDemandProps> | null>(null);
  const [open, setOpen] = useState(false);
  const loading = useRef<Promise<void> | null>(null);

  const fetchComponent = useCallback(() => {
    loading.current ??= load().then(
      (component) => setLoaded(() => component),
      (error: unknown) => {
        loading.current = null;
        console.error("Gagal memuat komponen", error);
      },
    );
  }, [load]);

  if (Loaded) return <Loaded {...props} trigger={trigger} defaultOpen={open} />;

  const intent = (event: SyntheticEvent) => {
    if (event.defaultPrevented) return;
    setOpen(true);
    fetchComponent();
  };
  return cloneElement(trigger, {
    ...(openOn === "pointerdown"
      ? {
          onPointerDown: (event: React.PointerEvent) => {
            if (event.button === 0 && !event.ctrlKey) intent(event);
          },
        }
      : {}),
    // Keyboard activation (Enter/Space) arrives as a click in both cases.
    onClick: intent,
  });
}
