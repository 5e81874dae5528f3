import { Fragment } from "react";
import { ExternalLink } from "@/components/external-link";
import { parsePlainText } from "@/lib/plain-text";

/** Renders announcement text as paragraphs with links (text only: HTML in it is shown, never interpreted). */
export function AnnouncementBody({ body }: { body: string }) {
  return (
    <div className="space-y-4 text-base leading-relaxed text-foreground/90 sm:text-lg">
      {parsePlainText(body).map((parts, p) => (
        <p key={p} className="break-words">
          {parts.map((part, i) =>
            part.type === "break" ? (
              <br key={i} />
            ) : part.type === "link" ? (
              <ExternalLink key={i} href={part.href} className="inline-flex items-center gap-1 break-all font-medium text-primary underline underline-offset-4">
                {part.text}
              </ExternalLink>
            ) : (
              <Fragment key={i}>{part.text}</Fragment>
            ),
          )}
        </p>
      ))}
    </div>
  );
}
