// The site in Firebase mode for the e2e run: the official Cloud Firestore emulator (judging
// firestore.rules) and the Firebase Auth emulator, seeded by the project's seed script, a build of
// its own (.next-firebase) and `next start`. Builds unless SKIP_BUILD=1. Stops everything it
// started when Playwright stops it.
//   npx tsx scripts/e2e-firebase-server.ts <port>
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { startAuthEmulator } from '../tests/support/auth-emulator';
import { freePort } from '../tests/support/free-port';

export const FIRESTORE_EMULATOR =
  process.env.FIRESTORE_EMULATOR_BIN ?? '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator';

const port = process.argv[2] ?? '3200';
/** Processes to stop at the end; emulators run in their own process group (detached). */
const children: { child: ChildProcess; group: boolean }[] = [];
const stops: (() => Promise<void>)[] = [];

async function waitFor(url: string, what: string, ms: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${what} did not answer at ${url} within ${ms} ms`);
}

// Its own project id, apart from the unit tests' emulators; a start that fails (the CLI exits
// early now and then) is tried again.
const PROJECT_ID = 'demo-e2e';

async function startAuth(attempts = 3): ReturnType<typeof startAuthEmulator> {
  try {
    return await startAuthEmulator(PROJECT_ID);
  } catch (error) {
    if (attempts <= 1) throw error;
    console.warn(`[e2e] ${(error as Error).message}; starting the Auth emulator again`);
    return startAuth(attempts - 1);
  }
}

async function main() {
  if (!fs.existsSync(FIRESTORE_EMULATOR)) {
    throw new Error(
      `The Cloud Firestore emulator is missing at ${FIRESTORE_EMULATOR}. Install it with ` +
        '`apt-get install -y google-cloud-cli-firestore-emulator openjdk-17-jre-headless`, or point FIRESTORE_EMULATOR_BIN at its start script.',
    );
  }
  const firestorePort = await freePort();
  const firestore = spawn(FIRESTORE_EMULATOR, ['start', '--host=127.0.0.1', `--port=${firestorePort}`, '--rules=firestore.rules'], {
    detached: true,
    stdio: 'ignore',
  });
  children.push({ child: firestore, group: true });
  const auth = await startAuth();
  stops.push(auth.stop);
  await waitFor(`http://127.0.0.1:${firestorePort}/`, 'the Firestore emulator', 90_000);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SITE_BACKEND: 'firebase',
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${firestorePort}`,
    FIREBASE_AUTH_EMULATOR_HOST: auth.host,
    FIREBASE_API_KEY: 'demo-api-key',
    FIREBASE_AUTH_DOMAIN: 'demo-e2e.firebaseapp.com',
    FIREBASE_APP_ID: 'demo-app',
    SITE_URL: `http://127.0.0.1:${port}`,
    NEXT_DIST_DIR: '.next-firebase',
    NEXT_TELEMETRY_DISABLED: '1',
    // Not production: the site refuses emulator hosts in production (firebase-admin would accept unsigned tokens).
    NODE_ENV: 'test',
  };
  // Where the tests find the emulators (e2e/firebase/support.ts).
  fs.mkdirSync('.data', { recursive: true });
  fs.writeFileSync('.data/e2e-firebase.json', JSON.stringify({ firestore: env.FIRESTORE_EMULATOR_HOST, auth: auth.host, projectId: PROJECT_ID }));

  execFileSync(process.execPath, [createRequire(import.meta.url).resolve('tsx/cli'), '--conditions=react-server', 'scripts/seed-firestore.ts'], { stdio: 'inherit', env });
  const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
  if (process.env.SKIP_BUILD !== '1') execFileSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit', env });
  const server = spawn(process.execPath, [nextBin, 'start', '-p', port, '-H', '127.0.0.1'], { stdio: 'inherit', env });
  children.push({ child: server, group: false });
  server.on('exit', (code: number | null) => void stopAll().then(() => process.exit(code ?? 0)));
}

async function stopAll() {
  for (const { child, group } of children) {
    try {
      if (child.pid) process.kill(group ? -child.pid : child.pid, 'SIGTERM');
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
