import { expect } from '@playwright/test';
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

/**
 * `next start` on the project's build with the test's environment added to this process's; or,
 * with `standalone` (a build directory), that build's standalone server (`node server.js`, as App
 * Hosting runs it) with the given environment only.
 */
export async function startServer(env: Record<string, string | undefined>, options: { standalone?: string } = {}): Promise<Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const root = path.join(__dirname, '..', '..');
  const [args, cwd, base] = options.standalone
    ? [['server.js'], path.join(root, options.standalone, 'standalone'), { PATH: process.env.PATH, PORT: String(port), HOSTNAME: '127.0.0.1' }]
    : [[require.resolve('next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'], root, { ...process.env, SITE_URL: url }];
  const child = spawn(process.execPath, args, {
    cwd,
    env: Object.fromEntries(Object.entries({ ...base, NEXT_TELEMETRY_DISABLED: '1', ...env }).filter(([, v]) => v !== undefined)) as NodeJS.ProcessEnv,
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

/** Expects the server to exit with an error and the message within a minute; stops it in any case. */
export async function expectStartRefused(server: Server, message: string | RegExp): Promise<void> {
  try {
    const code = await Promise.race([server.exited, new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), 60_000))]);
    expect(code, 'the server stopped').not.toBe('running');
    expect(code).not.toBe(0);
    expect(server.output()).toMatch(message);
  } finally {
    await server.stop();
  }
}
