import { useMemo, useState } from "react";
import { Link } from "react-router-dom";
import { MessageCircleIcon, SkipForwardIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { paths } from "@/config/paths";
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
  // Where the walk through the recipients is, how many were sent, and messages edited for one recipient only.
  const [step, setStep] = useState({ index: 0, sent: 0, edited: {} as Record<number, string> });
  // Each opening starts again at the first recipient (state adjusted while rendering, not in an effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setStep({ index: 0, sent: 0, edited: {} });
  }
  const { index, sent } = step;
  const current = recipients[index];
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
  const message = step.edited[index] ?? filled;
  const setMessage = (text: string) => setStep((s) => ({ ...s, edited: { ...s.edited, [index]: text } }));

  const url = current ? whatsAppChatUrl(current.whatsapp, message) : null;
  const last = index >= recipients.length - 1;
  const many = recipients.length > 1;

  function next(sentNow: boolean) {
    const total = sent + (sentNow ? 1 : 0);
    setStep((s) => ({ ...s, sent: total, index: last ? s.index : s.index + 1 }));
    if (!last) return;
    onOpenChange(false);
    if (total > 0) toast({ title: `Pesan WhatsApp untuk ${total} pendaftar tercatat di riwayat pendaftaran.` });
  }

  async function send() {
    if (!url || !current) return;
    // Opened in the click itself (a popup opened after an await is blocked); the record follows.
    window.open(url, "_blank", "noopener,noreferrer");
    try {
      await record.mutateAsync(current.id);
      next(true);
    } catch (error) {
      toast({
        title: "WhatsApp dibuka, tetapi pengiriman gagal dicatat.",
        description: error instanceof Error ? error.message : undefined,
        variant: "destructive",
      });
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (record.isPending ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Kirim via WhatsApp</DialogTitle>
          <DialogDescription>
            {current
              ? `${many ? `${index + 1} dari ${recipients.length}: ` : ""}${applicantName(current)} (${current.code}), ${PANEL_STATUS_LABEL[current.status]}.`
              : "Tidak ada pendaftar."}
          </DialogDescription>
        </DialogHeader>
        {current && (
          <div className="grid gap-2">
            <Label htmlFor="whatsapp-message">Pesan</Label>
            <Textarea id="whatsapp-message" rows={6} value={message} onChange={(event) => setMessage(event.target.value)} />
            <p className="text-xs text-muted-foreground">
              Diisi dari template status {PANEL_STATUS_LABEL[current.status]}; ubah di sini untuk pendaftar ini saja, atau di{" "}
              <Link to={paths.admin.messageTemplates.getHref()} className="text-primary underline-offset-4 hover:underline">
                Template Pesan
              </Link>
              .
            </p>
            {!url && (
              <p role="alert" className="text-sm text-destructive">
                {current.whatsapp ? "Nomor WhatsApp pendaftar ini tidak valid." : "Pendaftar ini tidak memiliki nomor WhatsApp."}
              </p>
            )}
          </div>
        )}
        <DialogFooter>
          {many && (
            <Button variant="outline" onClick={() => next(false)} disabled={record.isPending}>
              <SkipForwardIcon aria-hidden="true" />
              Lewati
            </Button>
          )}
          <Button onClick={() => void send()} disabled={!url || message.trim() === "" || record.isPending}>
            <MessageCircleIcon aria-hidden="true" />
            Buka WhatsApp
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
