import { formatDate } from "@/lib/dates";

/**
 * The version of the privacy notice (/kebijakan-privasi) this build shows. A registration stores the version its
 * applicant consented to; the database refuses a submission whose version is not
 * `registration_settings.privacy_notice_version` (docs/registration.md, "Privacy"). Change the page's text →
 * change this version (the day, and `.2`, `.3` for a later change of the same day) and, in a migration, that column,
 * together.
 */
export const PRIVACY_NOTICE_VERSION = "2026-11-29.1";

/** A version as the page states it: its date, and which change of that day ("2026-11-28.2" → "28 Nov 2026, perubahan ke-2"). */
export function noticeVersionText(version: string): string {
  const [day, change] = version.split(".");
  return change ? `${formatDate(day)}, perubahan ke-${change}` : formatDate(day);
}
