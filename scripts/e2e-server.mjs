// Builds (unless SKIP_BUILD=1) and starts the site for e2e on a fresh copy of the seed, with a
// real SMTP server taking the site's mails (scripts/e2e-smtp.mjs): each lands in .data/e2e-mail
// as an .eml file, where the tests read it (e2e/support/mail.ts).
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { startSmtp } from './e2e-smtp.mjs';

const port = process.argv[2] ?? '3100';
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? Number(port) + 1);
const db = '.data/e2e.db';
const mailDir = '.data/e2e-mail';
for (const suffix of ['', '-wal', '-shm']) fs.rmSync(db + suffix, { force: true });
fs.rmSync(`${db}-search`, { recursive: true, force: true });

const smtp = await startSmtp(smtpPort, mailDir);

const env = {
  ...process.env,
  SITE_BACKEND: 'local',
  SQLITE_PATH: db,
  SITE_URL: `http://127.0.0.1:${port}`,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  ALERTS_TOKEN: 'e2e-alerts-token-not-a-secret',
  // Every browser test comes from this one address: its share of the confirmation ceiling would
  // run out within the run (the limit itself is tested in lib/actions/actions.test.ts).
  RATE_LIMITS: JSON.stringify({ subscribeMails: { points: 1000, duration: 3600 } }),
  MEDIA_DIR: '.data/e2e-media',
  NEXT_TELEMETRY_DISABLED: '1',
};
if (process.env.SKIP_BUILD !== '1') execSync('npx next build', { stdio: 'inherit', env });
// Next's own server (`next start`) runs directly (not through npm) and in this script's process
// group: Playwright stops its web server by killing that group, and a signal sent to this script
// alone is passed on, so no server outlives a run holding the port or the output pipe.
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
const server = spawn(process.execPath, [nextBin, 'start', '-p', port, '-H', '127.0.0.1'], { stdio: 'inherit', env });
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => smtp.close(() => process.exit(code ?? 0)));
