/**
 * The local mailbox (what `supabase start` does with its mail catcher): the e-mails the embedded auth server sends
 * (invitations, password resets) are kept here instead of leaving the machine, newest first, readable at
 * http://127.0.0.1:54321/mailbox (`npm run dev` prints it). `GET /mailbox/api/messages` answers them as JSON for
 * scripts. Local-only: the gateway refuses cross-origin requests to it and any Host but a loopback name (a
 * DNS-rebinding page would otherwise read the reset links). The last 200 messages are kept, in memory.
 */
import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { discardBody, sendJson } from "./http.ts";

export interface Mail {
  id: string;
  to: string;
  subject: string;
  html: string;
  sentAt: string;
}

const KEEP = 200;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#111;background:#fff}
a{color:#0b57d0}li{margin:.75rem 0}small{color:#555}.mail{border:1px solid #ccc;border-radius:8px;padding:1rem}</style>
</head><body>${body}</body></html>`;
}

export class Mailbox {
  private messages: Mail[] = [];

  send(mail: Omit<Mail, "id" | "sentAt">): Mail {
    const stored = { ...mail, id: crypto.randomUUID(), sentAt: new Date().toISOString() };
    this.messages.unshift(stored);
    this.messages.length = Math.min(this.messages.length, KEEP);
    return stored;
  }

  handle(req: IncomingMessage, res: ServerResponse, subpath: string): void {
    discardBody(req, res);
    if (req.method !== "GET") return sendJson(res, 405, { message: "GET only" });
    if (subpath === "/api/messages") return sendJson(res, 200, this.messages);
    res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; img-src data:");
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    if (subpath === "" || subpath === "/") {
      const items = this.messages
        .map(
          (m) =>
            `<li><a href="/mailbox/${m.id}">${escapeHtml(m.subject)}</a><br><small>untuk ${escapeHtml(m.to)} · ${escapeHtml(m.sentAt)}</small></li>`,
        )
        .join("");
      res.end(
        page(
          "Kotak Surat Lokal",
          `<h1>Kotak Surat Lokal</h1><p>Email yang dikirim oleh Supabase lokal (undangan, atur ulang kata sandi). Tidak ada yang keluar dari komputer ini.</p>${
            items ? `<ul>${items}</ul>` : "<p>Belum ada email.</p>"
          }`,
        ),
      );
      return;
    }
    const mail = this.messages.find((m) => `/${m.id}` === subpath);
    if (!mail) {
      res.statusCode = 404;
      res.end(page("Email tidak ditemukan", `<p>Email tidak ditemukan.</p><p><a href="/mailbox">Kembali ke kotak surat</a></p>`));
      return;
    }
    // the message is the auth server's own template, rendered by it
    res.end(
      page(
        mail.subject,
        `<p><a href="/mailbox">← Kotak surat</a></p><h1>${escapeHtml(mail.subject)}</h1><p><small>untuk ${escapeHtml(mail.to)} · ${escapeHtml(
          mail.sentAt,
        )}</small></p><div class="mail">${mail.html}</div>`,
      ),
    );
  }
}
