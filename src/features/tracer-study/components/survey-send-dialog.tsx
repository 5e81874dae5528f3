import { useMemo } from "react";
import { MailIcon, MessageCircleIcon } from "lucide-react";
import { MessageWalkDialog } from "@/components/message-walk-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useMessageWalk } from "@/components/use-message-walk";
import { whatsAppChatUrl } from "@/lib/whatsapp";
import {
  useRecordSurveySent,
  useSurveyLink,
  useSurveyMessage,
  type DueRound,
} from "@/features/tracer-study/api/tracer-sending";
import { fillSurveyMessage, roundLabel, surveyMailto, surveyUrl } from "@/features/tracer-study/lib/survey-message";

/**
 * "Kirim Survei" for one graduate or a selection, one after another: the survey's message with the graduate's own
 * link (asked from the database for this message only), editable; "Buka WhatsApp" opens the chat in the
 * administrator's WhatsApp, "Kirim E-mail" their mail app; either records the send on the graduate's timeline (the
 * channel, not the message).
 */
export function SurveySendDialog({
  open,
  onOpenChange,
  rounds,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  rounds: readonly DueRound[];
}) {
  const template = useSurveyMessage();
  const record = useRecordSurveySent();
  const walk = useMessageWalk({
    open,
    recipients: rounds,
    onFinished: (total) => {
      onOpenChange(false);
      if (total > 0) toast({ title: `Tautan survei untuk ${total} lulusan tercatat di riwayat pendaftaran.` });
    },
  });
  const { current } = walk;
  const link = useSurveyLink(open ? current?.round_id : undefined);
  const url = link.data ? surveyUrl(window.location.origin, link.data.path) : null;
  const filled = useMemo(
    () => (current && url && template.data ? fillSurveyMessage(template.data.body, current, url) : undefined),
    [current, url, template.data],
  );
  const message = filled === undefined ? undefined : (walk.edited ?? filled);
  const keepsLink = !!url && !!message?.includes(url);
  const whatsapp = link.data && message ? whatsAppChatUrl(link.data.whatsapp, message) : null;
  const mailto = link.data?.email && message ? surveyMailto(link.data.email, message) : null;

  const failure = link.error ?? template.error;
  const problem = failure
    ? failure.message
    : message === undefined
      ? null
      : !keepsLink
        ? "Pesan harus memuat tautan survei lulusan ini. Kembalikan tautannya atau muat ulang pesan dengan menutup dialog."
        : !whatsapp && !mailto
          ? "Lulusan ini tidak memiliki nomor WhatsApp yang valid maupun alamat e-mail."
          : null;
  const ready = keepsLink && !walk.pending;
  const send = (channel: "whatsapp" | "email", openApp: () => void) =>
    current &&
    void walk.send(openApp, () => record.mutateAsync({ roundId: current.round_id, channel }), "Aplikasi dibuka, tetapi pengiriman gagal dicatat.");

  return (
    <MessageWalkDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Kirim Survei"
      description={
        current
          ? `${walk.position}${current.full_name}, ${current.program} (${current.batch}), ${roundLabel(current.round_month).toLowerCase()}.`
          : "Tidak ada lulusan."
      }
      message={message}
      waiting={current && !failure ? "Menyiapkan tautan survei..." : undefined}
      onMessageChange={walk.setMessage}
      help="Diisi dari pesan survei dan tautan pribadi lulusan ini; ubah di sini untuk lulusan ini saja. Tautan hanya membuka survei lulusan ini."
      problem={problem}
      onSkip={walk.many ? walk.skip : undefined}
      pending={walk.pending}
    >
      {mailto && (
        <Button asChild variant="outline" disabled={!ready}>
          {/* A link, not window.open: the mail app opens without an empty tab left behind. */}
          <a href={ready ? mailto : undefined} aria-disabled={!ready} onClick={() => ready && send("email", () => undefined)}>
            <MailIcon aria-hidden="true" />
            Kirim E-mail
          </a>
        </Button>
      )}
      <Button
        onClick={() => whatsapp && send("whatsapp", () => window.open(whatsapp, "_blank", "noopener,noreferrer"))}
        disabled={!whatsapp || !ready}
      >
        <MessageCircleIcon aria-hidden="true" />
        Buka WhatsApp
      </Button>
    </MessageWalkDialog>
  );
}
