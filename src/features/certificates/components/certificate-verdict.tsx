import { createContext, useContext, useId, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { BadgeCheck, Ban, FileSearch, RefreshCw, ShieldAlert } from "lucide-react";

import { paths } from "@/config/paths";
import { formatJakartaDateTime } from "@/lib/dates";
import { cn } from "@/lib/utils";
import type { CertificateStatusAnswer } from "@/features/certificates/api/certificate-verification";
import type { CertificateFields } from "@/features/certificates/lib/verify";
import { printedDate, type InvalidReason, type Verdict } from "@/features/certificates/lib/verdict";

const TONE = {
  sah: "border-emerald-600/40 bg-emerald-50 text-emerald-900 dark:border-emerald-400/40 dark:bg-emerald-400/10 dark:text-emerald-200",
  warn: "border-amber-600/40 bg-amber-50 text-amber-950 dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-200",
  bad: "border-red-700/40 bg-red-50 text-red-900 dark:border-red-400/40 dark:bg-red-400/10 dark:text-red-200",
  none: "border-border bg-muted/60 text-foreground",
} as const;

/** The id of the verdict's heading, which the section around the verdict is labelled by. */
const TitleId = createContext("verdict-title");

/** The verdict's band: its icon, the one word, and a sentence. Read first by screen readers (role="status" above it). */
function VerdictBand({ tone, icon, title, children }: { tone: keyof typeof TONE; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className={cn("flex gap-3 rounded-lg border p-4 sm:p-5 print:border-black print:bg-transparent print:text-black", TONE[tone])}>
      <span className="mt-0.5 shrink-0 [&>svg]:size-7" aria-hidden="true">
        {icon}
      </span>
      <div className="grid gap-1">
        <h2 id={useContext(TitleId)} className="text-2xl font-bold tracking-tight">
          {title}
        </h2>
        <div className="text-sm leading-relaxed sm:text-base">{children}</div>
      </div>
    </div>
  );
}

const INVALID_TEXT: Record<InvalidReason, string> = {
  signature:
    "Isi sertifikat ini tidak cocok dengan tanda tangan digital BLK Banda Aceh: ada data yang diubah setelah sertifikat diterbitkan (misalnya nama, tanggal, atau hasil), atau kode QR ini bukan buatan BLK Banda Aceh.",
  unknown_key: "Kode QR ini ditandatangani dengan kunci yang bukan milik BLK Banda Aceh, atau kuncinya sudah tidak berlaku.",
  format: "Kode pada alamat ini rusak, terpotong, atau bukan kode sertifikat BLK Banda Aceh.",
  details:
    "Daftar unit kompetensi atau penanda tangan yang tercatat tidak cocok dengan tanda tangan digital pada kode QR ini: isi sertifikat ini telah diubah.",
};

/** One line of the paper: its label, and its value as printed. */
function Row({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cn("grid gap-0.5 sm:grid-cols-[11rem_1fr] sm:gap-3", wide && "sm:col-span-2")}>
      <dt className="text-sm text-muted-foreground print:text-black">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

/** Every printed field, in the paper's order, so an edited paper shows at a glance beside it. */
function PaperFields({ fields, answer }: { fields: CertificateFields; answer: CertificateStatusAnswer }) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="grid gap-6 rounded-lg border-2 border-double border-border p-4 sm:p-8 print:border-black">
      <header className="grid gap-1 text-center">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-muted-foreground print:text-black">UPTD BLK Banda Aceh · Kejuruan TIK</p>
        <h3 id={titleId} className="text-xl font-bold uppercase tracking-wide sm:text-2xl">
          Sertifikat Pelatihan
        </h3>
        <p className="text-sm">
          Nomor: <span className="font-mono font-semibold whitespace-nowrap">{fields.number}</span>
        </p>
      </header>
      <div className="grid gap-1 text-center">
        <p className="text-sm text-muted-foreground print:text-black">diberikan kepada</p>
        <p className="text-2xl font-bold break-words sm:text-3xl" data-field="nama">
          {fields.fullName}
        </p>
      </div>
      <dl className="grid gap-3">
        <Row label="Tempat, tanggal lahir">
          {fields.birthPlace}, {printedDate(fields.birthDate)}
        </Row>
        <Row label="Program pelatihan">{fields.program}</Row>
        <Row label="Batch">{fields.batch}</Row>
        <Row label="Jumlah jam pelatihan">{fields.jp} JP</Row>
        <Row label="Periode">
          {printedDate(fields.periodStart)} s.d. {printedDate(fields.periodEnd)}
        </Row>
        <Row label="Hasil">
          <span className="font-bold uppercase">{fields.result}</span>
        </Row>
      </dl>
      <div className="grid gap-1 sm:ml-auto sm:w-80 sm:text-center">
        <p>
          {fields.issuedPlace}, {printedDate(fields.issuedOn)}
        </p>
        <p>{answer.signatory.position}</p>
        <p className="mt-6 font-semibold underline underline-offset-4 sm:mt-10">{answer.signatory.name}</p>
        <p className="text-sm">NIP {answer.signatory.nip}</p>
      </div>
      <UnitsTable answer={answer} jp={fields.jp} />
    </article>
  );
}

