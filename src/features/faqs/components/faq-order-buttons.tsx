import { ArrowDownIcon, ArrowUpIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { Faq } from "@/features/faqs/api/faqs";

/** What the Urutan column needs from the page: whether and how a question moves in the display order. */
export interface FaqOrder {
  /** False while searching or sorted otherwise: the buttons are disabled and described by the hint with this id. */
  canMove: boolean;
  hintId: string;
  /** The question's place in the whole display order (0-based), and how many there are. */
  indexOf: (faq: Faq) => number;
  total: number;
  pending: boolean;
  onMove: (faq: Faq, direction: -1 | 1) => void;
}

/** The Urutan cell: the question's place and the buttons that move it up or down. */
export function FaqOrderButtons({ faq, order }: { faq: Faq; order: FaqOrder }) {
  const index = order.indexOf(faq);
  const disabledHint = order.canMove ? undefined : order.hintId;
  return (
    <div className="flex items-center gap-1">
      <span className="w-6 text-center tabular-nums text-muted-foreground">{order.canMove ? index + 1 : ""}</span>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-8"
        disabled={!order.canMove || index === 0 || order.pending}
        onClick={() => order.onMove(faq, -1)}
        aria-label={`Naikkan: ${faq.question}`}
        aria-describedby={disabledHint}
      >
        <ArrowUpIcon aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-8"
        disabled={!order.canMove || index === order.total - 1 || order.pending}
        onClick={() => order.onMove(faq, 1)}
        aria-label={`Turunkan: ${faq.question}`}
        aria-describedby={disabledHint}
      >
        <ArrowDownIcon aria-hidden="true" />
      </Button>
    </div>
  );
}
