import { Link } from "react-router-dom";
import { HomeIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

/** 404 for every unknown path (docs/product.md, Routes). */
export function NotFoundPage() {
  return (
    <section className="container flex min-h-[60vh] flex-col items-center justify-center gap-6 py-16 text-center">
      <p
        aria-hidden="true"
        className="bg-gradient-to-br from-primary to-brand bg-clip-text text-8xl font-extrabold tracking-tighter text-transparent sm:text-9xl"
      >
        404
      </p>
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold sm:text-3xl">Oops! Page not found</h1>
        <p className="max-w-md text-muted-foreground">
          Halaman yang Anda cari tidak ada atau telah dipindahkan.
        </p>
      </div>
      <Button asChild size="lg" className="rounded-full">
        <Link to={paths.home.getHref()}>
          <HomeIcon aria-hidden="true" />
          Kembali ke Beranda
        </Link>
      </Button>
    </section>
  );
}

export default NotFoundPage;
