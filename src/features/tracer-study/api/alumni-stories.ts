import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { useInvalidatingMutation } from "@/lib/query";
import type { AlumniStoryFormValues } from "@/features/tracer-study/schemas/alumni-story-schema";

/*
 * The panel's side of the alumni stories (docs/outcomes.md, "Alumni stories"): admins and super admins at aal2,
 * through alumni_stories_admin / save_alumni_story / delete_alumni_story (POST; the table itself has no API access).
 */

/** A text answer the graduate gave, with the wording it was given to (the employer and business field are left out). */
export type StoryAnswer = { key: string; wording: string; value: string };

/** An answered round whose graduate agreed to be quoted (or a story's round): personal data, for the panel only. */
export type StoryRound = {
  round_id: number;
  full_name: string;
  program: string;
  batch: string;
  year: number;
  round_month: number;
  status: string | null;
  sector: string | null;
  answers: StoryAnswer[];
};

/** Why a story is shown or not, as the database decides on every read. */
export type StoryState = "shown" | "unpublished" | "consent_withdrawn" | "answer_changed";

export type AlumniStory = StoryRound & {
  id: number;
  question_key: string;
  question_wording: string;
  quote: string;
  published: boolean;
  state: StoryState;
  created_at: string;
  updated_at: string;
};

export type AlumniStoriesAdmin = { stories: AlumniStory[]; candidates: StoryRound[] };

export const STORY_STATE_TEXT: Record<StoryState, string> = {
  shown: "Tampil di situs",
  unpublished: "Tersembunyi: belum ditampilkan di situs",
  consent_withdrawn: "Tersembunyi: lulusan menarik persetujuan kutipan",
  answer_changed: "Tersembunyi: lulusan mengubah jawabannya, kutipan tidak ada lagi di dalamnya",
};

export const alumniStoryKeys = { admin: ["alumni_stories", "admin"] as const };

async function rpc<T>(call: PromiseLike<{ data: unknown; error: { message: string } | null }>): Promise<T> {
  const { data, error } = await call;
  // The database's refusal ("Kutipan harus diambil apa adanya dari jawaban lulusan.") is shown as it is.
  if (error) throw new Error(error.message);
  return data as T;
}

export const fetchAlumniStoriesAdmin = () => rpc<AlumniStoriesAdmin>(supabase.rpc("alumni_stories_admin"));

export const saveAlumniStory = ({ roundId, ...values }: AlumniStoryFormValues & { roundId: number }) =>
  rpc<Pick<AlumniStory, "id" | "quote" | "published" | "state">>(
    supabase.rpc("save_alumni_story", {
      p_round_id: roundId,
      p_question_key: values.questionKey,
      p_quote: values.quote,
      p_published: values.published,
    }),
  );

export const deleteAlumniStory = (id: number) => rpc<null>(supabase.rpc("delete_alumni_story", { p_id: id }));

export const useAlumniStoriesAdmin = () => useQuery({ queryKey: alumniStoryKeys.admin, queryFn: fetchAlumniStoriesAdmin });
export const useSaveAlumniStory = () => useInvalidatingMutation(saveAlumniStory, alumniStoryKeys.admin);
export const useDeleteAlumniStory = () => useInvalidatingMutation(deleteAlumniStory, alumniStoryKeys.admin);
