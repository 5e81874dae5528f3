import { z } from "zod";
import { maxText, optionalHttpUrl, requiredText, TEXT_MAX } from "@/lib/validators";
import type { Vacancy, VacancyInput } from "@/features/vacancies/api/vacancies";

/** The database's limits (migration 20261129000010_partners_vacancies.sql). */
export const VACANCY_MAX = { position: 120, company: 120, location: 120, requirements: 3000 } as const;

/** The select's value for "a company outside the partners' list" (a select item cannot be empty). */
export const OTHER_COMPANY = "lain";

const APPLY_URL_MESSAGE = "Tautan lamaran harus alamat lengkap yang diawali http:// atau https://.";
const KARIRHUB = /^https:\/\/([a-z0-9-]+\.)*karirhub\.kemnaker\.go\.id([/?#]\S*)?$/i;
const httpUrl = z.url({ protocol: /^https?$/ });

export const vacancySchema = z
  .object({
    position: requiredText("Posisi harus diisi", "Posisi", VACANCY_MAX.position),
    partner: z.string(),
    company: maxText("Nama perusahaan", VACANCY_MAX.company),
    location: requiredText("Lokasi harus diisi", "Lokasi", VACANCY_MAX.location),
    requirements: requiredText("Persyaratan harus diisi", "Persyaratan", VACANCY_MAX.requirements),
    deadline: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Batas lamaran harus diisi." }),
    apply_url: maxText("Tautan lamaran", TEXT_MAX.url).refine((v) => httpUrl.safeParse(v).success, { error: APPLY_URL_MESSAGE }),
    karirhub_url: optionalHttpUrl("Tautan Karirhub harus alamat https://karirhub.kemnaker.go.id/…", "Tautan Karirhub").refine(
      (v) => v === null || KARIRHUB.test(v),
      { error: "Tautan Karirhub harus alamat https://karirhub.kemnaker.go.id/…" },
    ),
    program_ids: z.array(z.string()),
    published: z.boolean(),
  })
  .refine((v) => v.partner !== OTHER_COMPANY || v.company !== "", {
    error: "Tulis nama perusahaan, atau pilih mitra industri.",
    path: ["company"],
  });

export type VacancyFormInput = z.input<typeof vacancySchema>;
export type VacancyFormValues = z.output<typeof vacancySchema>;

export function vacancyFormDefaults(vacancy?: Vacancy | null): VacancyFormInput {
  return {
    position: vacancy?.position ?? "",
    partner: vacancy?.partner_id != null ? String(vacancy.partner_id) : OTHER_COMPANY,
    company: vacancy?.company ?? "",
    location: vacancy?.location ?? "",
    requirements: vacancy?.requirements ?? "",
    deadline: vacancy?.deadline ?? "",
    apply_url: vacancy?.apply_url ?? "",
    karirhub_url: vacancy?.karirhub_url ?? "",
    program_ids: (vacancy?.program_ids ?? []).map(String),
    published: vacancy?.published ?? true,
  };
}

/** A partner, or the typed company (exactly one, as the database asks). */
export function toVacancyInput(values: VacancyFormValues): VacancyInput {
  const partnerId = values.partner === OTHER_COMPANY ? null : Number(values.partner);
  return {
    position: values.position,
    partner_id: partnerId,
    company: partnerId === null ? values.company : null,
    location: values.location,
    requirements: values.requirements,
    deadline: values.deadline,
    apply_url: values.apply_url,
    karirhub_url: values.karirhub_url,
    program_ids: values.program_ids.map(Number),
    published: values.published,
  };
}
