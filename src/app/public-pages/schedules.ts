/** The schedule list, /jadwal. */
import { definePage } from "@/app/public-pages/page";
import { schedulesQuery } from "@/features/schedules/api/schedules";

export { default } from "@/features/schedules/pages/schedules-page";

export const page = definePage({
  queries: () => ({ schedules: schedulesQuery() }),
  head: () => ({
    title: "Jadwal Pelatihan",
    description: "Jadwal pelatihan Kejuruan TIK BLK Banda Aceh: program kejuruan, instruktur, periode pelaksanaan, batch, dan status pendaftaran.",
  }),
  parent: "home",
  crumb: () => "Jadwal Pelatihan",
});
