import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { Printer } from "lucide-react";
import { EmptyState, ErrorState } from "@/components/data-state";
import { PublicPageHeader } from "@/components/public-page-header";
import { Button } from "@/components/ui/button";

type ServiceDocumentProps = {
  title: string;
  description: string;
  /** The other document's page, linked beside "Cetak". */
  sibling: { href: string; label: string };
  query: { isPending: boolean; isError: boolean };
  /** Loaded, but nothing published yet. */
  empty: boolean;
  children: ReactNode;
};

/**
 * The frame of /standar-pelayanan and /maklumat-pelayanan (docs/service-standard.md): the band with "Cetak" and the
 * link to the other document, then the document with its loading, error and empty states. Printed, the page is the
 * document alone: the site's chrome and this band are hidden (the pages print their own plain title).
 */
export function ServiceDocument({ title, description, sibling, query, empty, children }: ServiceDocumentProps) {
  const lower = title.toLowerCase();
  return (
    <>
      <div className="print:hidden">
        <PublicPageHeader eyebrow="Pelayanan Publik" title={title} description={description}>
          <div className="flex flex-wrap items-center gap-x-6">
            <Button type="button" variant="outline" className="mt-6 rounded-full" onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              Cetak<span className="sr-only"> {title}</span>
            </Button>
            <Link to={sibling.href} className="mt-6 text-sm font-medium text-primary underline-offset-4 hover:underline">
              {sibling.label}
            </Link>
          </div>
        </PublicPageHeader>
      </div>
      <div className="service-document container max-w-3xl py-10 sm:py-14 print:max-w-none print:py-0">
        {query.isPending ? (
          <div className="h-64 animate-pulse rounded-xl bg-muted" aria-busy="true">
            <span className="sr-only">{`Memuat ${lower}...`}</span>
          </div>
        ) : query.isError ? (
          <ErrorState title={`Gagal Memuat ${title}`} description="Periksa koneksi Anda lalu muat ulang halaman." />
        ) : empty ? (
          <EmptyState title={`${title} Belum Tersedia`} description={`${title.charAt(0)}${lower.slice(1)} akan dipublikasikan di halaman ini.`} />
        ) : (
          children
        )}
      </div>
    </>
  );
}

/** The printed copy's title in place of the band: the document's name and the unit (printing only). */
export function PrintedTitle({ title }: { title: string }) {
  return (
    <header className="mb-8 text-center">
      <p className="text-2xl font-bold uppercase">{title}</p>
      <p className="mt-1">Kejuruan Teknologi Informasi dan Komunikasi, UPTD Balai Latihan Kerja Banda Aceh</p>
    </header>
  );
}
