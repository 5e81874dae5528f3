import { format } from "date-fns";
import { id as localeId } from "date-fns/locale";
import { Thumbnail } from "@/components/thumbnail";
import type { EntityColumn } from "@/components/entity-columns";
import { Badge } from "@/components/ui/badge";
import type { Announcement } from "@/features/announcements/api/announcements";

/** The admin list's columns of an announcement: image, title, publication time, Terbit/Terjadwal. */
export const ANNOUNCEMENT_COLUMNS: readonly EntityColumn<Announcement>[] = [
  {
    key: "image",
    header: "Gambar",
    headClassName: "w-24",
    skeleton: "h-12 w-16",
    cell: (a) => <Thumbnail src={a.image_url} alt="" missingLabel="Tanpa gambar" />,
  },
  { key: "title", header: "Judul", sortKey: "title", skeleton: "h-5 w-56", className: "min-w-56 font-medium", cell: (a) => a.title },
  {
    key: "published",
    header: "Tanggal Terbit",
    sortKey: "published_at",
    skeleton: "h-5 w-32",
    className: "whitespace-nowrap",
    numeric: true,
    cell: (a) => format(new Date(a.published_at), "d MMM yyyy, HH:mm", { locale: localeId }),
  },
  {
    key: "status",
    header: "Status",
    skeleton: "h-5 w-20",
    cell: (a) =>
      Date.parse(a.published_at) <= Date.now() ? (
        <Badge variant="success">Terbit</Badge>
      ) : (
        <Badge variant="outline" className="border-amber-600/30 bg-amber-50 text-amber-900 dark:bg-amber-400/10 dark:text-amber-300">
          Terjadwal
        </Badge>
      ),
  },
];
