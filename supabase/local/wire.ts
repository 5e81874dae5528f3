/**
 * PostgreSQL wire-protocol server in front of PGlite (replaces pglite-socket's server).
 *
 * Why not pglite-socket's own server: PGlite is ONE database session. pglite-socket
 * only keeps a client's messages together while that client is inside a transaction,
 * so messages of different connections interleave otherwise (electric-sql/pglite#1046),
 * and nothing stops the gateway's own queries from running in the middle of a
 * PostgREST transaction. Here every connection must hold the backend-wide Mutex for
 * its whole conversation: the lock is taken when the connection sends a message and
 * released only when the conversation is complete, i.e. after a Sync / simple Query /
 * startup message has been answered, the session is not inside a transaction block and
 * the client has nothing else queued. The gateway's auth/storage SQL takes the same
 * lock, so database conversations are strictly one at a time.
 */
import net from "node:net";
import type { PGlite } from "@electric-sql/pglite";
import type { Mutex } from "./mutex.ts";

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3_0 = 196608;
/** A client idle inside an open transaction for this long is disconnected (rolled back). */
export const IDLE_IN_TRANSACTION_MS = 30_000;
/**
 * A client idle inside an open transaction while other conversations (REST, auth, storage,
 * other wire clients) wait for the database is disconnected (rolled back) after this long,
 * so nothing waits more than a few seconds behind an interactive `psql` transaction.
 */
export const BLOCKING_IN_TRANSACTION_MS = 3_000;
/** PostgreSQL's own limit for a startup packet. */
const MAX_STARTUP_LENGTH = 10_000;
/** Largest regular message accepted (PostgreSQL allows up to 1 GB; nothing local needs that). */
export const MAX_MESSAGE_LENGTH = 32 * 1024 * 1024;
/** Message types a frontend may send (protocol 3.0). */
const FRONTEND_TYPES = new Set("BCcdDEfFHPpQSX".split("").map((c) => c.charCodeAt(0)));

/** An ErrorResponse message (severity FATAL/ERROR, SQLSTATE, text). */
export function errorResponse(severity: "FATAL" | "ERROR", code: string, message: string): Buffer {
  const fields = Buffer.from(`S${severity}\0V${severity}\0C${code}\0M${message}\0\0`, "utf8");
  const head = Buffer.alloc(5);
  head.write("E", 0, "ascii");
  head.writeInt32BE(4 + fields.length, 1);
  return Buffer.concat([head, fields]);
}

/**
 * Brings PGlite's one session back to the state every conversation must find: no
 * transaction, the superuser session authorization, every run-time setting (SET, set_config
 * with is_local false, default_transaction_read_only, time zone, request.jwt.* ...) back to
 * its default, no open cursors or prepared statements. Then checks it really is so.
 * (PGlite's reset value of session_authorization is empty, so `SET SESSION AUTHORIZATION
 * DEFAULT` would keep a client's `set session authorization anon`: name the superuser.)
 */
export const RESET_SESSION_SQL = `SET SESSION AUTHORIZATION postgres; RESET ALL; CLOSE ALL; DEALLOCATE ALL;
SET search_path = "$user", public, extensions; SET timezone = 'UTC';
SELECT session_user::text AS s, current_user::text AS u, current_setting('default_transaction_read_only') AS ro,
       current_setting('TimeZone') AS tz, coalesce(current_setting('request.jwt.claims', true), '') AS claims,
       coalesce(current_setting('request.jwt.claim.sub', true), '') AS sub,
       coalesce(current_setting('request.jwt.claim', true), '') AS claim,
       current_setting('statement_timeout') AS st`;

/** Resets PGlite's session (see RESET_SESSION_SQL); throws when the result is not the clean state. */
export async function resetSession(db: PGlite): Promise<void> {
  if (db.isInTransaction()) await db.exec("ROLLBACK");
  const results = await db.exec(RESET_SESSION_SQL);
  const row = results[results.length - 1]?.rows[0] as Record<string, string> | undefined;
  if (
    !row ||
    row.s !== "postgres" ||
    row.u !== "postgres" ||
    row.ro !== "off" ||
    row.tz !== "UTC" ||
    row.claims !== "" ||
    row.sub !== "" ||
    row.claim !== ""
  ) {
    throw new Error(`session reset did not restore the clean state: ${JSON.stringify(row)}`);
  }
}

export interface WireServerOptions {
  db: PGlite;
  lock: Mutex;
  host?: string;
  port: number;
  log?: (msg: string) => void;
}

export class WireServer {
  private server: net.Server | null = null;
  private sockets = new Set<net.Socket>();
  readonly db: PGlite;
  readonly lock: Mutex;
  private host: string;
  private requestedPort: number;
  port = 0;
  private log: (msg: string) => void;

  constructor(opts: WireServerOptions) {
    this.db = opts.db;
    this.lock = opts.lock;
    this.host = opts.host ?? "127.0.0.1";
    this.requestedPort = opts.port;
    this.log = opts.log ?? (() => {});
  }

