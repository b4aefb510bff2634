// The site in Firebase mode for the e2e run: the official Cloud Firestore emulator (judging
// firestore.rules) and the Firebase Auth emulator, seeded by the project's seed script, a build of
// its own (.next-firebase) and `next start`. The build is made as App Hosting makes it: standalone
// output, the project and the web app's config in App Hosting's own variables
// (e2e/firebase/app-hosting.spec.ts starts its standalone server without the web app's, as App
// Hosting does). Builds unless SKIP_BUILD=1. Stops everything it started when Playwright stops it.
//   npx tsx scripts/e2e-firebase-server.ts <port>
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { startAuthEmulator } from '../tests/support/auth-emulator';
import os from 'node:os';
import path from 'node:path';
import { exportOfficialFirestore, startOfficialFirestore } from '../tests/support/official-firestore';
import { startSmtp } from './e2e-smtp.mjs';

const port = process.argv[2] ?? '3200';
let server: ChildProcess | undefined;
const stops: (() => Promise<void>)[] = [];

// Its own project id, apart from the unit tests' emulators; a start that fails (the CLI exits
// early now and then) is tried again.
const PROJECT_ID = 'demo-e2e';
/** The web app's config as App Hosting gives it to the build (FIREBASE_WEBAPP_CONFIG). */
export const WEB_APP = { apiKey: 'demo-api-key', authDomain: 'demo-e2e.firebaseapp.com', projectId: PROJECT_ID, appId: 'demo-app' };
// Fixed ports: the build writes the emulator hosts into the pages and the CSP, so a reused build
// (SKIP_BUILD=1) must find them where they were.
const FIRESTORE_PORT = Number(process.env.E2E_FIRESTORE_PORT ?? 8181);
const AUTH_PORT = Number(process.env.E2E_AUTH_PORT ?? 9199);

async function startAuth(attempts = 3): ReturnType<typeof startAuthEmulator> {
  try {
    return await startAuthEmulator(PROJECT_ID, AUTH_PORT);
  } catch (error) {
    if (attempts <= 1) throw error;
    console.warn(`[e2e] ${(error as Error).message}; starting the Auth emulator again`);
    return startAuth(attempts - 1);
  }
}

let firestore: Awaited<ReturnType<typeof startOfficialFirestore>>;

/**
 * The Firestore emulator stopped and started again in the middle of a run, its documents kept
 * (exported first, then the new one seeded from the export): SIGUSR1 stops it, SIGUSR2 starts it
 * again on the same port (e2e/firebase/resilience.spec.ts).
 */
async function stopFirestore() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-firestore-'));
  exported = await exportOfficialFirestore(firestore.host, PROJECT_ID, directory);
  await firestore.stop();
  console.log('[e2e] Firestore emulator stopped');
}
let exported: string | undefined;

async function startFirestoreAgain() {
  firestore = await startOfficialFirestore({ rules: 'firestore.rules', port: FIRESTORE_PORT, seedFromExport: exported });
  console.log('[e2e] Firestore emulator started again');
}

const SNAPSHOT_DIR = '.data/e2e-firebase-search';

async function main() {
  firestore = await startOfficialFirestore({ rules: 'firestore.rules', port: FIRESTORE_PORT });
  stops.push(() => firestore.stop());
  process.on('SIGUSR1', () => void stopFirestore().catch((error: unknown) => console.error(error)));
  process.on('SIGUSR2', () => void startFirestoreAgain().catch((error: unknown) => console.error(error)));
  const auth = await startAuth();
  stops.push(auth.stop);
  // The site delivers its own mail here as in production: to this run's SMTP server.
  const smtpPort = Number(port) + 1;
  const smtp = await startSmtp(smtpPort, '.data/e2e-firebase-mail');
  stops.push(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  // The site's own variables; a second instance in the tests starts with the same.
  const siteEnv: Record<string, string> = {
    SITE_BACKEND: 'firebase',
    FIREBASE_CONFIG: JSON.stringify({ projectId: PROJECT_ID }),
    FIREBASE_WEBAPP_CONFIG: JSON.stringify(WEB_APP),
    FIRESTORE_EMULATOR_HOST: firestore.host,
    FIREBASE_AUTH_EMULATOR_HOST: auth.host,
    SITE_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    ALERTS_TOKEN: 'e2e-alerts-token-not-a-secret',
    // Every browser test comes from this one address: its share of the confirmation ceiling would
    // run out within the run (the limit itself is tested in lib/actions/actions.test.ts).
    RATE_LIMITS: JSON.stringify({ subscribeMails: { points: 1000, duration: 3600 } }),
    // Uploaded images' bytes in files: the Storage emulator cannot run offline (it needs Java 21
    // and downloads its rules runtime). Their records are Firestore documents, as in production.
    MEDIA_STORE: 'files',
    MEDIA_DIR: '.data/e2e-firebase-media',
    // The search index's snapshot, in a folder for the same reason; this run's store is new, so is the folder.
    SEARCH_SNAPSHOT_DIR: SNAPSHOT_DIR,
    NEXT_DIST_DIR: '.next-firebase',
    NEXT_TELEMETRY_DISABLED: '1',
    // firebase-admin must not probe the cloud metadata server: everything is on this machine.
    METADATA_SERVER_DETECTION: 'none',
    // Not production: the site refuses emulator hosts in production (firebase-admin would accept unsigned tokens).
    NODE_ENV: 'test',
  };
  const env: NodeJS.ProcessEnv = { ...process.env, ...siteEnv };
  fs.rmSync(SNAPSHOT_DIR, { recursive: true, force: true });
  // Where the tests find the emulators (e2e/firebase/support.ts).
  fs.mkdirSync('.data', { recursive: true });
  fs.writeFileSync('.data/e2e-firebase.json', JSON.stringify({ firestore: firestore.host, auth: auth.host, projectId: PROJECT_ID, pid: process.pid, siteEnv }));

  const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
  execFileSync(process.execPath, [createRequire(import.meta.url).resolve('tsx/cli'), '--conditions=react-server', 'scripts/seed-firestore.ts'], { stdio: 'inherit', env });
  if (process.env.SKIP_BUILD !== '1') execFileSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit', env: { ...env, NEXT_PRIVATE_STANDALONE: 'true' } });
  server = spawn(process.execPath, [nextBin, 'start', '-p', port, '-H', '127.0.0.1'], { stdio: 'inherit', env });
  server.on('exit', (code: number | null) => void stopAll().then(() => process.exit(code ?? 0)));
}

async function stopAll() {
  if (server?.pid && server.exitCode === null) {
    try {
      server.kill('SIGTERM');
    } catch {
      // already gone
    }
  }
  await Promise.all(stops.map((stop) => stop().catch(() => {})));
}

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => void stopAll().then(() => process.exit(0)));

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
});
