import { useMemo } from "react";
import { useSchedules, type Schedule } from "@/features/schedules/api/schedules";

/** A batch as the panel's filters, tables and pages name it: program and batch. */
export const batchLabel = (schedule: Pick<Schedule, "program" | "batch">) => `${schedule.program} (${schedule.batch})`;

/**
 * Every batch as a filter's choices (`options`, by id as the URL holds it) and its name by id (`labels`), for the
 * panel's lists that filter by batch (Pendaftar, Sertifikat). A module of its own: public pages load the schedules'
 * data module and need none of this.
 */
export function useBatchChoices() {
  const schedules = useSchedules();
  return useMemo(() => {
    const list = schedules.data ?? [];
    return {
      labels: new Map(list.map((s) => [s.id, batchLabel(s)])),
      options: Object.fromEntries(list.map((s) => [String(s.id), batchLabel(s)])),
    };
  }, [schedules.data]);
}
