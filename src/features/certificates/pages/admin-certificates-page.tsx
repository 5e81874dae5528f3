import { useMemo, useState } from "react";
import { AwardIcon, DownloadIcon, RefreshCwIcon, SettingsIcon, XCircleIcon, XIcon } from "lucide-react";
import { AdminListPage, type AdminListTexts } from "@/components/admin-list-page";
import { AdminTable } from "@/components/admin-table";
import { FilterSelect } from "@/components/filter-select";
import { runWithToast } from "@/components/mutation-toast";
import { Button } from "@/components/ui/button";
import { useAdminDialogs } from "@/hooks/use-admin-dialogs";
import { useListParams } from "@/hooks/use-list-params";
import { PAGE_SIZE, pageRange } from "@/lib/list-params";
import { download } from "@/lib/spreadsheet";
import { RoleGate } from "@/components/role-gate";
import { useMemberRole } from "@/features/auth/api/member-role";
import { useBatchChoices } from "@/features/schedules/api/batch-choices";
import { CERTIFICATE_LIST, useExportRegister, useRegister, useSignCertificates } from "@/features/certificates/api/certificates";
import { BatchCertificates } from "@/features/certificates/components/batch-certificates";
import { CERTIFICATE_COLUMNS, type RegisterListRow } from "@/features/certificates/components/certificate-columns";
import { ReissueDialog, RevokeDialog } from "@/features/certificates/components/reason-dialog";
import { SettingsDialog } from "@/features/certificates/components/settings-dialog";
import { registerFileName, toRegisterXlsx } from "@/features/certificates/lib/register-file";
import {
  CERTIFICATE_STATUSES,
  CERTIFICATE_STATUS_LABEL,
  PRINTED_FIELD_LABEL,
  certificateStatus,
  type RegisterRow,
  type ReissueResult,
} from "@/features/certificates/schemas/certificate-schema";

const TEXTS: AdminListTexts = {
  header: { title: "Sertifikat", description: "Register sertifikat per jadwal: terbitkan, tandatangani, cabut, terbitkan ulang, dan ekspor." },
  search: { noun: "sertifikat", placeholder: "Cari nama atau nomor sertifikat..." },
  error: "Gagal memuat register sertifikat.",
  empty: {
    icon: AwardIcon,
    title: "Belum Ada Sertifikat",
    description: "Pilih jadwal untuk menerbitkan sertifikat bagi peserta yang berstatus Selesai.",
  },
};

const STATUS_OPTIONS = Object.fromEntries(CERTIFICATE_STATUSES.map((s) => [s, CERTIFICATE_STATUS_LABEL[s]]));

/** "Sertifikat" (admins and super admins, docs/certificates.md). */
export default function AdminCertificatesPage() {
  const role = useMemberRole();
  return (
    <RoleGate
      allowed={role === "admin" || role === "super_admin"}
      title={TEXTS.header.title}
      denied={{ title: "Khusus Admin", description: "Register sertifikat berisi data pribadi peserta dan hanya dapat dibuka oleh admin dan super admin." }}
    >
      <Register />
    </RoleGate>
  );
}

/** A batch as the filter names it: program and batch. */

