import { useCallback } from "react";
import { useNavigate } from "react-router-dom";

import { useSignOut } from "@/features/auth/api/session";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";

export const LOGOUT_SUCCESS = "Logout berhasil.";
export const LOGOUT_FAILURE = "Gagal untuk logout.";

/** Sign out, toast the result and, on success, go to /login (docs/product.md, Login and admin, Messages). */
export function useLogout() {
  const signOut = useSignOut();
  const navigate = useNavigate();

  const logout = useCallback(async () => {
    try {
      await signOut.mutateAsync();
      toast({ title: LOGOUT_SUCCESS });
      navigate(paths.login.getHref(), { replace: true });
    } catch {
      toast({ title: LOGOUT_FAILURE, variant: "destructive" });
    }
  }, [signOut, navigate]);

  return { logout, isPending: signOut.isPending };
}
