import type { ReactNode } from "react";
import { Loader2 } from "lucide-react";

/** A message in place of the questionnaire: no token, a link no longer valid, a limit, a failure. */
export function SurveyNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="survey-notice" className="grid gap-2 rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <h2 id="survey-notice" className="text-lg font-semibold">
        {title}
      </h2>
      <div className="text-muted-foreground">{children}</div>
    </section>
  );
}

/** While the questionnaire is asked for (and while its code loads). */
export function SurveyOpening() {
  return (
    <p className="flex items-center gap-2 text-muted-foreground" aria-live="polite">
      <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
      Membuka survei...
    </p>
  );
}
