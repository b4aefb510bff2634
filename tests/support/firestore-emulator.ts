import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { startOfficialFirestore } from './official-firestore';

/**
 * The official Cloud Firestore emulator for a test file: started by the first call and stopped
 * after the file's tests. Each call gets a firebase-admin client on a project of its own, so every
 * test starts from an empty database without another start of the emulator.
 */
let emulator: ReturnType<typeof startOfficialFirestore> | undefined;
let projects = 0;
const previousHost = process.env.FIRESTORE_EMULATOR_HOST;

export async function freshFirestore(): Promise<{ db: Firestore; stop: () => Promise<void> }> {
  emulator ??= startOfficialFirestore();
  const { host } = await emulator;
  // Emulator mode: the client sends a fixed owner token instead of looking up credentials.
  process.env.FIRESTORE_EMULATOR_HOST = host;
  const projectId = `demo-test-${process.pid}-${++projects}`;
  const app = initializeApp({ projectId }, projectId);
  const db = getFirestore(app);
  return {
    db,
    stop: async () => {
      await db.terminate();
      await deleteApp(app);
      // Let closing listen streams finish first: an emulator that goes away under one makes gRPC
      // decode its error lazily, after the test environment is gone.
      await new Promise((resolve) => setTimeout(resolve, 150));
    },
  };
}

afterAll(async () => {
  const started = emulator;
  emulator = undefined;
  await (await started)?.stop();
  if (previousHost === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
  else process.env.FIRESTORE_EMULATOR_HOST = previousHost;
});
