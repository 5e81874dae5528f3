import type { ReactNode } from "react";
import { Instagram, Mail, MapPin, Phone } from "lucide-react";
import type { ContactInfo } from "@/features/contact/api/contact";
import { telHref } from "@/features/contact/lib/contact-links";


function DetailCard({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex h-full gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary [&_svg]:size-5" aria-hidden="true">
        {icon}
      </span>
      <div className="min-w-0">
        <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
        <div className="mt-1 font-medium [overflow-wrap:anywhere]">{children}</div>
      </div>
    </div>
  );
}

export function ContactDetails({ contact }: { contact: ContactInfo }) {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
      <DetailCard icon={<MapPin />} label="Alamat">
        <address className="whitespace-pre-line not-italic">{contact.address}</address>
      </DetailCard>
      <DetailCard icon={<Phone />} label="Telepon">
        <a href={telHref(contact.phone)} className="text-primary underline-offset-4 hover:underline">
          {contact.phone}
        </a>
      </DetailCard>
      <DetailCard icon={<Mail />} label="Email">
        <a href={`mailto:${contact.email}`} className="text-primary underline-offset-4 hover:underline">
          {contact.email}
        </a>
      </DetailCard>
      {contact.instagram_url ? (
        <div className="md:col-span-3">
          <a
            href={contact.instagram_url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <Instagram className="size-4" aria-hidden="true" />
            Ikuti kami di Instagram
          </a>
        </div>
      ) : null}
    </div>
  );
}
