import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { surveySchema, type Survey } from "@/features/alumni-survey/schemas/survey-schema";

/*
 * The graduate's survey by the token of their link (docs/outcomes.md, "Answering"): tracer_form and tracer_submit,
 * POST only, the token in the body (never a URL). An unknown, expired or erased token gets one answer (404); failures
 * are limited per client (429); a refused answer names its question (422, `details`).
 */

export const NETWORK_FAILURE = "Survei tidak dapat dibuka. Periksa koneksi internet Anda lalu coba lagi.";

export class SurveyError extends Error {
  constructor(
    message: string,
    /** not_found: no such link (or no longer valid); rate_limited; invalid: an answer refused; network: anything else */
    readonly kind: "not_found" | "rate_limited" | "invalid" | "network",
    /** the question at fault (invalid) */
    readonly field?: string,
  ) {
    super(message);
    this.name = "SurveyError";
  }
}

type RpcResult = { data: unknown; error: { message?: string; code?: string; details?: string | null } | null; status: number };

async function call(fn: "tracer_form" | "tracer_submit", args: Record<string, unknown>): Promise<Survey> {
  let result: RpcResult;
  try {
    result = (await supabase.rpc(fn, args as never)) as RpcResult;
  } catch {
    throw new SurveyError(NETWORK_FAILURE, "network");
  }
  const { data, error, status } = result;
  if (!error) {
    const parsed = surveySchema.safeParse(data);
    if (parsed.success) return parsed.data;
    throw new SurveyError(NETWORK_FAILURE, "network");
  }
  // the database's own refusals carry an Indonesian message; anything else (a 5xx, PostgREST's errors) one of ours
  if (status === 404 && error.code === "not_found" && error.message) throw new SurveyError(error.message, "not_found");
  if (status === 429 && error.message) throw new SurveyError(error.message, "rate_limited");
  if (status === 422 && error.code === "invalid" && error.message) throw new SurveyError(error.message, "invalid", error.details ?? undefined);
  throw new SurveyError(NETWORK_FAILURE, "network");
}

/** The questionnaire, the answers so far and until when they may be corrected. */
export const fetchSurvey = (token: string) => call("tracer_form", { p_token: token });

/** Stores the whole answer (a correction replaces it); the questionnaire as it now stands comes back. */
export const submitSurvey = (token: string, answers: Record<string, string | number | boolean>) => call("tracer_submit", { p_token: token, p_answers: answers });

/**
 * The survey of one link, asked for once: a failed token counts against this device's limit, so it is never retried
 * on its own, and it leaves the cache with the page (the token is a key to the graduate's answers).
 */
export const useSurvey = (token: string) =>
  useQuery({ queryKey: ["alumni-survey", token], queryFn: () => fetchSurvey(token), retry: false, staleTime: Infinity, gcTime: 0 });
