import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { attendanceKeys, markAttendance } from "@/features/attendance/api/attendance";
import { MarkQueue, localMarkStorage, type QueuedMark } from "@/features/attendance/lib/mark-queue";

/**
 * The class screen's queue of marks (docs/attendance.md, "A weak connection"): made with the screen, it sends what
 * the device kept from an earlier visit at once, again whenever the browser says it is back online, and refreshes the
 * class list when marks are confirmed. Leaving the screen stops its retries; what is pending stays on the device.
 */
export function useMarkQueue(scheduleId: number) {
  const queryClient = useQueryClient();
  const [queue] = useState(() => new MarkQueue({ storage: localMarkStorage(), send: markAttendance }));
  // Re-rendered on every change of the queue (pending() is read during render).
  const [, setVersion] = useState(0);
  useEffect(() => {
    let before = queue.pending(scheduleId).length;
    const unsubscribe = queue.subscribe(() => {
      setVersion((v) => v + 1);
      const now = queue.pending(scheduleId).length;
      if (now < before) {
        void queryClient.invalidateQueries({ queryKey: attendanceKeys.classList(scheduleId) });
        void queryClient.invalidateQueries({ queryKey: attendanceKeys.days(scheduleId) });
      }
      before = now;
    });
    const online = () => void queue.flush();
    window.addEventListener("online", online);
    if (queue.pending().length > 0) void queue.flush();
    return () => {
      unsubscribe();
      window.removeEventListener("online", online);
      queue.stop();
    };
  }, [queue, queryClient, scheduleId]);
  return { queue, pending: queue.pending(scheduleId) as readonly QueuedMark[] };
}
