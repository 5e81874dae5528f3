import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";

/*
 * The satisfaction survey for visitors (docs/satisfaction-survey.md): the public figures (public_skm) and the
 * questionnaire (skm_form), both over GET (nothing secret, computed in SQL), and the public form's submission
 * (skm_submit, POST only). The figures of a period under 5 respondents come without IKM, grade and NRRs.
 */

export type SkmGrade = { grade: "A" | "B" | "C" | "D"; label: string };
export type SkmElementResult = { key: string; name: string; nrr: number | null; converted: number | null };
export type SkmPeriodResult = {
  period_id: number;
  name: string;
  starts_on: string;
  ends_on: string;
  closed: boolean;
  population: number;
  minimum: number;
  respondents: number;
  minimum_reached: boolean;
  ikm: number | null;
  grade: SkmGrade | null;
  elements: SkmElementResult[];
  lowest: string[] | null;
  follow_up: string | null;
};

export type SkmElement = { key: string; name: string; question: string; options: string[] };
export type SkmForm = {
  period: { id: number; name: string; ends_on: string } | null;
  elements: SkmElement[];
  profile: { gender: string[]; education: string[]; occupation: string[]; age: { min: number; max: number } };
};

/** The profile stores the regulation's letters; people read the words. */
export const SKM_GENDER_LABEL: Record<string, string> = { L: "Laki-laki", P: "Perempuan" };

export const skmKeys = { public: ["skm", "public"] as const, form: ["skm", "form"] as const };

async function fetchPublicSkm(): Promise<SkmPeriodResult[]> {
  const { data, error } = await supabase.rpc("public_skm", undefined, { get: true });
  if (error) throw error;
  return Array.isArray(data) ? (data as unknown as SkmPeriodResult[]) : [];
}

export const publicSkmQuery = () => queryOptions({ queryKey: skmKeys.public, queryFn: fetchPublicSkm });
export const usePublicSkm = () => useQuery(publicSkmQuery());

async function fetchSkmForm(): Promise<SkmForm> {
  const { data, error } = await supabase.rpc("skm_form", undefined, { get: true });
  if (error) throw error;
  return data as unknown as SkmForm;
}
export const skmFormQuery = () => queryOptions({ queryKey: skmKeys.form, queryFn: fetchSkmForm });
export const useSkmForm = () => useQuery(skmFormQuery());

export const SKM_NETWORK_FAILURE = "Jawaban belum terkirim. Periksa koneksi internet Anda lalu coba lagi.";

/** A refusal of skm_submit: its Indonesian message, and the field at fault (422) when it names one. */
export class SkmSubmitError extends Error {
  constructor(
    message: string,
    readonly kind: "invalid" | "closed" | "rate_limited" | "network",
    readonly field?: string,
  ) {
    super(message);
    this.name = "SkmSubmitError";
  }
}

type RpcResult = { data: unknown; error: { message?: string; code?: string; details?: string | null } | null; status: number };

/** Stores one response in the open period; the period's name comes back. */
export async function submitSkm(response: Record<string, unknown>): Promise<{ period: string }> {
  let result: RpcResult;
  try {
    result = (await supabase.rpc("skm_submit", { p_response: response } as never)) as RpcResult;
  } catch {
    throw new SkmSubmitError(SKM_NETWORK_FAILURE, "network");
  }
  const { data, error, status } = result;
  if (!error) return { period: String((data as { period?: unknown })?.period ?? "") };
  if (status === 422 && error.message) throw new SkmSubmitError(error.message, "invalid", error.details ?? undefined);
  if (status === 409 && error.message) throw new SkmSubmitError(error.message, "closed");
  if (status === 429 && error.message) throw new SkmSubmitError(error.message, "rate_limited");
  throw new SkmSubmitError(SKM_NETWORK_FAILURE, "network");
}

/** A number the Indonesian way, with the given decimals ("91,48"). */
export const decimalText = (value: number, digits = 2) =>
  value.toLocaleString("id-ID", { minimumFractionDigits: digits, maximumFractionDigits: digits });
