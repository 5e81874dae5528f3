import { useId, useMemo, useState } from "react";
import { Link, useParams } from "react-router-dom";
import { ErrorState } from "@/components/data-state";
import { PublicPageHeader } from "@/components/public-page-header";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { buttonVariants } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { formatDate, formatDateRange } from "@/lib/dates";
import { dayInTimeZone } from "@/lib/today";
import { cn } from "@/lib/utils";
import { parseScheduleId } from "@/lib/schedule-routing";
import { useSelectionResults, type ResultEntry, type SelectionResults } from "@/features/registrations/api/selection-results";

/**
 * /jadwal/{id}/hasil-seleksi: a batch's published selection results, the registration codes and masked names of the
 * accepted and of the reserve list (docs/selection.md, Hasil Seleksi). The names are masked by the database.
 */
export default function SelectionResultsPage() {
  const id = parseScheduleId(useParams().id);
  const { data: results, isPending, isError } = useSelectionResults(id ?? undefined);

  if (id !== null && isPending) {
    return (
      <div className="container grid max-w-3xl gap-4 py-12" aria-busy="true" aria-label="Memuat hasil seleksi">
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (isError) {
    return (
      <div className="container max-w-2xl py-16">
        <ErrorState
          title="Gagal Memuat Hasil Seleksi"
          description="Terjadi kesalahan saat mengambil hasil seleksi. Periksa koneksi Anda lalu muat ulang halaman."
        />
      </div>
    );
  }
  if (id === null || !results) {
    return (
      <div className="container grid max-w-2xl justify-items-start gap-6 py-16">
        <ErrorState
          title="Hasil Seleksi Belum Diumumkan"
          description="Hasil seleksi untuk jadwal ini belum diumumkan. Pantau halaman jadwal dan pengumuman, atau cek status pendaftaran Anda."
        />
        <Link to={paths.checkRegistration.getHref()} className={cn(buttonVariants({ variant: "outline" }), "rounded-full")}>
          Cek Pendaftaran
        </Link>
      </div>
    );
  }
  return <Results results={results} />;
}

/** How many characters of a code the results show (the database's registration_code_prefix()). */
const SHOWN = 3;

/** The characters of a code as typed, as the database reads them: no TIK, spaces or dashes; O is 0, I and L are 1. */
function codeCharacters(typed: string): string {
  return typed
    .toUpperCase()
    .replace(/[\s-]/g, "")
    .replace(/^TIK/, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
}

/** Whether a listed entry is the typed code, as far as the page can tell: its first characters (matched here only). */
const matches = (entry: ResultEntry, wanted: string) => wanted.length >= SHOWN && entry.code_prefix.slice(4) === wanted.slice(0, SHOWN);

function Results({ results }: { results: SelectionResults }) {
  const { schedule } = results;
  const [code, setCode] = useState("");
  const searchId = useId();
  const wanted = codeCharacters(code.trim());
  const found = useMemo(
    () => (wanted.length >= SHOWN ? [...results.accepted, ...results.reserve].filter((entry) => matches(entry, wanted)).length : null),
    [results, wanted],
  );

  return (
    <>
      <PublicPageHeader
        eyebrow="Hasil Seleksi"
        back={
          <Link to={paths.scheduleDetail.getHref(schedule.id)} className="text-sm font-medium text-muted-foreground hover:text-foreground">
            ← {schedule.program} {schedule.batch}
          </Link>
        }
        title={`Hasil Seleksi ${schedule.program}`}
        description={`${schedule.batch} · pelatihan ${formatDateRange(schedule.start_date, schedule.end_date)} · diumumkan ${formatDate(dayInTimeZone(results.published_at, "Asia/Jakarta"))}`}
      />
      <div className="container grid max-w-3xl gap-8 py-10 sm:py-14">
        {results.note ? (
          <section aria-labelledby="catatan" className="rounded-xl border bg-muted/40 p-4 sm:p-5">
            <h2 id="catatan" className="mb-2 font-semibold">
              Catatan dari Panitia
            </h2>
            <p className="whitespace-pre-line text-sm leading-relaxed">{results.note}</p>
          </section>
        ) : null}
        <p className="text-sm leading-relaxed text-muted-foreground">
          Nama disamarkan untuk melindungi data pribadi. Temukan kode pendaftaran Anda (tertera pada bukti pendaftaran), atau
          lihat status dan pesan panitia di{" "}
          <Link to={paths.checkRegistration.getHref()} className="font-medium text-primary underline-offset-4 hover:underline">
            Cek Pendaftaran
          </Link>
          . Hanya 3 karakter pertama kode yang ditampilkan: kode lengkap bersama tanggal lahir membuka data pendaftaran Anda,
          jadi jangan bagikan kepada siapa pun.
        </p>
        <div className="grid gap-2">
          {/* A plain label: Radix's would split a shared chunk that every public page loads. */}
          <label htmlFor={searchId} className="text-sm font-medium">
            Cari kode pendaftaran
          </label>
          <Input
            id={searchId}
            type="search"
            inputMode="text"
            autoCapitalize="characters"
            autoComplete="off"
            placeholder="TIK-XXXX-XXXX"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            className="max-w-sm"
          />
          <p className="min-h-5 text-sm" role="status">
            {found === null
              ? ""
              : found === 0
                ? "Kode tidak ada di daftar ini."
                : found === 1
                  ? "Kode ditemukan dan ditandai di daftar."
                  : "Kode ditemukan dan ditandai di daftar. Lebih dari satu kode berawalan sama: cocokkan juga nama Anda."}
          </p>
        </div>
        <ResultTable title="Lulus Seleksi" entries={results.accepted} wanted={wanted} empty="Belum ada peserta yang lulus seleksi." />
        <ResultTable title="Cadangan" entries={results.reserve} wanted={wanted} empty="Tidak ada daftar cadangan." />
      </div>
    </>
  );
}

function ResultTable({ title, entries, wanted, empty }: { title: string; entries: ResultEntry[]; wanted: string; empty: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-xl font-semibold">
        {title} <span className="text-muted-foreground tabular-nums">({entries.length})</span>
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <div className="overflow-hidden rounded-xl border">
          <table className="w-full text-sm">
            <caption className="sr-only">
              {title}: kode pendaftaran dan nama yang disamarkan
            </caption>
            <thead className="bg-muted/60 text-left">
              <tr>
                <th scope="col" className="w-12 px-3 py-2 font-medium">
                  No.
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Kode Pendaftaran
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Nama
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry, index) => {
                const match = matches(entry, wanted);
                return (
                  <tr key={index} className={cn("border-t", match && "bg-primary/10 font-semibold")} aria-current={match ? "true" : undefined}>
                    <td className="px-3 py-2 tabular-nums text-muted-foreground">{index + 1}</td>
                    <td className="px-3 py-2 font-mono whitespace-nowrap">
                      <span aria-hidden="true">{entry.code_prefix}•-••••</span>
                      <span className="sr-only">{entry.code_prefix}, lima karakter terakhir disembunyikan</span>
                    </td>
                    <td className="px-3 py-2">{entry.name}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
