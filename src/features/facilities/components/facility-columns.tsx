import { ImageIcon } from "lucide-react";
import type { EntityColumn } from "@/components/entity-columns";
import type { Facility } from "@/features/facilities/api/facilities";

/** The admin list's columns of a facility: thumbnail, name, description. */
export const FACILITY_COLUMNS: readonly EntityColumn<Facility>[] = [
  {
    key: "image",
    header: "Gambar",
    headClassName: "w-24",
    skeleton: "h-12 w-16",
    cell: (facility) =>
      facility.image_url ? (
        <img
          src={facility.image_url}
          alt={facility.name}
          width={64}
          height={48}
          loading="lazy"
          className="h-12 w-16 rounded-md border object-cover"
        />
      ) : (
        <div className="flex h-12 w-16 items-center justify-center rounded-md border bg-muted text-muted-foreground">
          <ImageIcon className="size-4" aria-hidden="true" />
        </div>
      ),
  },
  { key: "name", header: "Nama", sortKey: "name", skeleton: "h-5 w-40", className: "min-w-40 font-medium", cell: (f) => f.name },
  {
    key: "description",
    header: "Deskripsi",
    skeleton: "h-5 w-64",
    className: "min-w-64 max-w-xl",
    cell: (facility) => <p className="line-clamp-2 text-muted-foreground">{facility.description}</p>,
  },
];
