import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { Loader2, Search } from "lucide-react";
import { PublicPageHeader } from "@/components/public-page-header";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import {
  useCheckRegistration,
  useWithdrawRegistration,
  type RegistrationStatusView,
} from "@/features/registrations/api/registrations";

const loadResult = () => import("@/features/registrations/components/registration-status-result");
const RegistrationStatusResult = lazy(loadResult);

/** TIK-XXXX-XXXX, as typed: letters and digits, with or without dashes and spaces (the server normalises it). */
const CODE_PATTERN = /^(tik)?[\s-]*([0-9a-z]{4})[\s-]*([0-9a-z]{4})$/i;

type Errors = { code?: string; birthDate?: string };

function validate(code: string, birthDate: string): Errors {
  const errors: Errors = {};
  if (!code.trim()) errors.code = "Kode pendaftaran harus diisi.";
  else if (!CODE_PATTERN.test(code.trim())) errors.code = "Kode pendaftaran tidak valid. Contoh: TIK-7K3M-9QXP.";
  if (!birthDate) errors.birthDate = "Tanggal lahir harus diisi.";
  return errors;
}

/** /cek-pendaftaran: an applicant checks a registration with its code and their birth date, and may withdraw it. */
export default function CheckRegistrationPage() {
  const check = useCheckRegistration();
  const withdraw = useWithdrawRegistration();
  const [code, setCode] = useState("");
  const [birthDate, setBirthDate] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [result, setResult] = useState<RegistrationStatusView | null>(null);
  // The lookup the result came from: the withdrawal repeats it (the inputs may have been edited since).
  const lookup = useRef<{ code: string; birthDate: string } | null>(null);
  const resultRef = useRef<HTMLElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const dateRef = useRef<HTMLInputElement>(null);
  const ids = { code: useId(), birthDate: useId(), codeError: useId(), dateError: useId(), failure: useId() };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate(code, birthDate);
    setErrors(found);
    if (found.code) return codeRef.current?.focus();
    if (found.birthDate) return dateRef.current?.focus();
    setResult(null);
    void loadResult(); // the answer's code downloads while the server answers
    const asked = { code: code.trim(), birthDate };
    try {
      const view = await check.mutateAsync(asked);
      lookup.current = asked;
      setResult(view);
    } catch {
      // the message is shown under the form (check.error)
    }
  }

  /** Rejects with the server's message for the dialog, which stays open so the digits can be corrected. */
  async function confirmWithdrawal(nikLast4: string) {
    if (!lookup.current) return;
    try {
      setResult(await withdraw.mutateAsync({ ...lookup.current, nikLast4 }));
      toast({ title: "Pendaftaran Anda telah dibatalkan.", description: "Data pribadi dan dokumen Anda sudah dihapus." });
    } catch (error) {
      toast({ title: "Gagal membatalkan pendaftaran.", description: (error as Error).message, variant: "destructive" });
      throw error;
    }
  }

  // A new answer takes the focus (screen readers read it; the dialog's trigger is gone after a withdrawal).
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const failure = check.isError ? check.error.message : null;

  return (
    <>
      <PublicPageHeader
        eyebrow="Pendaftaran Online"
        title="Cek Pendaftaran"
        description="Masukkan kode pendaftaran dan tanggal lahir Anda untuk melihat status pendaftaran pelatihan."
      />
      <div className="container grid max-w-2xl gap-8 py-10 sm:py-14">
        <form noValidate onSubmit={submit} className="grid gap-5 rounded-xl border bg-card p-5 shadow-sm sm:p-6" aria-describedby={failure ? ids.failure : undefined}>
          <div className="grid gap-2">
            <label htmlFor={ids.code} className="text-sm font-medium">
              Kode Pendaftaran
            </label>
            <Input
              ref={codeRef}
              id={ids.code}
              name="kode"
              value={code}
              onChange={(e) => setCode(e.target.value.toUpperCase())}
              placeholder="TIK-XXXX-XXXX"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
              aria-invalid={errors.code ? true : undefined}
              aria-describedby={errors.code ? ids.codeError : undefined}
              className="font-mono uppercase tracking-wider"
            />
            {errors.code && (
              <p id={ids.codeError} className="text-sm font-medium text-destructive">
                {errors.code}
              </p>
            )}
          </div>
          <div className="grid gap-2">
            <label htmlFor={ids.birthDate} className="text-sm font-medium">
              Tanggal Lahir
            </label>
            <Input
              ref={dateRef}
              id={ids.birthDate}
              name="tanggal_lahir"
              type="date"
              value={birthDate}
              onChange={(e) => setBirthDate(e.target.value)}
              aria-invalid={errors.birthDate ? true : undefined}
              aria-describedby={errors.birthDate ? ids.dateError : undefined}
              className="w-full sm:w-60"
            />
            {errors.birthDate && (
              <p id={ids.dateError} className="text-sm font-medium text-destructive">
                {errors.birthDate}
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
            {check.isPending ? "Memeriksa..." : "Cek Status"}
          </Button>
          <p className="text-sm text-muted-foreground">
            Kode pendaftaran tertera di bukti pendaftaran. Data Anda dilindungi sesuai{" "}
            <Link to={paths.privacy.getHref()} className="font-medium text-primary underline-offset-4 hover:underline">
              Kebijakan Privasi
            </Link>
            .
          </p>
        </form>

        {result && (
          <section ref={resultRef} tabIndex={-1} aria-labelledby="status-title" className="grid gap-5 rounded-xl border bg-card p-5 shadow-sm outline-none sm:p-6">
            <Suspense fallback={<Skeleton className="h-48 w-full" aria-busy="true" aria-label="Memuat status" />}>
              <RegistrationStatusResult result={result} birthDate={lookup.current?.birthDate ?? birthDate} withdrawing={withdraw.isPending} onWithdraw={confirmWithdrawal} />
            </Suspense>
          </section>
        )}
      </div>
    </>
  );
}

