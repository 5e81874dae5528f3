-- The income question's seeded wording said "(boleh dilewati)"; the graduate's form marks every optional question
-- "(opsional)" itself (docs/outcomes.md, "The graduate's page"), so the page read "(boleh dilewati) (opsional)". The
-- question now asks plainly; answers given before keep the wording they were given to (tracer_answers.wording).
-- Only the seeded wording is replaced: an administrator's own edit stays.
update public.tracer_questions
   set wording = 'Berapa penghasilan Anda per bulan?'
 where key = 'income_band' and wording = 'Penghasilan per bulan (boleh dilewati)';
