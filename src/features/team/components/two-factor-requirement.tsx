import { useState } from "react";
import { ShieldCheckIcon } from "lucide-react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { runWithToast } from "@/components/mutation-toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useSetTwoFactorRequired, useTwoFactorRequired } from "@/features/auth/api/two-factor";

/**
 * Whether every member must sign in with two-factor (docs/admin-team.md). Turning it on asks first; the database
 * refuses it to a super admin who has not passed two-factor in this session, and says so.
 */
export function TwoFactorRequirement() {
  const required = useTwoFactorRequired();
  const set = useSetTwoFactorRequired();
  const [asking, setAsking] = useState(false);
  const next = !required.data;

  const apply = () =>
    void runWithToast(() => set.mutateAsync(next), {
      success: next ? "Verifikasi dua langkah kini wajib untuk semua anggota." : "Verifikasi dua langkah tidak lagi wajib.",
      failure: "Gagal mengubah aturan verifikasi dua langkah.",
    }).then(() => setAsking(false));

  return (
    <section aria-labelledby="two-factor-rule-title" className="flex flex-wrap items-center justify-between gap-4 rounded-xl border bg-card p-4 text-sm">
      <div className="grid gap-1">
        <h2 id="two-factor-rule-title" className="flex flex-wrap items-center gap-2 font-semibold">
          <ShieldCheckIcon className="size-4" aria-hidden="true" />
          Verifikasi dua langkah untuk semua anggota
          {required.isSuccess &&
            (required.data ? <Badge variant="success">Wajib</Badge> : <Badge variant="outline">Tidak wajib</Badge>)}
        </h2>
        <p className="max-w-prose text-muted-foreground">
          Bila wajib, anggota tanpa aplikasi autentikator diminta mengaktifkannya sebelum memakai panel, dan data pendaftar serta tim
          admin hanya terbuka setelah kode dimasukkan.
        </p>
      </div>
      {required.isPending ? (
        <Skeleton className="h-9 w-40" />
      ) : required.isError ? (
        <p role="alert" className="text-destructive">
          Gagal memuat aturan verifikasi dua langkah.
        </p>
      ) : (
        <Button variant={next ? "default" : "outline"} onClick={() => setAsking(true)}>
          {next ? "Wajibkan" : "Jangan Wajibkan Lagi"}
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={next ? "Wajibkan verifikasi dua langkah?" : "Jangan wajibkan lagi?"}
        description={
          next
            ? "Setiap anggota harus login dengan kata sandi dan kode dari aplikasi autentikator. Anggota yang belum mengaktifkannya diminta mengaktifkannya saat membuka panel."
            : "Anggota tanpa aplikasi autentikator dapat login dengan kata sandi saja lagi. Anggota yang sudah mengaktifkannya tetap diminta kode."
        }
        confirmLabel={next ? "Ya, Wajibkan" : "Ya, Jangan Wajibkan"}
        confirmVariant={next ? "default" : "destructive"}
        pendingLabel="Menyimpan..."
        pending={set.isPending}
        onConfirm={apply}
      />
    </section>
  );
}
