/**
 * /verifikasi-sertifikat (docs/certificates.md, "The public page"): a QR code's token, signed here as the Edge Function
 * sign-certificates signs it (the shared payload builder, jose, a fresh Ed25519 key), verified by the page against the
 * key set MSW publishes, then the status by the public id alone. Every verdict: Sah with every printed field, one
 * changed character in the name, an unknown key, a garbage fragment, units that do not match the signed digest (Tidak
 * sah), Dicabut, Diganti, Tidak ditemukan; the network failing for the keys and for the status, with a retry. The
 * paper check: its validation, the body it sends, its answers, 429 with and without a readable Retry-After.
 */
import { configure, screen, waitFor, within } from "@testing-library/react";
import { CompactSign, importJWK, type JSONWebKeySet } from "jose";
import { http, HttpResponse } from "msw";

import { keyId, parseSigningKey, publicJwk, qrPayload, type CertificateContent } from "../../supabase/functions/_shared/certificate-credential";
import { newCertificateSigningKey } from "../../supabase/local/certificate-key";
import { SUPABASE_URL } from "../msw/config";
import { server } from "../msw/server";
import { renderRoute } from "../setup/render";
import { paths } from "@/config/paths";
import type { CertificateStatusAnswer } from "@/features/certificates/api/certificate-verification";
import { certificateContent } from "../fixtures/certificate-content";

// Pages are lazily loaded: the first render of a file can take a while on a busy machine.
configure({ asyncUtilTimeout: 8000 });

const RPC = `${SUPABASE_URL}/rest/v1/rpc`;
const KEYS = `${SUPABASE_URL}/functions/v1/certificate-keys`;

const CERT = certificateContent({ id: 7, number: "014/TIK/BLK-BNA/2026" });

const ANSWER: CertificateStatusAnswer = {
  status: "sah",
  number: CERT.number,
  issued_on: CERT.issued_on,
  revoked_on: null,
  revoked_reason: null,
  replaced_by: null,
  units: CERT.units,
  signatory: { name: CERT.signatory_name, position: CERT.signatory_position, nip: CERT.signatory_nip },
};

async function keyPair() {
  const jwk = parseSigningKey(newCertificateSigningKey())!;
  return { kid: await keyId(jwk), key: await importJWK(jwk, "EdDSA"), pub: await publicJwk(jwk) };
}

async function sign(cert: CertificateContent, k: Awaited<ReturnType<typeof keyPair>>): Promise<string> {
  return new CompactSign(new Uint8Array(new TextEncoder().encode(JSON.stringify(await qrPayload(cert))))).setProtectedHeader({ alg: "EdDSA", kid: k.kid }).sign(k.key);
}

const k = await keyPair();
const KEY_SET: JSONWebKeySet = { keys: [k.pub] };
const TOKEN = await sign(CERT, k);

type Call = { url: string; body: string };

/** The key set and both status functions as the backend answers them; every request recorded. */
function backend({
  keys = () => HttpResponse.json(KEY_SET, { headers: { "Content-Type": "application/jwk-set+json" } }),
  status = () => HttpResponse.json(ANSWER),
  paper = () => HttpResponse.json(ANSWER),
}: { keys?: () => Response; status?: () => Response; paper?: () => Response } = {}) {
  const calls: Call[] = [];
  server.use(
    http.get(KEYS, ({ request }) => {
      calls.push({ url: request.url, body: "" });
      return keys();
    }),
    http.post(`${RPC}/certificate_status`, async ({ request }) => {
      calls.push({ url: request.url, body: await request.text() });
      return status();
    }),
    http.post(`${RPC}/check_certificate`, async ({ request }) => {
      calls.push({ url: request.url, body: await request.text() });
      return paper();
    }),
  );
  return calls;
}

const refusal = (status: number, code: string, message: string, headers: Record<string, string> = {}) =>
  HttpResponse.json({ message, code, details: null, hint: null }, { status, headers });

const open = (fragment: string) => renderRoute(`${paths.certificateVerification.getHref()}#${fragment}`);
const verdict = () => screen.findByTestId("certificate-verdict");
const verdictHeading = async (name: string) => within(await verdict()).findByRole("heading", { level: 2, name });

/** The token with one character of the holder's name changed (the signature left as it was). */
function withChangedName(token: string): string {
  const [h, p, s] = token.split(".");
  const text = Buffer.from(p, "base64url").toString("utf8");
  const edited = text.replace("Rizki", "Rizky");
  expect(edited).not.toBe(text);
  return [h, Buffer.from(edited, "utf8").toString("base64url"), s].join(".");
}

