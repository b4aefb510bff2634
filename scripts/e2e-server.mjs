// Builds (unless SKIP_BUILD=1) and starts the site for e2e on a fresh copy of the seed.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';

const port = process.argv[2] ?? '3100';
const db = '.data/e2e.db';
for (const suffix of ['', '-wal', '-shm']) fs.rmSync(db + suffix, { force: true });
const env = { ...process.env, SITE_BACKEND: 'local', SQLITE_PATH: db, SITE_URL: `http://127.0.0.1:${port}`, NEXT_TELEMETRY_DISABLED: '1' };
if (process.env.SKIP_BUILD !== '1') execSync('npx next build', { stdio: 'inherit', env });
// Its own process group, so stopping this script stops next-server too (no orphan left
// answering the next run with a stale build).
const server = spawn('npx', ['next', 'start', '-p', port, '-H', '127.0.0.1'], { stdio: 'inherit', env, detached: true });
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('exit', stop);
server.on('exit', (code) => process.exit(code ?? 0));
