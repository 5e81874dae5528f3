import type { ReactNode } from "react";
import { SkipForwardIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

/**
 * The dialog of a message walk (`useMessageWalk`): who the current message is for, the message (editable for this
 * recipient), a line on where it comes from, what stops it from going, and the buttons that send it, after
 * "Lewati" when there is more than one recipient. It cannot be closed while a send is being recorded.
 */
export function MessageWalkDialog({
  open,
  onOpenChange,
  title,
  description,
  message,
  waiting,
  onMessageChange,
  help,
  problem,
  onSkip,
  pending,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Undefined: no current recipient, or its message is not ready (`waiting` says why). */
  message: string | undefined;
  /** While the message is being prepared, e.g. "Menyiapkan tautan survei...". */
  waiting?: string;
  onMessageChange: (text: string) => void;
  help?: ReactNode;
  /** Why the message cannot go (shown as an alert). */
  problem?: string | null;
  /** "Lewati", when there is a next recipient to go to. */
  onSkip?: () => void;
  pending: boolean;
  /** The send buttons. */
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {message === undefined && waiting && (
          <p role="status" className="text-sm text-muted-foreground">
            {waiting}
          </p>
        )}
        {message === undefined && problem && (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        )}
        {message !== undefined && (
          <div className="grid gap-2">
            <Label htmlFor="walk-message">Pesan</Label>
            <Textarea id="walk-message" rows={6} value={message} onChange={(event) => onMessageChange(event.target.value)} />
            {help && <p className="text-xs text-muted-foreground">{help}</p>}
            {problem && (
              <p role="alert" className="text-sm text-destructive">
                {problem}
              </p>
            )}
          </div>
        )}
        <DialogFooter>
          {onSkip && (
            <Button variant="outline" onClick={onSkip} disabled={pending}>
              <SkipForwardIcon aria-hidden="true" />
              Lewati
            </Button>
          )}
          {children}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
