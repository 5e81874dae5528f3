import { useWatch } from "react-hook-form";
import { FormDialog, type FormDialogOpenProps } from "@/components/form-dialog";
import { CheckboxField, CheckboxGroupField, SelectField, TextareaField } from "@/components/form-fields";
import { useZodForm } from "@/hooks/use-zod-form";
import {
  useAddTracerQuestion,
  useEditTracerQuestion,
  type TracerQuestion,
} from "@/features/tracer-study/api/tracer-questions";
import {
  TRACER_KIND_LABEL,
  TRACER_QUESTION_KINDS,
  TRACER_QUESTION_LIMITS,
  tracerQuestionDefaults,
  tracerQuestionSchema,
  type TracerQuestionFormValues,
} from "@/features/tracer-study/schemas/tracer-question-schema";

const KIND_OPTIONS = TRACER_QUESTION_KINDS.map((kind) => ({ value: kind, label: TRACER_KIND_LABEL[kind] }));
const { minOptions, maxOptions, option } = TRACER_QUESTION_LIMITS;

/** The database keeps the kind of a question as it was added (edit_tracer_question does not change it). */
const FIXED_ON_EDIT = "Jenis tidak dapat diubah setelah pertanyaan dibuat.";
const STATUS_OPTIONS_FIXED = "Pilihan status tidak dapat diubah: angka penempatan menghitung Bekerja dan Wirausaha.";
const STATUS_ALWAYS = "Pertanyaan status selalu wajib dan selalu ditampilkan.";

/** "Tambah Pertanyaan" (no question) and "Ubah Pertanyaan" in one form; a refusal of the database stays in the dialog. */
export function TracerQuestionFormDialog({
  question,
  statusOptions,
  ...dialog
}: FormDialogOpenProps & { question?: TracerQuestion; /** The status question's options, for "hanya untuk". */ statusOptions: string[] }) {
  const add = useAddTracerQuestion();
  const edit = useEditTracerQuestion();
  const values = tracerQuestionDefaults(question);
  const form = useZodForm(tracerQuestionSchema, values);
  const kind = useWatch({ control: form.control, name: "kind" });
  const editing = !!question;
  const isStatus = question?.key === "status";

  const write = (validated: TracerQuestionFormValues) =>
    question
      ? edit.mutateAsync({
          id: question.id,
          wording: validated.wording,
          options: validated.options,
          ...(isStatus ? {} : { required: validated.required, shownWhen: validated.shownWhen }),
        })
      : add.mutateAsync(validated);

  return (
    <FormDialog
      {...dialog}
      keepRefusal
      title={editing ? "Ubah Pertanyaan" : "Tambah Pertanyaan"}
      form={form}
      values={values}
      save={{
        texts: editing
          ? { success: "Pertanyaan berhasil diperbarui.", failure: "Gagal memperbarui pertanyaan." }
          : { success: "Pertanyaan berhasil ditambahkan.", failure: "Gagal menambahkan pertanyaan." },
        write,
      }}
    >
      <TextareaField control={form.control} name="wording" label="Pertanyaan" rows={3} />
      {editing ? (
        <p className="text-sm text-muted-foreground">
          Jenis: {TRACER_KIND_LABEL[question.kind as keyof typeof TRACER_KIND_LABEL] ?? question.kind}. {FIXED_ON_EDIT}
        </p>
      ) : (
        <SelectField control={form.control} name="kind" label="Jenis" options={KIND_OPTIONS} />
      )}
      {kind === "choice" &&
        (isStatus ? (
          <div className="grid gap-1 text-sm">
            <p className="font-medium">Pilihan</p>
            <p className="text-muted-foreground">{STATUS_OPTIONS_FIXED}</p>
          </div>
        ) : (
          <TextareaField
            control={form.control}
            name="options"
            label="Pilihan"
            rows={5}
            description={`Satu pilihan per baris, ${minOptions} sampai ${maxOptions} pilihan berbeda, masing-masing paling banyak ${option} karakter.`}
          />
        ))}
      {isStatus ? (
        <p className="text-sm text-muted-foreground">{STATUS_ALWAYS}</p>
      ) : (
        <>
          <CheckboxField control={form.control} name="required" label="Wajib dijawab" />
          <CheckboxGroupField
            control={form.control}
            name="shownWhen"
            label="Hanya untuk status"
            description="Tanpa centang: ditanyakan kepada semua lulusan. Dengan centang: hanya ditanyakan (dan hanya wajib) bila status yang dipilih lulusan termasuk di sini."
            options={statusOptions.map((s) => ({ value: s, label: s }))}
          />
        </>
      )}
    </FormDialog>
  );
}
