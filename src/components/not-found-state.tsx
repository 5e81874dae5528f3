import { Link } from "react-router-dom";
import { ArrowLeft, FileQuestion } from "lucide-react";
import { Button } from "@/components/ui/button";

/** A detail page's "not found" state: its own <h1>, a sentence and a way back to the list. */
export function NotFoundState({ title, description, backTo, backLabel }: { title: string; description: string; backTo: string; backLabel: string }) {
  return (
    <section className="container flex max-w-xl flex-col items-center py-20 text-center sm:py-28">
      <span className="flex size-16 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <FileQuestion className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-2xl font-bold sm:text-3xl">{title}</h1>
      <p className="mt-3 text-muted-foreground">{description}</p>
      <Button asChild className="mt-8">
        <Link to={backTo}>
          <ArrowLeft aria-hidden="true" />
          {backLabel}
        </Link>
      </Button>
    </section>
  );
}
