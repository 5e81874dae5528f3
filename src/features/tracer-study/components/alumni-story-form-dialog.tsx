import { FormDialog, type FormDialogOpenProps } from "@/components/form-dialog";
import { CheckboxField, TextareaField } from "@/components/form-fields";
import { FormField, FormItem, FormMessage } from "@/components/ui/form";
import { useZodForm } from "@/hooks/use-zod-form";
import { useSaveAlumniStory, type AlumniStory, type StoryRound } from "@/features/tracer-study/api/alumni-stories";
import {
  ALUMNI_STORY_LIMITS,
  alumniStorySchema,
  type AlumniStoryFormInput,
  type AlumniStoryFormValues,
} from "@/features/tracer-study/schemas/alumni-story-schema";

/** What the admin is editing: a consenting round (a new story) or a story with its round. */
export type StoryTarget = { round: StoryRound; story?: AlumniStory };

const QUOTE_HELP = `Hapus bagian yang tidak dikutip; jangan menambah atau mengubah kata (${ALUMNI_STORY_LIMITS.min}–${ALUMNI_STORY_LIMITS.max} karakter). Di situs, nama, tempat kerja dan bidang usaha lulusan tidak pernah ditampilkan; bagian yang dipotong ditandai "…".`;

function defaults(target?: StoryTarget): AlumniStoryFormInput {
  const first = target?.round.answers[0];
  return target?.story
    ? { questionKey: target.story.question_key, quote: target.story.quote, published: target.story.published }
    : { questionKey: first?.key ?? "", quote: first?.value ?? "", published: true };
}

/**
 * "Jadikan Cerita" and "Ubah Cerita" in one form: choose the answer, shorten it in the quote (prefilled with the whole
 * answer), "Tampilkan di situs". Checked as the database checks it; a refusal stays in the dialog, verbatim.
 */
export function AlumniStoryFormDialog({ target, ...dialog }: FormDialogOpenProps & { target?: StoryTarget }) {
  const save = useSaveAlumniStory();
  const answers = target?.round.answers ?? [];
  const values = defaults(target);
  const form = useZodForm(alumniStorySchema(answers), values);

  const write = (validated: AlumniStoryFormValues) => save.mutateAsync({ roundId: target!.round.round_id, ...validated });

  return (
    <FormDialog
      {...dialog}
      keepRefusal
      title={target?.story ? "Ubah Cerita Alumni" : "Jadikan Cerita Alumni"}
      description={target && `${target.round.full_name} · ${target.round.program} ${target.round.batch} (${target.round.year})`}
      form={form}
      values={values}
      save={{
        texts: target?.story
          ? { success: "Cerita alumni berhasil diperbarui.", failure: "Gagal memperbarui cerita alumni." }
          : { success: "Cerita alumni berhasil disimpan.", failure: "Gagal menyimpan cerita alumni." },
        write,
      }}
    >
      <FormField
        control={form.control}
        name="questionKey"
        render={({ field }) => (
          <FormItem>
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">Jawaban yang dikutip</legend>
              {answers.map((answer) => (
                <label key={answer.key} className="flex items-start gap-2 rounded-md border p-3 text-sm has-[:checked]:border-primary">
                  {/* not FormControl: it would give every radio the same id */}
                  <input
                    type="radio"
                    className="mt-1 size-4 shrink-0 accent-primary"
                    name={field.name}
                    value={answer.key}
                    checked={field.value === answer.key}
                    onBlur={field.onBlur}
                    onChange={() => {
                      field.onChange(answer.key);
                      // the quote starts again from the whole of the newly chosen answer
                      form.setValue("quote", answer.value, { shouldDirty: true });
                    }}
                  />
                  <span className="grid gap-1">
                    <span className="font-medium">{answer.wording}</span>
                    <span className="whitespace-pre-line text-muted-foreground">{answer.value}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            <FormMessage />
          </FormItem>
        )}
      />
      <TextareaField control={form.control} name="quote" label="Kutipan" rows={5} description={QUOTE_HELP} />
      <CheckboxField
        control={form.control}
        name="published"
        label="Tampilkan di situs"
        description="Hanya tampil selama lulusan tetap setuju dikutip dan kutipan masih ada dalam jawabannya."
      />
    </FormDialog>
  );
}
