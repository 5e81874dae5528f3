import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { useWatch, type FieldPath } from "react-hook-form";
import { AlertTriangle, Loader2 } from "lucide-react";
import { CheckboxField, SelectField, TextareaField, TextField } from "@/components/form-fields";
import { Button } from "@/components/ui/button";
import { HoneypotField } from "@/components/public-form-end";
import { Form } from "@/components/ui/form";
import { useZodForm } from "@/hooks/use-zod-form";
import { useHydrated } from "@/lib/hydration";
import { paths } from "@/config/paths";
import { DOCUMENT_LABELS, isDocumentKind, type DocumentKind } from "@/lib/registration-documents";
import type { Schedule } from "@/features/schedules/api/schedules";
import {
  startRegistrationUpload,
  submitRegistration,
  type RegistrationReceipt,
} from "@/features/registrations/api/registrations";
import { clearDraft, loadDraft, saveDraft } from "@/features/registrations/lib/draft";
import { createUploadFolder } from "@/features/registrations/lib/upload-folder";
import { nikMismatch } from "@/features/registrations/lib/nik";
import { PRIVACY_NOTICE_VERSION } from "@/features/registrations/lib/privacy";
import {
  EDUCATION_OPTIONS,
  EMPLOYMENT_OPTIONS,
  EMPTY_REGISTRATION,
  GENDER_OPTIONS,
  registrationSchema,
  SOURCE_OPTIONS,
  STEPS,
  ageOn,
  toApplication,
  type RegistrationFormInput,
  type RegistrationFormValues,
} from "@/features/registrations/schemas/registration-schema";
import { DocumentUploadField } from "@/features/registrations/components/document-upload-field";
import { RegistrationReceiptView } from "@/features/registrations/components/registration-receipt";
import { RpcRefusal } from "@/lib/public-rpc";

type FieldName = FieldPath<RegistrationFormInput>;

/** The step a server-side refusal's field belongs to. */
function stepOf(field: string | null): number {
  const index = STEPS.findIndex((step) => (step.fields as readonly string[]).some((f) => field === f || field?.startsWith(`${f}.`)));
  return index === -1 ? STEPS.length - 1 : index;
}

/**
 * The registration form in four steps (Data Diri → Pendidikan & Pekerjaan → Dokumen → Persetujuan), each validated
 * before the next with an error summary that takes the focus; kept on this device as it is filled in; submitted with
 * an idempotency key that a retry after a timeout reuses. The receipt replaces it once the database has answered.
 */
