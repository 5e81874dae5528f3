import { Loader2Icon } from "lucide-react";
import type { ReactNode } from "react";
import { z } from "zod";
import { TextField } from "@/components/form-fields";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { useZodForm } from "@/hooks/use-zod-form";

/** The 6-digit code of an authenticator app; spaces (apps show "123 456") are ignored. */
const totpCodeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, "Masukkan 6 angka dari aplikasi autentikator.")),
});

interface TotpCodeFormProps {
  /** Checks the code; a rejection's message shows under the field (e.g. 'Kode salah ...'). */
  onSubmit: (code: string) => Promise<void>;
  submitLabel: string;
  pendingLabel: string;
  /** Beside the submit button (e.g. 'Batal'). */
  secondary?: ReactNode;
  autoFocus?: boolean;
}

/**
 * The 6-digit code from an authenticator app: used when signing in and when enrolling. The keyboard is numeric
 * and phones offer the code from the app (autocomplete one-time-code); a wrong code keeps what was typed selected.
 */
export function TotpCodeForm({ onSubmit, submitLabel, pendingLabel, secondary, autoFocus }: TotpCodeFormProps) {
  const form = useZodForm(totpCodeSchema, { code: "" });
  const pending = form.formState.isSubmitting;
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await onSubmit(code);
    } catch (error) {
      form.setError("code", { message: error instanceof Error ? error.message : String(error) }, { shouldFocus: true });
    }
  });
  return (
    <Form {...form}>
      <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
        <TextField
          control={form.control}
          name="code"
          label="Kode verifikasi"
          description="6 angka dari aplikasi autentikator (mis. Google Authenticator), berganti setiap 30 detik."
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          autoFocus={autoFocus}
          className="max-w-[12rem] font-mono text-lg tracking-[0.3em]"
        />
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={pending}>
            {pending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            {pending ? pendingLabel : submitLabel}
          </Button>
          {secondary}
        </div>
      </form>
    </Form>
  );
}
