import { useEffect, useId, useRef, useState } from "react";
import { Loader2, Search } from "lucide-react";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useHydrated } from "@/lib/hydration";
import { cn } from "@/lib/utils";
import { CertificateCheckError, NETWORK_FAILURE, useCheckCertificate } from "@/features/certificates/api/certificate-verification";
import { CertificateVerdict } from "@/features/certificates/components/certificate-verdict";
import { paperCheckSchema, type PaperCheck, type PaperCheckInput } from "@/features/certificates/schemas/paper-check-schema";
import type { Verdict } from "@/features/certificates/lib/verdict";

/**
 * For a certificate on paper whose QR code cannot be read: the number and the holder's date of birth, both printed
 * on it (check_certificate, POST; a wrong number and a wrong date get one answer). The answer is the register's status;
 * the signature cannot be checked without the QR code, and the page says so.
 */
export default function PaperCheckForm({ headingLevel = "h2" }: { headingLevel?: "h2" | "h3" }) {
  // react-hook-form and zod directly, not the panel's form pieces (useZodForm, FormField): those share a chunk with
  // the admin forms' image and select fields, which this page would load for two text fields (docs/certificates.md)
  const form = useForm<PaperCheckInput, unknown, PaperCheck>({ resolver: zodResolver(paperCheckSchema), defaultValues: { number: "", birthDate: "" } });
  const errors = form.formState.errors;
  const check = useCheckCertificate();
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const resultRef = useRef<HTMLElement>(null);
  const Heading = headingLevel;
  const hydrated = useHydrated();
  const ids = { title: useId(), failure: useId(), verdict: useId(), number: useId(), birthDate: useId(), numberError: useId(), dateError: useId(), dateHint: useId() };

  async function submit(values: PaperCheck) {
    setVerdict(null);
    try {
      const found = await check.mutateAsync({ number: values.number, birthDate: values.birthDate });
      setVerdict(found.found ? { status: found.answer.status, answer: found.answer } : { status: "tidak_ditemukan", message: found.message, source: "paper" });
    } catch {
      // shown under the form (check.error)
    }
  }

  // A new answer takes the focus, so a screen reader reads it.
  useEffect(() => {
    if (verdict) resultRef.current?.focus();
  }, [verdict]);

  const failure = check.isError ? (check.error instanceof CertificateCheckError ? check.error.message : NETWORK_FAILURE) : null;

  return (
    <div className="grid gap-6">
      <section aria-labelledby={ids.title} className="grid gap-5 rounded-xl border bg-card p-5 shadow-sm sm:p-6 print:hidden">
        <div className="grid gap-1.5">
          <Heading id={ids.title} className="text-lg font-semibold">
            Periksa dengan nomor sertifikat
          </Heading>
          <p className="text-sm text-muted-foreground">
            Untuk sertifikat kertas yang kode QR-nya tidak terbaca. Masukkan nomor sertifikat dan tanggal lahir pemegangnya, persis seperti tertulis
            pada sertifikat.
          </p>
        </div>
        {/* Inert until hydrated, as the registration form: text typed into the prerendered HTML before React attaches
            would be overwritten by the form's empty values. */}
        <form
          noValidate
          inert={!hydrated}
          onSubmit={form.handleSubmit(submit)}
          className="grid gap-5"
          aria-describedby={failure ? ids.failure : undefined}
        >
          <div className="grid gap-2">
            <label htmlFor={ids.number} className={cn("text-sm font-medium", errors.number && "text-destructive")}>
              Nomor Sertifikat
            </label>
            <Input
              id={ids.number}
              {...form.register("number")}
              placeholder="001/TIK/BLK-BNA/2026"
              autoComplete="off"
              spellCheck={false}
              maxLength={80}
              aria-invalid={errors.number ? true : undefined}
              aria-describedby={errors.number ? ids.numberError : undefined}
              className="font-mono"
            />
            {errors.number && (
              <p id={ids.numberError} className="text-sm font-medium text-destructive">
                {errors.number.message}
              </p>
            )}
          </div>
          <div className="grid gap-2">
            <label htmlFor={ids.birthDate} className={cn("text-sm font-medium", errors.birthDate && "text-destructive")}>
              Tanggal Lahir Pemegang
            </label>
            <Input
              id={ids.birthDate}
              type="date"
              {...form.register("birthDate")}
              aria-invalid={errors.birthDate ? true : undefined}
              aria-describedby={errors.birthDate ? `${ids.dateHint} ${ids.dateError}` : ids.dateHint}
              className="w-full sm:w-60"
            />
            <p id={ids.dateHint} className="text-sm text-muted-foreground">
              Tertulis di sertifikat, setelah tempat lahir.
            </p>
            {errors.birthDate && (
              <p id={ids.dateError} className="text-sm font-medium text-destructive">
                {errors.birthDate.message}
              </p>
            )}
          </div>
          {failure && (
            <p id={ids.failure} role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm font-medium text-destructive">
              {failure}
            </p>
          )}
          <Button type="submit" className="w-full rounded-full sm:w-fit" disabled={check.isPending}>
            {check.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Search aria-hidden="true" />}
            {check.isPending ? "Memeriksa..." : "Periksa Sertifikat"}
          </Button>
        </form>
      </section>
      {verdict && (
        <section ref={resultRef} tabIndex={-1} aria-labelledby={ids.verdict} className="grid gap-5 outline-none" data-testid="paper-verdict">
          <CertificateVerdict verdict={verdict} titleId={ids.verdict} />
        </section>
      )}
    </div>
  );
}
