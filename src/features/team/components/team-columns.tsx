import type { EntityColumn } from "@/components/entity-columns";
import { Badge } from "@/components/ui/badge";
import { ROLE_TEXT, type TeamMember } from "@/features/team/api/team";
import { formatJakartaDateTime } from "@/lib/dates";

/** A member's name from their profile, else their e-mail. */
export const memberName = (m: TeamMember) => [m.first_name, m.last_name].filter(Boolean).join(" ") || m.email;

/** A row of the team table: keyed by the user id, marked when it is the signed-in member. */
export type TeamRow = TeamMember & { id: string; isYou: boolean };

/** The columns of 'Tim Admin': the member (name, e-mail), the role, active or not, two-factor on or off, the last sign-in. */
export const TEAM_COLUMNS: readonly EntityColumn<TeamRow>[] = [
  {
    key: "member",
    header: "Anggota",
    className: "min-w-56",
    skeleton: "h-10 w-56",
    cell: (m) => (
      <div className="grid">
        <span className="font-medium">
          {memberName(m)}
          {m.isYou && <span className="font-normal text-muted-foreground"> (Anda)</span>}
        </span>
        <span className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{m.email}</span>
      </div>
    ),
  },
  {
    key: "role",
    header: "Peran",
    className: "whitespace-nowrap",
    cell: (m) => (
      <div className="grid justify-items-start gap-1">
        <Badge variant={m.role === "super_admin" ? "default" : "secondary"}>
          {ROLE_TEXT[m.role].label}
        </Badge>
        {m.instructor_name && <span className="text-sm text-muted-foreground">{m.instructor_name}</span>}
      </div>
    ),
  },
  {
    key: "active",
    header: "Status",
    className: "whitespace-nowrap",
    cell: (m) =>
      m.active ? (
        <Badge variant="success">Aktif</Badge>
      ) : (
        <Badge variant="outline">
          Nonaktif
        </Badge>
      ),
  },
  {
    key: "two_factor",
    header: "Verifikasi Dua Langkah",
    className: "whitespace-nowrap",
    cell: (m) => (m.two_factor ? <Badge variant="success">Aktif</Badge> : <Badge variant="outline">Tidak aktif</Badge>),
  },
  {
    key: "last_sign_in_at",
    header: "Login Terakhir",
    className: "whitespace-nowrap text-muted-foreground",
    cell: (m) => (m.last_sign_in_at ? formatJakartaDateTime(m.last_sign_in_at) : "Belum pernah"),
  },
];
