import type { EntityColumn } from "@/components/entity-columns";
import { Badge } from "@/components/ui/badge";
import type { Vacancy } from "@/features/vacancies/api/vacancies";
import { companyName } from "@/features/vacancies/api/vacancies";
import { formatDeadline, jakartaToday } from "@/features/vacancies/api/deadline";

/** Whether visitors see it: the database's rule (published, deadline today or later in Asia/Jakarta). */
function stateBadge(vacancy: Vacancy) {
  if (!vacancy.published) return <Badge variant="secondary">Draf</Badge>;
  if (vacancy.deadline < jakartaToday()) return <Badge variant="outline">Lewat batas</Badge>;
  return <Badge>Tayang</Badge>;
}

/** The admin list's columns of a vacancy: position, company, location, deadline, whether it is shown. */
export const VACANCY_COLUMNS: readonly EntityColumn<Vacancy>[] = [
  { key: "position", header: "Posisi", sortKey: "position", skeleton: "h-5 w-40", className: "min-w-40 font-medium", cell: (v) => v.position },
  { key: "company", header: "Perusahaan", skeleton: "h-5 w-32", className: "min-w-32", cell: (v) => companyName(v) },
  { key: "location", header: "Lokasi", skeleton: "h-5 w-24", className: "min-w-24", cell: (v) => v.location },
  { key: "deadline", header: "Batas Lamaran", sortKey: "deadline", skeleton: "h-5 w-28", className: "min-w-32", cell: (v) => formatDeadline(v.deadline) },
  { key: "state", header: "Status", skeleton: "h-5 w-16", cell: stateBadge },
];
