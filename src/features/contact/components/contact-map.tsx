import { MapPinOff } from "lucide-react";
import { MAP_HEIGHT, safeMapUrl } from "@/features/contact/lib/contact-links";


export function ContactMap({ url }: { url: string | null | undefined }) {
  const src = safeMapUrl(url);
  if (!src) {
    return (
      <div
        className="flex min-h-[280px] flex-col items-center justify-center gap-3 rounded-xl border border-dashed bg-muted/40 p-8 text-center"
        data-testid="map-unavailable"
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <MapPinOff className="size-6" aria-hidden="true" />
        </span>
        <h3 className="text-lg font-semibold">Peta Tidak Tersedia</h3>
        <p className="text-sm text-muted-foreground">Informasi peta belum ditambahkan.</p>
      </div>
    );
  }
  return (
    <div className="overflow-hidden rounded-xl border bg-muted shadow-sm">
      <iframe
        src={src}
        title="Peta lokasi Kejuruan TIK BLK Banda Aceh"
        width="100%"
        height={MAP_HEIGHT}
        style={{ border: 0, display: "block" }}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        allowFullScreen
      />
    </div>
  );
}
