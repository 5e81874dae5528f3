import { useId, useMemo, useState } from "react";
import { Loader2, Send } from "lucide-react";
import { useForm, type UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";

import { RadioOptions } from "@/components/radio-options";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import { SurveyError, submitSurvey } from "@/features/alumni-survey/api/survey";
import {
  TEXT_MAX,
  answersSchema,
  answersToSubmit,
  initialValues,
  isShown,
  type Survey,
  type SurveyQuestion,
  type SurveyValues,
} from "@/features/alumni-survey/schemas/survey-schema";

type Props = {
  token: string;
  survey: Survey;
  /** The stored answer, as the database now holds it. */
  onSaved: (survey: Survey) => void;
  /** The link turned out to be no longer valid while the form was open. */
  onGone: (message: string) => void;
};

/**
 * The questionnaire, phone first: one question after another, each choice a full-width option of at least 44 px, the
 * questions for work or a business only once that status is chosen. Checked here with the database's own sentences,
 * then again by the database, whose refusal is shown at its question.
 */
export default function SurveyForm({ token, survey, onSaved, onGone }: Props) {
  const schema = useMemo(() => answersSchema(survey.questions), [survey.questions]);
  const form = useForm<SurveyValues>({ resolver: zodResolver(schema), defaultValues: initialValues(survey), shouldFocusError: true });
  const status = form.watch("status");
  const [failure, setFailure] = useState<string | null>(null);
  const failureId = useId();
  const save = useMutation({ mutationFn: (values: SurveyValues) => submitSurvey(token, answersToSubmit(survey.questions, values)) });

  async function submit(values: SurveyValues) {
    setFailure(null);
    try {
      onSaved(await save.mutateAsync(values));
    } catch (error) {
      if (!(error instanceof SurveyError)) return setFailure("Jawaban belum terkirim. Coba lagi.");
      if (error.kind === "not_found") return onGone(error.message);
      if (error.kind === "invalid" && error.field && survey.questions.some((q) => q.key === error.field)) {
        form.setError(error.field, { message: error.message }, { shouldFocus: true });
        return;
      }
      setFailure(error.message);
    }
  }

  const shown = survey.questions.filter((q) => isShown(q, status));
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-6" aria-describedby={failure ? failureId : undefined}>
      {shown.map((q, i) => (
        <Question key={q.key} number={i + 1} question={q} form={form} />
      ))}
      {failure && (
        <p id={failureId} role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm font-medium text-destructive">
          {failure}
        </p>
      )}
      <Button type="submit" size="lg" className="h-12 w-full rounded-full sm:w-fit" disabled={save.isPending}>
        {save.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {save.isPending ? "Mengirim..." : survey.answered_at ? "Simpan Perbaikan" : "Kirim Jawaban"}
      </Button>
    </form>
  );
}

function Question({ number, question: q, form }: { number: number; question: SurveyQuestion; form: UseFormReturn<SurveyValues> }) {
  const id = useId();
  const error = form.formState.errors[q.key]?.message;
  const errorId = `${id}-error`;
  const described = error ? errorId : undefined;
  const title = (
    <>
      <span className="text-muted-foreground">{number}. </span>
      {q.wording}
      {q.required ? <span className="sr-only"> (wajib)</span> : q.kind !== "consent" && <span className="font-normal text-muted-foreground"> (opsional)</span>}
    </>
  );
  const message = error && (
    <p id={errorId} className="text-sm font-medium text-destructive">
      {error}
    </p>
  );

  if (q.kind === "choice") {
    return (
      <RadioOptions
        legend={title}
        options={(q.options ?? []).map((option) => ({ value: option, label: option }))}
        registration={form.register(q.key)}
        error={error}
        errorId={errorId}
        required={q.required}
      />
    );
  }

  if (q.kind === "consent") {
    return (
      <div className="grid gap-2">
        <label htmlFor={id} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border bg-card px-4 py-3 text-sm leading-snug">
          <input id={id} type="checkbox" {...form.register(q.key)} aria-describedby={described} className="mt-0.5 h-4 w-4 shrink-0 accent-primary" />
          <span>{q.wording}</span>
        </label>
        {message}
      </div>
    );
  }

  return (
    <div className="grid gap-2">
      <label htmlFor={id} className={cn("font-medium leading-snug", error && "text-destructive")}>
        {title}
      </label>
      {q.kind === "number" ? (
        <Input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          {...form.register(q.key)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          aria-required={q.required || undefined}
          className="h-11 w-full sm:w-40"
        />
      ) : (
        <TextAnswer id={id} question={q} form={form} invalid={Boolean(error)} describedBy={described} />
      )}
      {message}
    </div>
  );
}

/** A text answer with its count of characters left, said only near the limit (not on every key press). */
function TextAnswer({ id, question: q, form, invalid, describedBy }: { id: string; question: SurveyQuestion; form: UseFormReturn<SurveyValues>; invalid: boolean; describedBy?: string }) {
  const value = form.watch(q.key);
  const length = typeof value === "string" ? value.length : 0;
  const near = length > TEXT_MAX - 50;
  return (
    <>
      <Textarea
        id={id}
        rows={q.key === "employer" || q.key === "business_field" ? 1 : 3}
        {...form.register(q.key)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-required={q.required || undefined}
        className="min-h-11"
      />
      {near && (
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {Math.max(0, TEXT_MAX - length)} karakter tersisa.
        </p>
      )}
    </>
  );
}
