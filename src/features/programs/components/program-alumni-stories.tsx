import { QuoteCards } from "@/components/quote-cards";
import { STORIES_NOTE, storyCards, useAlumniStories } from "@/features/outcomes/api/alumni-stories";

/**
 * The program's alumni stories (issue 34 §3) under its outcome and vacancies. A chunk loaded after hydration, like
 * the vacancies (never prerendered: a withdrawn consent must hide the quote on the next visit). Nothing when there
 * are none or the list cannot be read.
 */
export function ProgramAlumniStories({ programName }: { programName: string }) {
  const { data } = useAlumniStories(programName);
  if (!data || data.length === 0) return null;
  return <QuoteCards id="alumni-stories" level={3} title="Cerita Alumni" note={STORIES_NOTE} items={storyCards(data)} />;
}
