/**
 * A minimal PostgreSQL wire-protocol client (simple query protocol only), enough for
 * tests to talk to the embedded backend's 127.0.0.1:54322 port like psql would, without
 * adding a database driver to the project.
 */
import net from "node:net";

export interface WireResult {
  rows: (string | null)[][];
  error?: string;
  /** Transaction status after the query: I (idle), T (in transaction), E (failed transaction). */
  status: string;
}

export class PgWire {
  private buf = Buffer.alloc(0);
  private waiter: (() => void) | null = null;
  private closed = false;

  private constructor(private socket: net.Socket) {
    socket.on("data", (d: Buffer) => {
      this.buf = Buffer.concat([this.buf, d]);
      this.waiter?.();
    });
    socket.on("close", () => {
      this.closed = true;
      this.waiter?.();
    });
    socket.on("error", () => {});
  }

  static async connect(dbUrl: string): Promise<PgWire> {
    const u = new URL(dbUrl);
    const socket = net.connect(Number(u.port), u.hostname);
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", resolve);
      socket.once("error", reject);
    });
    const c = new PgWire(socket);
    const params = Buffer.from("user\0postgres\0database\0postgres\0\0", "utf8");
    const head = Buffer.alloc(8);
    head.writeInt32BE(8 + params.length, 0);
    head.writeInt32BE(196608, 4);
    socket.write(Buffer.concat([head, params]));
    await c.readUntilReady();
    return c;
  }

  private async nextMessage(): Promise<{ type: string; body: Buffer }> {
    for (;;) {
      if (this.buf.length >= 5) {
        const len = this.buf.readInt32BE(1);
        if (this.buf.length >= len + 1) {
          const type = String.fromCharCode(this.buf[0]);
          const body = this.buf.subarray(5, len + 1);
          this.buf = this.buf.subarray(len + 1);
          return { type, body };
        }
      }
      if (this.closed) throw new Error("connection closed");
      await new Promise<void>((r) => (this.waiter = r));
      this.waiter = null;
    }
  }

  private async readUntilReady(): Promise<WireResult> {
    const rows: (string | null)[][] = [];
    let error: string | undefined;
    for (;;) {
      const { type, body } = await this.nextMessage();
      if (type === "D") {
        const n = body.readInt16BE(0);
        let off = 2;
        const row: (string | null)[] = [];
        for (let i = 0; i < n; i++) {
          const len = body.readInt32BE(off);
          off += 4;
          if (len < 0) row.push(null);
          else {
            row.push(body.subarray(off, off + len).toString("utf8"));
            off += len;
          }
        }
        rows.push(row);
      } else if (type === "E") {
        const fields: Record<string, string> = {};
        let off = 0;
        while (off < body.length && body[off] !== 0) {
          const code = String.fromCharCode(body[off]);
          const end = body.indexOf(0, off + 1);
          fields[code] = body.subarray(off + 1, end).toString("utf8");
          off = end + 1;
        }
        error = fields.M ?? "error";
      } else if (type === "Z") {
        return { rows, error, status: String.fromCharCode(body[0]) };
      }
    }
  }

  async query(sql: string): Promise<WireResult> {
    const text = Buffer.from(`${sql}\0`, "utf8");
    const head = Buffer.alloc(5);
    head.write("Q", 0, "ascii");
    head.writeInt32BE(4 + text.length, 1);
    this.socket.write(Buffer.concat([head, text]));
    return this.readUntilReady();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    const term = Buffer.from([0x58, 0, 0, 0, 4]);
    this.socket.end(term);
    await new Promise<void>((r) => {
      if (this.closed) r();
      else this.socket.once("close", () => r());
    });
  }
}
