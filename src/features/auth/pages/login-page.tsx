import type { ReactNode } from "react";
import { Navigate } from "react-router-dom";
import { Auth } from "@supabase/auth-ui-react";
import { ThemeSupa, type I18nVariables } from "@supabase/auth-ui-shared";
import { ArrowLeftIcon, ShieldCheckIcon, SmartphoneIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { usePasswordRecovery, useSession, useSignOut } from "@/features/auth/api/session";
import { needsCode, verifyCode } from "@/features/auth/api/two-factor";
import { TotpCodeForm } from "@/components/totp-code-form";
import { AuthFrame } from "@/features/auth/components/auth-frame";
import { authClient } from "@/lib/auth-client";
import { usePageMeta } from "@/lib/page-meta";
import { paths } from "@/config/paths";

/** Indonesian texts of the login kit. Only sign-in and update-password are reachable here. */
const LOCALIZATION: I18nVariables = {
  sign_in: {
    email_label: "Alamat email",
    password_label: "Kata sandi",
    email_input_placeholder: "Alamat email Anda",
    password_input_placeholder: "Kata sandi Anda",
    button_label: "Masuk",
    loading_button_label: "Sedang masuk ...",
    social_provider_text: "Masuk dengan {{provider}}",
    link_text: "Sudah punya akun? Masuk",
  },
  update_password: {
    password_label: "Kata sandi baru",
    password_input_placeholder: "Kata sandi baru Anda",
    button_label: "Perbarui kata sandi",
    loading_button_label: "Memperbarui kata sandi ...",
    confirmation_text: "Kata sandi Anda telah diperbarui",
  },
  forgotten_password: {
    email_label: "Alamat email",
    password_label: "Kata sandi",
    email_input_placeholder: "Alamat email Anda",
    button_label: "Kirim instruksi atur ulang kata sandi",
    loading_button_label: "Mengirim instruksi ...",
    link_text: "Lupa kata sandi?",
    confirmation_text: "Periksa email Anda untuk tautan atur ulang kata sandi",
  },
};

/** ThemeSupa, coloured with the app's design tokens so it follows light and dark mode. */
const APPEARANCE = {
  theme: ThemeSupa,
  variables: {
    default: {
      colors: {
        brand: "hsl(var(--primary))",
        brandAccent: "hsl(var(--primary) / 0.9)",
        brandButtonText: "hsl(var(--primary-foreground))",
        defaultButtonBackground: "hsl(var(--background))",
        defaultButtonBackgroundHover: "hsl(var(--accent))",
        defaultButtonBorder: "hsl(var(--input))",
        defaultButtonText: "hsl(var(--foreground))",
        inputBackground: "hsl(var(--background))",
        inputBorder: "hsl(var(--input))",
        inputBorderHover: "hsl(var(--ring))",
        inputBorderFocus: "hsl(var(--ring))",
        inputText: "hsl(var(--foreground))",
        inputLabelText: "hsl(var(--foreground))",
        inputPlaceholder: "hsl(var(--muted-foreground))",
        messageText: "hsl(var(--success))",
        messageBackground: "hsl(var(--success) / 0.08)",
        messageBorder: "hsl(var(--success) / 0.4)",
        messageTextDanger: "hsl(var(--destructive))",
        messageBackgroundDanger: "hsl(var(--destructive) / 0.08)",
        messageBorderDanger: "hsl(var(--destructive) / 0.5)",
        anchorTextColor: "hsl(var(--muted-foreground))",
        anchorTextHoverColor: "hsl(var(--foreground))",
      },
      radii: {
        borderRadiusButton: "calc(var(--radius) - 2px)",
        buttonBorderRadius: "calc(var(--radius) - 2px)",
        inputBorderRadius: "calc(var(--radius) - 2px)",
      },
      fonts: {
        bodyFontFamily: "inherit",
        buttonFontFamily: "inherit",
        inputFontFamily: "inherit",
        labelFontFamily: "inherit",
      },
      fontSizes: {
        baseBodySize: "14px",
        baseInputSize: "14px",
        baseLabelSize: "14px",
        baseButtonSize: "14px",
      },
      space: {
        buttonPadding: "10px 16px",
        inputPadding: "10px 12px",
      },
    },
  },
  className: {
    label: "font-medium",
    message: "!mt-2 !rounded-md !px-3 !py-3 !text-sm !leading-5",
  },
};

type View = "sign_in" | "update_password";

/**
 * /login: the 'Login Admin' card with e-mail + password sign-in only (no providers,
 * no sign-up or forgot-password links). Backend errors appear in the red box under
 * the form. A password-recovery event switches to the update-password view; a
 * user-updated event returns to sign-in. An account with two-factor sign-in then asks for the code from the
 * authenticator app (docs/admin-team.md). Signed-in visitors go to /dashboard.
 */
export default function LoginPage() {
  const { session, user, isLoading } = useSession();
  const view: View = usePasswordRecovery() ? "update_password" : "sign_in";
  const codeStep = !!user && view === "sign_in" && needsCode(session);
  usePageMeta(codeStep ? "Verifikasi Dua Langkah" : "Login Admin", "Masuk ke panel admin Kejuruan TIK.");

  if (codeStep) return <CodeStep factorId={verifiedFactorId(session?.user.factors)} />;
  if (user && view === "sign_in") return <Navigate to={paths.admin.dashboard.getHref()} replace />;

  return (
    <LoginFrame
      icon={<ShieldCheckIcon className="size-6" aria-hidden="true" />}
      title="Login Admin"
      description={
        view === "update_password" ? "Masukkan kata sandi baru untuk akun Anda." : "Masuk dengan email dan kata sandi akun administrator."
      }
    >
          {isLoading ? (
            <div className="grid gap-4" aria-busy="true">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          ) : (
            <Auth
              supabaseClient={authClient}
              view={view}
              providers={[]}
              showLinks={false}
              magicLink={false}
              localization={{ variables: LOCALIZATION }}
              appearance={APPEARANCE}
            />
          )}
    </LoginFrame>
  );
}

function verifiedFactorId(factors: { id: string; status: string; factor_type: string }[] | undefined): string {
  return factors?.find((f) => f.status === "verified" && f.factor_type === "totp")?.id ?? "";
}

/** The second step for an account with two-factor sign-in: the code from the authenticator app. */
function CodeStep({ factorId }: { factorId: string }) {
  const signOut = useSignOut();
  return (
    <LoginFrame
      icon={<SmartphoneIcon className="size-6" aria-hidden="true" />}
      title="Verifikasi Dua Langkah"
      description="Buka aplikasi autentikator di ponsel Anda, lalu masukkan kode 6 angka untuk akun ini."
    >
      <TotpCodeForm
        autoFocus
        onSubmit={(code) => verifyCode({ factorId, code })}
        submitLabel="Verifikasi"
        pendingLabel="Memverifikasi..."
        secondary={
          <Button type="button" variant="ghost" disabled={signOut.isPending} onClick={() => signOut.mutate("local")}>
            Batal dan keluar
          </Button>
        }
      />
      <p className="mt-4 text-sm text-muted-foreground">
        Ponsel hilang atau aplikasi terhapus? Minta super admin mengatur ulang verifikasi dua langkah akun Anda.
      </p>
    </LoginFrame>
  );
}

/** The login screens' frame: the way back to the site under the card. */
function LoginFrame({ icon, title, description, children }: { icon: ReactNode; title: string; description: string; children: ReactNode }) {
  return (
    <AuthFrame
      icon={icon}
      title={title}
      description={description}
      back={{ to: paths.home.getHref(), label: "Kembali ke Beranda", icon: <ArrowLeftIcon className="size-4" aria-hidden="true" /> }}
    >
      {children}
    </AuthFrame>
  );
}
