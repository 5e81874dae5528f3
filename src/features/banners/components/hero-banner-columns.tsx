import { Thumbnail } from "@/components/thumbnail";
import type { EntityColumn } from "@/components/entity-columns";
import { Badge } from "@/components/ui/badge";
import type { HeroBanner } from "@/features/banners/api/banners";
import { getBannerStatus, type BannerStatus } from "@/features/banners/lib/banners";
import { formatDateRange } from "@/lib/dates";

const STATUS_VARIANT: Record<BannerStatus, "success" | "secondary" | "outline"> = {
  Aktif: "success",
  Dijadwalkan: "secondary",
  Kadaluarsa: "outline",
};

/** 'Default (5 detik)' when no delay is stored, otherwise e.g. '7 detik (7000 ms)'. */
function autoplayLabel(ms: number | null): string {
  if (ms == null) return "Default (5 detik)";
  return `${(ms / 1000).toLocaleString("id-ID")} detik (${ms} ms)`;
}

/** The admin list's columns of a hero banner: title (and subtitle), image, active period, slide duration, status. */
export const HERO_BANNER_COLUMNS: readonly EntityColumn<HeroBanner>[] = [
  {
    key: "title",
    header: "Judul",
    sortKey: "title",
    skeleton: "h-5 w-40",
    className: "min-w-48",
    cell: (banner) => (
      <>
        <p className="font-medium">{banner.title}</p>
        {banner.subtitle && <p className="line-clamp-1 text-xs text-muted-foreground">{banner.subtitle}</p>}
      </>
    ),
  },
  {
    key: "image",
    header: "Gambar",
    skeleton: "h-12 w-24",
    cell: (banner) => <Thumbnail src={banner.image_url} alt={banner.title} wide />,
  },
  {
    key: "period",
    header: "Periode Aktif",
    sortKey: "start_date",
    skeleton: "h-5 w-36",
    className: "whitespace-nowrap",
    numeric: true,
    cell: (banner) => formatDateRange(banner.start_date, banner.end_date),
  },
  {
    key: "autoplay",
    header: "Durasi Slide",
    sortKey: "autoplay_delay_ms",
    skeleton: "h-5 w-28",
    className: "whitespace-nowrap",
    cell: (banner) => autoplayLabel(banner.autoplay_delay_ms),
  },
  {
    key: "status",
    header: "Status",
    sortKey: "status",
    skeleton: "h-5 w-20",
    cell: (banner) => {
      const status = getBannerStatus(banner.start_date, banner.end_date);
      return <Badge variant={STATUS_VARIANT[status]}>{status}</Badge>;
    },
  },
];
