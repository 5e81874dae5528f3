/**
 * A keep-alive HTTP/1.1 connection driven by hand, for tests that must see what happens to
 * the NEXT request on the same connection (after a refused body, for example). Loopback only.
 */
import net from "node:net";

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export class RawHttp {
  private buf = Buffer.alloc(0);
  private waiter: (() => void) | null = null;
  closed = false;

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

  static async connect(baseUrl: string): Promise<RawHttp> {
    const u = new URL(baseUrl);
    const socket = net.connect(Number(u.port), u.hostname);
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", resolve);
      socket.once("error", reject);
    });
    return new RawHttp(socket);
  }

  /** Writes bytes; resolves false if the connection went away meanwhile. */
  write(data: string | Buffer): Promise<boolean> {
    if (this.closed || this.socket.destroyed) return Promise.resolve(false);
    return new Promise((resolve) => this.socket.write(data, (err) => resolve(!err)));
  }

  /** The next complete response (Content-Length or chunked), or null if none arrives within ms. */
  async read(ms = 5000): Promise<RawResponse | null> {
    const deadline = Date.now() + ms;
    for (;;) {
      const parsed = this.tryParse();
      if (parsed) return parsed;
      if (this.closed || Date.now() > deadline) return null;
      await new Promise<void>((r) => {
        this.waiter = r;
        setTimeout(r, Math.max(1, deadline - Date.now()));
      });
      this.waiter = null;
    }
  }

  private tryParse(): RawResponse | null {
    const end = this.buf.indexOf("\r\n\r\n");
    if (end < 0) return null;
    const head = this.buf.subarray(0, end).toString("latin1").split("\r\n");
    const status = Number(head[0].split(" ")[1]);
    const headers: Record<string, string> = {};
    for (const line of head.slice(1)) {
      const i = line.indexOf(":");
      headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
    }
    let offset = end + 4;
    let body: Buffer;
    if (headers["transfer-encoding"] === "chunked") {
      const parts: Buffer[] = [];
      for (;;) {
        const lineEnd = this.buf.indexOf("\r\n", offset);
        if (lineEnd < 0) return null;
        const size = parseInt(this.buf.subarray(offset, lineEnd).toString("latin1"), 16);
        if (this.buf.length < lineEnd + 2 + size + 2) return null;
        parts.push(this.buf.subarray(lineEnd + 2, lineEnd + 2 + size));
        offset = lineEnd + 2 + size + 2;
        if (size === 0) break;
      }
      body = Buffer.concat(parts);
    } else {
      const len = Number(headers["content-length"] ?? 0);
      if (this.buf.length < offset + len) return null;
      body = this.buf.subarray(offset, offset + len);
      offset += len;
    }
    this.buf = this.buf.subarray(offset);
    return { status, headers, body: body.toString("utf8") };
  }

  close(): void {
    this.socket.destroy();
  }
}
