import { useState } from "react";
import { ShieldCheckIcon, ShieldOffIcon } from "lucide-react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { runWithToast } from "@/components/mutation-toast";
import { ErrorState } from "@/components/data-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useFactors, useRemoveFactor, useTwoFactorRequired } from "@/features/auth/api/two-factor";
import { TwoFactorEnrolment } from "@/features/profile/components/two-factor-enrolment";
import { formatDate } from "@/lib/dates";

/**
 * 'Verifikasi Dua Langkah' in Profil (docs/admin-team.md): enrol an authenticator app, see it, remove it. With a
 * factor, signing in asks for its code and applicants' data needs it (the database checks).
 */
export function TwoFactorCard() {
  const factors = useFactors();
  const required = useTwoFactorRequired();
  const remove = useRemoveFactor();
  const [removing, setRemoving] = useState<string | null>(null);
  const verified = factors.data?.filter((f) => f.status === "verified") ?? [];

  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle as="h2" className="flex flex-wrap items-center gap-2">
          Verifikasi Dua Langkah
          {factors.isSuccess &&
            (verified.length ? <Badge variant="success">Aktif</Badge> : <Badge variant="outline">Tidak aktif</Badge>)}
        </CardTitle>
        <CardDescription>
          Selain kata sandi, login meminta kode 6 angka dari aplikasi autentikator di ponsel Anda, sehingga kata sandi yang bocor saja
          tidak cukup untuk membuka panel dan data pendaftar.
          {required.data ? " Tim admin mewajibkannya untuk semua anggota." : ""}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {factors.isPending ? (
          <Skeleton className="h-10 w-64" aria-busy="true" />
        ) : factors.isError ? (
          <ErrorState headingLevel={3} title="Gagal memuat verifikasi dua langkah." description={factors.error.message} />
        ) : verified.length ? (
          <ul className="grid gap-3">
            {verified.map((f) => (
              <li key={f.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3 text-sm">
                <span className="flex items-center gap-2">
                  <ShieldCheckIcon className="size-5 text-success" aria-hidden="true" />
                  <span>
                    <span className="font-medium">{f.friendly_name || "Aplikasi autentikator"}</span>
                    <span className="block text-muted-foreground">Aktif sejak {formatDate(f.created_at)}</span>
                  </span>
                </span>
                <Button variant="outline" size="sm" onClick={() => setRemoving(f.id)}>
                  <ShieldOffIcon aria-hidden="true" />
                  Nonaktifkan
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <TwoFactorEnrolment />
        )}
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Nonaktifkan verifikasi dua langkah?"
        description={
          required.data
            ? "Tim admin mewajibkan verifikasi dua langkah: setelah ini Anda harus segera mengaktifkannya lagi sebelum dapat memakai panel."
            : "Login hanya akan meminta kata sandi, dan data pendaftar tidak lagi dilindungi kode dari ponsel Anda."
        }
        confirmLabel="Ya, Nonaktifkan"
        pendingLabel="Menonaktifkan..."
        pending={remove.isPending}
        onConfirm={() =>
          void runWithToast(() => remove.mutateAsync(removing!), {
            success: "Verifikasi dua langkah dinonaktifkan.",
            failure: "Gagal menonaktifkan verifikasi dua langkah.",
          }).then(() => setRemoving(null))
        }
      />
    </Card>
  );
}
