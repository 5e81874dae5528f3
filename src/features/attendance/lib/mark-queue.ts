import { attendanceMarkSchema, type AttendanceMark, type MarkResult } from "@/features/attendance/schemas/attendance-schema";

/*
 * The phone's queue of attendance marks (docs/attendance.md, "A weak connection"): a mark is kept on the device
 * (localStorage) the moment it is made, sent in batches per class, retried after a failure, and removed only once
 * the database has answered for it. Per participant and day only the newest mark is kept (a second tap replaces the
 * first), and its time of marking travels with it, so a retry that arrives after a newer mark from another device
 * never overwrites it (the database compares the times). What is not yet saved is always readable (`pending()`),
 * for the screen to say so. No names are kept: a registration id, a day, a status and a time.
 *
 * Pure: storage, sending, the clock and the timers are given, so the unit tests drive it without a browser or network.
 */

/** A refusal the database will give again (e.g. a day that is not a training day): not retried by itself. */
export class MarkRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MarkRefused";
  }
}

export interface QueuedMark extends AttendanceMark {
  scheduleId: number;
  /** Sending attempts that failed so far. */
  attempts: number;
  /** The database's refusal of this mark (then it waits for `retry()` or `discard()`). */
  refused?: string;
}

/** Where the queue lives between visits (localStorage in the browser). */
export interface MarkStorage {
  load(): string | null;
  save(value: string): void;
}

export interface MarkQueueOptions {
  storage: MarkStorage;
  /** mark_attendance() for one class; throws MarkRefused for a refusal, anything else for a failure worth retrying. */
  send: (scheduleId: number, marks: AttendanceMark[]) => Promise<MarkResult>;
  now?: () => Date;
  /** Waits before the 1st, 2nd, ... retry; the last repeats. */
  retryDelaysMs?: readonly number[];
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

const STORAGE_VERSION = 1;
const DEFAULT_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000] as const;
/** The database takes at most 1000 marks a call. */
const BATCH = 500;

const keyOf = (m: { scheduleId: number; registration_id: number; day: string }) => `${m.scheduleId}:${m.registration_id}:${m.day}`;

/** The stored queue, or an empty one if it is missing or unreadable (a queue never stops the screen). */
export function parseStoredMarks(text: string | null): QueuedMark[] {
  if (!text) return [];
  try {
    const parsed = JSON.parse(text) as { version?: unknown; marks?: unknown };
    if (parsed.version !== STORAGE_VERSION || !Array.isArray(parsed.marks)) return [];
    return parsed.marks.flatMap((m: unknown) => {
      const mark = attendanceMarkSchema.safeParse(m);
      const extra = m as { scheduleId?: unknown; attempts?: unknown; refused?: unknown };
      if (!mark.success || typeof extra.scheduleId !== "number" || !Number.isSafeInteger(extra.scheduleId)) return [];
      return [{
        ...mark.data,
        scheduleId: extra.scheduleId,
        attempts: typeof extra.attempts === "number" ? extra.attempts : 0,
        ...(typeof extra.refused === "string" ? { refused: extra.refused } : {}),
      }];
    });
  } catch {
    return [];
  }
}

