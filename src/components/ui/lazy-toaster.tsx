import { lazy, Suspense, useEffect, useState } from "react";

import { hasToasts, subscribeToToasts } from "@/components/ui/use-toast";

const Toaster = lazy(() => import("@/components/ui/toaster").then((module) => ({ default: module.Toaster })));

/**
 * The toaster (Radix Toast) is loaded when the first toast is raised, not with every page:
 * `toast()` only writes to a small store, which this component watches.
 */
export function LazyToaster() {
  const [needed, setNeeded] = useState(hasToasts);

  useEffect(() => {
    if (needed) return;
    if (hasToasts()) {
      setNeeded(true);
      return;
    }
    return subscribeToToasts((state) => {
      if (state.toasts.length > 0) setNeeded(true);
    });
  }, [needed]);

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
