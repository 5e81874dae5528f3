/**
 * Signed URLs of the embedded storage (storage-api's /object/sign, as storage-js createSignedUrl(s) call it): how
 * the panel shows an applicant's document (issue 23: "through a short-lived signed URL, never a public one").
 * Only who may read the object gets one (in `registration-documents`: the service role alone, which the Edge
 * Function document-url uses: document-erasure.test.ts); it opens exactly that object, without a token, until it
 * expires.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { adminClient, anonClient, createMember, createNonAdminUser, serviceClient, sql, testEnv, type TestClient } from "../helpers/supabase";
import { enrolTotp, signInAgain } from "../helpers/two-factor";

const BUCKET = "registration-documents";
let signer: TestClient;
let name: string;
let other: string;
const BYTES = "%PDF-1.4\n% dokumen uji tautan bertanda tangan\n";

beforeAll(async () => {
  signer = serviceClient();
  // an upload folder still open for its applicant: the backend's 10-second run leaves its files alone for a day
  const [{ folder }] = await sql<{ folder: string }>("insert into public.registration_uploads (schedule_id) select id from public.schedules order by id limit 1 returning folder");
  name = `${folder}/ktp-${Date.now()}.pdf`;
  other = `${folder}/ijazah-${Date.now()}.pdf`;
  for (const n of [name, other]) {
    const { error } = await serviceClient().storage.from(BUCKET).upload(n, new Blob([BYTES], { type: "application/pdf" }), { contentType: "application/pdf" });
    if (error) throw error;
  }
});

const get = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, body: await res.text() };
};

describe("signed URLs", () => {
  it("open the document without a token until they expire, then answer 400", async () => {
    const { data, error } = await signer.storage.from(BUCKET).createSignedUrl(name, 60);
    expect(error).toBeNull();
    expect(data!.signedUrl).toMatch(new RegExp(`^${testEnv().url}/storage/v1/object/sign/${BUCKET}/.+\\?token=`));
    expect(await get(data!.signedUrl)).toEqual({ status: 200, body: BYTES });
    // the public route never serves the private bucket
    expect((await get(`${testEnv().url}/storage/v1/object/public/${BUCKET}/${name}`)).status).toBe(400);
    // one second's link, tried once it is surely over (whole seconds: at most 2 s after signing)
    const short = await signer.storage.from(BUCKET).createSignedUrl(name, 1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const expired = await get(short.data!.signedUrl);
    expect(expired.status).toBe(400);
    expect(JSON.parse(expired.body)).toMatchObject({ error: "InvalidJWT", message: "jwt expired" });
  });

  it("open exactly the object they were made for", async () => {
    const { data } = await signer.storage.from(BUCKET).createSignedUrl(name, 60);
    const swapped = data!.signedUrl.replace(encodeURI(name), encodeURI(other));
    expect(swapped).not.toBe(data!.signedUrl);
    const res = await get(swapped);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ error: "InvalidSignature" });
    const forged = await get(data!.signedUrl.replace(/token=[^&]+/, "token=bukan.token.asli"));
    expect(JSON.parse(forged.body)).toMatchObject({ error: "InvalidJWT" });
  });

  it("are made only for who may read the object: in this bucket nobody but the service role, not even a super admin at aal2", async () => {
    const user = await createNonAdminUser();
    const operator = await createMember("operator");
    const member = await createMember("admin");
    await enrolTotp(member.client);
    const aal1 = await signInAgain(member);
    for (const client of [anonClient(), user.client, operator.client, aal1, member.client, await adminClient()]) {
      const { data, error } = await client.storage.from(BUCKET).createSignedUrl(name, 60);
      expect(data).toBeNull();
      expect(error).not.toBeNull();
    }
    expect((await signer.storage.from(BUCKET).createSignedUrl(name, 60)).error).toBeNull();
  });

  it("several at once: each answered, a missing one with an error", async () => {
    const { data, error } = await signer.storage.from(BUCKET).createSignedUrls([name, "tidak/ada.pdf"], 60);
    expect(error).toBeNull();
    expect(data!.map((d) => [d.path, d.error, d.signedUrl ? "url" : null])).toEqual([
      [name, null, "url"],
      ["tidak/ada.pdf", "Either the object does not exist or you do not have access to it", null],
    ]);
  });

  it("bad requests get a 400 and the server keeps serving", async () => {
    const { url, serviceRoleKey } = testEnv();
    const headers = { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}`, "content-type": "application/json" };
    const sign = (path: string, body: string) => fetch(`${url}/storage/v1/object/sign/${path}`, { method: "POST", headers, body }).then((r) => r.status);
    expect(await sign(`${BUCKET}/${name}`, "{")).toBe(400);
    expect(await sign(`${BUCKET}/${name}`, JSON.stringify({ expiresIn: 0 }))).toBe(400);
    expect(await sign(`${BUCKET}/${name}`, JSON.stringify({ expiresIn: "60" }))).toBe(400);
    expect(await sign(BUCKET, JSON.stringify({ expiresIn: 60, paths: [] }))).toBe(400);
    expect((await get(`${url}/storage/v1/object/sign/${BUCKET}/${name}`)).status).toBe(400);
    const { data } = await signer.storage.from(BUCKET).createSignedUrl(name, 60);
    expect((await get(data!.signedUrl)).status).toBe(200);
  });
});
