/**
 * Small process helpers shared by the scripts that start servers (lighthouse, prerendering):
 * a free loopback port, a detached child that can be stopped with its whole process group,
 * and waiting until an HTTP server answers.
 */
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import net from "node:net";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts a detached child (its own process group, so killGroup stops its children too). */
export function spawnGroup(cmd: string, args: string[], options: SpawnOptions): ChildProcess {
  return spawn(cmd, args, { ...options, detached: true });
}

/** Runs a command to completion in its own process group; resolves with its exit code. */
export function runToEnd(cmd: string, args: string[], options: SpawnOptions): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawnGroup(cmd, args, options);
    child.on("error", reject);
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Kills a detached child's whole process group, then waits for it (SIGKILL after 5 s). */
export async function killGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      /* gone */
    }
  }, 5000);
  await exited;
  clearTimeout(timer);
}

/** Resolves once `url` answers 2xx; rejects when `child` exits first or after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: server exited early (code ${child.exitCode})`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
