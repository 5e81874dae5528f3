import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import type { QuoteCardItem } from "@/components/quote-cards";
import type { Database } from "@/types/database.types";

/*
 * The alumni stories a visitor may see (docs/outcomes.md, "Alumni stories"): public_alumni_stories() answers only the
 * stories that are published, still consented and still inside the graduate's answer, anonymous. Asked over GET (a
 * stable function, no secret), in the browser only: a prerendered quote would stay after its consent is withdrawn.
 */

export type PublicAlumniStory = Database["public"]["Functions"]["public_alumni_stories"]["Returns"][number];

async function fetchAlumniStories(program: string | null): Promise<PublicAlumniStory[]> {
  const { data, error } = await supabase.rpc("public_alumni_stories", program === null ? {} : { p_program: program }, { get: true });
  if (error) throw error;
  return data;
}

/** Every program's stories (null) or one program's, by its name as the batches carry it. */
export const useAlumniStories = (program: string | null) =>
  useQuery(queryOptions({ queryKey: ["alumni-stories", "public", program], queryFn: () => fetchAlumniStories(program) }));

/** "Bekerja · bidang Pemerintahan", "Wirausaha", …: the kind of work, never the employer or the business's field. */
export const storyWork = (story: Pick<PublicAlumniStory, "status" | "sector">) =>
  story.status === "Bekerja" && story.sector ? `Bekerja · bidang ${story.sector}` : story.status;

/** The quote with "…" where the graduate's answer was cut, so a shortened answer never reads as the whole. */
export const storyQuote = (story: Pick<PublicAlumniStory, "quote" | "cut_before" | "cut_after">) =>
  `${story.cut_before ? "…" : ""}${story.quote}${story.cut_after ? "…" : ""}`;

/** What a visitor is told about every story. */
export const STORIES_NOTE = "Dikutip tanpa nama, dengan persetujuan lulusan dalam survei alumni.";

/** The stories as quote cards: "Lulusan <program> <year>" and the kind of work; no id, so the position is the key. */
export const storyCards = (stories: readonly PublicAlumniStory[]): QuoteCardItem[] =>
  stories.map((story, i) => ({ key: String(i), quote: storyQuote(story), source: `Lulusan ${story.program} ${story.year}`, detail: storyWork(story) }));
