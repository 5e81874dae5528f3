/**
 * Switches for tests: make the next call(s) fail, slow calls down (keep a
 * loading state visible), and inspect what was sent. All reset after every
 * test (tests/setup/components.ts -> resetControls()).
 *
 *   failNext("programs", "select");                        // next GET /rest/v1/programs -> 500
 *   failNext("programs", "select", { times: Infinity });   // every one (survives React Query retries)
 *   failNext("schedules", "insert", { status: 400, code: "23514", message: "violates check" });
 *   failNext("rpc", "replace_syllabus_items");
 *   failNext("storage", "upload", { bucket: "gallery" }); // 400 {statusCode:"500", error, message}
 *   failNext("auth", "signInWithPassword", { status: 400, code: "invalid_credentials", message: "Invalid login credentials" });
 *   failNext("auth", "signOut");
 *   setDelay("programs", "select", "infinite");           // skeletons stay on screen
 *   setDelay("*", "*", 300);                              // everything slow
 *   expect(lastRequest("schedules", "insert")?.body).toMatchObject({ status: "Segera Dibuka" });
 *
 * Ops: tables -> "select" | "insert" | "update" | "upsert" | "delete" | "*";
 *      "rpc" -> function name; "storage" -> "upload" | "remove" | "download" (option bucket);
 *      "auth" -> "signInWithPassword" | "refreshSession" | "getUser" | "updateUser" | "signOut" | "signUp" | "mfaEnroll" | "mfaChallenge" | "mfaVerify" | "mfaUnenroll".
 */
import { delay } from "msw";
import type { TableName } from "./schema";

export type RestOpName = "select" | "insert" | "update" | "upsert" | "delete";
export type StorageOpName = "upload" | "remove" | "download" | "upload-data";
export type AuthOpName = "signInWithPassword" | "refreshSession" | "getUser" | "updateUser" | "signOut" | "signUp" | "mfaEnroll" | "mfaChallenge" | "mfaVerify" | "mfaUnenroll";

export type FailTarget = TableName | "rpc" | "storage" | "auth";
export type OpFor<T extends FailTarget> = T extends "storage"
  ? StorageOpName | "*"
  : T extends "auth"
    ? AuthOpName | "*"
    : T extends "rpc"
      ? "replace_syllabus_items" | "restore_deleted" | "change_history_actors" | "reorder_faq" | "search_registrations" | "admin_overview" | "*"
      : RestOpName | "*";

export interface FailOptions {
  /** HTTP status. Defaults: REST 500, storage 400 (as the real service), auth 400. */
  status?: number;
  /** REST: PostgreSQL/PostgREST code (default "XX000"); auth: error code (default "unexpected_failure"); storage: statusCode (default "500"). */
  code?: string;
  message?: string;
  details?: string | null;
  hint?: string | null;
  /** How many matching calls fail (default 1; Infinity = until the test ends). */
  times?: number;
  /** Storage only: restrict to one bucket. */
  bucket?: string;
}

interface FailRule {
  target: string;
  op: string;
  bucket?: string;
  remaining: number;
  options: FailOptions;
}

interface DelayRule {
  target: string;
  op: string;
  ms: number | "infinite";
}

export interface RecordedRequest {
  method: string;
  url: URL;
  target: string;
  op: string;
  bucket?: string;
  /** Parsed JSON body (REST, RPC, auth), { prefixes } for storage removal, or { size, type } for uploads. */
  body: unknown;
  role: string;
  userId: string | null;
  /** Response status the emulation answered with. */
  status?: number;
}

const failRules: FailRule[] = [];
const delayRules: DelayRule[] = [];
const requests: RecordedRequest[] = [];

export function failNext<T extends FailTarget>(target: T, op: OpFor<T> = "*" as OpFor<T>, options: FailOptions = {}): void {
  failRules.push({ target, op, bucket: options.bucket, remaining: options.times ?? 1, options });
}

/** failNext(..., { times: Infinity }): every matching call fails until the test ends. */
export function failAlways<T extends FailTarget>(target: T, op: OpFor<T> = "*" as OpFor<T>, options: Omit<FailOptions, "times"> = {}): void {
  failNext(target, op, { ...options, times: Infinity });
}

/** Delays matching calls by ms (or forever: "infinite") until the test ends. Target/op "*" match everything. */
export function setDelay(target: FailTarget | "*", op: string, ms: number | "infinite"): void {
  delayRules.push({ target, op, ms });
}

const matches = (rule: { target: string; op: string; bucket?: string }, target: string, op: string, bucket?: string) =>
  (rule.target === "*" || rule.target === target) && (rule.op === "*" || rule.op === op) && (!rule.bucket || rule.bucket === bucket);

/** Consumes a failure rule for this call, if one matches. */
export function takeFailure(target: string, op: string, bucket?: string): FailOptions | null {
  const rule = failRules.find((r) => r.remaining > 0 && matches(r, target, op, bucket));
  if (!rule) return null;
  rule.remaining -= 1;
  return rule.options;
}

export async function applyDelay(target: string, op: string, bucket?: string): Promise<void> {
  const rule = [...delayRules].reverse().find((r) => matches(r, target, op, bucket));
  if (!rule) return;
  if (rule.ms === "infinite") await delay("infinite");
  else await delay(rule.ms);
}

export function recordRequest(entry: RecordedRequest): RecordedRequest {
  requests.push(entry);
  return entry;
}

/** Every call the emulation answered during this test, optionally filtered. */
export function getRequests(target?: string, op?: string): RecordedRequest[] {
  return requests.filter((r) => (!target || r.target === target) && (!op || r.op === op));
}

export function lastRequest(target?: string, op?: string): RecordedRequest | undefined {
  const list = getRequests(target, op);
  return list[list.length - 1];
}

/** Resumable (TUS) uploads created and not yet completed or cancelled, by id. */
export interface PendingTusUpload {
  id: string;
  bucket: string;
  name: string;
  type: string;
  size: number;
  offset: number;
  chunks: Uint8Array[];
  userId: string | null;
  upsert: boolean;
  entry: RecordedRequest;
}
export const pendingTusUploads = new Map<string, PendingTusUpload>();

export function resetControls(): void {
  pendingTusUploads.clear();
  failRules.length = 0;
  delayRules.length = 0;
  requests.length = 0;
}