export function RegistrationForm({ schedule, today }: { schedule: Schedule; today: string }) {
  const rules = useMemo(
    () => ({
      requiredDocuments: schedule.required_documents.filter(isDocumentKind),
      minAge: schedule.min_age,
      maxAge: schedule.max_age,
      startDate: schedule.startDate,
      today,
    }),
    [schedule, today],
  );
  const schema = useMemo(() => registrationSchema(rules), [rules]);
  const form = useZodForm(schema, EMPTY_REGISTRATION, { shouldFocusError: false });
  const [step, setStep] = useState(0);
  const hydrated = useHydrated();
  const [restored, setRestored] = useState(false);
  const [summary, setSummary] = useState<{ field: string; message: string }[]>([]);
  const [failure, setFailure] = useState<RpcRefusal | null>(null);
  const [receipt, setReceipt] = useState<RegistrationReceipt | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const sendButton = useRef<HTMLButtonElement>(null);
  const keys = useRef<{ idempotencyKey: string }>({ idempotencyKey: "" });
  // One upload folder per application, whatever the order and timing of the uploads.
  const [folders] = useState(() => createUploadFolder(() => startRegistrationUpload(schedule.id)));

  // The draft is read after mounting: the prerendered HTML (and its hydration) is the empty form.
  useEffect(() => {
    const draft = loadDraft(schedule.id);
    keys.current = { idempotencyKey: draft?.idempotencyKey ?? crypto.randomUUID() };
    // A folder asked for before this ran is dropped for the draft's (the draft's documents are in it).
    if (draft?.uploadFolder) folders.reset(draft.uploadFolder, draft.uploadFolderAt ?? draft.savedAt);
    if (draft) {
      form.reset({ ...EMPTY_REGISTRATION, ...draft.values });
      setRestored(true);
    }
  }, [form, folders, schedule.id]);

  // Keep the half-filled form on this device (not the consent boxes, never the files themselves).
  const values = useWatch({ control: form.control });
  useEffect(() => {
    if (receipt) return;
    // nothing entered (a first visit, or just after 'Hapus data di perangkat ini'): nothing kept
    const entered = Object.entries(values).some(([field, value]) =>
      field === "documents" ? Object.keys(value ?? {}).length > 0 : typeof value === "string" && value.trim() !== "",
    );
    const timer = setTimeout(
      () =>
        entered
          ? saveDraft(schedule.id, {
              values: values as RegistrationFormInput,
              ...keys.current,
              uploadFolder: folders.current(),
              uploadFolderAt: folders.startedAt(),
            })
          : clearDraft(schedule.id),
      400,
    );
    return () => clearTimeout(timer);
  }, [values, receipt, schedule.id, folders]);

  useEffect(() => {
    if (summary.length) summaryRef.current?.focus();
  }, [summary]);

  const birthDate = values.birth_date ?? "";
  const minor = /^\d{4}-\d{2}-\d{2}$/.test(birthDate) && ageOn(birthDate, today) < 18;
  const nikWarning = nikMismatch(values.nik ?? "", birthDate, values.gender ?? "");

  /** The messages of the given fields, in the form's order (read from the field state: formState is a render-time proxy). */
  function collectErrors(fields: readonly string[]) {
    const out: { field: string; message: string }[] = [];
    for (const field of fields) {
      if (field === "documents") {
        for (const kind of rules.requiredDocuments) {
          const message = form.getFieldState(`documents.${kind}` as FieldName).error?.message as string | undefined;
          if (message) out.push({ field: `documents.${kind}`, message });
        }
      } else {
        const message = form.getFieldState(field as FieldName).error?.message as string | undefined;
        if (message) out.push({ field, message });
      }
    }
    return out;
  }

  /**
   * Validates the whole form as a submission (so a field shown with an error is checked again as it changes, before
   * its blur: a message vanishing on blur would move the button away under the pointer) and moves on when this
   * step's fields are valid; later steps' errors stay unseen until their turn (cleared here: the next step opens
   * without a message about a box the applicant has not seen yet).
   */
  function next() {
    const advance = () => {
      form.clearErrors(STEPS.slice(step + 1).flatMap((s) => s.fields) as FieldName[]);
      setSummary([]);
      setStep((s) => Math.min(s + 1, STEPS.length - 1));
    };
    void form.handleSubmit(advance, () => {
      const errors = collectErrors(STEPS[step].fields);
      if (errors.length) setSummary(errors);
      else advance();
    })();
  }

  async function submit(valuesToSend: RegistrationFormValues) {
    setFailure(null);
    const uploadFolder = folders.current();
    if (!uploadFolder) {
      setStep(2);
      return setSummary([{ field: "documents", message: "Unggah dokumen yang diminta." }]);
    }
    setSubmitting(true);
    try {
      const application = toApplication(valuesToSend, {
        scheduleId: schedule.id,
        idempotencyKey: keys.current.idempotencyKey,
        uploadFolder,
        consentVersion: PRIVACY_NOTICE_VERSION,
        honeypot: honeypot.current?.value ?? "",
      });
      const answer = await submitRegistration(application);
      clearDraft(schedule.id);
      setReceipt(answer);
    } catch (error) {
      const refusal = error instanceof RpcRefusal ? error : new RpcRefusal((error as Error).message, null, null, null);
      setFailure(refusal);
      if (refusal.field && refusal.code !== "rate_limited") {
        // a document the database named (not in this application's folder) is shown as not uploaded, to redo it
        if (refusal.code === "invalid_document" && refusal.field.startsWith("documents.")) {
          form.setValue(refusal.field as FieldName, undefined as never);
        }
        setStep(stepOf(refusal.field));
        setSummary([{ field: refusal.field, message: refusal.message }]);
      }
    } finally {
      setSubmitting(false);
    }
  }

  /**
   * Every submission of the form lands here: 'Lanjut', and Enter in a field of steps 1–3 (the form's default button
   * is 'Lanjut' there), go to the next step; only 'Kirim Pendaftaran', a button of its own, sends.
   */
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step < STEPS.length - 1) return next();
    if ((event.nativeEvent as SubmitEvent).submitter !== sendButton.current) return;
    void form.handleSubmit(submit, () => setSummary(collectErrors(STEPS[step].fields)))();
  }

  function forget() {
    clearDraft(schedule.id);
    keys.current = { idempotencyKey: crypto.randomUUID() };
    folders.reset(null);
    form.reset(EMPTY_REGISTRATION);
    setStep(0);
    setSummary([]);
    setRestored(false);
  }

  if (receipt) return <RegistrationReceiptView receipt={receipt} />;

  const current = STEPS[step];
  return (
    <Form {...form}>
      {/* Inert until hydrated: on a prerendered page, text typed into the HTML before React attaches would be
          overwritten by the form's empty values (a slow phone may take a second or two). */}
      <form
        noValidate
        inert={!hydrated}
        onSubmit={onSubmit}
        className="grid gap-6"
        aria-labelledby="step-title"
      >
        {restored && (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-muted/50 p-4 text-sm">
            <p>Data yang belum dikirim dipulihkan dari perangkat ini.</p>
            <Button type="button" variant="outline" size="sm" onClick={forget}>
              Hapus data di perangkat ini
            </Button>
          </div>
        )}
        <ol className="grid grid-cols-4 gap-2" aria-label="Langkah pendaftaran">
          {STEPS.map((s, i) => (
            <li key={s.id} aria-current={i === step ? "step" : undefined} className="grid gap-1">
              <span className={`h-1.5 rounded-full ${i <= step ? "bg-primary" : "bg-muted"}`} aria-hidden="true" />
              <span className={`text-xs ${i === step ? "font-semibold text-foreground" : "text-muted-foreground"} max-sm:sr-only`}>{s.title}</span>
            </li>
          ))}
        </ol>
        <h2 id="step-title" className="text-xl font-semibold">
          Langkah {step + 1} dari {STEPS.length}: {current.title}
        </h2>

        {summary.length > 0 && (
          <div ref={summaryRef} tabIndex={-1} role="alert" className="rounded-lg border border-destructive/50 bg-destructive/10 p-4 outline-none">
            <p className="font-semibold text-red-700 dark:text-red-300">Periksa kembali isian berikut:</p>
            <ul className="mt-2 list-disc pl-5 text-sm">
              {summary.map((item) => (
                <li key={item.field}>
                  <button
                    type="button"
                    className="text-left underline underline-offset-4"
                    onClick={() => form.setFocus(item.field.startsWith("documents") ? "documents" : (item.field as FieldName))}
                  >
                    {item.message}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}

        <div className={step === 0 ? "grid gap-4" : "hidden"}>
          <TextField control={form.control} name="full_name" label="Nama Lengkap (sesuai KTP)" autoComplete="name" />
          <TextField control={form.control} name="nik" label="NIK" inputMode="numeric" maxLength={16} autoComplete="off" description="16 digit, sesuai KTP." />
          {nikWarning && (
            <p className="flex gap-2 rounded-md border border-amber-500/40 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200" role="status">
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {nikWarning}
            </p>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField control={form.control} name="birth_place" label="Tempat Lahir" autoComplete="off" />
            <TextField control={form.control} name="birth_date" label="Tanggal Lahir" type="date" autoComplete="bday" />
          </div>
          <SelectField control={form.control} name="gender" label="Jenis Kelamin" placeholder="Pilih jenis kelamin" options={GENDER_OPTIONS} />
          <TextareaField control={form.control} name="address" label="Alamat Domisili" rows={3} autoComplete="street-address" />
          <TextField control={form.control} name="regency" label="Kabupaten/Kota" autoComplete="address-level2" />
          <TextField control={form.control} name="whatsapp" label="Nomor WhatsApp" type="tel" inputMode="tel" autoComplete="tel" placeholder="0812-3456-7890" />
          <TextField control={form.control} name="email" label="Email (opsional)" type="email" autoComplete="email" />
        </div>

        <div className={step === 1 ? "grid gap-4" : "hidden"}>
          <SelectField control={form.control} name="education" label="Pendidikan Terakhir" placeholder="Pilih pendidikan terakhir" options={EDUCATION_OPTIONS.map((v) => ({ value: v, label: v }))} />
          <SelectField control={form.control} name="employment" label="Status Pekerjaan" placeholder="Pilih status pekerjaan" options={EMPLOYMENT_OPTIONS.map((v) => ({ value: v, label: v }))} />
          <SelectField control={form.control} name="source" label="Dari mana Anda mengetahui pelatihan ini? (opsional)" placeholder="Pilih salah satu" options={SOURCE_OPTIONS.map((v) => ({ value: v, label: v }))} />
          <TextareaField control={form.control} name="motivation" label="Motivasi (opsional)" rows={4} />
        </div>

        <div className={step === 2 ? "grid gap-5" : "hidden"}>
          <p className="text-sm text-muted-foreground">Foto atau PDF, masing-masing paling besar 5 MB. Foto yang besar diperkecil otomatis sebelum diunggah.</p>
          {rules.requiredDocuments.map((kind: DocumentKind) => (
            <DocumentUploadField
              key={kind}
              control={form.control}
              kind={kind}
              label={DOCUMENT_LABELS[kind]}
              folder={folders.ensure}
            />
          ))}
          {rules.requiredDocuments.length === 0 && <p>Jadwal ini tidak meminta dokumen. Lanjutkan ke langkah berikutnya.</p>}
        </div>

        <div className={step === 3 ? "grid gap-4" : "hidden"}>
          <CheckboxField
            control={form.control}
            name="consent"
            label={
              <>
                Saya telah membaca{" "}
                <Link to={paths.privacy.getHref()} target="_blank" className="font-medium text-primary underline underline-offset-4">
                  Kebijakan Privasi
                  <span className="sr-only"> (membuka tab baru)</span>
                </Link>{" "}
                dan menyetujui pemrosesan data pribadi saya untuk pendaftaran pelatihan ini.
              </>
            }
          />
          {minor && (
            <CheckboxField
              control={form.control}
              name="guardian_consent"
              label="Saya berusia di bawah 18 tahun dan orang tua atau wali saya telah menyetujui pendaftaran ini."
            />
          )}
          <HoneypotField ref={honeypot} />
        </div>

        {failure && !summary.length && (
          <div role="alert" className="rounded-lg border border-destructive/50 bg-destructive/10 p-4 text-sm">
            <p className="font-semibold text-red-700 dark:text-red-300">{failure.message}</p>
            {failure.hint && <p className="mt-1">{failure.hint}</p>}
            {failure.code === "duplicate_nik" && (
              <Link to={paths.checkRegistration.getHref()} className="mt-2 inline-block font-medium text-primary underline underline-offset-4">
                Cek Pendaftaran
              </Link>
            )}
          </div>
        )}

        <div className="flex flex-wrap justify-between gap-3">
          {step > 0 ? (
            <Button type="button" variant="outline" className="rounded-full" onClick={() => (setSummary([]), setStep(step - 1))}>
              Kembali
            </Button>
          ) : (
            <span />
          )}
          {/* Two buttons, never one that changes: a browser runs a click's default action after the render the
              click caused, so a 'Lanjut' that became 'Kirim Pendaftaran' under the pointer sent the form. */}
          {step < STEPS.length - 1 ? (
            <Button key="next" type="submit" className="rounded-full">
              Lanjut
            </Button>
          ) : (
            <Button key="send" ref={sendButton} type="submit" className="rounded-full" disabled={submitting}>
              {submitting && <Loader2 className="animate-spin" aria-hidden="true" />}
              {submitting ? "Mengirim..." : failure?.code === "network" ? "Kirim Ulang" : "Kirim Pendaftaran"}
            </Button>
          )}
        </div>
      </form>
    </Form>
  );
}
