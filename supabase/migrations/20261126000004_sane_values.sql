-- Values the forms cannot produce, refused by the database too (issue 24, "Findings"): PostgREST turns a JSON
-- array of arrays into a two-dimensional text[] (`requirements: [["a","b"]]` was stored), and a date in the
-- year 99999 was accepted (a hero banner "from 99999-01-01"). Every array column is one-dimensional and every
-- date an administrator sets lies between 2000 and 2099; existing rows already satisfy both.

create or replace function public.is_flat_array(p_value anyarray)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$ select p_value is null or coalesce(pg_catalog.array_ndims(p_value), 1) = 1 $$;

create or replace function public.is_sane_date(p_value date)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$ select p_value is null or p_value between date '2000-01-01' and date '2099-12-31' $$;

grant execute on function public.is_flat_array(anyarray), public.is_sane_date(date) to anon, authenticated, service_role;

alter table public.programs
  add constraint programs_requirements_flat check (public.is_flat_array(requirements)),
  add constraint programs_benefits_flat check (public.is_flat_array(benefits)),
  add constraint programs_image_variant_widths_flat check (public.is_flat_array(image_variant_widths));
alter table public.facilities
  add constraint facilities_image_variant_widths_flat check (public.is_flat_array(image_variant_widths));
alter table public.gallery
  add constraint gallery_image_variant_widths_flat check (public.is_flat_array(image_variant_widths));
alter table public.announcements
  add constraint announcements_image_variant_widths_flat check (public.is_flat_array(image_variant_widths)),
  add constraint announcements_published_at_range
    check (published_at between timestamptz '2000-01-01 00:00+07' and timestamptz '2099-12-31 23:59:59+07');
alter table public.hero_banners
  add constraint hero_banners_image_variant_widths_flat check (public.is_flat_array(image_variant_widths)),
  add constraint hero_banners_start_date_range check (public.is_sane_date(start_date)),
  add constraint hero_banners_end_date_range check (public.is_sane_date(end_date));
alter table public.schedules
  add constraint schedules_instructorname_flat check (public.is_flat_array("instructorName")),
  add constraint schedules_required_documents_flat check (public.is_flat_array(required_documents)),
  add constraint schedules_startdate_range check (public.is_sane_date("startDate")),
  add constraint schedules_enddate_range check (public.is_sane_date("endDate")),
  add constraint schedules_registration_start_range check (public.is_sane_date(registration_start)),
  add constraint schedules_registration_end_range check (public.is_sane_date(registration_end));
