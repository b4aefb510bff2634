// Builds (unless told not to) and starts the site in local mode on a fresh copy of the seed, and
// the framework floor (bench/floor, a bare Next page) beside it.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { CORES } from './lighthouse.mjs';

// Next's own server (`next start`), run directly so it is this script's child.
const NEXT_BIN = createRequire(import.meta.url).resolve('next/dist/bin/next');

/** A server left from an earlier run would answer in this one's place, with its own build. */
async function ensureFree(base) {
  const answer = await fetch(base).catch(() => null);
  if (answer) throw new Error(`${base} already answers: stop what serves it (an earlier bench?)`);
}

async function untilAnswering(url) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

/** `next start`, on the origin's core when the bench separates origin and browser (lighthouse.mjs). */
function nextStart(args, options) {
  const command = [...(CORES ? ['/usr/bin/taskset', '-c', CORES.origin] : []), process.execPath, NEXT_BIN, 'start', ...args];
  return spawn(command[0], command.slice(1), options);
}

const stopper = (server) => () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
};

/** A bare Next page of the same Next and React, built and served by `next build` / `next start` as the site is. */
export async function startFloor({ port, build = true }) {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  const base = `http://127.0.0.1:${port}`;
  await ensureFree(base);
  if (build) execSync('npx next build bench/floor', { stdio: 'inherit', env });
  const server = nextStart(['bench/floor', '-p', String(port), '-H', '127.0.0.1'], { env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  await untilAnswering(`${base}/`);
  return { base, stop: stopper(server) };
}

export async function startSite({ port, db, build = true, before }) {
  const base = `http://127.0.0.1:${port}`;
  await ensureFree(base);
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(db + suffix, { force: true });
  const env = { ...process.env, SITE_BACKEND: 'local', SQLITE_PATH: db, SITE_URL: `http://127.0.0.1:${port}`, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  if (build) execSync('npx next build', { stdio: 'inherit', env });
  before?.();
  const server = nextStart(['-p', String(port), '-H', '127.0.0.1'], { env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  await untilAnswering(`${base}/api/health`);
  return { base, stop: stopper(server) };
}
