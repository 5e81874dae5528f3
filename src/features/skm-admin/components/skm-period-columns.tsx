import type { EntityColumn } from "@/components/entity-columns";
import { Badge } from "@/components/ui/badge";
import { formatDateRange } from "@/lib/dates";
import { decimalText } from "@/features/satisfaction-survey/api/skm";
import type { SkmPeriodRow } from "@/features/skm-admin/api/skm-periods";
import { SkmRespondents } from "@/features/skm-admin/components/skm-respondents";
import { skmPeriodStatus, type SkmPeriodStatus } from "@/features/skm-admin/lib/skm-period-status";

const STATUS_VARIANT: Record<SkmPeriodStatus, "default" | "secondary" | "outline"> = {
  Berjalan: "default",
  "Akan Datang": "secondary",
  Ditutup: "outline",
};

/** The periods' list (docs/satisfaction-survey.md, "The panel"); `today` is Asia/Jakarta's day. */
export const skmPeriodColumns = (today: string): readonly EntityColumn<SkmPeriodRow>[] => [
  { key: "name", header: "Periode", cell: (row) => <span className="font-medium">{row.name}</span> },
  { key: "dates", header: "Tanggal", cell: (row) => formatDateRange(row.starts_on, row.ends_on), className: "whitespace-nowrap" },
  {
    key: "status",
    header: "Status",
    cell: (row) => {
      const status = skmPeriodStatus(row, today);
      return <Badge variant={STATUS_VARIANT[status]}>{status}</Badge>;
    },
  },
  { key: "respondents", header: "Responden", cell: (row) => <SkmRespondents row={row} />, numeric: true },
  {
    key: "ikm",
    header: "IKM",
    cell: (row) => (row.result.ikm === null || !row.result.grade ? "–" : `${decimalText(row.result.ikm)} · ${row.result.grade.grade} ${row.result.grade.label}`),
    numeric: true,
    className: "whitespace-nowrap",
  },
];
