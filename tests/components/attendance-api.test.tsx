/**
 * The attendance data layer's hooks (src/features/attendance/api/attendance.ts, docs/attendance.md) at the network
 * edge: each reads its function with the batch's id and parses the answer, the mutations send what the database
 * takes and refresh the batch, a refusal keeps the database's Indonesian message (CompletionNotMet with who falls
 * short), and mark_attendance's refusals are final for the queue while a lost connection is retried. The functions
 * themselves are tested in tests/integration/attendance.test.ts and attendance-api.test.ts.
 */
import type { ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { server } from "../msw/server";
import { REST_URL } from "../msw/config";
import { createTestQueryClient } from "../setup/render";
import {
  CompletionNotMet,
  markAttendance,
  useClassList,
  useClassSchedules,
  useCompleteParticipants,
  useCompletionOverview,
  useScheduleDays,
  useSetAssessment,
  useSetMinAttendance,
  useSetTrainingDay,
} from "@/features/attendance/api/attendance";
import { MarkRefused } from "@/features/attendance/lib/mark-queue";

const RPC = `${REST_URL}/rpc`;

const CLASS_LIST = {
  schedule: { id: 5, program: "Junior Web Developer", batch: "Batch 2", start_date: "2026-12-01", end_date: "2026-12-12" },
  today: "2026-12-03",
  training_days: ["2026-12-01", "2026-12-02", "2026-12-03"],
  days_so_far: 3,
  participants: [
    { registration_id: 11, full_name: "Cut Meutia", attendance: { "2026-12-01": { status: "hadir", marked_at: "2026-12-01T01:00:00+00:00" } }, present: 1, percentage: 33.3 },
  ],
};

function wrapper() {
  const queryClient = createTestQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, Wrapper };
}

