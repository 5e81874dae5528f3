import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { useInvalidatingMutation } from "@/lib/query";
import { toast } from "@/components/ui/use-toast";
import type { Tables } from "@/types/database.types";
import type { TracerQuestionFormValues } from "@/features/tracer-study/schemas/tracer-question-schema";

/** One question of the alumni survey (docs/outcomes.md, "The questionnaire"); admins and super admins read them. */
export type TracerQuestion = Tables<"tracer_questions">;

/** The keys the figures read: never retired, and `status`'s options never change (the database refuses both). */
const CORE_QUESTION_KEYS = ["status", "months_to_first"] as const;
export const isCoreQuestion = (question: Pick<TracerQuestion, "key">) =>
  (CORE_QUESTION_KEYS as readonly string[]).includes(question.key);

export const tracerQuestionKeys = { all: ["tracer_questions"] as const };

/** Every question, active ones first by position, then the retired ones by their retirement (newest first). */
export async function fetchTracerQuestions(): Promise<TracerQuestion[]> {
  const { data } = await supabase.from("tracer_questions").select("*").order("position").throwOnError();
  return data;
}

async function rpc<T>(call: PromiseLike<{ data: unknown; error: { message: string } | null }>): Promise<T> {
  const { data, error } = await call;
  // The database's refusal (e.g. 'Pertanyaan pilihan memerlukan 2 sampai 12 pilihan …') is shown as it is.
  if (error) throw new Error(error.message);
  return data as T;
}

export const addTracerQuestion = (values: TracerQuestionFormValues) =>
  rpc<TracerQuestion>(
    supabase.rpc("add_tracer_question", {
      p_kind: values.kind,
      p_wording: values.wording,
      p_options: values.options ?? undefined,
      p_required: values.required,
      p_shown_when: values.shownWhen.length > 0 ? { status: values.shownWhen } : undefined,
    }),
  );

/** `required` and `shownWhen` left out keep the question's own ({} clears "hanya untuk"). */
export const editTracerQuestion = ({
  id,
  wording,
  options,
  required,
  shownWhen,
}: {
  id: number;
  wording: string;
  options: string[] | null;
  required?: boolean;
  shownWhen?: string[];
}) =>
  rpc<TracerQuestion>(
    supabase.rpc("edit_tracer_question", {
      p_id: id,
      p_wording: wording,
      p_options: options ?? undefined,
      p_required: required,
      p_shown_when: shownWhen && (shownWhen.length > 0 ? { status: shownWhen } : {}),
    }),
  );

export const retireTracerQuestion = (id: number) => rpc<TracerQuestion>(supabase.rpc("retire_tracer_question", { p_id: id }));

export const reorderTracerQuestions = (ids: number[]) => rpc<number[]>(supabase.rpc("reorder_tracer_questions", { p_ids: ids }));

export const useTracerQuestions = () => useQuery({ queryKey: tracerQuestionKeys.all, queryFn: fetchTracerQuestions });
export const useAddTracerQuestion = () => useInvalidatingMutation(addTracerQuestion, tracerQuestionKeys.all);
export const useEditTracerQuestion = () => useInvalidatingMutation(editTracerQuestion, tracerQuestionKeys.all);
export const useRetireTracerQuestion = () => useInvalidatingMutation(retireTracerQuestion, tracerQuestionKeys.all);

/**
 * Saves the full order of the active questions in one call. The list shows the new order at once; when the
 * database refuses, the previous order comes back and a toast says why.
 */
export function useReorderTracerQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderTracerQuestions,
    onMutate: async (ids: number[]) => {
      await queryClient.cancelQueries({ queryKey: tracerQuestionKeys.all });
      const previous = queryClient.getQueryData<TracerQuestion[]>(tracerQuestionKeys.all);
      if (previous) {
        const rank = new Map(ids.map((id, i) => [id, i + 1]));
        queryClient.setQueryData<TracerQuestion[]>(
          tracerQuestionKeys.all,
          previous.map((q) => (rank.has(q.id) ? { ...q, position: rank.get(q.id)! } : q)).sort((a, b) => a.position - b.position),
        );
      }
      return { previous };
    },
    onError: (error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(tracerQuestionKeys.all, context.previous);
      toast({ title: "Gagal menyimpan urutan pertanyaan.", description: error.message, variant: "destructive" });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: tracerQuestionKeys.all }),
  });
}