function Register() {
  const list = useListParams(CERTIFICATE_LIST);
  const { filters, q, page } = list.params;
  const batch = filters.batch ? Number(filters.batch) : undefined;
  const register = useRegister(batch);
  const exporter = useExportRegister();
  const dialogs = useAdminDialogs<RegisterRow, "revoke" | "reissue" | "settings">();
  const sign = useSignCertificates();
  const [reissued, setReissued] = useState<Reissued | null>(null);
  const { labels, options: batchOptions } = useBatchChoices();
  const label = batch !== undefined ? (labels.get(batch) ?? `Jadwal #${batch}`) : undefined;

  const matching = useMemo<RegisterListRow[] | undefined>(() => {
    if (!register.data) return undefined;
    const numbers = new Map(register.data.map((r) => [r.id, r.number]));
    const term = q.trim().toLowerCase();
    return register.data
      .map((r) => ({ ...r, replacedByNumber: r.replaced_by !== null ? (numbers.get(r.replaced_by) ?? null) : null }))
      .filter((r) => !filters.status || certificateStatus(r) === filters.status)
      .filter((r) => !term || r.full_name.toLowerCase().includes(term) || r.number.toLowerCase().includes(term));
  }, [register.data, q, filters.status]);
  const [from, to] = pageRange(page, PAGE_SIZE);
  const rows = matching?.slice(from, to + 1);

  function exportFile() {
    void runWithToast(
      async () => {
        const answer = await exporter.mutateAsync(batch);
        download(await toRegisterXlsx(answer), registerFileName(answer, label));
      },
      { success: "Register sertifikat diekspor. Ekspor ini tercatat di Aktivitas Keamanan.", failure: "Gagal mengekspor register sertifikat." },
    );
  }

  return (
    <>
      <AdminListPage
        texts={TEXTS}
        list={list}
        query={{ data: matching ? { total: matching.length } : undefined, isError: register.isError }}
        actions={
          <>
            <Button variant="outline" onClick={() => dialogs.open("settings")}>
              <SettingsIcon aria-hidden="true" />
              Pengaturan Sertifikat
            </Button>
            <Button variant="outline" onClick={exportFile} disabled={exporter.isPending}>
              <DownloadIcon aria-hidden="true" />
              {exporter.isPending ? "Mengekspor..." : "Ekspor"}
            </Button>
          </>
        }
        tools={
          <div className="grid gap-3 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:w-[40rem]">
            <FilterSelect
              id="certificates-batch"
              label="Jadwal"
              allLabel="Semua jadwal"
              options={batchOptions}
              value={filters.batch}
              onChange={(value) => list.update({ filters: { batch: value } })}
            />
            <FilterSelect
              id="certificates-status"
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
            <BatchCertificates scheduleId={batch} batchLabel={label!} rows={register.data} />
          )}
          {reissued && <ReissueSummary result={reissued} onDismiss={() => setReissued(null)} />}
          <AdminTable
            rows={rows}
            columns={CERTIFICATE_COLUMNS}
            emptyText="Tidak ada sertifikat yang cocok dengan pencarian atau filter ini."
            actions={{
              label: (row) => `Aksi untuk ${row.number}`,
              // a revoked or replaced certificate stays as it is: both are refused by the database too
              items: (row) => [
                { label: "Terbitkan Ulang", icon: RefreshCwIcon, onSelect: () => dialogs.open("reissue", row), disabled: certificateStatus(row) !== "berlaku" },
                { label: "Cabut", icon: XCircleIcon, onSelect: () => dialogs.open("revoke", row), destructive: true, disabled: certificateStatus(row) !== "berlaku" },
              ],
            }}
          />
        </div>
      </AdminListPage>
      <SettingsDialog {...dialogs.dialogProps("settings")} />
      <RevokeDialog {...dialogs.dialogProps("revoke")} certificate={dialogs.itemFor("revoke")} />
      <ReissueDialog
        {...dialogs.dialogProps("reissue")}
        certificate={dialogs.itemFor("reissue")}
        onReissued={(result) => {
          // the corrected certificate is signed at once, like a batch's (a failure leaves it for "Tandatangani")
          const scheduleId = register.data?.find((r) => r.id === result.old.id)?.schedule_id;
          setReissued({ result });
          if (scheduleId !== undefined) {
            sign.mutateAsync(scheduleId).then(
              () => setReissued((r) => r && { ...r, signed: true }),
              (error: unknown) => setReissued((r) => r && { ...r, signError: error instanceof Error ? error.message : String(error) }),
            );
          }
        }}
      />
    </>
  );
}

/** The last reissue and whether its new certificate got signed. */
type Reissued = { result: ReissueResult; signed?: boolean; signError?: string };

const show = (value: unknown) => (value === null || value === undefined ? "-" : typeof value === "string" || typeof value === "number" ? String(value) : "(diubah)");

/** What the last reissue did: which old number became which new, and the printed fields that changed. */
function ReissueSummary({ result: { result, signed, signError }, onDismiss }: { result: Reissued; onDismiss: () => void }) {
  return (
    <section aria-label="Hasil penerbitan ulang" className="flex items-start gap-3 rounded-xl border bg-muted/40 px-4 py-3 text-sm">
      <div className="grid flex-1 gap-1" role="status">
        <p className="font-medium">
          Sertifikat <span className="font-mono">{result.old.number}</span> diganti dengan <span className="font-mono">{result.new.number}</span>.
        </p>
        {result.changed.length === 0 ? (
          <p className="text-muted-foreground">Tidak ada isi sertifikat yang berubah.</p>
        ) : (
          <ul className="list-disc pl-5">
            {result.changed.map((c) => (
              <li key={c.field}>
                {PRINTED_FIELD_LABEL[c.field] ?? c.field}: {show(c.from)} → {show(c.to)}
              </li>
            ))}
          </ul>
        )}
        {signed && <p>Sertifikat {result.new.number} ditandatangani.</p>}
        {signError && (
          <p className="font-medium text-destructive">
            Penandatanganan gagal: {signError} Sertifikat {result.new.number} tetap terbit; tekan "Tandatangani" pada jadwalnya untuk mencoba lagi.
          </p>
        )}
      </div>
      <Button variant="ghost" size="icon" className="size-8" aria-label="Tutup hasil penerbitan ulang" onClick={onDismiss}>
        <XIcon aria-hidden="true" />
      </Button>
    </section>
  );
}