/** The units of competence with their hours (the paper's second page). */
function UnitsTable({ answer, jp }: { answer: CertificateStatusAnswer; jp?: number }) {
  const titleId = useId();
  if (answer.units.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="grid gap-3 border-t pt-5 print:break-before-auto">
      <h3 id={titleId} className="font-semibold">
        Unit kompetensi / materi pelatihan
      </h3>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="border-b text-left text-muted-foreground print:text-black">
              <th scope="col" className="w-8 py-2 pr-2 font-medium">
                No
              </th>
              <th scope="col" className="py-2 pr-2 font-medium">
                Unit kompetensi
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                JP
              </th>
            </tr>
          </thead>
          <tbody>
            {answer.units.map((unit, i) => (
              <tr key={`${unit.kode}-${i}`} className="border-b align-top">
                <td className="py-2 pr-2">{i + 1}</td>
                <td className="py-2 pr-2">
                  {unit.judul}
                  {unit.kode && <span className="block font-mono text-xs text-muted-foreground print:text-black">{unit.kode}</span>}
                </td>
                <td className="py-2 text-right tabular-nums">{unit.jp}</td>
              </tr>
            ))}
          </tbody>
          {jp !== undefined && (
            <tfoot>
              <tr className="font-semibold">
                <td colSpan={2} className="py-2 pr-2 text-right">
                  Jumlah
                </td>
                <td className="py-2 text-right tabular-nums">{jp}</td>
              </tr>
            </tfoot>
          )}
        </table>
      </div>
    </section>
  );
}

/** The paper check's answer: what the database holds for that number, which the visitor compares with the paper. */
function RegisterFacts({ answer }: { answer: CertificateStatusAnswer }) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="grid gap-5 rounded-lg border p-4 sm:p-6 print:border-black">
      <h3 id={titleId} className="font-semibold">
        Tercatat di daftar sertifikat BLK Banda Aceh
      </h3>
      <dl className="grid gap-3">
        <Row label="Nomor sertifikat">
          <span className="font-mono">{answer.number}</span>
        </Row>
        <Row label="Tanggal terbit">{printedDate(answer.issued_on)}</Row>
        <Row label="Penanda tangan">
          {answer.signatory.name}, {answer.signatory.position} (NIP {answer.signatory.nip})
        </Row>
      </dl>
      <UnitsTable answer={answer} />
    </article>
  );
}

const contactLink = (
  <Link to={paths.contact.getHref()} className="font-semibold underline underline-offset-4 print:no-underline">
    hubungi Kejuruan TIK BLK Banda Aceh
  </Link>
);

/** Exactly one verdict, with what the visitor can rely on and what to do; its heading gets `titleId`. */
export function CertificateVerdict({ verdict, titleId }: { verdict: Verdict; titleId: string }) {
  return (
    <TitleId.Provider value={titleId}>
      <VerdictContent verdict={verdict} />
      {/* on paper, when and where it was checked (the page is rendered by the browser only once it has an answer) */}
      <p className="hidden text-sm print:block">
        Diperiksa pada {formatJakartaDateTime(new Date().toISOString())} di {window.location.host}
        {paths.certificateVerification.getHref()}.
      </p>
    </TitleId.Provider>
  );
}

