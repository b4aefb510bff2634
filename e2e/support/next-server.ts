import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** A second start of the site's server on the same build, with its own environment (failure-mode tests). */
export type Server = { url: string; process: ChildProcess; output: () => string; exited: Promise<number | null>; stop: () => Promise<void> };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

export async function startServer(env: Record<string, string | undefined>): Promise<Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const root = path.join(__dirname, '..', '..');
  const child = spawn(process.execPath, [require.resolve('next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    env: Object.fromEntries(Object.entries({ ...process.env, NEXT_TELEMETRY_DISABLED: '1', SITE_URL: url, ...env }).filter(([, v]) => v !== undefined)) as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  return { url, process: child, output: () => output, exited, stop };
}

/** Resolves when the server answers any HTTP request; rejects if it exits first. */
export async function waitUntilAnswering(server: Server, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void server.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`server exited before answering:\n${server.output()}`);
    try {
      await fetch(`${server.url}/robots.txt`, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`server did not answer within ${timeoutMs} ms:\n${server.output()}`);
}
