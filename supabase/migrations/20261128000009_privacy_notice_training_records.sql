-- The privacy notice of 2026-11-28 (/kebijakan-privasi): it now says what happens during and after the training
-- (attendance and the final assessment; what the instructor sees; the certificate register kept as the centre's
-- official record after an erasure, and public verification by whoever holds the certificate). Submissions from now on
-- must carry this version (submit_registration answers 409 notice_changed to a page showing the older notice).
-- The app's PRIVACY_NOTICE_VERSION (src/features/registrations/lib/privacy.ts) changes with it.
alter table public.registration_settings alter column privacy_notice_version set default '2026-11-28';
update public.registration_settings set privacy_notice_version = '2026-11-28' where id = 1;
