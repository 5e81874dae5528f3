import type { ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router-dom";

import { useSession } from "@/features/auth/api/session";
import { paths } from "@/config/paths";

/**
 * Guard for the admin area (docs/product.md, Routes): renders nothing while the session loads; once loaded
 * without a signed-in user, replaces the history entry with /login. A signed-in user who is not
 * an administrator may see the panel, but the server (row-level security) refuses their writes.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { user, isLoading } = useSession();
  const location = useLocation();

  if (isLoading) return null;
  if (!user) return <Navigate to={paths.login.getHref()} replace state={{ from: location.pathname }} />;
  return children ?? <Outlet />;
}

