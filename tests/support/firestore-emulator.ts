import { FirestoreServer } from '@firestore-emulator/server';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { freePort } from './free-port';

/** An in-process Firestore emulator (no Java) and a firebase-admin client pointed at it. */
export async function startFirestoreEmulator(): Promise<{ db: Firestore; server: FirestoreServer; host: string; stop: () => Promise<void> }> {
  const server = new FirestoreServer();
  const port = await freePort();
  await server.start(port);
  const host = `127.0.0.1:${port}`;
  // Emulator mode: the client sends a fixed owner token instead of looking up credentials.
  process.env.FIRESTORE_EMULATOR_HOST = host;
  const app: App = initializeApp({ projectId: 'demo-site' }, `emulator-${port}`);
  const db = getFirestore(app);
  db.settings({ host, ssl: false });
  return {
    db,
    server,
    host,
    stop: async () => {
      await db.terminate();
      await deleteApp(app);
      // Let closing listen streams finish before the server goes: the emulator answers
      // a removed listen target with an error that gRPC decodes lazily.
      await new Promise((resolve) => setTimeout(resolve, 150));
      server.stop();
      await new Promise((resolve) => setTimeout(resolve, 50));
    },
  };
}
