/** A batch's published selection results, /jadwal/:id/hasil-seleksi (docs/selection.md). */
import { definePage } from "@/app/public-pages/page";
import { selectionResultsQuery } from "@/features/registrations/api/selection-results";
import { parseScheduleId } from "@/lib/schedule-routing";

export { default } from "@/features/registrations/pages/selection-results-page";

export const page = definePage({
  queries: (params) => ({ results: selectionResultsQuery(parseScheduleId(params.id) ?? undefined) }),
  head: (_params, data) => ({
    title: data.results ? `Hasil Seleksi ${data.results.schedule.program} ${data.results.schedule.batch}` : "Hasil Seleksi",
    description: "Kode pendaftaran peserta lulus seleksi dan cadangan pelatihan Kejuruan TIK BLK Banda Aceh.",
  }),
  parent: "scheduleDetail",
  crumb: () => "Hasil Seleksi",
  // Not prerendered: the lists change as administrators decide, and a batch's page is public only from its day.
  instances: async () => [],
});
