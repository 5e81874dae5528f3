import type { EntityColumn } from "@/components/entity-columns";
import { Thumbnail } from "@/components/thumbnail";
import { COOPERATION_LABELS, type Partner } from "@/features/partners/api/partners";

/** The admin list's columns of a partner: logo, name, sector, kinds of cooperation, order. */
export const PARTNER_COLUMNS: readonly EntityColumn<Partner>[] = [
  {
    key: "logo",
    header: "Logo",
    headClassName: "w-24",
    skeleton: "h-12 w-16",
    cell: (partner) => <Thumbnail src={partner.image_url} alt={`Logo ${partner.name}`} />,
  },
  { key: "name", header: "Nama", sortKey: "name", skeleton: "h-5 w-40", className: "min-w-40 font-medium", cell: (p) => p.name },
  { key: "sector", header: "Bidang Usaha", skeleton: "h-5 w-32", className: "min-w-32", cell: (p) => p.sector },
  {
    key: "cooperation",
    header: "Kerja Sama",
    skeleton: "h-5 w-40",
    className: "min-w-40",
    cell: (p) => p.cooperation.map((kind) => COOPERATION_LABELS[kind] ?? kind).join(", "),
  },
  { key: "position", header: "Urutan", sortKey: "position", skeleton: "h-5 w-10", cell: (p) => p.position },
];
