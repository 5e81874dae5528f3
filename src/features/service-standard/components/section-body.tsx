import { Fragment } from "react";
import { parsePlainText } from "@/lib/plain-text";
import { bodyItems } from "@/features/service-standard/lib/service-standard";

/** One line of a body as text, its bare http(s) links as links (never HTML). */
function Line({ line }: { line: string }) {
  const parts = parsePlainText(line)[0] ?? [];
  return parts.map((part, i) =>
    part.type === "link" ? (
      <a key={i} href={part.href} className="break-all text-primary underline underline-offset-4" rel="noopener noreferrer external">
        {part.text}
      </a>
    ) : part.type === "text" ? (
      <Fragment key={i}>{part.text}</Fragment>
    ) : null,
  );
}

/** A component's text: one line as a paragraph, two or more as a numbered list (docs/service-standard.md). */
export function SectionBody({ body }: { body: string }) {
  const items = bodyItems(body);
  if (items.length === 1) {
    return (
      <p className="leading-relaxed">
        <Line line={items[0]} />
      </p>
    );
  }
  return (
    <ol className="list-decimal space-y-1.5 pl-6 leading-relaxed marker:text-muted-foreground">
      {items.map((item, i) => (
        <li key={i}>
          <Line line={item} />
        </li>
      ))}
    </ol>
  );
}
