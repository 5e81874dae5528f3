import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { attendanceKeys, markAttendance } from "@/features/attendance/api/attendance";
import { MarkQueue, localMarkStorage, type QueuedMark } from "@/features/attendance/lib/mark-queue";
import type { ClassList, MarkResult } from "@/features/attendance/schemas/attendance-schema";

/**
 * The class screen's queue of marks (docs/attendance.md, "A weak connection"): made with the screen, it sends what
 * the device kept from an earlier visit at once, again whenever the browser says it is back online, and refreshes the
 * class list when marks are confirmed. Leaving the screen stops its retries; what is pending stays on the device, under
 * the member who made it (`memberId`: the screen is remade for another member).
 */
export function useMarkQueue(scheduleId: number, memberId: string) {
  const queryClient = useQueryClient();
  const [queue] = useState(
    () =>
      new MarkQueue({
        storage: localMarkStorage(memberId),
        // What the database now stores goes into the class list at once: a confirmed mark leaves the queue, and the
        // screen must not fall back to the list read before it (the read that follows may fail on a weak connection).
        send: async (id, marks) => {
          const result = await markAttendance(id, marks);
          queryClient.setQueryData<ClassList>(attendanceKeys.classList(id), (list) => list && withMarks(list, result.marks));
          return result;
        },
      }),
  );
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

/** The class list with the stored marks of mark_attendance()'s answer. */
function withMarks(list: ClassList, marks: MarkResult["marks"]): ClassList {
  return {
    ...list,
    participants: list.participants.map((p) => {
      const mine = marks.filter((m) => m.registration_id === p.registration_id);
      if (mine.length === 0) return p;
      const attendance = { ...p.attendance };
      for (const m of mine) attendance[m.day] = { status: m.status, marked_at: m.marked_at };
      return { ...p, attendance };
    }),
  };
}
