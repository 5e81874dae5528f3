/** A batch's registration form, /jadwal/:id/daftar (docs/registration.md). */
import { definePage, ids } from "@/app/public-pages/page";
import { scheduleQuery, schedulesQuery } from "@/features/schedules/api/schedules";
import { parseScheduleId } from "@/lib/schedule-routing";

export { default } from "@/features/registrations/pages/registration-page";

export const page = definePage({
  queries: (params) => ({ schedule: scheduleQuery(parseScheduleId(params.id) ?? undefined) }),
  head: (params, data) => ({
    title: data.schedule
      ? `Daftar ${data.schedule.program} ${data.schedule.batch}`
      : parseScheduleId(params.id) === null || data.schedule === null
        ? "Jadwal Tidak Ditemukan"
        : "Pendaftaran Pelatihan",
    description: data.schedule
      ? `Formulir pendaftaran online pelatihan ${data.schedule.program} ${data.schedule.batch} di Kejuruan TIK BLK Banda Aceh.`
      : "Pendaftaran online pelatihan Kejuruan TIK BLK Banda Aceh.",
  }),
  parent: "scheduleDetail",
  crumb: () => "Daftar",
  // only the batches that take registrations on this site
  instances: async (load) => ids((await load(schedulesQuery())).filter((s) => s.online_registration)),
});
