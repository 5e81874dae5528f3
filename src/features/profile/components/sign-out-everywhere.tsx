import { useState } from "react";
import { LogOutIcon } from "lucide-react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useLogout } from "@/features/auth/api/logout";

/**
 * 'Keluar dari semua perangkat' (docs/admin-team.md, Sessions): ends every session of the account, this one
 * included; the other devices lose access when their token expires (at most an hour) and cannot renew it.
 */
export function SignOutEverywhere() {
  const [asking, setAsking] = useState(false);
  const { logoutEverywhere, isPending } = useLogout();
  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle as="h2">Sesi</CardTitle>
        <CardDescription>
          Keluar dari akun ini di semua peramban dan perangkat, termasuk yang sedang Anda pakai. Gunakan bila sebuah perangkat hilang
          atau kata sandi Anda mungkin diketahui orang lain.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={() => setAsking(true)} disabled={isPending}>
          <LogOutIcon aria-hidden="true" />
          Keluar dari semua perangkat
        </Button>
      </CardContent>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Keluar dari semua perangkat?"
        description="Semua sesi akun ini berakhir, termasuk sesi ini; Anda perlu login lagi. Perangkat lain tidak dapat memperpanjang sesinya dan kehilangan akses paling lambat dalam satu jam."
        confirmLabel="Ya, Keluar dari Semua Perangkat"
        pendingLabel="Memproses..."
        pending={isPending}
        onConfirm={() => void logoutEverywhere().then(() => setAsking(false))}
      />
    </Card>
  );
}
