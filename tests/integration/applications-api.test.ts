/**
 * The panel's data layer for "Pendaftar" (src/features/registrations/api/applications.ts) against the embedded
 * Supabase: the list with its filters and the search by the NIK's last 4 digits, a batch's quota, the status change
 * and its quota question as OverQuota, one application with its documents and timeline, the NIK revealed and
 * recorded, a signed document URL. And the panel's copy of the pipeline (lib/pipeline.ts) against the database's
 * own rule for every pair of statuses.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { anonClient, createMember, serviceClient, sql } from "../helpers/supabase";
import { insertApplication, insertBatch } from "../helpers/applications";

// The app's modules read the backend's URL when first imported: all of them are imported after the env is set.
let api: typeof import("@/features/registrations/api/applications");
let pipeline: typeof import("@/features/registrations/lib/pipeline");
let STATUSES: readonly string[];

const last4 = () => String(Math.floor(1000 + Math.random() * 9000));

beforeAll(async () => {
  vi.stubEnv("VITE_SUPABASE_URL", process.env.SUPABASE_TEST_URL as string);
  vi.stubEnv("VITE_SUPABASE_ANON_KEY", process.env.SUPABASE_TEST_ANON_KEY as string);
  const { authClient } = await import("@/lib/auth-client");
  const { error } = await authClient.auth.signInWithPassword({ email: "admin@example.com", password: "admin12345" });
  if (error) throw error;
  api = await import("@/features/registrations/api/applications");
  pipeline = await import("@/features/registrations/lib/pipeline");
  STATUSES = (await import("@/features/registrations/api/registrations")).REGISTRATION_STATUSES;
});

const batch = async (quota: number | null) => (await insertBatch({ program: "Data Layer Uji", quota })).id;
const application = (scheduleId: number, name: string, nikEnd: string, status = "diterima") =>
  insertApplication(scheduleId, { full_name: name, nik: `917101010199${nikEnd}`, status });

const list = (filters: Record<string, string> = {}, q = "") => ({ q, sort: "submitted_at" as const, dir: "desc" as const, page: 1, filters });

describe("the panel's copy of the pipeline", () => {
  it("offers exactly the changes the database allows, for every pair of statuses", async () => {
    const rows = await sql<{ from_status: string; to_status: string; allowed: boolean }>(
      `select f as from_status, t as to_status, private.registration_transition_allowed(f, t) as allowed
         from unnest($1::text[]) f cross join unnest($1::text[]) t where f <> t`,
      [STATUSES],
    );
    expect(rows).toHaveLength(9 * 8);
    for (const { from_status, to_status, allowed } of rows) {
      // the applicant's own withdrawal is the database's too, but never the panel's
      const expected = to_status === "mengundurkan_diri" ? false : allowed;
      expect(pipeline.NEXT_STATUSES[from_status as keyof typeof pipeline.NEXT_STATUSES].includes(to_status as never), `${from_status} → ${to_status}`).toBe(expected);
    }
  });
});

describe("the data layer of Pendaftar", () => {
  it("lists by batch and status, searches the NIK's last 4 digits, and never reads the NIK", async () => {
    const scheduleId = await batch(null);
    const end = last4();
    const a = await application(scheduleId, "Nurul Data", end);
    const b = await application(scheduleId, "Teuku Data", last4(), "diverifikasi");
    const page = await api.fetchApplicationsPage(list({ batch: String(scheduleId) }));
    expect(page.total).toBe(2);
    expect(page.rows.map((r) => r.id).sort()).toEqual([a.id, b.id].sort());
    expect(Object.keys(page.rows[0]).sort()).toEqual(["code", "erased_at", "full_name", "id", "nik_last4", "schedule_id", "status", "submitted_at", "whatsapp"]);
    expect((await api.fetchApplicationsPage(list({ batch: String(scheduleId), status: "diverifikasi" }))).rows.map((r) => r.id)).toEqual([b.id]);
    expect((await api.fetchApplicationsPage(list({ batch: String(scheduleId) }, end))).rows.map((r) => r.id)).toEqual([a.id]);
    expect((await api.fetchApplicationsPage(list({}, a.code))).rows.map((r) => r.id)).toEqual([a.id]);
    expect((await api.fetchApplicationsPage(list({ batch: String(scheduleId) }, "teuku"))).rows.map((r) => r.id)).toEqual([b.id]);
  });

  it("sends the search text in a POST body, never in a URL; LIKE's own characters match themselves", async () => {
    const scheduleId = await batch(null);
    const a = await application(scheduleId, "Rahmat 100% Hadir", last4());
    const b = await application(scheduleId, "Rahmat Seratus", last4());
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    try {
      const page = await api.fetchApplicationsPage(list({ batch: String(scheduleId) }, "rahmat"));
      expect(page.rows.map((r) => r.id).sort()).toEqual([a.id, b.id].sort());
      const [input, init] = fetchSpy.mock.calls.at(-1)!;
      const url = input instanceof Request ? input.url : String(input);
      expect(url).toContain("/rest/v1/rpc/search_registrations");
      expect(url.toLowerCase()).not.toContain("rahmat");
      expect(init?.method).toBe("POST");
      expect(JSON.parse(String(init?.body))).toEqual({ p_query: "rahmat" });
    } finally {
      fetchSpy.mockRestore();
    }
    expect((await api.fetchApplicationsPage(list({ batch: String(scheduleId) }, "100%"))).rows.map((r) => r.id)).toEqual([a.id]);
    expect((await api.fetchApplicationsPage(list({ batch: String(scheduleId) }, "%"))).rows.map((r) => r.id)).toEqual([a.id]);
    expect((await api.fetchApplicationsPage(list({ batch: String(scheduleId) }, "_"))).total).toBe(0);
    // ordered and paged in the query string, over the function's rows
    const byName = await api.fetchApplicationsPage({ ...list({ batch: String(scheduleId) }), sort: "full_name", dir: "asc" });
    expect(byName.rows.map((r) => r.full_name)).toEqual(["Rahmat 100% Hadir", "Rahmat Seratus"]);
  });

  it("search_registrations answers operators nothing and refuses anon", async () => {
    const scheduleId = await batch(null);
    await application(scheduleId, "Tersembunyi Operator", last4());
    const operator = await createMember("operator");
    const { data, error } = await operator.client.rpc("search_registrations", { p_query: "Tersembunyi" });
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect((await anonClient().rpc("search_registrations", { p_query: "" })).error).toMatchObject({ code: "42501" });
  });

  it("counts a batch's seats and turns the quota question into OverQuota; confirmed, it goes through", async () => {
    const scheduleId = await batch(1);
    const a = await application(scheduleId, "Satu Kuota", last4(), "lulus");
    const b = await application(scheduleId, "Dua Kuota", last4(), "diverifikasi");
    await application(scheduleId, "Tiga Kuota", last4(), "cadangan");
    expect(await api.fetchBatchQuota(scheduleId)).toEqual({ quota: 1, accepted: 1, reserve: 1, applications: 3 });
    const refused = await api.setApplicationStatus({ ids: [b.id], status: "lulus" }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(api.OverQuota);
    expect(refused).toMatchObject({ overQuota: 1, quota: 1, accepted: 2 });
    expect(await api.setApplicationStatus({ ids: [b.id], status: "lulus", message: "Selamat!", allowOverQuota: true })).toEqual({ changed: 1, unchanged: 0, status: "lulus" });
    expect(await api.fetchBatchQuota(scheduleId)).toMatchObject({ accepted: 2 });
    // an illegal change is the database's Indonesian refusal
    await expect(api.setApplicationStatus({ ids: [a.id], status: "selesai" })).rejects.toThrow(/^Tidak dapat diubah menjadi Selesai: TIK-/);
  });

  it("reads one application with its documents and timeline, reveals the NIK on record, signs a document's URL", async () => {
    const scheduleId = await batch(null);
    const end = last4();
    const a = await application(scheduleId, "Cut Detail", end);
    const [{ upload_folder: folder }] = await sql<{ upload_folder: string }>("select upload_folder from public.registrations where id = $1", [a.id]);
    const objectName = `${folder}/ktp-1.pdf`;
    // the row first: a file no row holds is removed by the backend's 10-second run (document-erasure.test.ts)
    await sql(
      "insert into public.registration_documents (registration_id, kind, object_name, mime_type, size_bytes) values ($1, 'ktp', $2, 'application/pdf', 9)",
      [a.id, objectName],
    );
    const uploaded = await serviceClient()
      .storage.from("registration-documents")
      .upload(objectName, new Blob(["%PDF-1.4\n"], { type: "application/pdf" }), { contentType: "application/pdf" });
    expect(uploaded.error).toBeNull();
    const one = await api.fetchApplication(a.id);
    expect(one?.application).toMatchObject({ id: a.id, full_name: "Cut Detail", nik_last4: end, status: "diterima" });
    expect(one?.application).not.toHaveProperty("nik");
    expect(one?.documents.map((d) => d.kind)).toEqual(["ktp"]);
    expect(one?.events.map((e) => e.kind)).toEqual(["submitted"]);
    expect(await api.fetchApplication(2_000_000_000)).toBeNull();

    expect(await api.revealNik(a.id)).toBe(`917101010199${end}`);
    expect((await api.fetchApplication(a.id))?.events.map((e) => e.kind)).toEqual(["nik_revealed", "submitted"]);

    await api.reviewDocument({ registrationId: a.id, kind: "ktp", verdict: "perlu_perbaikan", reason: "Buram." });
    const reviewed = await api.fetchApplication(a.id);
    expect(reviewed?.documents[0]).toMatchObject({ review_status: "perlu_perbaikan", review_reason: "Buram." });
    await expect(api.reviewDocument({ registrationId: a.id, kind: "ktp", verdict: "perlu_perbaikan" })).rejects.toThrow(/alasan/i);

    const url = await api.documentUrl({ registrationId: a.id, kind: "ktp" });
    expect(url).toMatch(new RegExp(`^${process.env.SUPABASE_TEST_URL}/storage/v1/object/sign/registration-documents/${objectName}\\?token=`));
    expect(url).not.toContain(end);
    expect(await (await fetch(url)).text()).toBe("%PDF-1.4\n");
    expect((await api.fetchApplication(a.id))?.events.map((e) => e.kind)).toEqual(["document_viewed", "document_reviewed", "nik_revealed", "submitted"]);
    await expect(api.documentUrl({ registrationId: a.id, kind: "kk" })).rejects.toThrow("Dokumen tidak ditemukan. Muat ulang halaman.");
  });
});
