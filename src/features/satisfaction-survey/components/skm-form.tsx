import { useId, useLayoutEffect, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { CheckCircle2 } from "lucide-react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";

import { RadioOptions } from "@/components/radio-options";
import { Button } from "@/components/ui/button";
import { PublicFormEnd } from "@/components/public-form-end";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { paths } from "@/config/paths";
import { useFragmentToken } from "@/hooks/use-fragment-token";
import { cn } from "@/lib/utils";
import { SKM_GENDER_LABEL, SkmSubmitError, submitSkm, useSkmForm, type SkmForm } from "@/features/satisfaction-survey/api/skm";
import { SUGGESTION_MAX, responseSchema, responseToSubmit, type SkmValues } from "@/features/satisfaction-survey/schemas/skm-response-schema";


/**
 * The satisfaction survey's public form (docs/satisfaction-survey.md): the questionnaire and its choices as skm_form()
 * gives them, the open period, then a thank-you. A chunk loaded after the page's shell.
 */
export default function SkmFormSection() {
  const query = useSkmForm();
  // a participant's own link (/survei-kepuasan/isi#<token>, docs/satisfaction-survey.md "Participants' link")
  const token = useFragmentToken();
  const [stored, setStored] = useState<string | null>(null);
  const thanks = useRef<HTMLHeadingElement>(null);
  // the thank-you takes the focus in the commit that shows it (a layout effect), so it never appears unfocused
  useLayoutEffect(() => {
    if (stored !== null) thanks.current?.focus();
  }, [stored]);

  if (query.isPending) {
    return (
      <div className="h-64 animate-pulse rounded-xl bg-muted" aria-busy="true">
        <span className="sr-only">Memuat survei...</span>
      </div>
    );
  }
  if (query.isError) {
    return (
      <Notice title="Survei belum dapat dibuka">
        Periksa koneksi internet Anda lalu coba lagi.
        <Button type="button" variant="outline" className="mt-3 rounded-full" onClick={() => void query.refetch()}>
          Coba Lagi
        </Button>
      </Notice>
    );
  }
  if (stored !== null) {
    return (
      <section aria-labelledby="skm-thanks" className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm sm:p-6">
        <h2 id="skm-thanks" ref={thanks} tabIndex={-1} className="flex items-center gap-2 text-xl font-semibold outline-none">
          <CheckCircle2 className="h-6 w-6 text-primary" aria-hidden="true" />
          Terima kasih!
        </h2>
        <p>Jawaban Anda untuk periode {stored} sudah kami terima. Penilaian Anda membantu kami memperbaiki pelayanan.</p>
        <Button asChild variant="outline" className="w-fit rounded-full">
          <Link to={paths.satisfaction.getHref()}>Lihat Hasil Survei</Link>
        </Button>
      </section>
    );
  }
  if (!query.data.period) {
    return <Notice title="Survei sedang tidak dibuka">Survei kepuasan sedang tidak dibuka. Silakan kembali pada periode survei berikutnya.</Notice>;
  }
  return <ResponseForm form={query.data} token={token} onStored={setStored} />;
}

function Notice({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby="skm-notice" className="grid gap-2 rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <h2 id="skm-notice" className="text-xl font-semibold">
        {title}
      </h2>
      <div className="text-muted-foreground">{children}</div>
    </section>
  );
}

function ResponseForm({ form: skm, token, onStored }: { form: SkmForm; token: string | null; onStored: (period: string) => void }) {
  const id = useId();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const honeypot = useRef<HTMLInputElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SkmValues>({ resolver: zodResolver(responseSchema(skm)), shouldFocusError: true });
  const save = useMutation({
    mutationFn: (values: SkmValues) =>
      submitSkm({ ...responseToSubmit(skm, values, idempotencyKey, honeypot.current?.value ?? ""), ...(token ? { token } : {}) }),
  });
  const errors = form.formState.errors;
  const suggestion = form.watch("suggestion") ?? "";

  async function submit(values: SkmValues) {
    setFailure(null);
    try {
      onStored((await save.mutateAsync(values)).period);
    } catch (error) {
      if (error instanceof SkmSubmitError && error.kind === "invalid" && error.field && error.field in values) {
        form.setError(error.field, { message: error.message }, { shouldFocus: true });
        return;
      }
      setFailure(error instanceof SkmSubmitError ? error.message : "Jawaban belum terkirim. Coba lagi.");
    }
  }

  const message = (name: string) =>
    errors[name]?.message && (
      <p id={`${id}-${name}-error`} className="text-sm font-medium text-destructive">
        {errors[name]?.message}
      </p>
    );
  const choices = (values: readonly string[], label: (v: string) => string = (v) => v) => values.map((v) => ({ value: v, label: label(v) }));

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-8" aria-describedby={failure ? `${id}-failure` : undefined}>
      <p className="text-sm text-muted-foreground">Periode survei: {skm.period?.name}. Semua pertanyaan wajib dijawab kecuali saran.</p>
      {token && (
        <p className="rounded-md border bg-muted/50 p-3 text-sm">
          Anda mengisi melalui tautan pribadi peserta pelatihan: satu jawaban per periode. Jawaban tetap tanpa nama dan tidak
          dihubungkan dengan data pendaftaran Anda.
        </p>
      )}
      <section aria-labelledby={`${id}-service`} className="grid gap-6">
        <h2 id={`${id}-service`} className="text-xl font-semibold">
          Penilaian Pelayanan
        </h2>
        {skm.elements.map((e, i) => (
          <RadioOptions
            key={e.key}
            legend={
              <>
                <span className="text-muted-foreground">{i + 1}. </span>
                {e.question}
                <span className="block text-xs font-normal text-muted-foreground">Unsur: {e.name}</span>
              </>
            }
            options={e.options.map((label, score) => ({ value: String(score + 1), label }))}
            registration={form.register(e.key)}
            error={errors[e.key]?.message}
            errorId={`${id}-${e.key}-error`}
            required
          />
        ))}
      </section>
      <section aria-labelledby={`${id}-profile`} className="grid gap-6">
        <h2 id={`${id}-profile`} className="text-xl font-semibold">
          Tentang Anda
        </h2>
        <div className="grid gap-2">
          <label htmlFor={`${id}-age`} className={cn("font-medium", errors.age && "text-destructive")}>
            Umur (tahun)
          </label>
          <Input
            id={`${id}-age`}
            inputMode="numeric"
            autoComplete="off"
            {...form.register("age")}
            aria-invalid={errors.age ? true : undefined}
            aria-describedby={errors.age ? `${id}-age-error` : undefined}
            aria-required
            className="h-11 w-full sm:w-32"
          />
          {message("age")}
        </div>
        <RadioOptions legend="Jenis kelamin" options={choices(skm.profile.gender, (v) => SKM_GENDER_LABEL[v] ?? v)} registration={form.register("gender")} error={errors.gender?.message} errorId={`${id}-gender-error`} required />
        <RadioOptions legend="Pendidikan terakhir" options={choices(skm.profile.education)} registration={form.register("education")} error={errors.education?.message} errorId={`${id}-education-error`} required />
        <RadioOptions legend="Pekerjaan utama" options={choices(skm.profile.occupation)} registration={form.register("occupation")} error={errors.occupation?.message} errorId={`${id}-occupation-error`} required />
        <div className="grid gap-2">
          <label htmlFor={`${id}-suggestion`} className={cn("font-medium", errors.suggestion && "text-destructive")}>
            Saran untuk kami <span className="font-normal text-muted-foreground">(opsional)</span>
          </label>
          <Textarea
            id={`${id}-suggestion`}
            rows={4}
            {...form.register("suggestion")}
            aria-invalid={errors.suggestion ? true : undefined}
            aria-describedby={errors.suggestion ? `${id}-suggestion-error` : undefined}
          />
          {suggestion.length > SUGGESTION_MAX - 100 && (
            <p className="text-xs text-muted-foreground" aria-live="polite">
              {Math.max(0, SUGGESTION_MAX - suggestion.length)} karakter tersisa.
            </p>
          )}
          {message("suggestion")}
        </div>
      </section>
      <PublicFormEnd honeypot={honeypot} failure={failure} failureId={`${id}-failure`} pending={save.isPending} label="Kirim Jawaban" />
    </form>
  );
}
