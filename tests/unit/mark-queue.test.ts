/**
 * The phone's queue of attendance marks (src/features/attendance/lib/mark-queue.ts, docs/attendance.md "A weak
 * connection"): kept at once, newest per participant and day, sent per class, retried with growing waits after a
 * failure, refused marks isolated with their message, confirmed ones removed, and everything readable as pending.
 */
import { describe, expect, it, vi } from "vitest";
import { MarkQueue, MarkRefused, localMarkStorage, parseStoredMarks, type MarkStorage } from "@/features/attendance/lib/mark-queue";
import type { AttendanceMark, MarkResult } from "@/features/attendance/schemas/attendance-schema";

function memoryStorage(initial: string | null = null): MarkStorage & { value: string | null } {
  const s = {
    value: initial,
    load: () => s.value,
    save: (v: string) => {
      s.value = v;
    },
  };
  return s;
}

const ok = (marks: AttendanceMark[]): MarkResult => ({ saved: marks.length, kept: 0, marks });

/** A fake clock and timers the test advances by hand. */
function setup(send: (scheduleId: number, marks: AttendanceMark[]) => Promise<MarkResult>, storage = memoryStorage()) {
  let t = Date.parse("2026-12-01T08:00:00.000Z");
  const timers: { run: () => void; ms: number }[] = [];
  const queue = new MarkQueue({
    storage,
    send,
    now: () => new Date((t += 1000)),
    retryDelaysMs: [100, 200],
    setTimer: (run, ms) => {
      const timer = {
        ms,
        run: () => {
          timers.splice(timers.indexOf(timer), 1);
          run();
        },
      };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => timers.splice(timers.indexOf(timer as (typeof timers)[number]), 1),
  });
  return { queue, timers, storage };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe("MarkQueue", () => {
  it("keeps a mark before sending, sends it per class, and forgets it once the database answered", async () => {
    const sent: [number, AttendanceMark[]][] = [];
    let release!: () => void;
    const { queue, storage } = setup(async (id, marks) => {
      sent.push([id, marks]);
      await new Promise<void>((r) => (release = r));
      return ok(marks);
    });
    const seen = vi.fn();
    queue.subscribe(seen);
    queue.add(7, { registration_id: 1, day: "2026-12-01", status: "hadir" });
    // stored and pending while the request is under way
    expect(parseStoredMarks(storage.value)).toMatchObject([{ scheduleId: 7, registration_id: 1, day: "2026-12-01", status: "hadir" }]);
    expect(queue.pending(7)).toHaveLength(1);
    expect(seen).toHaveBeenCalled();
    await settle();
    release();
    await queue.flush();
    expect(sent).toEqual([[7, [{ registration_id: 1, day: "2026-12-01", status: "hadir", marked_at: "2026-12-01T08:00:01.000Z" }]]]);
    expect(queue.pending()).toEqual([]);
    expect(parseStoredMarks(storage.value)).toEqual([]);
  });

  it("keeps only the newest mark of a participant's day, and a mark made while one is in flight stays pending", async () => {
    let release!: () => void;
    const sent: AttendanceMark[][] = [];
    const { queue } = setup(async (_id, marks) => {
      sent.push(marks);
      await new Promise<void>((r) => (release = r));
      return ok(marks);
    });
    queue.add(7, { registration_id: 1, day: "2026-12-01", status: "hadir" });
    await settle();
    // a second tap while the first is on its way: it replaces the first here, and is sent next
    queue.add(7, { registration_id: 1, day: "2026-12-01", status: "izin" });
    // an older mark (from a slower device's copy) never replaces a newer one
    queue.add(7, { registration_id: 1, day: "2026-12-01", status: "alpa", marked_at: "2026-11-30T00:00:00.000Z" });
    expect(queue.pending().map((m) => m.status)).toEqual(["izin"]);
    release();
    await settle();
    await settle();
    expect(queue.pending().map((m) => m.status)).toEqual(["izin"]);
    release();
    await queue.flush();
    expect(sent.map((b) => b.map((m) => m.status))).toEqual([["hadir"], ["izin"]]);
    expect(queue.pending()).toEqual([]);
  });

  it("a failure keeps everything and retries after growing waits; the screen reads what is not yet saved", async () => {
    let online = false;
    const send = vi.fn(async (_id: number, marks: AttendanceMark[]) => {
      if (!online) throw new TypeError("fetch failed");
      return ok(marks);
    });
    const { queue, timers } = setup(send);
    queue.add(7, { registration_id: 1, day: "2026-12-01", status: "hadir" });
    // made while the first is on its way: it waits for the retry, which sends both
    queue.add(8, { registration_id: 2, day: "2026-12-01", status: "sakit" });
    await queue.flush();
    expect(queue.pending().map((m) => [m.scheduleId, m.attempts])).toEqual([
      [7, 1],
      [8, 0],
    ]);
    expect(timers.map((t) => t.ms)).toEqual([100]);
    timers[0].run();
    await queue.flush();
    expect(queue.pending().map((m) => [m.scheduleId, m.attempts])).toEqual([
      [7, 2],
      [8, 1],
    ]);
    expect(timers.map((t) => t.ms)).toEqual([200]);
    online = true;
    timers[0].run();
    await queue.flush();
    expect(queue.pending()).toEqual([]);
    expect(timers).toEqual([]);
  });

  it("a refused batch is sent one by one: the good marks are saved, the refused one waits with the message", async () => {
    const send = vi.fn(async (_id: number, marks: AttendanceMark[]) => {
      if (marks.some((m) => m.day === "2026-12-06")) throw new MarkRefused("Bukan hari pelatihan: 6 Des 2026. Tidak ada yang disimpan.");
      return ok(marks);
    });
    // two marks kept while offline, sent together after a reload
    const stored = (day: string) => ({ scheduleId: 7, registration_id: 1, day, status: "hadir", marked_at: `${day}T08:00:00.000Z`, attempts: 1 });
    const { queue, timers } = setup(send, memoryStorage(JSON.stringify({ version: 1, marks: [stored("2026-12-05"), stored("2026-12-06")] })));
    await queue.flush();
    expect(send.mock.calls.map(([, marks]) => marks.map((m) => m.day))).toEqual([["2026-12-05", "2026-12-06"], ["2026-12-05"], ["2026-12-06"]]);
    expect(queue.pending()).toMatchObject([{ day: "2026-12-06", refused: "Bukan hari pelatihan: 6 Des 2026. Tidak ada yang disimpan." }]);
    // not retried by itself
    expect(timers).toEqual([]);
    const calls = send.mock.calls.length;
    await queue.flush();
    expect(send.mock.calls.length).toBe(calls);
    // retried on request, or given up
    await queue.retry();
    expect(send.mock.calls.length).toBe(calls + 1);
    queue.discard({ scheduleId: 7, registration_id: 1, day: "2026-12-06" });
    expect(queue.pending()).toEqual([]);
  });

  it("what was stored survives a reload; unreadable storage starts empty", async () => {
    const storage = memoryStorage();
    const offline = setup(async () => Promise.reject(new TypeError("fetch failed")), storage);
    offline.queue.add(7, { registration_id: 3, day: "2026-12-02", status: "alpa" });
    await offline.queue.flush();
    offline.queue.stop();
    const sent: AttendanceMark[][] = [];
    const again = setup(async (_id, marks) => {
      sent.push(marks);
      return ok(marks);
    }, storage);
    expect(again.queue.pending()).toMatchObject([{ registration_id: 3, attempts: 1 }]);
    await again.queue.flush();
    expect(sent).toHaveLength(1);
    expect(again.queue.pending()).toEqual([]);

    for (const text of ["{", '{"version":2,"marks":[]}', '{"version":1,"marks":[{"registration_id":"x"}]}', "null"]) {
      expect(parseStoredMarks(text)).toEqual([]);
    }
    expect(new MarkQueue({ storage: memoryStorage("{"), send: async (_i, m) => ok(m) }).pending()).toEqual([]);
  });

  it("a storage that refuses to write keeps the marks in memory and still sends them", async () => {
    const sent: AttendanceMark[][] = [];
    const queue = new MarkQueue({
      storage: { load: () => null, save: () => { throw new DOMException("quota", "QuotaExceededError"); } },
      send: async (_id, marks) => {
        sent.push(marks);
        return ok(marks);
      },
    });
    queue.add(7, { registration_id: 1, day: "2026-12-01", status: "hadir" });
    await queue.flush();
    expect(sent).toHaveLength(1);
    expect(queue.pending()).toEqual([]);
  });

  it("localMarkStorage keeps the queue under the member's own key, and works without a storage at all", () => {
    const items = new Map<string, string>();
    vi.stubGlobal("localStorage", { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) });
    const storage = localMarkStorage("member-a");
    storage.save("[]");
    expect([...items]).toEqual([["presensi-antrean:member-a", "[]"]]);
    expect(localMarkStorage("member-b").load()).toBeNull();
    expect(storage.load()).toBe("[]");
    vi.stubGlobal("localStorage", { getItem: () => { throw new DOMException("blocked", "SecurityError"); } });
    expect(storage.load()).toBeNull();
    vi.stubGlobal("localStorage", undefined);
    expect(storage.load()).toBeNull();
    vi.unstubAllGlobals();
  });
});
