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
/** A client idle inside an open transaction for this long is disconnected (rolled back). */
const IDLE_IN_TRANSACTION_MS = 30_000;

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
    let closed = false;
    let idleTimer: NodeJS.Timeout | null = null;

    const clearIdle = () => {
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = null;
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
          if (db.isInTransaction()) await db.exec("ROLLBACK");
          await db.exec("RESET ROLE");
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
          if (!release) release = await lock.acquire();
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
        idleTimer = setTimeout(() => {
          this.log("wire: client idle in transaction, disconnecting it");
          socket.destroy();
        }, IDLE_IN_TRANSACTION_MS);
      }
    };

    socket.on("data", (data: Buffer) => {
      buffer = buffer.length ? Buffer.concat([buffer, data]) : data;
      for (;;) {
        if (!startupDone) {
          if (buffer.length < 8) break;
          const len = buffer.readInt32BE(0);
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
          startupDone = true;
          pending.push(Buffer.from(msg));
          continue;
        }
        if (buffer.length < 5) break;
        const len = buffer.readInt32BE(1) + 1;
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