export class MarkQueue {
  private marks = new Map<string, QueuedMark>();
  private listeners = new Set<() => void>();
  private timer: unknown = null;
  private sending: Promise<void> | null = null;
  private failures = 0;
  /** A mark was added while a round was under way: one more round follows at once (unless that round failed). */
  private dirty = false;
  private readonly now: () => Date;
  private readonly delays: readonly number[];
  private readonly setTimer: (run: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;

  constructor(private readonly options: MarkQueueOptions) {
    this.now = options.now ?? (() => new Date());
    this.delays = options.retryDelaysMs?.length ? options.retryDelaysMs : DEFAULT_DELAYS_MS;
    this.setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.clearTimer = options.clearTimer ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>));
    for (const m of parseStoredMarks(options.storage.load())) this.put(m);
  }

  /** Keeps a new mark (replacing an older one of the same participant and day) and sends it. */
  add(scheduleId: number, mark: Omit<AttendanceMark, "marked_at"> & { marked_at?: string }): QueuedMark {
    const queued: QueuedMark = { ...mark, marked_at: mark.marked_at ?? this.now().toISOString(), scheduleId, attempts: 0 };
    this.put(queued);
    this.persist();
    this.dirty = true;
    void this.flush();
    return this.marks.get(keyOf(queued))!;
  }

  /** What the database has not yet confirmed, oldest first (of one class, or of all). */
  pending(scheduleId?: number): QueuedMark[] {
    return [...this.marks.values()]
      .filter((m) => scheduleId === undefined || m.scheduleId === scheduleId)
      .sort((a, b) => a.marked_at.localeCompare(b.marked_at));
  }

  /** Called whenever what is pending changes. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tries refused marks again (e.g. after the admin changed the training days), then everything else. */
  retry(): Promise<void> {
    for (const m of this.marks.values()) delete m.refused;
    this.persist();
    return this.flush();
  }

  /** Gives up a mark the database refused (or any unsaved one). */
  discard(mark: { scheduleId: number; registration_id: number; day: string }): void {
    if (this.marks.delete(keyOf(mark))) this.persist();
  }

  /**
   * Sends what is pending and not refused, per class, in batches; resolves when this round is done. A failure keeps
   * the marks and tries again after a growing wait; a refusal of a batch sends its marks one by one, so the good ones
   * are saved and only the refused one waits with the database's message.
   */
  flush(): Promise<void> {
    if (this.sending) return this.sending;
    if (this.timer !== null) {
      this.clearTimer(this.timer);
      this.timer = null;
    }
    this.dirty = false;
    this.sending = this.sendAll().finally(() => {
      this.sending = null;
      const waiting = [...this.marks.values()].some((m) => !m.refused);
      if (waiting && this.failures === 0 && this.dirty) {
        void this.flush();
      } else if (waiting && this.failures > 0) {
        const delay = this.delays[Math.min(this.failures - 1, this.delays.length - 1)];
        this.timer = this.setTimer(() => {
          this.timer = null;
          void this.flush();
        }, delay);
      }
    });
    return this.sending;
  }

  /** Stops the retry timer (the screen is left); what is pending stays stored. */
  stop(): void {
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
  }

  private async sendAll(): Promise<void> {
    const bySchedule = new Map<number, QueuedMark[]>();
    for (const m of this.marks.values()) {
      if (m.refused) continue;
      bySchedule.set(m.scheduleId, [...(bySchedule.get(m.scheduleId) ?? []), m]);
    }
    let failed = false;
    for (const [scheduleId, marks] of bySchedule) {
      for (let i = 0; i < marks.length; i += BATCH) {
        const outcome = await this.sendBatch(scheduleId, marks.slice(i, i + BATCH));
        if (outcome === "failed") failed = true;
      }
    }
    this.failures = failed ? this.failures + 1 : 0;
  }

  private async sendBatch(scheduleId: number, batch: QueuedMark[]): Promise<"sent" | "refused" | "failed"> {
    const sent = batch.map(({ registration_id, day, status, marked_at }) => ({ registration_id, day, status, marked_at }));
    try {
      await this.options.send(scheduleId, sent);
    } catch (error) {
      if (error instanceof MarkRefused) {
        if (batch.length === 1) {
          this.update(batch[0], (m) => ({ ...m, refused: error.message }));
          return "refused";
        }
        for (const one of batch) await this.sendBatch(scheduleId, [one]);
        return "sent";
      }
      for (const m of batch) this.update(m, (q) => ({ ...q, attempts: q.attempts + 1 }));
      return "failed";
    }
    // confirmed: removed, unless a newer mark of the same participant and day was made meanwhile
    for (const m of sent) {
      const current = this.marks.get(keyOf({ scheduleId, ...m }));
      if (current && current.marked_at === m.marked_at && current.status === m.status) this.marks.delete(keyOf(current));
    }
    this.persist();
    return "sent";
  }

  private update(mark: QueuedMark, change: (m: QueuedMark) => QueuedMark) {
    const current = this.marks.get(keyOf(mark));
    if (current && current.marked_at === mark.marked_at && current.status === mark.status) this.marks.set(keyOf(mark), change(current));
    this.persist();
  }

  /** Keeps the newer of two marks of the same participant and day. */
  private put(mark: QueuedMark) {
    const current = this.marks.get(keyOf(mark));
    if (!current || current.marked_at <= mark.marked_at) this.marks.set(keyOf(mark), mark);
  }

  private persist() {
    try {
      this.options.storage.save(JSON.stringify({ version: STORAGE_VERSION, marks: [...this.marks.values()] }));
    } catch {
      // a full or blocked storage: the marks stay in memory for this visit and are still sent
    }
    for (const listener of this.listeners) listener();
  }
}

/**
 * localStorage under one key per member (the browser's; absent or blocked storage keeps the queue in memory only): a
 * mark waits for the member who made it, so one who signs in on the same phone later never sends it as their own.
 */
export function localMarkStorage(memberId: string): MarkStorage {
  const key = `presensi-antrean:${memberId}`;
  return {
    load: () => {
      try {
        return globalThis.localStorage?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    save: (value) => globalThis.localStorage?.setItem(key, value),
  };
}
