import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { freePort } from './free-port';

/** The official Cloud Firestore emulator's start script (Debian package google-cloud-cli-firestore-emulator). */
const FIRESTORE_EMULATOR =
  process.env.FIRESTORE_EMULATOR_BIN ?? '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator';

/**
 * The official Cloud Firestore emulator (Java) on a free port, judging `rules` when given: the
 * emulator that serves firebase-admin and the browser's web SDK alike. `stop()` ends it.
 */
export async function startOfficialFirestore(options: { rules?: string; port?: number; seedFromExport?: string } = {}): Promise<{ host: string; port: number; stop: () => Promise<void> }> {
  if (!fs.existsSync(FIRESTORE_EMULATOR)) {
    throw new Error(
      `The Cloud Firestore emulator is missing at ${FIRESTORE_EMULATOR}. Install it with ` +
        '`apt-get install -y google-cloud-cli-firestore-emulator openjdk-17-jre-headless`, or point FIRESTORE_EMULATOR_BIN at its start script.',
    );
  }
  const port = options.port ?? (await freePort());
  const args = [
    'start',
    '--host=127.0.0.1',
    `--port=${port}`,
    ...(options.rules ? [`--rules=${options.rules}`] : []),
    ...(options.seedFromExport ? [`--seed_from_export=${options.seedFromExport}`] : []),
  ];
  // Its own process group: the script starts Java, and stop() ends both.
  const child = spawn(FIRESTORE_EMULATOR, args, { detached: true, stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || !child.pid) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return; // already gone
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  };
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the Firestore emulator exited with code ${child.exitCode}`);
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return { host: `127.0.0.1:${port}`, port, stop };
    } catch {
      if (Date.now() - started > 90_000) {
        await stop();
        throw new Error('the Firestore emulator did not answer within 90 s');
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * Exports a project's documents from a running emulator into `directory` (its REST export, as
 * firebase-tools uses it) and returns the metadata file that `seedFromExport` takes.
 */
export async function exportOfficialFirestore(host: string, projectId: string, directory: string): Promise<string> {
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}:export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ database: `projects/${projectId}/databases/(default)`, export_directory: directory, export_name: 'firestore_export' }),
  });
  if (!response.ok) throw new Error(`the Firestore emulator's export failed: ${response.status} ${await response.text()}`);
  return `${directory}/firestore_export/firestore_export.overall_export_metadata`;
}