/** Answers `fn` with `answer` and records each body. */
function mockRpc(fn: string, answer: (body: Record<string, unknown>) => Response) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(`${RPC}/${fn}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

describe("attendance reads", () => {
  it("read the batch's class list, days, completion and the caller's batches, parsed", async () => {
    const lists = mockRpc("class_list", () => HttpResponse.json(CLASS_LIST));
    const days = mockRpc("schedule_days", () => HttpResponse.json([{ day: "2026-12-01", is_training_day: true, is_weekend: false, reason: null, marks: 1 }]));
    const overview = mockRpc("completion_overview", () =>
      HttpResponse.json({
        schedule_id: 5,
        min_attendance: 75,
        training_days: 3,
        participants: [{ registration_id: 11, full_name: "Cut Meutia", status: "peserta", present: 1, attendance: 33.3, assessment: null, meets_rule: false }],
      }),
    );
    mockRpc("class_schedules", () => HttpResponse.json([{ id: 5, program: "Junior Web Developer", batch: "Batch 2", start_date: "2026-12-01", end_date: "2026-12-12", participants: 1 }]));
    const { Wrapper } = wrapper();
    const list = renderHook(() => useClassList(5), { wrapper: Wrapper });
    const day = renderHook(() => useScheduleDays(5), { wrapper: Wrapper });
    const completion = renderHook(() => useCompletionOverview(5), { wrapper: Wrapper });
    const mine = renderHook(() => useClassSchedules(), { wrapper: Wrapper });
    await waitFor(() => expect(list.result.current.data).toEqual(CLASS_LIST));
    await waitFor(() => expect(day.result.current.data).toHaveLength(1));
    await waitFor(() => expect(completion.result.current.data?.participants[0].meets_rule).toBe(false));
    await waitFor(() => expect(mine.result.current.data?.[0].id).toBe(5));
    expect([lists, days, overview]).toEqual([[{ p_schedule_id: 5 }], [{ p_schedule_id: 5 }], [{ p_schedule_id: 5 }]]);
  });

  it("an answer of another shape is an error, not a half-read list; the database's refusal keeps its message", async () => {
    mockRpc("class_list", () => HttpResponse.json({ ...CLASS_LIST, participants: [{ registration_id: 11, nik: "1171010101990001" }] }));
    const { Wrapper } = wrapper();
    const bad = renderHook(() => useClassList(5), { wrapper: Wrapper });
    await waitFor(() => expect(bad.result.current.isError).toBe(true));
    const refused = "Hanya admin, super admin, dan instruktur jadwal ini yang dapat membuka presensi dan penilaiannya.";
    mockRpc("completion_overview", () => HttpResponse.json({ code: "42501", message: refused, details: null, hint: null }, { status: 403 }));
    const overview = renderHook(() => useCompletionOverview(6), { wrapper: Wrapper });
    await waitFor(() => expect(overview.result.current.error?.message).toBe(refused));
  });
});

describe("attendance writes", () => {
  it("send what the database takes and refresh the batch", async () => {
    const trainingDays = mockRpc("set_training_day", (b) => HttpResponse.json({ day: b.p_day, is_training_day: b.p_is_training_day, reason: b.p_reason ?? null }));
    const minimums = mockRpc("set_min_attendance", (b) => HttpResponse.json(b.p_min_attendance as number));
    const assessments = mockRpc("set_assessment", (b) => HttpResponse.json({ registration_id: b.p_registration_id, result: b.p_result, score: b.p_score ?? null, note: b.p_note ?? null, assessed_at: "2026-12-12T03:00:00Z" }));
    const lists = mockRpc("class_list", () => HttpResponse.json(CLASS_LIST));
    const { Wrapper } = wrapper();
    const list = renderHook(() => useClassList(5), { wrapper: Wrapper });
    await waitFor(() => expect(list.result.current.isSuccess).toBe(true));
    const hooks = renderHook(() => ({ day: useSetTrainingDay(), min: useSetMinAttendance(), assess: useSetAssessment() }), { wrapper: Wrapper });
    await act(() => hooks.result.current.day.mutateAsync({ scheduleId: 5, day: "2026-12-04", isTrainingDay: false, reason: "Libur" }));
    await act(() => hooks.result.current.min.mutateAsync({ scheduleId: 5, minAttendance: 80 }));
    await act(() => hooks.result.current.assess.mutateAsync({ registrationId: 11, result: "kompeten", score: 90, note: null }));
    expect(trainingDays).toEqual([{ p_schedule_id: 5, p_day: "2026-12-04", p_is_training_day: false, p_reason: "Libur" }]);
    expect(minimums).toEqual([{ p_schedule_id: 5, p_min_attendance: 80 }]);
    expect(assessments).toEqual([{ p_registration_id: 11, p_result: "kompeten", p_score: 90 }]);
    // the open class list is read again after the changes
    await waitFor(() => expect(lists.length).toBeGreaterThanOrEqual(2));
  });

  it("completion: a refusal names who falls short (CompletionNotMet); the exceptions are asked for explicitly", async () => {
    const message = "Belum memenuhi syarat Selesai: Teuku Umar (kehadiran 60,0 % dari minimum 75 %). Tidak ada yang diubah.";
    const notMet = [{ registration_id: 12, code: "TIK-7K3M-9XQ2", full_name: "Teuku Umar", reason: "kehadiran 60,0 % dari minimum 75 %", attendance: 60, minimum: 75, result: "kompeten", present: 6, training_days: 10, meets: false }];
    const bodies = mockRpc("complete_participants", (b) =>
      b.p_allow_exceptions
        ? HttpResponse.json({ changed: 1, unchanged: 0, status: "selesai", exceptions: 1 })
        : HttpResponse.json({ code: "PT409", message, details: JSON.stringify({ not_met: notMet }), hint: null }, { status: 409 }),
    );
    const { Wrapper } = wrapper();
    const hook = renderHook(() => useCompleteParticipants(), { wrapper: Wrapper });
    const refused = await act(() => hook.result.current.mutateAsync({ ids: [12] }).catch((e: unknown) => e));
    expect(refused).toBeInstanceOf(CompletionNotMet);
    expect(refused).toMatchObject({ message, notMet: [{ registration_id: 12, full_name: "Teuku Umar", attendance: 60 }] });
    expect(await act(() => hook.result.current.mutateAsync({ ids: [12], allowExceptions: true, message: "Selamat." }))).toEqual({
      changed: 1,
      unchanged: 0,
      status: "selesai",
      exceptions: 1,
    });
    expect(bodies).toEqual([
      { p_ids: [12], p_allow_exceptions: false },
      { p_ids: [12], p_allow_exceptions: true, p_message: "Selamat." },
    ]);
  });

  it("markAttendance: a refusal is final (MarkRefused), a lost connection or a server error is retried", async () => {
    const mark = { registration_id: 11, day: "2026-12-03", status: "hadir" as const, marked_at: "2026-12-03T01:00:00.000Z" };
    const bodies = mockRpc("mark_attendance", (b) => HttpResponse.json({ saved: 1, kept: 0, marks: b.p_marks }));
    expect(await markAttendance(5, [mark])).toEqual({ saved: 1, kept: 0, marks: [mark] });
    expect(bodies).toEqual([{ p_schedule_id: 5, p_marks: [mark] }]);

    const notDay = "Bukan hari pelatihan: 6 Des 2026. Tidak ada yang disimpan.";
    mockRpc("mark_attendance", () => HttpResponse.json({ code: "PT409", message: notDay, details: null, hint: null }, { status: 409 }));
    await expect(markAttendance(5, [mark])).rejects.toEqual(new MarkRefused(notDay));
    mockRpc("mark_attendance", () => HttpResponse.json({ code: "57014", message: "canceling statement due to statement timeout", details: null, hint: null }, { status: 503 }));
    const timeout = await markAttendance(5, [mark]).catch((e: unknown) => e);
    expect(timeout).toBeInstanceOf(Error);
    expect(timeout).not.toBeInstanceOf(MarkRefused);
    server.use(http.post(`${RPC}/mark_attendance`, () => HttpResponse.error()));
    const offline = await markAttendance(5, [mark]).catch((e: unknown) => e);
    expect(offline).not.toBeInstanceOf(MarkRefused);
  });
});
