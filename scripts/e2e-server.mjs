// Builds (unless SKIP_BUILD=1) and starts the site for e2e on a fresh copy of the seed.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';

const port = process.argv[2] ?? '3100';
const db = '.data/e2e.db';
for (const suffix of ['', '-wal', '-shm']) fs.rmSync(db + suffix, { force: true });
const env = { ...process.env, SITE_BACKEND: 'local', SQLITE_PATH: db, SITE_URL: `http://127.0.0.1:${port}`, NEXT_TELEMETRY_DISABLED: '1' };
if (process.env.SKIP_BUILD !== '1') execSync('npx next build', { stdio: 'inherit', env });
// Next's own server (`next start`) runs directly (not through npm) and in this script's process
// group: Playwright stops its web server by killing that group, and a signal sent to this script
// alone is passed on, so no server outlives a run holding the port or the output pipe.
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
const server = spawn(process.execPath, [nextBin, 'start', '-p', port, '-H', '127.0.0.1'], { stdio: 'inherit', env });
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
