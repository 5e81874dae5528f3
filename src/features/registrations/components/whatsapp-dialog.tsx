import { useMemo } from "react";
import { Link } from "react-router-dom";
import { MessageCircleIcon } from "lucide-react";
import { MessageWalkDialog } from "@/components/message-walk-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
import { useMessageWalk } from "@/components/use-message-walk";
import { useSchedules } from "@/features/schedules/api/schedules";
import type { ApplicationRow } from "@/features/registrations/api/applications";
import { useMessageTemplates, useRecordMessageSent } from "@/features/registrations/api/message-templates";
import { applicantName } from "@/features/registrations/components/application-columns";
import { fillTemplate } from "@/features/registrations/lib/message";
import { PANEL_STATUS_LABEL } from "@/features/registrations/lib/pipeline";
import { formatDate } from "@/lib/dates";
import { whatsAppChatUrl } from "@/lib/whatsapp";

type Recipient = Pick<ApplicationRow, "id" | "code" | "full_name" | "status" | "schedule_id" | "whatsapp">;

/**
 * "Kirim via WhatsApp" for one application or a selection, one after another: the message of the applicant's status
 * filled in ({nama}, {program}, {batch}, {kode}, {tanggal}), editable before it goes; "Buka WhatsApp" opens the chat in
 * the administrator's own WhatsApp (wa.me, no paid gateway) and records on the timeline that it was sent. The
 * message itself is not stored.
 */
export function WhatsAppDialog({
  open,
  onOpenChange,
  recipients,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  recipients: readonly Recipient[];
}) {
  const templates = useMessageTemplates();
  const schedules = useSchedules();
  const record = useRecordMessageSent();
  const walk = useMessageWalk({
    open,
    recipients,
    onFinished: (total) => {
      onOpenChange(false);
      if (total > 0) toast({ title: `Pesan WhatsApp untuk ${total} pendaftar tercatat di riwayat pendaftaran.` });
    },
  });
  const { current } = walk;
  const filled = useMemo(() => {
    if (!current) return "";
    const template = templates.data?.find((t) => t.status === current.status);
    const schedule = schedules.data?.find((s) => s.id === current.schedule_id);
    return fillTemplate(template?.body ?? "", {
      nama: current.full_name ?? undefined,
      program: schedule?.program,
      batch: schedule?.batch,
      kode: current.code,
      tanggal: schedule ? formatDate(schedule.startDate) : undefined,
    });
  }, [current, templates.data, schedules.data]);
  const message = walk.edited ?? filled;
  const url = current ? whatsAppChatUrl(current.whatsapp, message) : null;

  return (
    <MessageWalkDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Kirim via WhatsApp"
      description={
        current ? `${walk.position}${applicantName(current)} (${current.code}), ${PANEL_STATUS_LABEL[current.status]}.` : "Tidak ada pendaftar."
      }
      message={current ? message : undefined}
      onMessageChange={walk.setMessage}
      help={
        current && (
          <>
            Diisi dari template status {PANEL_STATUS_LABEL[current.status]}; ubah di sini untuk pendaftar ini saja, atau di{" "}
            <Link to={paths.admin.messageTemplates.getHref()} className="text-primary underline-offset-4 hover:underline">
              Template Pesan
            </Link>
            .
          </>
        )
      }
      problem={
        current && !url ? (current.whatsapp ? "Nomor WhatsApp pendaftar ini tidak valid." : "Pendaftar ini tidak memiliki nomor WhatsApp.") : null
      }
      onSkip={walk.many ? walk.skip : undefined}
      pending={walk.pending || record.isPending}
    >
      <Button
        onClick={() =>
          url &&
          current &&
          void walk.send(
            () => window.open(url, "_blank", "noopener,noreferrer"),
            () => record.mutateAsync(current.id),
            "WhatsApp dibuka, tetapi pengiriman gagal dicatat.",
          )
        }
        disabled={!url || message.trim() === "" || walk.pending}
      >
        <MessageCircleIcon aria-hidden="true" />
        Buka WhatsApp
      </Button>
    </MessageWalkDialog>
  );
}
