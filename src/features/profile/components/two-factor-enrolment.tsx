import { useState } from "react";
import { CheckIcon, CopyIcon, Loader2Icon, ShieldPlusIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { removeFactor, useStartEnrolment, useVerifyCode, type Enrolment } from "@/features/auth/api/two-factor";
import { TotpCodeForm } from "@/components/totp-code-form";

export const TWO_FACTOR_ENABLED = "Verifikasi dua langkah aktif.";

/** The key in groups of four, as authenticator apps show and accept it. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

/**
 * Enrolling an authenticator app: scan the QR code (or type the key), then prove it with one code. Until the
 * code is verified nothing changes for the account; 'Batal' removes the half-done enrolment.
 */
export function TwoFactorEnrolment({ onEnabled }: { onEnabled?: () => void }) {
  const start = useStartEnrolment();
  const verify = useVerifyCode();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [copied, setCopied] = useState(false);

  const begin = () =>
    start.mutate(undefined, {
      onSuccess: setEnrolment,
      onError: (error) => toast({ title: "Gagal memulai verifikasi dua langkah.", description: error.message, variant: "destructive" }),
    });
  const cancel = () => {
    if (enrolment) void removeFactor(enrolment.factorId).catch(() => undefined);
    setEnrolment(null);
  };
  const copy = async () => {
    if (!enrolment) return;
    try {
      await navigator.clipboard.writeText(enrolment.secret);
      setCopied(true);
    } catch {
      toast({ title: "Gagal menyalin kunci.", description: "Salin kunci secara manual.", variant: "destructive" });
    }
  };

  if (!enrolment) {
    return (
      <Button onClick={begin} disabled={start.isPending}>
        {start.isPending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <ShieldPlusIcon aria-hidden="true" />}
        {start.isPending ? "Menyiapkan..." : "Aktifkan Verifikasi Dua Langkah"}
      </Button>
    );
  }
  return (
    <ol className="grid gap-6 text-sm">
      <li className="grid gap-3">
        <p>
          <span className="font-semibold">1. Pindai kode QR</span> dengan aplikasi autentikator di ponsel Anda (mis. Google
          Authenticator, Microsoft Authenticator, atau Aegis).
        </p>
        {/* the SVG has its own white background and quiet zone, so it scans in the dark theme too */}
        <img
          src={enrolment.qrCode}
          alt="Kode QR untuk menambahkan akun ini ke aplikasi autentikator"
          width={192}
          height={192}
          className="size-48 rounded-md border bg-white"
        />
        <div className="grid gap-1">
          <p id="totp-key-label" className="text-muted-foreground">
            Tidak bisa memindai? Masukkan kunci ini di aplikasi:
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <code aria-labelledby="totp-key-label" className="rounded-md bg-muted px-2 py-1 font-mono text-sm break-all">
              {grouped(enrolment.secret)}
            </code>
            <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
              {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
              {copied ? "Tersalin" : "Salin kunci"}
            </Button>
          </div>
        </div>
      </li>
      <li className="grid gap-3">
        <p>
          <span className="font-semibold">2. Masukkan kode</span> yang tampil di aplikasi untuk memastikan semuanya benar.
        </p>
        <TotpCodeForm
          onSubmit={async (code) => {
            await verify.mutateAsync({ factorId: enrolment.factorId, code });
            toast({ title: TWO_FACTOR_ENABLED, description: "Mulai sekarang, login meminta kode dari aplikasi autentikator." });
            setEnrolment(null);
            onEnabled?.();
          }}
          submitLabel="Verifikasi dan Aktifkan"
          pendingLabel="Memverifikasi..."
          secondary={
            <Button type="button" variant="ghost" onClick={cancel}>
              Batal
            </Button>
          }
        />
      </li>
    </ol>
  );
}