  async start(): Promise<number> {
    const server = net.createServer((socket) => this.handle(socket));
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.requestedPort, this.host, () => {
        server.off("error", reject);
        resolve();
      });
    });
    const addr = server.address();
    this.port = typeof addr === "object" && addr ? addr.port : this.requestedPort;
    return this.port;
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private handle(socket: net.Socket) {
    this.sockets.add(socket);
    socket.setNoDelay(true);
    const db = this.db;
    const lock = this.lock;
    let buffer: Buffer = Buffer.alloc(0);
    let startupDone = false;
    const pending: Buffer[] = [];
    let pumping = false;
    let release: (() => void) | null = null;
    let heldSince = 0;
    let closed = false;
    let idleTimer: NodeJS.Timeout | null = null;

    const clearIdle = () => {
      if (idleTimer) clearInterval(idleTimer);
      idleTimer = null;
    };

    /** Protocol violation: tell the client why (if it can still hear) and drop it. */
    const refuse = (message: string) => {
      this.log(`wire: ${message}; closing the connection`);
      buffer = Buffer.alloc(0);
      pending.length = 0;
      if (!closed && socket.writable) socket.end(errorResponse("FATAL", "08P01", message));
      setTimeout(() => socket.destroy(), 100).unref();
      closed = true;
      this.sockets.delete(socket);
      void finish();
    };

    const write = (chunk: Uint8Array) => {
      if (!closed && socket.writable && chunk.length > 0) socket.write(Buffer.from(chunk));
    };

    const finish = async () => {
      // Connection gone: roll back whatever it left open, then hand the lock on.
      clearIdle();
      pending.length = 0;
      if (release && !pumping) {
        try {
          await resetSession(db);
        } catch (err) {
          this.log(`wire: cleanup failed: ${(err as Error).message}`);
        }
        const r = release;
        release = null;
        r();
      }
    };

    const pump = async () => {
      if (pumping) return;
      pumping = true;
      try {
        while (pending.length > 0 && !closed) {
          clearIdle();
          const msg = pending.shift()!;
          if (!release) {
            release = await lock.acquire();
            heldSince = Date.now();
          }
          if (closed) break;
          const type = msg[0];
          if (type === 0x58 /* X: Terminate */) {
            socket.end();
            break;
          }
          // Extended-protocol messages already received (Parse/Bind/Describe/Execute... up to
          // Sync) go to PGlite in one call: its main loop consumes them in order, like a socket.
          const batch = [msg];
          let lastType = type;
          if (type !== 0 && type !== 0x51) {
            while (pending.length > 0 && lastType !== 0x53) {
              const t = pending[0][0];
              if (t === 0 || t === 0x58 || t === 0x51) break;
              batch.push(pending.shift()!);
              lastType = t;
            }
          }
          const input = batch.length === 1 ? msg : Buffer.concat(batch);
          await db.runExclusive(() => db.execProtocolRawStream(new Uint8Array(input), { onRawData: write }));
          const completesExchange = lastType === 0 /* startup */ || lastType === 0x53 /* S: Sync */ || lastType === 0x51; /* Q */
          if (completesExchange && pending.length === 0 && !db.isInTransaction()) {
            // The conversation is over: whatever it SET must not reach the next one.
            await resetSession(db);
            const r = release;
            release = null;
            r();
          }
        }
      } catch (err) {
        this.log(`wire: ${(err as Error).message}`);
        socket.destroy();
      } finally {
        pumping = false;
      }
      if (closed) {
        await finish();
        return;
      }
      if (release && pending.length === 0) {
        // Holding the database for an open transaction: don't let an idle client block everyone.
        const idleSince = Date.now();
        clearIdle();
        idleTimer = setInterval(() => {
          if (closed || pumping || !release) return clearIdle();
          const now = Date.now();
          const waitingSince = lock.oldestWaitSince;
          const blockedMs = waitingSince === null ? 0 : now - Math.max(heldSince, waitingSince);
          if (blockedMs >= BLOCKING_IN_TRANSACTION_MS) {
            clearIdle();
            refuseInTransaction(
              `terminating connection: idle in transaction for ${((now - idleSince) / 1000).toFixed(1)} s while other requests ` +
                "waited (the embedded backend is one database session; keep psql transactions short, see docs/local-backend.md)",
            );
          } else if (now - idleSince >= IDLE_IN_TRANSACTION_MS) {
            clearIdle();
            refuseInTransaction("terminating connection due to idle-in-transaction timeout (30 s)");
          }
        }, 100);
      }
    };

    const refuseInTransaction = (message: string) => {
      this.log(`wire: ${message}`);
      if (!closed && socket.writable) socket.write(errorResponse("FATAL", "25P03", message));
      socket.destroy();
    };

    socket.on("data", (data: Buffer) => {
      if (closed) return;
      buffer = buffer.length ? Buffer.concat([buffer, data]) : data;
      for (;;) {
        if (!startupDone) {
          if (buffer.length < 4) break;
          const len = buffer.readInt32BE(0);
          if (len < 8 || len > MAX_STARTUP_LENGTH) return refuse(`invalid length of startup packet (${len})`);
          if (buffer.length < len) break;
          const code = buffer.readInt32BE(4);
          const msg = buffer.subarray(0, len);
          buffer = buffer.subarray(len);
          if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
            socket.write("N");
            continue;
          }
          if (code === CANCEL_REQUEST) {
            socket.end();
            return;
          }
          if (code !== PROTOCOL_3_0) {
            return refuse(`unsupported frontend protocol ${code >>> 16}.${code & 0xffff}: server supports 3.0`);
          }
          if (len === 8 || msg[len - 1] !== 0) return refuse("invalid startup packet layout: expected terminator as last byte");
          startupDone = true;
          pending.push(Buffer.from(msg));
          continue;
        }
        if (buffer.length < 5) break;
        if (!FRONTEND_TYPES.has(buffer[0])) return refuse(`invalid frontend message type ${buffer[0]}`);
        const declared = buffer.readInt32BE(1);
        if (declared < 4 || declared > MAX_MESSAGE_LENGTH) return refuse(`invalid message length ${declared}`);
        const len = declared + 1;
        if (buffer.length < len) break;
        pending.push(Buffer.from(buffer.subarray(0, len)));
        buffer = buffer.subarray(len);
      }
      void pump();
    });
    const onClose = () => {
      if (closed) return;
      closed = true;
      this.sockets.delete(socket);
      void finish();
    };
    socket.on("close", onClose);
    socket.on("error", onClose);
  }
}
