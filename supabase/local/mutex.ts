/**
 * A FIFO async mutex. The embedded backend has ONE of these per database: every
 * database conversation (a PostgREST transaction arriving over the wire protocol,
 * or a gateway transaction for auth/storage) runs while holding it, so PGlite's
 * single session is never shared by two conversations at once.
 */
export class Mutex {
  private locked = false;
  private waiters: Array<() => void> = [];
  private waitingSince: number[] = [];
  /** Number of acquisitions so far (used by tests / diagnostics). */
  acquisitions = 0;

  get isLocked(): boolean {
    return this.locked;
  }

  get queueLength(): number {
    return this.waiters.length;
  }

  /** When the longest-waiting caller started waiting (ms since epoch), or null when none waits. */
  get oldestWaitSince(): number | null {
    return this.waitingSince.length ? this.waitingSince[0] : null;
  }

  /** Resolves with a release function once the lock is held. */
  acquire(): Promise<() => void> {
    return new Promise((resolve) => {
      const grant = () => {
        this.locked = true;
        this.acquisitions++;
        let released = false;
        resolve(() => {
          if (released) return;
          released = true;
          const next = this.waiters.shift();
          this.waitingSince.shift();
          if (next) next();
          else this.locked = false;
        });
      };
      if (!this.locked) grant();
      else {
        this.waiters.push(grant);
        this.waitingSince.push(Date.now());
      }
    });
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await fn();
    } finally {
      release();
    }
  }
}
