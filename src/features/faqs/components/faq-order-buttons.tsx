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

const MOVES = [
  { direction: -1, label: "Naikkan", Icon: ArrowUpIcon },
  { direction: 1, label: "Turunkan", Icon: ArrowDownIcon },
] as const;

/** The Urutan cell: the question's place and the buttons that move it up or down. */
export function FaqOrderButtons({ faq, order }: { faq: Faq; order: FaqOrder }) {
  const index = order.indexOf(faq);
  const disabledHint = order.canMove ? undefined : order.hintId;
  return (
    <div className="flex items-center gap-1">
      <span className="w-6 text-center tabular-nums text-muted-foreground">{order.canMove ? index + 1 : ""}</span>
      {MOVES.map(({ direction, label, Icon }) => (
        <Button
          key={direction}
          type="button"
          variant="ghost"
          size="icon"
          className="size-8"
          disabled={!order.canMove || order.pending || index + direction < 0 || index + direction >= order.total}
          onClick={() => order.onMove(faq, direction)}
          aria-label={`${label}: ${faq.question}`}
          aria-describedby={disabledHint}
        >
          <Icon aria-hidden="true" />
        </Button>
      ))}
    </div>
  );
}
