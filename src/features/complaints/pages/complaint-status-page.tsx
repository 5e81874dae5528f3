import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Link, useLocation } from "react-router-dom";
import { Check, Loader2, Search } from "lucide-react";
import { PublicPageHeader } from "@/components/public-page-header";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { paths } from "@/config/paths";
import { formatDate, formatJakartaDateTime } from "@/lib/dates";
import { COMPLAINT_CATEGORY_NAMES, COMPLAINT_STATUSES, COMPLAINT_STATUS_NAMES } from "@/lib/complaint-statuses";
import { cn } from "@/lib/utils";
import { useComplaintLookup, type ComplaintStatusView } from "@/features/complaints/api/complaints";
import { LaporNotice } from "@/features/complaints/components/lapor-notice";

/**
 * ADU-XXXX-XXXX-XXXX as typed: 12 letters and digits after an optional ADU, with or without dashes and spaces (the
 * database normalises it and reads O as 0, I and L as 1).
 */
const CODE_PATTERN = /^(adu)?[\s-]*([0-9a-z]{4})[\s-]*([0-9a-z]{4})[\s-]*([0-9a-z]{4})$/i;

/**
 * /pengaduan/lacak (docs/complaints.md, "The public pages"): the sender types the tracking code (never in the URL; the
 * receipt's link hands it over in the history entry's state) and reads the status, the due date and the answer.
 * complaint_status never answers the message or the contact, so a code seen by someone else shows neither.
 */
export default function ComplaintStatusPage() {
  const handed = (useLocation().state as { code?: unknown } | null)?.code;
  const [code, setCode] = useState(typeof handed === "string" ? handed : "");
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ComplaintStatusView | null>(null);
  const lookup = useComplaintLookup();
  const input = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLElement>(null);
  const ids = { code: useId(), error: useId(), failure: useId() };

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const typed = code.trim();
    const found = !typed ? "Kode lacak harus diisi." : CODE_PATTERN.test(typed) ? null : "Kode lacak tidak valid. Contoh: ADU-7KQ2-M9XD-4TRW.";
    setError(found);
    if (found) return input.current?.focus();
    setResult(null);
    try {
      setResult(await lookup.mutateAsync(typed));
    } catch {
      // the message is shown under the form (lookup.error)
    }
  }

  // Arriving from the receipt with the code: look it up at once.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || typeof handed !== "string") return;
    asked.current = true;
    void submit();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the code the receipt handed over
  }, []);

  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const failure = lookup.isError ? lookup.error.message : null;
  return (
    <>
      <PublicPageHeader
        eyebrow="Pengaduan dan Saran"
        title="Lacak Pengaduan"
        description="Masukkan kode lacak yang Anda terima saat mengirim pengaduan untuk melihat status dan tanggapan kami."
      />
      <div className="container grid max-w-2xl gap-8 py-10 sm:py-14">
        <form
          noValidate
          onSubmit={submit}
          className="grid gap-5 rounded-xl border bg-card p-5 shadow-sm sm:p-6"
          aria-describedby={failure ? ids.failure : undefined}
        >
          <div className="grid gap-2">
            <label htmlFor={ids.code} className="text-sm font-medium">
              Kode Lacak
            </label>
            <Input
              ref={input}
              id={ids.code}
              name="kode"
              value={code}
              onChange={(e) => setCode(e.target.value.toUpperCase())}
              placeholder="ADU-XXXX-XXXX-XXXX"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={24}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ids.error : undefined}
              className="font-mono uppercase tracking-wider"
            />
            {error && (
              <p id={ids.error} className="text-sm font-medium text-destructive">
                {error}
              </p>
            )}
          </div>
          {failure && (
            <p id={ids.failure} role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm font-medium text-destructive">
              {failure}
            </p>
          )}
          <Button type="submit" className="w-full rounded-full sm:w-fit" disabled={lookup.isPending}>
            {lookup.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Search aria-hidden="true" />}
            {lookup.isPending ? "Mencari..." : "Lacak"}
          </Button>
          <p className="text-sm text-muted-foreground">
            Belum mengirim pengaduan?{" "}
            <Link to={paths.complaints.getHref()} className="font-medium text-primary underline-offset-4 hover:underline">
              Kirim pengaduan atau saran
            </Link>
            .
          </p>
        </form>
        {result && (
          <section ref={resultRef} tabIndex={-1} aria-labelledby="status-pengaduan" className="grid gap-5 rounded-xl border bg-card p-5 shadow-sm outline-none sm:p-6">
            <ComplaintStatusResult result={result} />
          </section>
        )}
        <LaporNotice />
      </div>
    </>
  );
}

function ComplaintStatusResult({ result }: { result: ComplaintStatusView }) {
  const reached = COMPLAINT_STATUSES.indexOf(result.status);
  return (
    <>
      <div className="grid gap-1">
        <h2 id="status-pengaduan" className="text-xl font-semibold">
          Pengaduan {COMPLAINT_CATEGORY_NAMES[result.category] ?? result.category}: {COMPLAINT_STATUS_NAMES[result.status]}
        </h2>
        <p className="text-sm text-muted-foreground">Diterima {formatJakartaDateTime(result.received_at)}</p>
      </div>
      <ol className="grid grid-cols-3 gap-2 text-center text-sm" aria-label="Tahap pengaduan">
        {COMPLAINT_STATUSES.map((status, i) => (
          <li
            key={status}
            aria-current={i === reached ? "step" : undefined}
            className={cn(
              "flex flex-col items-center gap-1 rounded-lg border px-2 py-2.5",
              i <= reached ? "border-primary bg-primary/5 font-medium" : "text-muted-foreground",
            )}
          >
            {i <= reached && <Check className="size-4 text-primary" aria-hidden="true" />}
            {COMPLAINT_STATUS_NAMES[status]}
            <span className="sr-only">{i < reached ? " (sudah dilalui)" : i === reached ? " (tahap saat ini)" : " (belum)"}</span>
          </li>
        ))}
      </ol>
      {result.answer ? (
        <div className="grid gap-2">
          <h3 className="font-semibold">Tanggapan Kami</h3>
          <p className="whitespace-pre-line leading-relaxed" data-testid="complaint-answer">
            {result.answer}
          </p>
          {result.answered_at && <p className="text-sm text-muted-foreground">Ditanggapi {formatJakartaDateTime(result.answered_at)}</p>}
        </div>
      ) : (
        <p className="leading-relaxed">
          Belum ada tanggapan. Kami menanggapi paling lambat <strong>{formatDate(result.due_on)}</strong>.
        </p>
      )}
      <p className="text-sm text-muted-foreground">
        Untuk menjaga kerahasiaan, isi pengaduan dan kontak Anda tidak ditampilkan di halaman ini.
      </p>
    </>
  );
}
