import { useMemo, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { ClipboardListIcon, DownloadIcon, EyeIcon, MessageCircleIcon, MessagesSquareIcon, RefreshCwIcon, XIcon } from "lucide-react";
import { AdminListPage, type AdminListTexts } from "@/components/admin-list-page";
import { AdminTable } from "@/components/admin-table";
import { FilterSelect } from "@/components/filter-select";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useListParams } from "@/hooks/use-list-params";
import { useAdminDialogs } from "@/hooks/use-admin-dialogs";
import { PersonalDataOnly } from "@/features/registrations/components/personal-data-only";
import { APPLICATION_LIST, useApplicationsPage, type ApplicationRow } from "@/features/registrations/api/applications";
import { APPLICATION_COLUMNS, applicantName, type ApplicationListRow } from "@/features/registrations/components/application-columns";
import { useBatchChoices } from "@/features/schedules/api/batch-choices";
import { QuotaMeter } from "@/features/registrations/components/quota-meter";
import { ResultsPublication } from "@/features/registrations/components/results-publication";
import { StatusChangeDialog } from "@/features/registrations/components/status-change-dialog";
import { WhatsAppDialog } from "@/features/registrations/components/whatsapp-dialog";
import { ExportDialog } from "@/features/registrations/components/export-dialog";
import { REGISTRATION_STATUSES } from "@/features/registrations/api/registrations";
import { PANEL_STATUS_LABEL } from "@/features/registrations/lib/pipeline";

const TEXTS: AdminListTexts = {
  header: { title: "Pendaftar", description: "Pendaftaran yang masuk dari situs: periksa data dan dokumen, lalu tetapkan hasil seleksi." },
  search: { noun: "pendaftar", placeholder: "Cari nama, kode atau akhir NIK..." },
  error: "Gagal memuat data pendaftar.",
  empty: {
    icon: ClipboardListIcon,
    title: "Belum Ada Pendaftar",
    description: "Pendaftaran yang dikirim calon peserta melalui halaman jadwal akan tampil di sini.",
  },
};

const STATUS_OPTIONS = Object.fromEntries(REGISTRATION_STATUSES.map((status) => [status, PANEL_STATUS_LABEL[status]]));

/** "Pendaftar" (admins and super admins, docs/selection.md). */
export default function AdminApplicationsPage() {
  return (
    <PersonalDataOnly title={TEXTS.header.title}>
      <Applications />
    </PersonalDataOnly>
  );
}

function Applications() {
  const navigate = useNavigate();
  const list = useListParams(APPLICATION_LIST);
  const { filters } = list.params;
  const query = useApplicationsPage(list.params);
  const { labels, options: batchOptions } = useBatchChoices();
  const rows = useMemo<ApplicationListRow[] | undefined>(
    () => query.data?.rows.map((row) => ({ ...row, batchLabel: labels.get(row.schedule_id) ?? `Jadwal #${row.schedule_id}` })),
    [query.data, labels],
  );
  // The chosen rows, kept across pages and filters until the change applies or "Batalkan pilihan".
  const [chosen, setChosen] = useState<Map<number, ApplicationRow>>(new Map());
  const selected = useMemo(() => new Set(chosen.keys()), [chosen]);
  const dialogs = useAdminDialogs<readonly ApplicationRow[], "status" | "whatsapp" | "export">();
  const batch = filters.batch ? Number(filters.batch) : undefined;

  function choose(ids: Set<number>) {
    const next = new Map<number, ApplicationRow>();
    for (const id of ids) {
      const row = chosen.get(id) ?? rows?.find((r) => r.id === id);
      if (row) next.set(id, row);
    }
    setChosen(next);
  }

  return (
    <>
      <AdminListPage
        texts={TEXTS}
        list={list}
        query={query}
        actions={
          <>
            <Button variant="outline" onClick={() => dialogs.open("export")}>
              <DownloadIcon aria-hidden="true" />
              Ekspor
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.admin.messageTemplates.getHref()}>
                <MessagesSquareIcon aria-hidden="true" />
                Template Pesan
              </Link>
            </Button>
          </>
        }
        tools={
          <div className="grid gap-3 sm:grid-cols-2 lg:w-[36rem]">
            <FilterSelect
              id="applications-batch"
              label="Jadwal"
              allLabel="Semua jadwal"
              options={batchOptions}
              value={filters.batch}
              onChange={(value) => list.update({ filters: { batch: value } })}
            />
            <FilterSelect
              id="applications-status"
              label="Status"
              allLabel="Semua status"
              options={STATUS_OPTIONS}
              value={filters.status}
              onChange={(value) => list.update({ filters: { status: value } })}
            />
          </div>
        }
      >
        <div className="grid gap-4">
          {batch !== undefined && (
            <div className="grid gap-4 xl:grid-cols-2">
              <QuotaMeter
                scheduleId={batch}
                batchLabel={labels.get(batch) ?? `Jadwal #${batch}`}
                onShowReserve={() => list.update({ filters: { status: "cadangan" } })}
              />
              <ResultsPublication scheduleId={batch} batchLabel={labels.get(batch) ?? `Jadwal #${batch}`} />
            </div>
          )}
          {chosen.size > 0 && (
            <div
              role="region"
              aria-label="Pendaftar dipilih"
              className="flex flex-wrap items-center gap-3 rounded-xl border bg-muted/40 px-4 py-3"
            >
              <p className="mr-auto text-sm font-medium" aria-live="polite">
                {chosen.size} pendaftar dipilih
              </p>
              <Button variant="ghost" size="sm" onClick={() => setChosen(new Map())}>
                <XIcon aria-hidden="true" />
                Batalkan Pilihan
              </Button>
              <Button variant="outline" size="sm" onClick={() => dialogs.open("whatsapp", [...chosen.values()])}>
                <MessageCircleIcon aria-hidden="true" />
                Kirim via WhatsApp
              </Button>
              <Button size="sm" onClick={() => dialogs.open("status", [...chosen.values()])}>
                <RefreshCwIcon aria-hidden="true" />
                Ubah Status
              </Button>
            </div>
          )}
          <AdminTable
            rows={rows}
            columns={APPLICATION_COLUMNS}
            sort={list.tableSort}
            emptyText="Tidak ada pendaftar yang cocok dengan pencarian atau filter ini."
            selection={{ selected, onChange: choose, label: (row) => `Pilih ${applicantName(row)} (${row.code})` }}
            actions={{
              label: (row) => `Aksi untuk ${applicantName(row)} (${row.code})`,
              items: (row) => [
                { label: "Lihat Detail", icon: EyeIcon, onSelect: () => navigate(paths.admin.application.getHref(row.id)) },
                { label: "Ubah Status", icon: RefreshCwIcon, onSelect: () => dialogs.open("status", [row]) },
                { label: "Kirim via WhatsApp", icon: MessageCircleIcon, onSelect: () => dialogs.open("whatsapp", [row]) },
              ],
            }}
          />
        </div>
      </AdminListPage>
      <ExportDialog {...dialogs.dialogProps("export")} batch={filters.batch} />
      <WhatsAppDialog {...dialogs.dialogProps("whatsapp")} recipients={dialogs.itemFor("whatsapp") ?? []} />
      <StatusChangeDialog
        {...dialogs.dialogProps("status")}
        applications={dialogs.itemFor("status") ?? []}
        // The changed rows leave the selection; any that could not move stay chosen.
        onChanged={(ids) => setChosen((current) => new Map([...current].filter(([id]) => !ids.includes(id))))}
      />
    </>
  );
}
