import { lazy, Suspense } from "react";
import { Link } from "react-router-dom";

import { PublicPageHeader } from "@/components/public-page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { useFragmentToken } from "@/hooks/use-fragment-token";
import { useHydrated } from "@/lib/hydration";
import { useNoIndex } from "@/lib/no-index";
import { SurveyNotice, SurveyOpening } from "@/features/alumni-survey/components/survey-notice";

// The questionnaire (its request, react-hook-form, zod) loads only with a link's token, after the shell: the
// prerendered page is text only.
const TokenSurvey = lazy(() => import("@/features/alumni-survey/components/token-survey"));

/**
 * /survei-alumni#<token>: a graduate's tracer-study survey (docs/outcomes.md). The token comes from the link the centre
 * sent by WhatsApp or e-mail, in the fragment, which no server sees; the questionnaire is asked for in a POST body.
 */
export default function AlumniSurveyPage() {
  useNoIndex();
  const token = useFragmentToken();
  const hydrated = useHydrated();

  return (
    <>
      <PublicPageHeader
        eyebrow="Survei Alumni"
        title="Survei Alumni"
        description="Ceritakan kegiatan Anda setelah pelatihan. Pengisian kurang dari 2 menit dan membantu kami memperbaiki pelatihan."
      />
      <div className="container grid max-w-2xl gap-8 py-10 sm:py-14">
        {token ? (
          <Suspense fallback={<SurveyOpening />}>
            <TokenSurvey key={token} token={token} />
          </Suspense>
        ) : hydrated ? (
          <SurveyNotice title="Buka survei dari tautan Anda">
            Survei ini hanya dapat dibuka dari tautan pribadi yang kami kirim melalui WhatsApp atau e-mail kepada lulusan pelatihan. Buka kembali
            pesan tersebut dan ketuk tautannya.
          </SurveyNotice>
        ) : (
          <Skeleton className="h-40 w-full" aria-busy="true" aria-label="Membuka survei" />
        )}
        <Privacy />
      </div>
    </>
  );
}

function Privacy() {
  return (
    <section aria-labelledby="survey-privacy" className="grid gap-2 text-sm leading-relaxed text-muted-foreground">
      <h2 id="survey-privacy" className="text-base font-semibold text-foreground">
        Data Anda
      </h2>
      <p>
        Jawaban Anda hanya dibaca oleh admin UPTD BLK Banda Aceh untuk mengukur hasil pelatihan dan melaporkannya kepada kementerian. Yang kami
        umumkan hanya angka gabungan per program dan tahun, dan hanya bila sedikitnya 5 lulusan menjawab, sehingga tidak ada jawaban yang dapat
        dikenali. Kutipan Anda hanya kami tampilkan, tanpa nama, bila Anda menyetujuinya. Selengkapnya di{" "}
        <Link to={paths.privacy.getHref()} className="font-medium text-primary underline-offset-4 hover:underline">
          Kebijakan Privasi
        </Link>
        .
      </p>
    </section>
  );
}
