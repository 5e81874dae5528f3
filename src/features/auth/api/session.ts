import { useEffect } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Session } from "@supabase/supabase-js";
import { supabase } from "@/lib/supabase";
import { authClientNeeded, loadAuthClient, onAuthClientReady } from "@/lib/auth-session";

export const sessionKeys = { session: ["session"] as const, passwordRecovery: ["password-recovery"] as const };

export const KEEP_ALIVE_INTERVAL_MS = 5 * 60 * 1000;

/** The stored session; an anonymous visitor (nothing stored) gets null without loading the auth client. */
export async function fetchSession(): Promise<Session | null> {
  if (!authClientNeeded()) return null;
  const { data, error } = await (await loadAuthClient()).auth.getSession();
  if (error) throw error;
  return data.session;
}

/** The current session: loading, signed in or signed out (kept current by `useAuthSync`). */
export function useSession() {
  const query = useQuery({ queryKey: sessionKeys.session, queryFn: fetchSession, staleTime: Infinity, retry: false });
  const session = query.data ?? null;
  return { session, user: session?.user ?? null, isLoading: query.isPending };
}

/**
 * Writes every auth state change (sign-in, sign-out, token refresh, user update) into the
 * session cache, and whether a password-recovery link is waiting for a new password
 * (usePasswordRecovery). Mounted once, at the app root, so there is one subscription for the app,
 * made as soon as the auth client exists.
 */
export function useAuthSync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    // The auth client exists once a session was found or a page (login, admin) loaded it.
    let unsubscribe = () => {};
    const stopWaiting = onAuthClientReady((client) => {
      const { data } = client.auth.onAuthStateChange((event, session) => {
        queryClient.setQueryData(sessionKeys.session, session);
        if (event === "PASSWORD_RECOVERY") queryClient.setQueryData(sessionKeys.passwordRecovery, true);
        else if (event === "USER_UPDATED" || event === "SIGNED_OUT") queryClient.setQueryData(sessionKeys.passwordRecovery, false);
      });
      unsubscribe = () => data.subscription.unsubscribe();
    });
    return () => {
      stopWaiting();
      unsubscribe();
    };
  }, [queryClient]);
}

/**
 * True from a password-recovery link's PASSWORD_RECOVERY until the password is changed (USER_UPDATED) or the
 * user signs out: the login page then asks for a new password. Read from what useAuthSync recorded, in the same
 * update as the session: a page's own subscription starts only after the page rendered, so an event that came in
 * between was lost, and the recovery session alone sent the page on to /dashboard.
 */
export function usePasswordRecovery(): boolean {
  const { data } = useQuery({
    queryKey: sessionKeys.passwordRecovery,
    queryFn: () => false,
    initialData: false,
    staleTime: Infinity,
  });
  return data;
}

/** `global`: every session of the account, on every device (their refresh tokens are revoked at once). */
export async function signOut(scope: "local" | "global" = "local"): Promise<void> {
  const { error } = await (await loadAuthClient()).auth.signOut({ scope });
  if (error) throw error;
}

/** Signs out and clears the stored session; the caller navigates to /login. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scope: "local" | "global" = "local") => signOut(scope),
    onSuccess: () => {
      queryClient.setQueryData(sessionKeys.session, null);
      // profileKeys.all (src/features/profile/api/profile.ts imports this module, so it is not imported back)
      queryClient.removeQueries({ queryKey: ["profile"] });
    },
  });
}

export async function keepAlive(): Promise<number> {
  const { data } = await supabase.from("profiles").select("id").limit(1).throwOnError();
  return data.length;
}

/** Selects one id from profiles at start and every 5 minutes, so the project never idles. */
export function useKeepAlive() {
  return useQuery({
    queryKey: ["keep-alive"],
    queryFn: keepAlive,
    refetchInterval: KEEP_ALIVE_INTERVAL_MS,
    refetchIntervalInBackground: true,
    staleTime: KEEP_ALIVE_INTERVAL_MS,
    retry: false,
  });
}
