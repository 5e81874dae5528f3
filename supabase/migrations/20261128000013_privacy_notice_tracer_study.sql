-- The privacy notice's second version of 2026-11-28 (/kebijakan-privasi, "2026-11-28.2"): "Selama dan sesudah
-- pelatihan" now also says that graduates get a personal survey link some months after the training (the tracer
-- study, docs/outcomes.md): answering is voluntary, answers are read by admins only, published figures are totals of at
-- least 5 graduates, a quote only with consent and without a name. Submissions from now on must carry this version
-- (submit_registration answers 409 notice_changed to a page showing the older notice). The app's
-- PRIVACY_NOTICE_VERSION (src/features/registrations/lib/privacy.ts) changes with it.
alter table public.registration_settings alter column privacy_notice_version set default '2026-11-28.2';
update public.registration_settings set privacy_notice_version = '2026-11-28.2' where id = 1;
