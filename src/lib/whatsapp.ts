/** Indonesian phone numbers and WhatsApp links (wa.me). */

/** International form without '+': 62, then 8 to 13 digits, the first not 0 (what the database stores). */
export const WHATSAPP_NUMBER = /^62[1-9][0-9]{7,12}$/;

/**
 * Normalises an Indonesian phone number to the international form '62…': spaces, dashes, dots and
 * parentheses are dropped; '+62…' and '0062…' lose their prefix; a leading '0' (e.g. '0812…' or '(0651)…')
 * becomes '62'. Null when the result is not a plausible number (letters, too short or too long).
 */
export function normalizePhone(input: string | null | undefined): string | null {
  if (input === null || input === undefined) return null;
  let digits = input.trim().replace(/[\s\-.()\u00A0]/g, "");
  if (!digits) return null;
  if (digits.startsWith("+")) digits = digits.slice(1);
  else if (digits.startsWith("0062")) digits = digits.slice(2);
  else if (digits.startsWith("0")) digits = `62${digits.slice(1)}`;
  if (!/^\d+$/.test(digits)) return null;
  return WHATSAPP_NUMBER.test(digits) ? digits : null;
}

/** The only two-digit area codes (Jakarta, Bandung, Semarang, Surabaya, Medan); every other one has three digits. */
const TWO_DIGIT_AREA_CODES = ["21", "22", "24", "31", "61"];

/**
 * A stored number ('62…') as Indonesians read it: a mobile number '0812-3456-7890' (groups of four, the last one
 * shorter or longer), a fixed line '(0651) 7551234' with its area code. Anything else is shown as it is. Links keep
 * the stored digits (`whatsAppChatUrl`); this is for reading only.
 */
export function formatPhoneNumber(stored: string): string {
  if (!WHATSAPP_NUMBER.test(stored)) return stored;
  const local = `0${stored.slice(2)}`;
  if (local.startsWith("08")) {
    const rest = local.slice(4);
    const first = rest.length >= 7 ? 4 : Math.ceil(rest.length / 2);
    return [local.slice(0, 4), rest.slice(0, first), rest.slice(first)].filter(Boolean).join("-");
  }
  const area = TWO_DIGIT_AREA_CODES.includes(local.slice(1, 3)) ? 3 : 4;
  return `(${local.slice(0, area)}) ${local.slice(area)}`;
}

/** 'https://wa.me/62…?text=…' to chat with a number (null when the number cannot be normalised). */
export function whatsAppChatUrl(phone: string | null | undefined, message: string): string | null {
  const number = normalizePhone(phone);
  if (!number) return null;
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}

/** 'https://wa.me/?text=…': lets the visitor pick the chat to share a message with. */
export function whatsAppShareUrl(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}

/** The prefilled message asking about a schedule. */
export function scheduleInquiryMessage(program: string, batch: string, url?: string): string {
  const base = `Halo, saya ingin bertanya tentang pelatihan ${program} ${batch} di UPTD BLK Banda Aceh.`;
  return url ? `${base}\n${url}` : base;
}
