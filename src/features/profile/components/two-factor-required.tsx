import { LogOutIcon, ShieldAlertIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useLogout } from "@/features/auth/api/logout";
import { TwoFactorEnrolment } from "@/features/profile/components/two-factor-enrolment";
import { usePageMeta } from "@/lib/page-meta";

/**
 * Shown instead of the panel while the team requires two-factor and this member has not enrolled yet
 * (docs/admin-team.md). The database already refuses them applicants' data and the team; this sends them to
 * the one thing to do first.
 */
export function TwoFactorRequired() {
  const { logout, isPending } = useLogout();
  usePageMeta("Aktifkan Verifikasi Dua Langkah", "Tim admin mewajibkan verifikasi dua langkah.");
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-12">
      <Card className="w-full max-w-xl">
        <CardHeader>
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <ShieldAlertIcon className="size-6" aria-hidden="true" />
          </span>
          <CardTitle as="h1" className="text-2xl">
            Aktifkan Verifikasi Dua Langkah
          </CardTitle>
          <CardDescription>
            Tim admin mewajibkan verifikasi dua langkah untuk semua anggota. Aktifkan untuk akun Anda sebelum memakai panel: siapkan
            aplikasi autentikator di ponsel Anda.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <TwoFactorEnrolment />
          <Button variant="ghost" className="justify-self-start" onClick={() => void logout()} disabled={isPending}>
            <LogOutIcon aria-hidden="true" />
            Keluar
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