describe(`${paths.certificateVerification.getHref()} with a QR code's token`, () => {
  it("Sah: every printed field, laid out like the paper; only the public id is sent, in a POST body", async () => {
    const calls = backend();
    open(TOKEN);
    await verdictHeading("Sah");
    const shown = await verdict();
    for (const text of [
      CERT.number,
      CERT.full_name,
      "Banda Aceh, 17 April 2001",
      CERT.program,
      CERT.batch,
      "80 JP",
      "2 Februari 2026 s.d. 13 Maret 2026",
      "Kompeten",
      "Banda Aceh, 20 Maret 2026",
      CERT.signatory_name,
      CERT.signatory_position,
      `NIP ${CERT.signatory_nip}`,
      ...CERT.units.flatMap((u) => [u.judul, ...(u.kode ? [u.kode] : [])]),
    ]) {
      expect(shown, text).toHaveTextContent(text);
    }
    const units = within(shown).getByRole("table");
    expect(within(units).getAllByRole("row")).toHaveLength(1 + CERT.units.length + 1);
    // the key set (GET, nothing in it) and the status by the public id: the token went nowhere
    expect(calls.map((c) => [new URL(c.url).pathname, c.body])).toEqual([
      ["/functions/v1/certificate-keys", ""],
      ["/rest/v1/rpc/certificate_status", JSON.stringify({ p_id: CERT.public_id })],
    ]);
    const payload = TOKEN.split(".")[1];
    expect(calls.filter((c) => c.url.includes(payload) || c.body.includes(payload) || c.url.includes(TOKEN.split(".")[2]))).toEqual([]);
    // nothing the paper does not print: no NIK, contact or address of the holder exists to show
    expect(shown).not.toHaveTextContent(/NIK|WhatsApp|Alamat/i);
  });

  it("one changed character in the name is Tidak sah, and nothing is asked of the database", async () => {
    const calls = backend();
    open(withChangedName(TOKEN));
    await verdictHeading("Tidak sah");
    expect(await verdict()).toHaveTextContent("tidak cocok dengan tanda tangan digital");
    expect(await verdict()).not.toHaveTextContent("Rizky");
    expect(calls.map((c) => new URL(c.url).pathname)).toEqual(["/functions/v1/certificate-keys"]);
  });

  it("a token signed with a key the centre does not publish is Tidak sah", async () => {
    backend();
    open(await sign(CERT, await keyPair()));
    await verdictHeading("Tidak sah");
    expect(await verdict()).toHaveTextContent("kunci yang bukan milik BLK Banda Aceh");
  });

  it("a key published after the browser cached the key set: the set is asked for again past the cache, and it is Sah", async () => {
    const rotated = await keyPair();
    let published: JSONWebKeySet = KEY_SET;
    const calls = backend({ keys: () => HttpResponse.json(published) });
    const token = await sign(CERT, rotated);
    // the first answer is the set from before the rotation; the next lists the new key
    server.use(
      http.get(KEYS, ({ request }) => {
        calls.push({ url: request.url, body: "" });
        const answer = HttpResponse.json(published);
        published = { keys: [k.pub, rotated.pub] };
        return answer;
      }),
    );
    open(token);
    await verdictHeading("Sah");
    expect(calls.filter((c) => c.url === KEYS)).toHaveLength(2);
  });

  it("an unknown key is asked about once: still unknown after a fresh key set, Tidak sah", async () => {
    const calls = backend();
    open(await sign(CERT, await keyPair()));
    await verdictHeading("Tidak sah");
    expect(calls.filter((c) => c.url === KEYS)).toHaveLength(2);
    expect(calls.filter((c) => c.url.endsWith("/certificate_status"))).toEqual([]);
  });

  it.each([
    ["garbage", "%%%bukan-token%%%"],
    ["three parts of garbage", "abc.def.ghi"],
    ["a cut token", TOKEN.slice(0, 120)],
  ])("a fragment of %s is Tidak sah, with what to do", async (_name, fragment) => {
    backend();
    open(fragment);
    await verdictHeading("Tidak sah");
    expect(await verdict()).toHaveTextContent("rusak, terpotong, atau bukan kode sertifikat BLK Banda Aceh");
    expect(within(await verdict()).getByRole("link", { name: "hubungi Kejuruan TIK BLK Banda Aceh" })).toHaveAttribute("href", paths.contact.getHref());
  });

  it("units or a signatory that do not match the signed digest are Tidak sah, not Sah", async () => {
    backend({ status: () => HttpResponse.json({ ...ANSWER, units: [{ ...CERT.units[0], jp: 48 }, ...CERT.units.slice(1)] }) });
    open(TOKEN);
    await verdictHeading("Tidak sah");
    expect(await verdict()).toHaveTextContent("Daftar unit kompetensi atau penanda tangan");
    expect(screen.queryByRole("heading", { name: "Sah" })).toBeNull();
  });

  it("Dicabut: the date and the reason, none of the fields as if they were valid", async () => {
    backend({ status: () => HttpResponse.json({ ...ANSWER, status: "dicabut", revoked_on: "2026-04-02", revoked_reason: "Peserta terbukti tidak hadir" }) });
    open(TOKEN);
    await verdictHeading("Dicabut");
    const shown = await verdict();
    expect(shown).toHaveTextContent(`Sertifikat nomor ${CERT.number} atas nama ${CERT.full_name} telah dicabut`);
    expect(shown).toHaveTextContent("pada 2 April 2026");
    expect(shown).toHaveTextContent("Alasan: Peserta terbukti tidak hadir");
    expect(within(shown).queryByRole("table")).toBeNull();
  });

  it("Diganti: the new number", async () => {
    backend({ status: () => HttpResponse.json({ ...ANSWER, status: "diganti", revoked_on: "2026-04-02", replaced_by: "031/TIK/BLK-BNA/2026" }) });
    open(TOKEN);
    await verdictHeading("Diganti");
    expect(await verdict()).toHaveTextContent("telah diganti dengan sertifikat perbaikan nomor 031/TIK/BLK-BNA/2026");
  });

  it("Tidak ditemukan when the database does not know the public id", async () => {
    backend({ status: () => refusal(404, "not_found", "Sertifikat tidak ditemukan.") });
    open(TOKEN);
    await verdictHeading("Tidak ditemukan");
    expect(await verdict()).toHaveTextContent("Sertifikat dengan kode QR ini tidak ada di daftar sertifikat BLK Banda Aceh.");
  });

  it("the key set out of reach: an Indonesian message and Coba Lagi, which verifies once it answers", async () => {
    let up = false;
    backend({ keys: () => (up ? HttpResponse.json(KEY_SET) : HttpResponse.error()) });
    const { user } = open(TOKEN);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Sertifikat belum dapat diperiksa");
    expect(alert).toHaveTextContent("Gagal terhubung ke server. Periksa koneksi internet Anda lalu coba lagi.");
    up = true;
    await user.click(within(alert).getByRole("button", { name: "Coba Lagi" }));
    await verdictHeading("Sah");
  });

  it("the status out of reach (a 5xx): Coba Lagi asks again", async () => {
    let up = false;
    const calls = backend({ status: () => (up ? HttpResponse.json(ANSWER) : HttpResponse.json({ message: "boom" }, { status: 503 })) });
    const { user } = open(TOKEN);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Gagal terhubung ke server.");
    expect(alert).not.toHaveTextContent("boom");
    up = true;
    await user.click(within(alert).getByRole("button", { name: "Coba Lagi" }));
    await verdictHeading("Sah");
    expect(calls.filter((c) => c.url.endsWith("/certificate_status"))).toHaveLength(2);
  });

  it("says it is checking while the answers are on their way", async () => {
    server.use(http.get(KEYS, () => new Promise<Response>(() => {})));
    open(TOKEN);
    expect(await screen.findByText("Memeriksa tanda tangan digital dan status sertifikat…")).toBeInTheDocument();
    expect(await screen.findByTestId("certificate-verdict")).toHaveAttribute("aria-busy", "true");
  });

  it("keeps the page out of search engines while it is shown", async () => {
    backend();
    const { user } = open(TOKEN);
    await verdictHeading("Sah");
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    // leaving it leaves the next page indexable
    await user.click(screen.getAllByRole("link", { name: "Beranda" })[0]);
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toBeNull());
  });
});

