import { useState } from "react";
import { CalendarPlus, Copy, Download, MessageCircle, Share2 } from "lucide-react";
import { ExternalLink } from "@/components/external-link";
import { Button, buttonVariants } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { googleCalendarUrl, scheduleEvents, type ScheduleCalendarInput } from "@/lib/calendar-links";
import { cn } from "@/lib/utils";
import { scheduleInquiryMessage, whatsAppChatUrl, whatsAppShareUrl } from "@/lib/whatsapp";

/** WhatsApp button to the schedule's contact person, or the centre's phone when there is none. */
export function WhatsAppButton({
  program,
  batch,
  contactName,
  contactWhatsapp,
  fallbackPhone,
  pageUrl,
}: {
  program: string;
  batch: string;
  contactName: string | null;
  contactWhatsapp: string | null;
  fallbackPhone: string | null | undefined;
  pageUrl: string;
}) {
  const message = scheduleInquiryMessage(program, batch, pageUrl);
  const personal = contactWhatsapp ? whatsAppChatUrl(contactWhatsapp, message) : null;
  const href = personal ?? whatsAppChatUrl(fallbackPhone, message);
  if (!href) return null;
  return (
    <div className="space-y-2">
      <ExternalLink
        href={href}
        className={cn(buttonVariants({ size: "lg" }), "w-full rounded-full bg-[#0b7a3e] text-white hover:bg-[#096633]")}
      >
        <MessageCircle aria-hidden="true" />
        Tanya via WhatsApp
      </ExternalLink>
      <p className="text-center text-xs text-muted-foreground">
        {personal && contactName ? `Narahubung: ${contactName}` : "Ke nomor kantor Kejuruan TIK"}
      </p>
    </div>
  );
}

function canWebShare(): boolean {
  return typeof navigator !== "undefined" && typeof navigator.share === "function";
}

/** Web Share API where available; otherwise a WhatsApp share link and copy-link (with a toast). */
export function ShareButtons({ title, text, url }: { title: string; text: string; url: string }) {
  const [webShare] = useState(canWebShare);

  async function share() {
    try {
      await navigator.share({ title, text, url });
    } catch (error) {
      // The visitor closed the share sheet: nothing to report.
      if (error instanceof DOMException && error.name === "AbortError") return;
      toast({ title: "Gagal membagikan jadwal.", variant: "destructive" });
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Tautan disalin.", description: url });
    } catch {
      toast({ title: "Gagal menyalin tautan.", description: url, variant: "destructive" });
    }
  }

  if (webShare) {
    return (
      <Button type="button" variant="outline" className="w-full rounded-full" onClick={share}>
        <Share2 aria-hidden="true" />
        Bagikan
      </Button>
    );
  }
  return (
    <div className="grid gap-2">
      <ExternalLink
        href={whatsAppShareUrl(`${text}\n${url}`)}
        className={cn(buttonVariants({ variant: "outline" }), "w-full rounded-full")}
      >
        <Share2 aria-hidden="true" />
        Bagikan via WhatsApp
      </ExternalLink>
      <Button type="button" variant="outline" className="w-full rounded-full" onClick={copy}>
        <Copy aria-hidden="true" />
        Salin Tautan
      </Button>
    </div>
  );
}

/** 'Tambah ke Kalender': an .ics file built in the browser and Google Calendar links. */
export function AddToCalendar({ schedule, pageUrl }: { schedule: ScheduleCalendarInput; pageUrl: string }) {
  const events = scheduleEvents(schedule, pageUrl);
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const { buildIcs, icsFileName } = await import("@/lib/ics");
      const text = buildIcs(events, "Jadwal Pelatihan Kejuruan TIK");
      const blob = new Blob([text], { type: "text/calendar;charset=utf-8" });
      const href = URL.createObjectURL(blob);
      const a = document.createElement("a");
      a.href = href;
      a.download = icsFileName(schedule.program, schedule.batch);
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(href), 1000);
    } catch {
      toast({ title: "Gagal membuat file kalender.", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3">
      <Button type="button" variant="outline" className="w-full rounded-full" onClick={download} disabled={busy}>
        <Download aria-hidden="true" />
        Unduh File Kalender (.ics)
      </Button>
      <ul className="grid gap-2 text-sm">
        {events.map((event) => {
          const href = googleCalendarUrl(event);
          if (!href) return null;
          return (
            <li key={event.uid}>
              <ExternalLink href={href} className="inline-flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline">
                <CalendarPlus className="size-4 shrink-0" aria-hidden="true" />
                {event.first === event.last ? "Batas pendaftaran ke Google Calendar" : "Periode pelatihan ke Google Calendar"}
              </ExternalLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
