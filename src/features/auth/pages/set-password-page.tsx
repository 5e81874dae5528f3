import { useMemo } from "react";
import { useNavigate } from "react-router-dom";
import { KeyRoundIcon, LinkIcon } from "lucide-react";
import { ErrorState } from "@/components/data-state";
import { TextField } from "@/components/form-fields";
import { SaveButton } from "@/components/form-dialog";
import { Form } from "@/components/ui/form";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { useZodForm } from "@/hooks/use-zod-form";
import { useSession } from "@/features/auth/api/session";
import { AuthFrame } from "@/features/auth/components/auth-frame";
import { newPasswordSchema, PASSWORD_MESSAGES, MIN_PASSWORD_LENGTH } from "@/features/auth/schemas/password-schema";
import { authClient } from "@/lib/auth-client";
import { usePageMeta } from "@/lib/page-meta";
import { paths } from "@/config/paths";

export const PASSWORD_SAVED = "Kata sandi berhasil disimpan.";

/** Auth's refusals of a new password in Indonesian. */
function passwordError(error: { code?: string; message?: string }): string {
  if (error.code === "weak_password") return PASSWORD_MESSAGES.short;
  if (error.code === "same_password") return "Kata sandi baru harus berbeda dari kata sandi lama.";
  if (error.code === "validation_failed" && /72/.test(error.message ?? "")) return PASSWORD_MESSAGES.long;
  return "Kata sandi gagal disimpan. Periksa koneksi Anda lalu coba lagi.";
}

/**
 * /atur-kata-sandi: where the invitation e-mail's link lands (docs/admin-team.md). The link signs the person in
 * (supabase-js reads the session from the address); they choose a password and go to the panel. Without a session
 * (the link was used, expired or altered) it says so and what to do.
 */
export default function SetPasswordPage() {
  const { session, user, isLoading } = useSession();
  usePageMeta("Buat Kata Sandi", "Buat kata sandi untuk akun panel admin Kejuruan TIK.");
  return (
    <AuthFrame
      icon={<KeyRoundIcon className="size-6" aria-hidden="true" />}
      title="Buat Kata Sandi"
      description={user?.email ? `Untuk akun ${user.email}. Kata sandi ini dipakai untuk login ke panel admin.` : undefined}
      back={{ to: paths.login.getHref(), label: "Ke halaman login", icon: <LinkIcon className="size-4" aria-hidden="true" /> }}
    >
      {isLoading ? (
        <div className="grid gap-4" aria-busy="true">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : !session || !user?.email ? (
        <ErrorState
          title="Tautan tidak berlaku"
          description="Tautan undangan sudah dipakai, sudah kedaluwarsa, atau tidak lengkap. Minta super admin mengirim undangan baru."
        />
      ) : (
        <PasswordForm email={user.email} />
      )}
    </AuthFrame>
  );
}

function PasswordForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const schema = useMemo(() => newPasswordSchema(email), [email]);
  const form = useZodForm(schema, { password: "", confirm: "" });
  const submit = form.handleSubmit(async ({ password }) => {
    const { error } = await authClient.auth.updateUser({ password });
    if (error) {
      form.setError("password", { message: passwordError(error) }, { shouldFocus: true });
      return;
    }
    toast({ title: PASSWORD_SAVED, description: "Selamat datang di panel admin." });
    navigate(paths.admin.dashboard.getHref(), { replace: true });
  });
  return (
    <Form {...form}>
      <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
        <TextField
          control={form.control}
          name="password"
          label="Kata sandi baru"
          type="password"
          autoComplete="new-password"
          description={`Minimal ${MIN_PASSWORD_LENGTH} karakter, bukan alamat email Anda, dan bukan kata sandi yang umum dipakai.`}
        />
        <TextField control={form.control} name="confirm" label="Ulangi kata sandi" type="password" autoComplete="new-password" />
        <SaveButton saving={form.formState.isSubmitting} labels={{ idle: "Simpan dan Masuk", saving: "Menyimpan..." }} />
      </form>
    </Form>
  );
}
