import { lazy, Suspense } from "react";
import { Link } from "react-router-dom";
import { PublicPageHeader } from "@/components/public-page-header";
import { paths } from "@/config/paths";
import { useHydrated } from "@/lib/hydration";
import { useComplaintSettings } from "@/features/complaints/api/complaint-settings";
import { LaporNotice } from "@/features/complaints/components/lapor-notice";

// The form (react-hook-form, zod, the upload) loads after the shell: the prerendered page is text only.
const ComplaintFormSection = lazy(() => import("@/features/complaints/components/complaint-form"));

const Loading = () => (
  <div className="h-96 animate-pulse rounded-xl bg-muted" aria-busy="true">
    <span className="sr-only">Memuat formulir pengaduan...</span>
  </div>
);

/**
 * /pengaduan (docs/complaints.md, "The public pages"): the complaint and suggestion form, the promised response time
 * from complaint_settings, the way to follow a complaint with its code, and the national channel SP4N-LAPOR!.
 */
export default function ComplaintPage() {
  const hydrated = useHydrated();
  const days = useComplaintSettings().data?.responseDays;
  return (
    <>
      <PublicPageHeader
        eyebrow="Pelayanan Publik"
        title="Pengaduan dan Saran"
        description="Sampaikan keluhan, pengaduan, atau saran tentang pelayanan Kejuruan TIK UPTD BLK Banda Aceh. Anda boleh tetap anonim."
      />
      <div className="container grid max-w-2xl gap-8 py-10 sm:py-14">
        <div className="grid gap-2 text-sm leading-relaxed">
          <p data-testid="complaint-response-time">
            {days
              ? `Setiap pengaduan ditanggapi paling lama ${days} hari kerja sejak diterima.`
              : "Setiap pengaduan ditanggapi sesuai standar pelayanan."}{" "}
            Setelah mengirim, Anda menerima kode lacak untuk melihat status dan tanggapan kami.
          </p>
          <p>
            Sudah punya kode lacak?{" "}
            <Link to={paths.complaintStatus.getHref()} className="font-medium text-primary underline-offset-4 hover:underline">
              Lacak Pengaduan
            </Link>
          </p>
        </div>
        {hydrated ? (
          <Suspense fallback={<Loading />}>
            <ComplaintFormSection />
          </Suspense>
        ) : (
          <Loading />
        )}
        <p className="text-sm text-muted-foreground">
          Isi pengaduan, lampiran, dan kontak hanya dibaca admin BLK untuk menindaklanjutinya, tidak pernah ditampilkan di
          situs. Lihat{" "}
          <Link to={paths.privacy.getHref()} className="font-medium text-primary underline-offset-4 hover:underline">
            Kebijakan Privasi
          </Link>
          .
        </p>
        <LaporNotice />
      </div>
    </>
  );
}
