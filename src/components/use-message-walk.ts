import { useState } from "react";
import { toast } from "@/components/ui/use-toast";

/**
 * Sending one message after another to a list of recipients from the administrator's own WhatsApp or mail app
 * ("Kirim via WhatsApp", "Kirim Survei"): which recipient is current, how many were sent, the messages edited for one
 * recipient only, and the send itself: the app is opened in the click (a popup opened after an await is blocked),
 * then the send is recorded and the walk moves on. After the last recipient `onFinished` gets the number sent.
 */
export function useMessageWalk<R>({
  open,
  recipients,
  onFinished,
}: {
  open: boolean;
  recipients: readonly R[];
  onFinished: (sent: number) => void;
}) {
  const [step, setStep] = useState({ index: 0, sent: 0, edited: {} as Record<number, string> });
  const [pending, setPending] = useState(false);
  // Each opening starts again at the first recipient (state adjusted while rendering, not in an effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setStep({ index: 0, sent: 0, edited: {} });
  }
  const { index, sent } = step;
  const last = index >= recipients.length - 1;

  function next(sentNow: boolean) {
    const total = sent + (sentNow ? 1 : 0);
    setStep((s) => ({ ...s, sent: total, index: last ? s.index : s.index + 1 }));
    if (last) onFinished(total);
  }

  async function send(openApp: () => void, record: () => Promise<unknown>, failure: string) {
    openApp();
    setPending(true);
    try {
      await record();
      next(true);
    } catch (error) {
      toast({ title: failure, description: error instanceof Error ? error.message : undefined, variant: "destructive" });
    } finally {
      setPending(false);
    }
  }

  return {
    current: recipients[index] as R | undefined,
    /** "2 dari 5: " while walking through more than one recipient. */
    position: recipients.length > 1 ? `${index + 1} dari ${recipients.length}: ` : "",
    many: recipients.length > 1,
    /** The message as edited for the current recipient, if it was. */
    edited: step.edited[index] as string | undefined,
    setMessage: (text: string) => setStep((s) => ({ ...s, edited: { ...s.edited, [index]: text } })),
    skip: () => next(false),
    send,
    pending,
  };
}
