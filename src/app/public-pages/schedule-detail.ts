/** One batch's page, /jadwal/:id. */
import { definePage, ids } from "@/app/public-pages/page";
import { programsQuery } from "@/features/programs/api/programs";
import { scheduleQuery, schedulesQuery } from "@/features/schedules/api/schedules";
import { parseScheduleId } from "@/lib/schedule-routing";

export { default } from "@/features/schedules/pages/schedule-detail-page";

export const page = definePage({
  queries: (params) => ({
    schedule: scheduleQuery(parseScheduleId(params.id) ?? undefined),
    programs: programsQuery(),
  }),
  head: (params, data) => ({
    title: data.schedule
      ? `${data.schedule.program} ${data.schedule.batch}`
      : parseScheduleId(params.id) === null || data.schedule === null
        ? "Jadwal Tidak Ditemukan"
        : "Jadwal Pelatihan",
    description: data.schedule
      ? `Jadwal, persyaratan, dan cara mendaftar pelatihan ${data.schedule.program} ${data.schedule.batch} di Kejuruan TIK BLK Banda Aceh.`
      : "Jadwal pelatihan Kejuruan TIK BLK Banda Aceh.",
  }),
  parent: "schedules",
  crumb: (_params, data) => (data.schedule ? `${data.schedule.program} ${data.schedule.batch}` : "Jadwal"),
  instances: async (load) => ids(await load(schedulesQuery())),
  // A batch is shared with its program's photo (the same share image as the program's page).
  seo: import.meta.env.SSR
    ? async (context) => {
        const schedule = context.data.schedule;
        const program = context.data.programs?.find((p) => p.name === schedule?.program && p.image_url);
        return program?.image_url ? { shareImage: { name: `program-${program.id}`, source: program.image_url } } : {};
      }
    : undefined,
});
