/** Plain announcement text: paragraphs separated by blank lines, bare http(s) links. Never HTML. */

export type TextPart = { type: "text"; text: string } | { type: "link"; href: string; text: string } | { type: "break" };

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;
/** Punctuation that ends a sentence rather than a URL. */
const TRAILING = /[.,;:!?)\]'"]+$/;

/** Splits text into paragraphs (blank-line separated), each a list of text, link and line-break parts. */
export function parsePlainText(text: string): TextPart[][] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n+/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((paragraph) => {
      const parts: TextPart[] = [];
      paragraph.split("\n").forEach((line, lineIndex) => {
        if (lineIndex > 0) parts.push({ type: "break" });
        let last = 0;
        for (const match of line.matchAll(URL_PATTERN)) {
          let href = match[0];
          const trailing = TRAILING.exec(href)?.[0] ?? "";
          href = href.slice(0, href.length - trailing.length);
          const start = match.index ?? 0;
          if (start > last) parts.push({ type: "text", text: line.slice(last, start) });
          parts.push({ type: "link", href, text: href });
          last = start + href.length;
        }
        if (last < line.length) parts.push({ type: "text", text: line.slice(last) });
      });
      return parts;
    });
}

/** The first paragraph cut to `max` characters at a word boundary (for list excerpts and meta descriptions). */
export function excerpt(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, "")}…`;
}
