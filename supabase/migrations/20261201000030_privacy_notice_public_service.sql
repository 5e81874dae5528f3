-- The privacy notice's version of 2026-11-29 (/kebijakan-privasi, "2026-11-29.1"): "Selama dan sesudah pelatihan" now
-- also says that participants are asked to answer the satisfaction survey near the end of their training (voluntary,
-- without a name, not linked to the application, published as averages of at least 5 respondents; docs/
-- satisfaction-survey.md), and a new section "Pengaduan dan saran" says what a complaint keeps, who reads it, what the
-- tracking code shows and when it is erased (docs/complaints.md). Submissions from now on must carry this version
-- (submit_registration answers 409 notice_changed to a page showing the older notice). The app's
-- PRIVACY_NOTICE_VERSION (src/features/registrations/lib/privacy.ts) changes with it.
alter table public.registration_settings alter column privacy_notice_version set default '2026-11-29.1';
update public.registration_settings set privacy_notice_version = '2026-11-29.1' where id = 1;
