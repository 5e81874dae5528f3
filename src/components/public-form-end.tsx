import type { Ref } from "react";
import { Loader2, Send } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * A field people never see (bots fill it in): the database refuses a submission whose `website` is not empty
 * (registration, SKM, complaints). The form reads its value through `ref` when it sends.
 */
export function HoneypotField({ ref }: { ref: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
      <label>
        Situs web
        <input ref={ref} name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/**
 * The end of a visitor's one-step form (SKM, complaints): the honeypot, the failure the server or the network gave
 * (an alert the form names in its aria-describedby with `failureId`) and the send button, 'Mengirim...' while sending.
 */
export function PublicFormEnd({
  honeypot,
  failure,
  failureId,
  pending,
  label,
}: {
  honeypot: Ref<HTMLInputElement>;
  failure: string | null;
  failureId: string;
  pending: boolean;
  label: string;
}) {
  return (
    <>
      <HoneypotField ref={honeypot} />
      {failure && (
        <p id={failureId} role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm font-medium text-destructive">
          {failure}
        </p>
      )}
      <Button type="submit" size="lg" className="h-12 w-full rounded-full sm:w-fit" disabled={pending}>
        {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {pending ? "Mengirim..." : label}
      </Button>
    </>
  );
}