describe(`${paths.certificateVerification.getHref()} without a QR code: the paper check`, () => {
  async function fill(number: string, birthDate: string) {
    const { user } = renderRoute(paths.certificateVerification.getHref());
    await screen.findByRole("heading", { level: 1, name: "Verifikasi Sertifikat" });
    const numberField = await screen.findByRole("textbox", { name: "Nomor Sertifikat" });
    if (number) await user.type(numberField, number);
    if (birthDate) await user.type(screen.getByLabelText("Tanggal Lahir Pemegang"), birthDate);
    await user.click(screen.getByRole("button", { name: "Periksa Sertifikat" }));
    return user;
  }

  it("verifies nothing without a fragment, and a jump to #main-content is not a certificate", async () => {
    const calls = backend();
    renderRoute(`${paths.certificateVerification.getHref()}#main-content`);
    await screen.findByRole("textbox", { name: "Nomor Sertifikat" });
    expect(screen.queryByTestId("certificate-verdict")).toBeNull();
    expect(calls).toEqual([]);
  });

  it("asks for both fields before asking the server", async () => {
    const calls = backend();
    await fill("", "");
    expect(await screen.findByText("Nomor sertifikat harus diisi.")).toBeInTheDocument();
    expect(screen.getByText("Tanggal lahir harus diisi.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Nomor Sertifikat" })).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("textbox", { name: "Nomor Sertifikat" })).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it("refuses a number without digits and a birth date in the future", async () => {
    const calls = backend();
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await fill("TIK/BLK", future);
    expect(await screen.findByText("Nomor sertifikat tidak valid. Contoh: 001/TIK/BLK-BNA/2026.")).toBeInTheDocument();
    expect(screen.getByText("Tanggal lahir tidak boleh di masa depan.")).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("sends the number and birth date in a POST body and shows the register's answer, saying the signature was not checked", async () => {
    const calls = backend();
    await fill(" 014/tik/blk-bna/2026 ", "2001-04-17");
    const shown = await screen.findByTestId("paper-verdict");
    expect(await within(shown).findByRole("heading", { level: 2, name: "Sah" })).toBeInTheDocument();
    expect(shown).toHaveTextContent("Tanpa kode QR, tanda tangan digital tidak dapat diperiksa");
    expect(shown).toHaveTextContent(CERT.number);
    expect(shown).toHaveTextContent("20 Maret 2026");
    expect(shown).toHaveTextContent(CERT.signatory_name);
    for (const unit of CERT.units) expect(shown).toHaveTextContent(unit.judul);
    expect(calls).toEqual([{ url: `${RPC}/check_certificate`, body: JSON.stringify({ p_number: "014/tik/blk-bna/2026", p_birth_date: "2001-04-17" }) }]);
  });

  it("a wrong number or date: Tidak ditemukan with the server's one answer", async () => {
    backend({ paper: () => refusal(404, "not_found", "Sertifikat tidak ditemukan. Periksa nomor sertifikat dan tanggal lahir.") });
    await fill("014/TIK/BLK-BNA/2026", "1990-01-01");
    const shown = await screen.findByTestId("paper-verdict");
    expect(await within(shown).findByRole("heading", { level: 2, name: "Tidak ditemukan" })).toBeInTheDocument();
    expect(shown).toHaveTextContent("Sertifikat tidak ditemukan. Periksa nomor sertifikat dan tanggal lahir.");
    expect(shown).toHaveTextContent("Pastikan nomor dan tanggal lahir sama persis");
  });

  it("a revoked certificate: Dicabut with the date and reason", async () => {
    backend({ paper: () => HttpResponse.json({ ...ANSWER, status: "dicabut", revoked_on: "2026-04-02", revoked_reason: "Data peserta tidak benar" }) });
    await fill("014/TIK/BLK-BNA/2026", "2001-04-17");
    const shown = await screen.findByTestId("paper-verdict");
    expect(await within(shown).findByRole("heading", { level: 2, name: "Dicabut" })).toBeInTheDocument();
    expect(shown).toHaveTextContent("pada 2 April 2026");
    expect(shown).toHaveTextContent("Alasan: Data peserta tidak benar");
  });

  it("too many failed checks (429): the wait from Retry-After, in Indonesian", async () => {
    backend({ paper: () => refusal(429, "rate_limited", "Terlalu banyak pemeriksaan yang gagal. Coba lagi dalam 15 menit.", { "Retry-After": "170" }) });
    await fill("014/TIK/BLK-BNA/2026", "2001-04-17");
    expect(await screen.findByRole("alert")).toHaveTextContent("Terlalu banyak pemeriksaan yang gagal. Coba lagi dalam 3 menit.");
    expect(screen.queryByTestId("paper-verdict")).toBeNull();
  });

  it("429 where the browser may not read Retry-After: the server's own message", async () => {
    backend({ paper: () => refusal(429, "rate_limited", "Terlalu banyak pemeriksaan yang gagal. Coba lagi dalam 15 menit.") });
    await fill("014/TIK/BLK-BNA/2026", "2001-04-17");
    expect(await screen.findByRole("alert")).toHaveTextContent("Terlalu banyak pemeriksaan yang gagal. Coba lagi dalam 15 menit.");
  });

  it("no connection: the network message, and the form keeps what was typed", async () => {
    backend({ paper: () => HttpResponse.error() });
    await fill("014/TIK/BLK-BNA/2026", "2001-04-17");
    expect(await screen.findByRole("alert")).toHaveTextContent("Gagal terhubung ke server. Periksa koneksi internet Anda lalu coba lagi.");
    expect(screen.getByRole("textbox", { name: "Nomor Sertifikat" })).toHaveValue("014/TIK/BLK-BNA/2026");
    expect(screen.getByLabelText("Tanggal Lahir Pemegang")).toHaveValue("2001-04-17");
  });
});
