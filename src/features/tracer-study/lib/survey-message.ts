// shared with the satisfaction survey's link (src/lib/survey-link.ts)
export { fillSurveyMessage, surveyUrl } from "@/lib/survey-link";

/** The e-mail's subject: who writes and why, as the WhatsApp message says it in its first line. */
export const SURVEY_EMAIL_SUBJECT = "Survei Alumni Kejuruan TIK UPTD BLK Banda Aceh";

/** mailto: with the subject and the message, for the administrator's own mail app. */
export const surveyMailto = (email: string, message: string) =>
  `mailto:${encodeURIComponent(email)}?${new URLSearchParams({ subject: SURVEY_EMAIL_SUBJECT, body: message }).toString().replace(/\+/g, "%20")}`;

/** "Survei 3 bulan" */
export const roundLabel = (months: number) => `Survei ${months} bulan`;
