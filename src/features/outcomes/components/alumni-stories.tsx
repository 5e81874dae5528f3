import { QuoteCards } from "@/components/quote-cards";
import { STORIES_NOTE, storyCards, useAlumniStories } from "@/features/outcomes/api/alumni-stories";

/**
 * "Cerita Alumni" on /hasil-pelatihan (issue 34 §3): every program's shown stories. A chunk loaded after hydration
 * (never prerendered: a withdrawn consent must hide the quote on the next visit, not the next build). Nothing when
 * there are none or the list cannot be read.
 */
export function AlumniStories() {
  const { data } = useAlumniStories(null);
  if (!data || data.length === 0) return null;
  return <QuoteCards id="alumni-stories" level={2} title="Cerita Alumni" note={STORIES_NOTE} items={storyCards(data)} />;
}
