import { Quote } from "lucide-react";

export type QuoteCardItem = { key: string; quote: string; source: string; detail: string };

/**
 * A titled list of quote cards (the quote, who it is from, one line under it). Shared by the alumni stories of a
 * program's page and of /hasil-pelatihan; the heading's level is the page's.
 */
export function QuoteCards({ id, level, title, note, items }: { id: string; level: 2 | 3; title: string; note: string; items: QuoteCardItem[] }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={id} className="grid gap-3" data-testid={id}>
      <Heading id={id} className="text-xl font-semibold tracking-tight">
        {title}
      </Heading>
      <p className="text-sm text-muted-foreground">{note}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.key}>
            <figure className="flex h-full flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm">
              <Quote className="size-5 text-primary" aria-hidden="true" />
              <blockquote className="flex-1 leading-relaxed">
                <p>“{item.quote}”</p>
              </blockquote>
              <figcaption className="grid gap-0.5 text-sm">
                <span className="font-medium">{item.source}</span>
                <span className="text-muted-foreground">{item.detail}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
