/**
 * The version of the privacy notice (/kebijakan-privasi) this build shows. A registration stores the version its
 * applicant consented to; the database refuses a submission whose version is not
 * `registration_settings.privacy_notice_version` (docs/registration.md, "Privacy"). Change the page's text →
 * change this date and, in a migration, that column, together.
 */
export const PRIVACY_NOTICE_VERSION = "2026-11-28";
