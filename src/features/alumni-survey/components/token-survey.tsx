import { useLayoutEffect, useRef, useState } from "react";
import { CheckCircle2, Clock } from "lucide-react";

import { Button } from "@/components/ui/button";
import { formatDate, formatJakartaDateTime } from "@/lib/dates";
import { NETWORK_FAILURE, SurveyError, useSurvey } from "@/features/alumni-survey/api/survey";
import SurveyForm from "@/features/alumni-survey/components/survey-form";
import { SurveyNotice as Notice, SurveyOpening } from "@/features/alumni-survey/components/survey-notice";
import { SurveyVacancies } from "@/features/alumni-survey/components/survey-vacancies";
import type { Survey } from "@/features/alumni-survey/schemas/survey-schema";

/**
 * One link's survey: the questionnaire asked for once (a failed token counts against this device's limit, so it is
 * never retried on its own), the form, the thank-you with the date until which the same link corrects the answer and
 * the open vacancies of the graduate's program.
 */
export default function TokenSurvey({ token }: { token: string }) {
  const query = useSurvey(token);
  const [saved, setSaved] = useState<Survey | null>(null);
  const [editing, setEditing] = useState(false);
  const [gone, setGone] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // a stored answer moves the focus to the thank-you, so a screen reader says it; in the commit that shows it (a layout
  // effect), so the heading never appears unfocused
  useLayoutEffect(() => {
    if (saved && !editing) headingRef.current?.focus();
  }, [saved, editing]);

  if (gone) return <Notice title="Tautan tidak berlaku">{gone}</Notice>;
  if (query.isPending) return <SurveyOpening />;
  if (query.isError) {
    const error = query.error instanceof SurveyError ? query.error : new SurveyError(NETWORK_FAILURE, "network");
    return (
      <Notice title={error.kind === "not_found" ? "Tautan tidak berlaku" : "Survei belum dapat dibuka"}>
        {error.message}
        {error.kind === "network" && (
          <Button type="button" variant="outline" className="mt-3 rounded-full" onClick={() => void query.refetch()}>
            Coba Lagi
          </Button>
        )}
      </Notice>
    );
  }

  const survey = saved ?? query.data;
  if (saved && !editing) {
    return (
      <section aria-labelledby="survey-thanks" className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm sm:p-6">
        <h2 id="survey-thanks" ref={headingRef} tabIndex={-1} className="flex items-center gap-2 text-xl font-semibold outline-none">
          <CheckCircle2 className="h-6 w-6 text-primary" aria-hidden="true" />
          Terima kasih, {survey.first_name}!
        </h2>
        <p>Jawaban Anda sudah kami terima.</p>
        <p className="text-sm text-muted-foreground">Ada yang keliru? Anda dapat memperbaikinya dengan tautan yang sama sampai {formatDate(survey.editable_until)}.</p>
        <Button type="button" variant="outline" className="w-fit rounded-full" onClick={() => setEditing(true)}>
          Perbaiki Jawaban
        </Button>
        <div className="mt-2 border-t pt-4">
          <SurveyVacancies programId={survey.program_id} program={survey.program} />
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby="survey-title" className="grid gap-6 rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <div className="grid gap-2">
        <h2 id="survey-title" className="text-xl font-semibold">
          Halo, {survey.first_name}
        </h2>
        <p className="text-muted-foreground">
          Survei {survey.round_month} bulan setelah pelatihan <strong className="font-medium text-foreground">{survey.program}</strong> ({survey.batch}).
        </p>
        {survey.answered_at && (
          <p className="flex items-start gap-2 rounded-md bg-muted p-3 text-sm">
            <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            Anda sudah mengisi survei ini pada {formatJakartaDateTime(survey.answered_at)}. Perbaikan dapat dikirim sampai {formatDate(survey.editable_until)}.
          </p>
        )}
      </div>
      <SurveyForm
          token={token}
          survey={survey}
          onSaved={(next) => {
            setSaved(next);
            setEditing(false);
          }}
          onGone={setGone}
        />
    </section>
  );
}
