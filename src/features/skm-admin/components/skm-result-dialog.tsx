import { FormDialog, type FormDialogOpenProps } from "@/components/form-dialog";
import { TextareaField } from "@/components/form-fields";
import { useZodForm } from "@/hooks/use-zod-form";
import { decimalText } from "@/features/satisfaction-survey/api/skm";
import { useSaveSkmFollowUp, type SkmPeriodRow } from "@/features/skm-admin/api/skm-periods";
import { SKM_FOLLOW_UP_MAX, skmFollowUpSchema } from "@/features/skm-admin/schemas/skm-period-schema";

/**
 * "Hasil & Tindak Lanjut" of a period: skm_period_result's elements (NRR 3 decimals, converted 2, the lowest marked),
 * the IKM and grade, the respondents against the minimum, and the follow-up editor, its label naming the lowest element.
 */
export function SkmResultDialog({ period, ...dialog }: FormDialogOpenProps & { period?: SkmPeriodRow }) {
  const save = useSaveSkmFollowUp();
  const values = { follow_up: period?.follow_up ?? "" };
  const form = useZodForm(skmFollowUpSchema, values);
  const result = period?.result;
  const lowest = result?.elements.filter((e) => result.lowest?.includes(e.key)).map((e) => e.name) ?? [];

  return (
    <FormDialog
      {...dialog}
      className="sm:max-w-3xl"
      title="Hasil & Tindak Lanjut"
      description={period?.name}
      form={form}
      values={values}
      save={{
        texts: { success: "Tindak lanjut berhasil disimpan.", failure: "Gagal menyimpan tindak lanjut." },
        write: (validated) => save.mutateAsync({ id: period!.id, follow_up: validated.follow_up }),
      }}
    >
      {result && (
        <div className="grid gap-3 text-sm">
          <p>
            {result.respondents} dari {result.minimum} responden minimum untuk {result.population} penerima layanan —{" "}
            {result.minimum_reached ? "sudah tercapai." : "belum tercapai."}
          </p>
          <p className="font-medium">
            IKM: {result.ikm === null || !result.grade ? "–" : `${decimalText(result.ikm)} · ${result.grade.grade} ${result.grade.label}`}
          </p>
          {result.respondents > 0 && (
            <table className="w-full text-left">
              <caption className="sr-only">Nilai per unsur periode {result.name}</caption>
              <thead>
                <tr className="border-b">
                  <th scope="col" className="py-1.5 pr-2">Unsur</th>
                  <th scope="col" className="py-1.5 pr-2 text-right">NRR</th>
                  <th scope="col" className="py-1.5 text-right">Nilai Konversi</th>
                </tr>
              </thead>
              <tbody>
                {result.elements.map((element) => (
                  <tr key={element.key} className="border-b last:border-0">
                    <td className="py-1.5 pr-2">
                      {element.name}
                      {result.lowest?.includes(element.key) && <strong> (terendah)</strong>}
                    </td>
                    <td className="py-1.5 pr-2 text-right tabular-nums">{element.nrr === null ? "–" : decimalText(element.nrr, 3)}</td>
                    <td className="py-1.5 text-right tabular-nums">{element.converted === null ? "–" : decimalText(element.converted)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
      <TextareaField
        control={form.control}
        name="follow_up"
        label={lowest.length ? `Tindak Lanjut (unsur terendah: ${lowest.join(", ")})` : "Tindak Lanjut"}
        description={`Apa yang dilakukan terhadap unsur terendah; tampil di halaman Survei Kepuasan. Paling banyak ${SKM_FOLLOW_UP_MAX.toLocaleString("id-ID")} karakter.`}
        rows={4}
        maxLength={SKM_FOLLOW_UP_MAX}
      />
    </FormDialog>
  );
}
