/** Map frame height (docs/product.md, Constants). */
export const MAP_HEIGHT = 450;

/** The map URL when it is a valid https URL, otherwise null (only https pages are embedded). */
export function safeMapUrl(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** tel: URL of a phone number as typed (keeps the digits and a leading +). */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[^\d]/g, "");
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${digits}`;
}
