import { Link } from "react-router-dom";
import { MailIcon, MapPinIcon, PhoneIcon } from "lucide-react";

import { useContactInfo } from "@/features/contact/api/contact";
import { Separator } from "@/components/ui/separator";
import { PUBLIC_NAV } from "@/app/layouts/nav";
import { SiteLogo } from "@/app/layouts/site-logo";
import { paths } from "@/config/paths";
import { useToday } from "@/lib/today";

function InstagramIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" className={className} aria-hidden="true">
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.75" fill="currentColor" stroke="none" />
    </svg>
  );
}

/** The public site's footer: about, the navigation again, contact details, Instagram. */
export function PublicFooter() {
  const { data: contact } = useContactInfo();
  const year = useToday().getFullYear();
  const instagram = contact?.instagram_url?.trim();

  return (
    <footer className="rendered-when-near mt-auto border-t bg-muted/40 print:hidden">
      <div className="container grid gap-10 py-12 md:grid-cols-[1.4fr_1fr_1.2fr]">
        <div className="grid content-start gap-4">
          <SiteLogo />
          <p className="max-w-sm text-sm leading-relaxed text-muted-foreground">
            Kejuruan Teknologi Informasi dan Komunikasi Balai Latihan Kerja Banda Aceh: pelatihan vokasi berbasis
            kompetensi untuk menyiapkan tenaga kerja digital yang siap bersaing.
          </p>
        </div>
        <nav aria-label="Navigasi footer" className="grid content-start gap-3">
          <h2 className="text-sm font-semibold">Jelajahi</h2>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {PUBLIC_NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="text-muted-foreground transition-colors hover:text-primary">
                  {item.label}
                </Link>
              </li>
            ))}
            {/* where training leads (issue 34) and the public-service documents (issue 35): not in the header's menu, which
                stays short on a phone */}
            {[
              { to: paths.outcomes.getHref(), label: "Hasil Pelatihan" },
              { to: paths.vacancies.getHref(), label: "Lowongan Kerja" },
              { to: paths.serviceStandard.getHref(), label: "Standar Pelayanan" },
              { to: paths.servicePledge.getHref(), label: "Maklumat Pelayanan" },
              { to: paths.satisfaction.getHref(), label: "Survei Kepuasan" },
              { to: paths.complaints.getHref(), label: "Pengaduan" },
            ].map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="text-muted-foreground transition-colors hover:text-primary">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="grid content-start gap-3">
          <h2 className="text-sm font-semibold">Hubungi Kami</h2>
          {contact ? (
            <ul className="grid gap-2.5 text-sm text-muted-foreground">
              {contact.address && (
                <li className="flex gap-2.5">
                  <MapPinIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  <span>{contact.address}</span>
                </li>
              )}
              {contact.phone && (
                <li className="flex gap-2.5">
                  <PhoneIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`} className="hover:text-primary">
                    {contact.phone}
                  </a>
                </li>
              )}
              {contact.email && (
                <li className="flex gap-2.5">
                  <MailIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  <a href={`mailto:${contact.email}`} className="break-all hover:text-primary">
                    {contact.email}
                  </a>
                </li>
              )}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">
              <Link to={paths.contact.getHref()} className="hover:text-primary">
                Lihat informasi kontak
              </Link>
            </p>
          )}
        </div>
      </div>
      <Separator />
      <div className="container flex flex-col items-center justify-between gap-3 py-5 text-sm text-muted-foreground sm:flex-row">
        <p className="text-center sm:text-left">
          © {year} Kejuruan TIK BLK Banda Aceh. Hak cipta dilindungi. ·{" "}
          <Link to={paths.privacy.getHref()} className="underline-offset-4 hover:text-primary hover:underline">
            Kebijakan Privasi
          </Link>
        </p>
        {instagram && (
          <a
            href={instagram}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 rounded-full px-3 py-1.5 font-medium transition-colors hover:bg-accent hover:text-foreground"
          >
            <InstagramIcon className="size-4" />
            Instagram
            <span className="sr-only">(membuka tab baru)</span>
          </a>
        )}
      </div>
    </footer>
  );
}
