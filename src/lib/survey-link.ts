import { fillPlaceholders } from "@/lib/message-template";

/*
 * A survey's personal link in a message (the alumni survey's `survei_alumni`, the satisfaction survey's
 * `survei_kepuasan`): both templates take {nama}, {program}, {batch} and the link {tautan}, and both links carry
 * their token in the fragment, which no server receives.
 */

/** The address of a survey link: the site's origin and the path with the token in its fragment. */
export const surveyUrl = (origin: string, path: string) => `${origin}${path}`;

/** A survey's template filled for one person ({nama}, {program}, {batch}, {tautan}). */
export const fillSurveyMessage = (body: string, who: { full_name: string; program: string; batch: string }, url: string) =>
  fillPlaceholders(body, { nama: who.full_name, program: who.program, batch: who.batch, tautan: url });
