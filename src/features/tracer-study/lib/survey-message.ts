import { fillPlaceholders } from "@/lib/message-template";
import type { DueRound } from "@/features/tracer-study/api/tracer-sending";

/** The e-mail's subject: who writes and why, as the WhatsApp message says it in its first line. */
export const SURVEY_EMAIL_SUBJECT = "Survei Alumni Kejuruan TIK UPTD BLK Banda Aceh";

/** The address of the graduate's survey: the site's origin and the path with the token in its fragment. */
export const surveyUrl = (origin: string, path: string) => `${origin}${path}`;

/** The survey's template filled for one graduate ({nama}, {program}, {batch}, {tautan}). */
export const fillSurveyMessage = (body: string, round: Pick<DueRound, "full_name" | "program" | "batch">, url: string) =>
  fillPlaceholders(body, { nama: round.full_name, program: round.program, batch: round.batch, tautan: url });

/** mailto: with the subject and the message, for the administrator's own mail app. */
export const surveyMailto = (email: string, message: string) =>
  `mailto:${encodeURIComponent(email)}?${new URLSearchParams({ subject: SURVEY_EMAIL_SUBJECT, body: message }).toString().replace(/\+/g, "%20")}`;

/** "Survei 3 bulan" */
export const roundLabel = (months: number) => `Survei ${months} bulan`;
