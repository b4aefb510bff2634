import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

async function waitForHttp(url: string, child: ChildProcess, ms: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (child.exitCode !== null) throw new Error(`the Auth emulator exited with code ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`the Auth emulator did not answer within ${ms} ms`);
}

/**
 * The official Firebase Auth emulator from firebase-tools (offline, no Java), on free ports
 * so parallel runs never collide. An already running one is used when
 * FIREBASE_AUTH_EMULATOR_HOST is set (e.g. under `firebase emulators:exec`).
 */
export async function startAuthEmulator(projectId = 'demo-site', port?: number): Promise<{ host: string; projectId: string; stop: () => Promise<void> }> {
  const existing = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (existing) return { host: existing, projectId, stop: async () => {} };

  const [auth, hub, logging] = [port ?? (await freePort()), await freePort(), await freePort()];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'auth-emulator-'));
  const config = {
    emulators: {
      auth: { host: '127.0.0.1', port: auth },
      hub: { host: '127.0.0.1', port: hub },
      logging: { host: '127.0.0.1', port: logging },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  fs.writeFileSync(path.join(dir, 'firebase.json'), JSON.stringify(config));
  const bin = path.join(process.cwd(), 'node_modules', '.bin', 'firebase');
  const child = spawn(bin, ['emulators:start', '--only', 'auth', '--project', projectId], {
    cwd: dir,
    detached: true, // its own process group, so stop() ends the CLI and everything it started
    stdio: 'ignore',
    env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
  });
  const host = `127.0.0.1:${auth}`;
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      const signal = (name: NodeJS.Signals) => {
        try {
          process.kill(-child.pid!, name);
        } catch {
          // the group is already gone
        }
      };
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`http://${host}/`, child, 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { host, projectId, stop };
}
