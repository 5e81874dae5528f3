import type { ReactNode } from "react";
import { useState } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ThemeProvider } from "next-themes";

import { useKeepAlive, useSession } from "@/features/auth/api/session";
import { Toaster } from "@/components/ui/toaster";

export const THEME_STORAGE_KEY = "kejuruan-tik-theme";

/**
 * Query defaults: one retry, 30 s freshness, no refetch on window focus (no refetch storms when
 * switching tabs); refetch on reconnect stays on. Mutations never retry.
 */
export function createQueryClient(overrides?: { retry?: number | false }) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: overrides?.retry ?? 1,
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
      },
      mutations: { retry: false },
    },
  });
}

/** Selects one profile id at start and every 5 minutes (SPEC §4). */
function KeepAlive() {
  useKeepAlive();
  return null;
}

/**
 * Starts the session subscription at app start (so guards see it immediately) and, for a signed-in
 * session, the keep-alive query. Anonymous visitors are not allowed to read profiles (the request
 * would be refused with 401 on every page view), and their public page reads keep the project awake.
 */
function SessionBootstrap() {
  const { user } = useSession();
  return user ? <KeepAlive /> : null;
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
        disableTransitionOnChange
        // index.html applies the saved theme before first paint; next-themes' own inline script is
        // never executed in a client-rendered app, so mark it as an inert data block (no React warning).
        scriptProps={{ type: "application/json" }}
      >
        {bootstrapSession && <SessionBootstrap />}
        {children}
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
