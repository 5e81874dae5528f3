import type { ReactNode } from "react";
import { useState } from "react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { ThemeProvider } from "next-themes";

import { useAuthSync, useKeepAlive, useSession } from "@/features/auth/api/session";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { createQueryClient, THEME_STORAGE_KEY } from "@/app/query-client";
import { useAfterIdle } from "@/lib/tasks";

/** Selects one profile id at start and every 5 minutes (docs/product.md, Rules). */
function KeepAlive() {
  useKeepAlive();
  return null;
}

/**
 * Loads the session and starts the app's one auth-state subscription at app start (so guards see
 * it immediately), plus the keep-alive query (anonymous visitors may select profile ids; row-level
 * security returns none to them) once the browser is first idle: its request then no longer starts inside the
 * task that runs a hydrated page's effects (docs/performance.md, "After hydration").
 */
function SessionBootstrap() {
  useSession();
  useAuthSync();
  return useAfterIdle() ? <KeepAlive /> : null;
}

type AppProviderProps = {
  children: ReactNode;
  /** Tests pass a fresh client (retry off); the app creates one per mount. */
  queryClient?: QueryClient;
  /** Skip the keep-alive/session bootstrap (tests that mock the network narrowly). */
  bootstrapSession?: boolean;
};

/** Every context the app needs: React Query, theme (light/dark/system), toaster, session bootstrap. */
export function AppProvider({ children, queryClient, bootstrapSession = true }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());

  return (
    <QueryClientProvider client={client}>
      <ThemeProvider
        attribute="class"
        defaultTheme="system"
        enableSystem
        storageKey={THEME_STORAGE_KEY}
        // Not `disableTransitionOnChange`: it also runs on mount (two whole-page style recalculations per page
        // load); the theme menu turns transitions off itself when the visitor changes the theme.
        // index.html applies the saved theme before first paint; next-themes' own inline script is
        // never executed in a client-rendered app, so mark it as an inert data block (no React warning).
        scriptProps={{ type: "application/json" }}
      >
        {bootstrapSession && (
          <SessionBootstrap />
        )}
        {children}
        <LazyToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
