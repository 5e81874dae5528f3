import { useMemo } from "react";
import { MessageCircleIcon } from "lucide-react";
import { MessageWalkDialog } from "@/components/message-walk-dialog";
import { Button } from "@/components/ui/button";
import { useMessageWalk } from "@/components/use-message-walk";
import { fillSurveyMessage, surveyUrl } from "@/lib/survey-link";
import { whatsAppChatUrl } from "@/lib/whatsapp";
import { useSkmMessage, useSkmParticipantLink } from "@/features/skm-admin/api/skm-sending";

/**
 * "Kirim Survei Kepuasan" for one participant (docs/satisfaction-survey.md, "Participants' link"): the message
 * `survei_kepuasan` with the participant's own link, asked from the database for this message only, editable;
 * "Buka WhatsApp" opens the chat in the administrator's WhatsApp. The database's refusal (not open for this
 * participant, already answered) is shown as it is and nothing opens.
 */
export function SkmSendDialog({
  open,
  onOpenChange,
  participant,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  participant: { registration_id: number; full_name: string | null } | undefined;
}) {
  const template = useSkmMessage();
  const recipients = useMemo(() => (participant ? [participant] : []), [participant]);
  const walk = useMessageWalk({ open, recipients, onFinished: () => onOpenChange(false) });
  const link = useSkmParticipantLink(open ? participant?.registration_id : undefined);
  const url = link.data ? surveyUrl(window.location.origin, link.data.path) : null;
  const filled = useMemo(
    () =>
      link.data && url && template.data
        ? fillSurveyMessage(template.data.body, { full_name: link.data.full_name ?? "", program: link.data.program, batch: link.data.batch }, url)
        : undefined,
    [link.data, url, template.data],
  );
  const message = filled === undefined ? undefined : (walk.edited ?? filled);
  const keepsLink = !!url && !!message?.includes(url);
  const whatsapp = link.data && message ? whatsAppChatUrl(link.data.whatsapp, message) : null;

  const failure = link.error ?? template.error;
  const problem = failure
    ? failure.message
    : message === undefined
      ? null
      : !keepsLink
        ? "Pesan harus memuat tautan survei peserta ini. Kembalikan tautannya atau muat ulang pesan dengan menutup dialog."
        : !whatsapp
          ? "Peserta ini tidak memiliki nomor WhatsApp yang valid."
          : null;

  return (
    <MessageWalkDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Kirim Survei Kepuasan"
      description={
        participant
          ? `${participant.full_name ?? "(data pribadi dihapus)"}${link.data ? `, ${link.data.program} (${link.data.batch}), periode ${link.data.period}.` : "."}`
          : "Tidak ada peserta."
      }
      message={message}
      waiting={participant && !failure ? "Menyiapkan tautan survei..." : undefined}
      onMessageChange={walk.setMessage}
      help="Diisi dari pesan survei kepuasan dan tautan pribadi peserta ini; ubah di sini untuk peserta ini saja. Tautan baru menggantikan tautan peserta yang belum dipakai."
      problem={problem}
      pending={walk.pending}
    >
      <Button
        onClick={() =>
          whatsapp && void walk.send(() => window.open(whatsapp, "_blank", "noopener,noreferrer"), async () => undefined, "WhatsApp gagal dibuka.")
        }
        disabled={!whatsapp || !keepsLink || walk.pending}
      >
        <MessageCircleIcon aria-hidden="true" />
        Buka WhatsApp
      </Button>
    </MessageWalkDialog>
  );
}
