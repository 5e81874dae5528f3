import { useId, useRef, useState, type FormEvent } from "react";
import { Loader2, MessageCircle } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { whatsAppChatUrl } from "@/lib/whatsapp";
import type { RegistrationStatusView } from "@/features/registrations/api/registrations";
import { canWithdraw, STATUS_TEXT } from "@/features/registrations/lib/status";
import { RegistrationFacts } from "@/features/registrations/components/registration-facts";
import { CertificateDownloadPanel } from "@/features/registrations/components/certificate-download";
import { SkmParticipantPanel } from "@/features/registrations/components/skm-participant-panel";

const TONE_CLASS = {
  neutral: "border-primary/30 bg-primary/10 text-primary",
  warning: "border-amber-500/40 bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  success: "border-transparent bg-success text-success-foreground",
  muted: "border-border bg-muted text-foreground",
} as const;

/** What the confirmation checks before asking the server: the last 4 digits of the NIK, as printed on the KTP. */
function nikLast4Problem(value: string): string | null {
  if (!value.trim()) return "4 digit terakhir NIK harus diisi.";
  if (!/^\d{4}$/.test(value.trim())) return "4 digit terakhir NIK harus berupa 4 angka.";
  return null;
}

/**
 * The answer of /cek-pendaftaran: status, masked name, program, dates, the administrators' message, WhatsApp to the
 * contact person, and the withdrawal with its confirmation. A chunk of its own (with the dialog's code), loaded
 * when the visitor asks for a status: the page's first load stays small.
 *
 * Withdrawal erases personal data, so the confirmation also asks for the last 4 digits of the NIK (the code and the
 * birth date may be known to others; the birth date is inside the NIK). `onWithdraw` rejects with the server's
 * message, which the dialog shows under the field and stays open.
 */
export default function RegistrationStatusResult({
  result,
  birthDate,
  withdrawing,
  onWithdraw,
}: {
  result: RegistrationStatusView;
  /** the birth date the status was asked with: a completed participant's certificate is asked with it too */
  birthDate: string;
  withdrawing: boolean;
  onWithdraw: (nikLast4: string) => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [digits, setDigits] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const digitsRef = useRef<HTMLInputElement>(null);
  const ids = { digits: useId(), help: useId(), problem: useId() };

  function openChange(next: boolean) {
    setOpen(next);
    if (!next) {
      setDigits("");
      setProblem(null);
    }
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    const found = nikLast4Problem(digits);
    setProblem(found);
    if (found) return digitsRef.current?.focus();
    try {
      await onWithdraw(digits.trim());
      setOpen(false);
    } catch (error) {
      setProblem((error as Error).message);
      digitsRef.current?.focus();
    }
  }

  const status = STATUS_TEXT[result.status];
  const whatsapp = whatsAppChatUrl(
    result.contact_whatsapp,
    `Halo ${result.contact_name ?? "Admin"}, saya ingin bertanya tentang pendaftaran ${result.program} ${result.batch} dengan kode ${result.code}.`,
  );
  return (
    <>
      <div className="grid gap-2">
        <p className="font-mono text-sm tracking-wider text-muted-foreground">{result.code}</p>
        <h2 id="status-title" className="text-xl font-semibold tracking-tight">
          Status Pendaftaran
        </h2>
        <Badge className={`px-3 py-1 text-sm ${TONE_CLASS[status.tone]}`}>{status.label}</Badge>
        <p className="text-muted-foreground">{status.explanation}</p>
      </div>
      <RegistrationFacts registration={result} name={result.masked_name} />
      {result.message && (
        <div className="rounded-lg border bg-muted/50 p-4">
          <h3 className="text-sm font-semibold">Pesan dari panitia</h3>
          <p className="mt-1 whitespace-pre-line text-sm">{result.message}</p>
        </div>
      )}
      {result.status === "selesai" && <CertificateDownloadPanel code={result.code} birthDate={birthDate} />}
      {result.skm && <SkmParticipantPanel code={result.code} birthDate={birthDate} skm={result.skm} />}
      <div className="flex flex-wrap gap-3">
        {whatsapp && (
          <Button asChild variant="outline" className="rounded-full">
            <a href={whatsapp} target="_blank" rel="noopener noreferrer">
              <MessageCircle aria-hidden="true" />
              Hubungi Narahubung
              <span className="sr-only">(WhatsApp, membuka tab baru)</span>
            </a>
          </Button>
        )}
        {canWithdraw(result.status) && !result.erased && (
          <AlertDialog open={open} onOpenChange={openChange}>
            <AlertDialogTrigger asChild>
              <Button variant="ghost" className="rounded-full text-destructive hover:bg-destructive/10 hover:text-destructive" disabled={withdrawing}>
                {withdrawing && <Loader2 className="animate-spin" aria-hidden="true" />}
                Batalkan Pendaftaran
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <form noValidate onSubmit={confirm} className="grid gap-4">
                <AlertDialogHeader>
                  <AlertDialogTitle>Batalkan pendaftaran ini?</AlertDialogTitle>
                  <AlertDialogDescription>
                    Status pendaftaran {result.program} {result.batch} menjadi Mengundurkan diri, dan data pribadi serta dokumen
                    Anda dihapus saat itu juga. Tindakan ini tidak dapat dibatalkan; untuk ikut lagi, Anda perlu mendaftar ulang
                    selama pendaftaran masih dibuka.
                  </AlertDialogDescription>
                </AlertDialogHeader>
                <div className="grid gap-2">
                  <label htmlFor={ids.digits} className="text-sm font-medium">
                    4 Digit Terakhir NIK
                  </label>
                  <Input
                    ref={digitsRef}
                    id={ids.digits}
                    name="nik_4_digit"
                    value={digits}
                    onChange={(e) => setDigits(e.target.value)}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={4}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? `${ids.help} ${ids.problem}` : ids.help}
                    className="w-32 font-mono tracking-widest"
                  />
                  <p id={ids.help} className="text-sm text-muted-foreground">
                    Lihat KTP Anda. Angka ini memastikan hanya Anda yang dapat membatalkan pendaftaran.
                  </p>
                  {problem && (
                    <p id={ids.problem} role="alert" className="text-sm font-medium text-destructive">
                      {problem}
                    </p>
                  )}
                </div>
                <AlertDialogFooter>
                  <AlertDialogCancel type="button">Batal</AlertDialogCancel>
                  <Button type="submit" variant="destructive" disabled={withdrawing}>
                    {withdrawing && <Loader2 className="animate-spin" aria-hidden="true" />}
                    Ya, Batalkan Pendaftaran
                  </Button>
                </AlertDialogFooter>
              </form>
            </AlertDialogContent>
          </AlertDialog>
        )}
      </div>
    </>
  );
}
