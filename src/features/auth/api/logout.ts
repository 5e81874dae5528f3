import { useCallback } from "react";
import { useNavigate } from "react-router-dom";

import { useSignOut } from "@/features/auth/api/session";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";

export const LOGOUT_SUCCESS = "Logout berhasil.";
export const LOGOUT_FAILURE = "Gagal untuk logout.";
export const LOGOUT_EVERYWHERE_SUCCESS = "Anda telah keluar dari semua perangkat.";
export const LOGOUT_EVERYWHERE_FAILURE = "Gagal keluar dari semua perangkat.";

/**
 * Sign out, toast the result and, on success, go to /login (docs/product.md, Login and admin, Messages).
 * `logoutEverywhere` ends every session of the account ('Keluar dari semua perangkat', docs/admin-team.md).
 */
export function useLogout() {
  const signOut = useSignOut();
  const navigate = useNavigate();

  const run = useCallback(
    async (scope: "local" | "global") => {
      try {
        await signOut.mutateAsync(scope);
        toast({ title: scope === "global" ? LOGOUT_EVERYWHERE_SUCCESS : LOGOUT_SUCCESS });
        navigate(paths.login.getHref(), { replace: true });
      } catch {
        toast({ title: scope === "global" ? LOGOUT_EVERYWHERE_FAILURE : LOGOUT_FAILURE, variant: "destructive" });
      }
    },
    [signOut, navigate],
  );
  const logout = useCallback(() => run("local"), [run]);
  const logoutEverywhere = useCallback(() => run("global"), [run]);

  return { logout, logoutEverywhere, isPending: signOut.isPending };
}
