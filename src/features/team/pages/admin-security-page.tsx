import { ShieldAlertIcon } from "lucide-react";
import { PRINTED_FIELD_LABEL } from "@/features/certificates/api/certificates";
import { AdminListPage, type AdminListTexts } from "@/components/admin-list-page";
import { AdminTable } from "@/components/admin-table";
import type { EntityColumn } from "@/components/entity-columns";
import { FilterSelect } from "@/components/filter-select";
import { SECURITY_EVENTS_LIST, useSecurityEvents, type SecurityEvent } from "@/features/team/api/security-events";
import { EVENT_LABELS } from "@/features/team/lib/security-event-labels";
import { ROLE_TEXT } from "@/features/team/api/team";
import { SuperAdminOnly } from "@/features/team/components/super-admin-only";
import type { MemberRole } from "@/features/auth/api/member-role";
import { useListParams } from "@/hooks/use-list-params";
import { formatDate, formatJakartaDateTime } from "@/lib/dates";

const TEXTS: AdminListTexts = {
  header: {
    title: "Aktivitas Keamanan",
    description:
      "Perubahan tim admin, login yang berhasil dan yang gagal, verifikasi dua langkah, serta ekspor data pendaftar: siapa, apa, dan kapan. Tidak dapat diubah oleh siapa pun.",
  },
  search: { noun: "aktivitas", placeholder: "Cari email..." },
  error: "Gagal memuat aktivitas keamanan.",
  empty: { icon: ShieldAlertIcon, title: "Belum Ada Aktivitas", description: "Perubahan tim admin dan login akan tercatat di sini." },
};

const roleLabel = (role: unknown) => (typeof role === "string" && role in ROLE_TEXT ? ROLE_TEXT[role as MemberRole].label : String(role));

/** A reissue's changed printed fields by name (the event keeps the names only, never the values). */
const changedFields = (changed: unknown) =>
  Array.isArray(changed) && changed.length ? ` (berubah: ${changed.map((field) => PRINTED_FIELD_LABEL[String(field)] ?? String(field)).join(", ")})` : "";

/** What an event changed, in words: a role change's from → to, the role of an added or removed member, the address of a sign-in. */
function details(event: SecurityEvent): string {
  const d = (event.details ?? {}) as Record<string, unknown>;
  if (event.kind === "role_changed") return `${roleLabel(d.from)} → ${roleLabel(d.to)}`;
  if (event.kind === "registrations_exported") return `${String(d.batch)}: ${String(d.rows)} baris`;
  if (event.kind === "selection_results_published") return `${String(d.batch)}: tampil mulai ${formatDate(String(d.from))}${d.announced ? ", dengan pengumuman" : ""}`;
  if (event.kind === "selection_results_withdrawn") return String(d.batch);
  if (event.kind === "certificates_issued") return `${String(d.batch)}: ${String(d.count)} sertifikat (${String(d.first_number)} s.d. ${String(d.last_number)})`;
  if (event.kind === "certificates_signed") return `${String(d.count)} sertifikat, kunci ${String(d.kid)}`;
  if (event.kind === "certificate_revoked") return `${String(d.number)}: ${String(d.reason)}`;
  if (event.kind === "certificate_reissued") return `${String(d.number)} diganti ${String(d.new_number)}: ${String(d.reason)}${changedFields(d.changed)}`;
  if (event.kind === "tracer_exported") return `${d.year ? String(d.year) : "Semua tahun"}: ${String(d.rows)} baris`;
  if (event.kind === "skm_exported") return `${String(d.period)}: ${String(d.rows)} baris`;
  if (event.kind === "certificates_exported") return `${d.batch ? String(d.batch) : "Semua jadwal"}: ${String(d.rows)} baris`;
  if (typeof d.code === "string") return `Pendaftar ${d.code}`;
  if (d.role) return `Peran: ${roleLabel(d.role)}`;
  if (typeof d.ip === "string" && d.ip) return `Alamat IP ${d.ip}`;
  return "-";
}

const COLUMNS: readonly EntityColumn<SecurityEvent>[] = [
  { key: "at", header: "Waktu", sortKey: "at", className: "whitespace-nowrap", cell: (e) => formatJakartaDateTime(e.at) },
  { key: "kind", header: "Kejadian", className: "font-medium", cell: (e) => EVENT_LABELS[e.kind] ?? e.kind },
  { key: "subject", header: "Anggota", className: "[overflow-wrap:anywhere]", cell: (e) => e.subject_email ?? "-" },
  { key: "actor", header: "Oleh", className: "[overflow-wrap:anywhere] text-muted-foreground", cell: (e) => e.actor_email ?? "Sistem (SQL)" },
  { key: "details", header: "Rincian", className: "text-muted-foreground", cell: details },
];

/** 'Aktivitas Keamanan' (super admins, docs/admin-team.md): the security activity, newest first, by kind and e-mail. */
export default function AdminSecurityPage() {
  return (
    <SuperAdminOnly title={TEXTS.header.title}>
      <SecurityEvents />
    </SuperAdminOnly>
  );
}

function SecurityEvents() {
  const list = useListParams(SECURITY_EVENTS_LIST);
  const query = useSecurityEvents(list.params);
  return (
    <AdminListPage
      texts={TEXTS}
      list={list}
      query={query}
      tools={
        <FilterSelect
          id="security-kind"
          label="Kejadian"
          allLabel="Semua kejadian"
          options={EVENT_LABELS}
          value={list.params.filters.kind}
          onChange={(kind) => list.update({ filters: { kind } })}
          className="sm:w-64"
        />
      }
    >
      <AdminTable
        rows={query.data?.rows}
        columns={COLUMNS}
        sort={list.tableSort}
        emptyText="Tidak ada aktivitas yang cocok."
      />
    </AdminListPage>
  );
}
