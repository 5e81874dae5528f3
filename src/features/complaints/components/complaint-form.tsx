import { useEffect, useId, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { CheckCircle2, Copy } from "lucide-react";
import { CheckboxField, TextField, TextareaField } from "@/components/form-fields";
import { PrivateUploadField } from "@/components/private-upload-field";
import { RadioOptions } from "@/components/radio-options";
import { Button } from "@/components/ui/button";
import { PublicFormEnd } from "@/components/public-form-end";
import { Form } from "@/components/ui/form";
import { paths } from "@/config/paths";
import { COMPLAINT_CATEGORY_NAMES } from "@/lib/complaint-statuses";
import { RpcRefusal } from "@/lib/public-rpc";
import { submitComplaint, uploadComplaintAttachment } from "@/features/complaints/api/complaints";
import {
  COMPLAINT_MESSAGE_MAX,
  EMPTY_COMPLAINT,
  complaintSchema,
  toSubmission,
  type ComplaintFormInput,
  type ComplaintFormValues,
} from "@/features/complaints/schemas/complaint-schema";

/**
 * The public complaint form (docs/complaints.md, "The public pages"), a chunk loaded after the page: category, the
 * message, an optional photo or PDF, anonymous or with a name and optional contact; then the tracking code, shown once.
 * A refusal of the database is shown at its field (or above the button), the values kept.
 */
export default function ComplaintFormSection() {
  const [code, setCode] = useState<string | null>(null);
  // a new form (and a new idempotency key) for the next complaint
  const [round, setRound] = useState(0);
  if (code) {
    return (
      <Receipt
        code={code}
        onAnother={() => {
          setCode(null);
          setRound((r) => r + 1);
        }}
      />
    );
  }
  return <ComplaintForm key={round} onSent={setCode} />;
}

const CATEGORY_OPTIONS = Object.entries(COMPLAINT_CATEGORY_NAMES).map(([value, label]) => ({ value, label }));
const FIELDS = new Set(["category", "message", "attachment", "anonymous", "contact_name", "contact_phone", "contact_email"]);

function ComplaintForm({ onSent }: { onSent: (code: string) => void }) {
  const id = useId();
  // one key per complaint, kept across retries: a retry after a lost answer gets the same code, stored once
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const honeypot = useRef<HTMLInputElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ComplaintFormInput, unknown, ComplaintFormValues>({
    resolver: zodResolver(complaintSchema),
    defaultValues: EMPTY_COMPLAINT,
    shouldFocusError: true,
  });
  const send = useMutation({
    mutationFn: (values: ComplaintFormValues) => submitComplaint(toSubmission(values, idempotencyKey, honeypot.current?.value ?? "")),
  });
  const anonymous = useWatch({ control: form.control, name: "anonymous" });
  const message = useWatch({ control: form.control, name: "message" }) ?? "";
  const categoryError = form.formState.errors.category?.message;

  async function submit(values: ComplaintFormValues) {
    setFailure(null);
    try {
      onSent((await send.mutateAsync(values)).code);
    } catch (error) {
      const refusal = error instanceof RpcRefusal ? error : null;
      const field = refusal?.field && FIELDS.has(refusal.field) ? (refusal.field as keyof ComplaintFormInput) : null;
      if (refusal && field && !(values.anonymous && field.startsWith("contact_"))) {
        // an attachment the database no longer takes (its folder expired) comes off, to be chosen again
        if (field === "attachment") form.setValue("attachment", null);
        form.setError(field, { message: refusal.message }, { shouldFocus: true });
        return;
      }
      setFailure(refusal?.message ?? (error as Error).message);
    }
  }

  return (
    <Form {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit(submit)}
        className="grid gap-6 rounded-xl border bg-card p-5 shadow-sm sm:p-6"
        aria-describedby={failure ? `${id}-failure` : undefined}
      >
        <RadioOptions
          legend="Kategori"
          options={CATEGORY_OPTIONS}
          registration={form.register("category")}
          error={categoryError}
          errorId={`${id}-category-error`}
          required
        />
        <TextareaField
          control={form.control}
          name="message"
          label="Isi Pengaduan atau Saran"
          description={`Ceritakan apa yang terjadi, kapan, dan di mana: 20 sampai 2.000 karakter (${message.trim().length.toLocaleString("id-ID")} ditulis).`}
          rows={6}
          maxLength={COMPLAINT_MESSAGE_MAX}
        />
        <PrivateUploadField
          control={form.control}
          name="attachment"
          label="Lampiran"
          description="Opsional: foto atau PDF, paling besar 5 MB. Foto yang besar diperkecil otomatis."
          upload={uploadComplaintAttachment}
          removable
        />
        <CheckboxField
          control={form.control}
          name="anonymous"
          label="Kirim tanpa identitas (anonim)"
          description="Nama dan kontak tidak dikirim. Anda tetap dapat membaca tanggapan kami dengan kode lacak."
        />
        {!anonymous && (
          <fieldset className="grid gap-4">
            <legend className="mb-1 text-sm text-muted-foreground">Kontak hanya dibaca admin BLK untuk menindaklanjuti pengaduan Anda.</legend>
            <TextField control={form.control} name="contact_name" label="Nama" autoComplete="name" maxLength={120} />
            <TextField
              control={form.control}
              name="contact_phone"
              label="Nomor WhatsApp (opsional)"
              inputMode="tel"
              autoComplete="tel"
              placeholder="081234567890"
            />
            <TextField control={form.control} name="contact_email" label="Email (opsional)" type="email" autoComplete="email" />
          </fieldset>
        )}
        <PublicFormEnd honeypot={honeypot} failure={failure} failureId={`${id}-failure`} pending={send.isPending} label="Kirim Pengaduan" />
      </form>
    </Form>
  );
}

/** The tracking code, shown once (only its hash is stored), with a copy button and the way to follow the answer. */
function Receipt({ code, onAnother }: { code: string; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="pengaduan-terkirim" className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <h2 id="pengaduan-terkirim" ref={heading} tabIndex={-1} className="flex items-center gap-2 text-xl font-semibold outline-none">
        <CheckCircle2 className="size-6 text-primary" aria-hidden="true" />
        Pengaduan Anda sudah kami terima
      </h2>
      <div className="grid gap-1">
        <p className="text-sm text-muted-foreground">Kode lacak</p>
        <p className="font-mono text-2xl font-semibold tracking-wider" data-testid="complaint-code">
          {code}
        </p>
      </div>
      <p>
        <strong>Simpan kode ini.</strong> Kode hanya ditampilkan sekali dan tidak dapat dikirim ulang. Dengan kode ini Anda
        dapat melihat status dan membaca tanggapan kami.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          variant="outline"
          className="rounded-full"
          onClick={() => void navigator.clipboard?.writeText(code).then(() => setCopied(true), () => setCopied(false))}
        >
          <Copy aria-hidden="true" />
          {copied ? "Kode Tersalin" : "Salin Kode"}
        </Button>
        {/* the code travels in the history entry's state, not in the URL */}
        <Button asChild className="rounded-full">
          <Link to={paths.complaintStatus.getHref()} state={{ code }}>
            Lacak Pengaduan
          </Link>
        </Button>
        <Button type="button" variant="ghost" className="rounded-full" onClick={onAnother}>
          Kirim Pengaduan Lain
        </Button>
      </div>
      <p aria-live="polite" className="sr-only">
        {copied ? "Kode lacak tersalin." : ""}
      </p>
    </section>
  );
}
