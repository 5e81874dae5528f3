import { useNavigation } from "react-router-dom";

/** Thin top progress bar while a lazily loaded route (or its data) is on its way. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <div
      aria-hidden="true"
      data-state={busy ? "loading" : "idle"}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden"
    >
      <div
        className={
          busy
            ? "h-full w-1/3 animate-progress bg-gradient-to-r from-primary to-brand"
            : "hidden"
        }
      />
    </div>
  );
}
