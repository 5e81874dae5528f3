import { lazy, Suspense } from "react";

import { PublicPageHeader } from "@/components/public-page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { useFragmentToken } from "@/hooks/use-fragment-token";
import { useNoIndex } from "@/lib/no-index";

// The verifier (jose, @noble/ed25519) loads only with a QR code's address; the form (react-hook-form, zod) after the
// shell: the prerendered page shows both the text and the form before either arrives.
const TokenVerification = lazy(() => import("@/features/certificates/components/token-verification"));
const PaperCheckForm = lazy(() => import("@/features/certificates/components/paper-check-form"));

/** /verifikasi-sertifikat: a QR code's certificate checked in the browser, or a paper one by number and birth date. */
export default function CertificateVerificationPage() {
  useNoIndex();
  const token = useFragmentToken();

  return (
    <>
      <div className="print:hidden">
        <PublicPageHeader
          eyebrow="Sertifikat Pelatihan"
          title="Verifikasi Sertifikat"
          description="Pastikan sertifikat pelatihan Kejuruan TIK UPTD BLK Banda Aceh asli, tidak diubah, dan masih berlaku."
        />
      </div>
      <div className="certificate-verification container grid max-w-3xl gap-8 py-10 sm:py-14 print:max-w-none print:py-0">
        <p className="hidden text-sm print:block">Hasil verifikasi sertifikat UPTD BLK Banda Aceh · Kejuruan TIK</p>
        {token !== null && (
          <Suspense fallback={<Checking />}>
            <TokenVerification token={token} />
          </Suspense>
        )}
        <section aria-labelledby="how-to-verify" className="grid gap-3 text-sm leading-relaxed print:hidden">
          <h2 id="how-to-verify" className="text-lg font-semibold">
            Cara memeriksa
          </h2>
          <ol className="grid list-decimal gap-2 pl-5 text-muted-foreground">
            <li>
              Pindai kode QR pada sertifikat dengan kamera ponsel. Alamat yang terbuka memeriksa tanda tangan digital BLK Banda Aceh di perangkat Anda;
              isi kode QR tidak dikirim ke server mana pun, hanya statusnya yang ditanyakan.
            </li>
            <li>Cocokkan setiap data yang tampil dengan sertifikat kertasnya. Data yang berbeda berarti sertifikat itu telah diubah.</li>
            <li>Kode QR tidak terbaca? Periksa dengan nomor sertifikat dan tanggal lahir pemegangnya di bawah ini.</li>
          </ol>
        </section>
        <Suspense fallback={<Skeleton className="h-96 w-full rounded-xl print:hidden" aria-busy="true" aria-label="Memuat formulir" />}>
          <PaperCheckForm />
        </Suspense>
      </div>
    </>
  );
}

function Checking() {
  return (
    <p role="status" className="flex items-center gap-2 rounded-lg border bg-muted/50 p-4 text-sm sm:p-5">
      {/* a plain spinner: an icon here would be one more file in the list every page's first chunk carries */}
      <span className="size-5 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden="true" />
      Memeriksa tanda tangan digital dan status sertifikat…
    </p>
  );
}
