import type { ProgramWithSyllabus } from "@/features/programs/api/programs";
import { totalJp } from "@/features/programs/lib/syllabus-total";

/**
 * What 'Cetak Silabus' prints (hidden on screen): program name, category, total JP, the full syllabus table with
 * unit codes, and the centre's contact line. The page's own content is hidden in print.
 */
export function SyllabusPrintSheet({ program, contactLine }: { program: ProgramWithSyllabus; contactLine: string | null }) {
  const items = [...(program.syllabus_items ?? [])].sort((a, b) => a.item_order - b.item_order);
  return (
    <section className="print-sheet hidden text-[11pt] leading-snug text-black print:block" data-testid="syllabus-print-sheet" aria-hidden="true">
      <p className="text-[9pt] uppercase tracking-wider">Silabus Pelatihan · Kejuruan TIK UPTD BLK Banda Aceh</p>
      <h1 className="mt-1 text-[18pt] font-bold">{program.name}</h1>
      <p className="mt-1">
        Kategori: {program.category} · Durasi: {program.duration}{items.length > 0 ? ` · Total JP: ${totalJp(items)}` : ""}
      </p>
      {items.length === 0 ? (
        <p className="mt-4">Silabus belum tersedia.</p>
      ) : (
        <table className="mt-4">
          <thead>
            <tr>
              <th className="w-8">No</th>
              <th className="w-40">Kode Unit</th>
              <th>Unit Kompetensi / Materi</th>
              <th className="w-14 text-right">JP</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item, i) => (
              <tr key={item.id}>
                <td>{i + 1}</td>
                <td className="whitespace-nowrap font-mono text-[9.5pt]">{item.kode_unit ?? "-"}</td>
                <td>{item.title}</td>
                <td className="text-right">{item.duration_jp}</td>
              </tr>
            ))}
            <tr>
              <td colSpan={3} className="text-right font-semibold">
                Total
              </td>
              <td className="text-right font-semibold">{totalJp(items)}</td>
            </tr>
          </tbody>
        </table>
      )}
      {contactLine ? <p className="mt-6 border-t border-black pt-2 text-[9pt]">{contactLine}</p> : null}
    </section>
  );
}
