import type { ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router-dom";

import { useSession } from "@/features/auth/api/session";
import { assuranceOf, useTwoFactorRequired } from "@/features/auth/api/two-factor";
import { TwoFactorRequired } from "@/features/profile/components/two-factor-required";
import { paths } from "@/config/paths";

/**
 * Guard for the admin area (docs/product.md, Routes): renders nothing while the session loads; once loaded
 * without a signed-in user, replaces the history entry with /login. An account with two-factor sign-in that has
 * not entered its code in this session goes back to /login for it; while the team requires two-factor, a member
 * without a factor is asked to enrol first (docs/admin-team.md). A signed-in user who is not an administrator
 * may see the panel, but the server (row-level security) refuses their writes.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { session, user, isLoading } = useSession();
  const location = useLocation();
  const assurance = assuranceOf(session);
  const required = useTwoFactorRequired(!!user);

  if (isLoading) return null;
  if (!user) return <Navigate to={paths.login.getHref()} replace state={{ from: location.pathname }} />;
  if (assurance.hasFactor && assurance.current !== "aal2") {
    return <Navigate to={paths.login.getHref()} replace state={{ from: location.pathname }} />;
  }
  if (required.data && !assurance.hasFactor) return <TwoFactorRequired />;
  return children ?? <Outlet />;
}
