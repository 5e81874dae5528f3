import { useEffect } from "react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router-dom";
import { AlertTriangleIcon, RefreshCwIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import NotFoundPage from "@/app/routes/not-found";
import { paths } from "@/config/paths";

/** Errors thrown while loading or rendering a route (e.g. a lazy chunk that failed to download). */
export function RouteErrorPage() {
  const error = useRouteError();

  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error(error);
    document.title = "Terjadi Kesalahan | Kejuruan TIK — BLK Banda Aceh";
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <div role="alert" className="grid max-w-md justify-items-center gap-4 text-center">
        <div className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <AlertTriangleIcon className="size-7" aria-hidden="true" />
        </div>
        <h1 className="text-2xl font-bold">Terjadi Kesalahan</h1>
        <p className="text-muted-foreground">
          Halaman tidak dapat dimuat. Periksa koneksi internet Anda, lalu muat ulang halaman.
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={() => window.location.reload()}>
            <RefreshCwIcon aria-hidden="true" />
            Muat Ulang
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.home.getHref()} reloadDocument>
              Kembali ke Beranda
            </Link>
          </Button>
        </div>
      </div>
    </main>
  );
}

export default RouteErrorPage;