function VerdictContent({ verdict }: { verdict: Verdict }) {
  switch (verdict.status) {
    case "sah": {
      const { answer, fields } = verdict;
      return (
        <div className="grid gap-5">
          <VerdictBand tone="sah" icon={<BadgeCheck />} title="Sah">
            {fields ? (
              <p>
                Sertifikat ini diterbitkan dan ditandatangani secara digital oleh UPTD BLK Banda Aceh, dan isinya tidak diubah. Cocokkan setiap data di
                bawah dengan sertifikat yang Anda pegang: bila ada yang berbeda, sertifikat kertas itu telah diubah.
              </p>
            ) : (
              <p>
                Nomor sertifikat ini terdaftar untuk tanggal lahir tersebut dan masih berlaku. Tanpa kode QR, tanda tangan digital tidak dapat
                diperiksa: nama, program, dan hasil pada kertas tidak ikut diperiksa. Cocokkan data di bawah, atau pindai kode QR untuk pemeriksaan
                lengkap.
              </p>
            )}
          </VerdictBand>
          {fields ? <PaperFields fields={fields} answer={answer} /> : <RegisterFacts answer={answer} />}
        </div>
      );
    }
    case "dicabut": {
      const { answer, fields } = verdict;
      return (
        <div className="grid gap-5">
          <VerdictBand tone="bad" icon={<Ban />} title="Dicabut">
            <p>
              Sertifikat nomor <span className="font-mono font-semibold whitespace-nowrap">{answer.number}</span>
              {fields ? ` atas nama ${fields.fullName}` : ""} telah dicabut oleh UPTD BLK Banda Aceh
              {answer.revoked_on ? ` pada ${printedDate(answer.revoked_on)}` : ""} dan tidak berlaku lagi.
            </p>
            {answer.revoked_reason && (
              <p className="mt-2">
                <span className="font-semibold">Alasan:</span> {answer.revoked_reason}
              </p>
            )}
          </VerdictBand>
        </div>
      );
    }
    case "diganti": {
      const { answer, fields } = verdict;
      return (
        <VerdictBand tone="warn" icon={<RefreshCw />} title="Diganti">
          <p>
            Sertifikat nomor <span className="font-mono font-semibold whitespace-nowrap">{answer.number}</span>
            {fields ? ` atas nama ${fields.fullName}` : ""} telah diganti dengan sertifikat perbaikan nomor{" "}
            <span className="font-mono font-semibold whitespace-nowrap">{answer.replaced_by}</span>
            {answer.revoked_on ? ` pada ${printedDate(answer.revoked_on)}` : ""} dan tidak berlaku lagi. Mintalah sertifikat yang baru kepada
            pemegangnya.
          </p>
        </VerdictBand>
      );
    }
    case "tidak_sah":
      return (
        <VerdictBand tone="bad" icon={<ShieldAlert />} title="Tidak sah">
          <p>{INVALID_TEXT[verdict.reason]}</p>
          <p className="mt-2">
            Jangan menerima sertifikat ini sebagai bukti pelatihan.{" "}
            {verdict.reason === "format"
              ? "Pindai ulang kode QR pada kertasnya, atau periksa dengan nomor sertifikat dan tanggal lahir di bawah. Bila tetap tidak sah, "
              : "Mintalah sertifikat aslinya kepada pemegangnya, atau "}
            {contactLink} untuk memastikannya.
          </p>
        </VerdictBand>
      );
    case "tidak_ditemukan":
      return (
        <VerdictBand tone="none" icon={<FileSearch />} title="Tidak ditemukan">
          <p>{verdict.message}</p>
          <p className="mt-2">
            {verdict.source === "paper"
              ? "Pastikan nomor dan tanggal lahir sama persis dengan yang tertulis pada sertifikat. Bila sudah sama, "
              : "Sertifikat dengan kode QR ini tidak ada di daftar sertifikat BLK Banda Aceh. "}
            {contactLink}
            {verdict.source === "paper" ? "." : " untuk memastikannya."}
          </p>
        </VerdictBand>
      );
  }
}
