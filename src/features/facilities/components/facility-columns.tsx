import type { EntityColumn } from "@/components/entity-columns";
import { ClampedText } from "@/components/entity-cell";
import { Thumbnail } from "@/components/thumbnail";
import type { Facility } from "@/features/facilities/api/facilities";

/** The admin list's columns of a facility: thumbnail, name, description. */
export const FACILITY_COLUMNS: readonly EntityColumn<Facility>[] = [
  {
    key: "image",
    header: "Gambar",
    headClassName: "w-24",
    skeleton: "h-12 w-16",
    cell: (facility) => <Thumbnail src={facility.image_url} alt={facility.name} />,
  },
  { key: "name", header: "Nama", sortKey: "name", skeleton: "h-5 w-40", className: "min-w-40 font-medium", cell: (f) => f.name },
  { key: "description", header: "Deskripsi", skeleton: "h-5 w-64", className: "min-w-64 max-w-xl", cell: (f) => <ClampedText>{f.description}</ClampedText> },
];
