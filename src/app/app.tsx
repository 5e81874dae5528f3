import { lazy, Suspense, useEffect } from "react";
import type { QueryClient } from "@tanstack/react-query";
import { RouterProvider } from "react-router-dom";

import { envResult } from "@/lib/env";
import { AppProvider } from "@/app/provider";
import { createAppRouter } from "@/app/router";

// Seen only on a misconfigured install: a chunk of its own, not part of every visitor's first load.
const EnvErrorScreen = lazy(() => import("@/app/env-error-screen").then((module) => ({ default: module.EnvErrorScreen })));

type EnvCheck = Pick<typeof envResult, "success" | "problems">;
type AppRouter = ReturnType<typeof createAppRouter>;

type AppProps = {
  envCheck?: EnvCheck;
  /** A prerendered page passes the router (its lazy route already loaded) and the hydrated query client. */
  router?: AppRouter;
  queryClient?: QueryClient;
};

/** The whole application, or the configuration error screen when the Supabase env is missing. */
export function App({ envCheck = envResult, router, queryClient }: AppProps) {
  // `<html data-app-started>` once the page is rendered or hydrated (effects run after that commit): the browser
  // tests wait for it after each page load (tests/e2e/support.ts).
  useEffect(() => document.documentElement.setAttribute("data-app-started", ""), []);
  if (!envCheck.success) {
    return (
      <Suspense fallback={null}>
        <EnvErrorScreen problems={envCheck.problems} />
      </Suspense>
    );
  }
  return <ConfiguredApp router={router} queryClient={queryClient} />;
}

let appRouter: AppRouter | undefined;

function ConfiguredApp({ router, queryClient }: { router?: AppRouter; queryClient?: QueryClient }) {
  // One router for the page's lifetime (created on first render, not at import time).
  appRouter ??= router ?? createAppRouter();
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={appRouter} />
    </AppProvider>
  );
}
