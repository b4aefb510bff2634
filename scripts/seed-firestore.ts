/**
 * Loads content/seed into the Firestore project (or emulator) named by the environment:
 * FIREBASE_PROJECT_ID plus FIREBASE_SERVICE_ACCOUNT / GOOGLE_APPLICATION_CREDENTIALS, or
 * FIRESTORE_EMULATOR_HOST. Documents are upserted by id, so running it twice is harmless.
 *   npm run seed:firestore [-- <seed dir>]
 */
import { adminFirestore } from '../lib/data/firebase-admin';
import { readSeed } from '../lib/data/seed';
import { env } from '../lib/env';

const BATCH = 400; // Firestore allows 500 writes per batch

async function main() {
  const e = env();
  if (e.SITE_BACKEND !== 'firebase') {
    throw new Error('Set SITE_BACKEND=firebase (and the Firebase variables) to seed Firestore.');
  }
  const docs = readSeed(process.argv[2] ?? e.SEED_DIR);
  const db = adminFirestore();
  for (let i = 0; i < docs.length; i += BATCH) {
    const batch = db.batch();
    for (const doc of docs.slice(i, i + BATCH)) batch.set(db.collection(doc.collection).doc(doc.id), doc.data);
    await batch.commit();
  }
  const counts = docs.reduce<Record<string, number>>((acc, d) => ({ ...acc, [d.collection]: (acc[d.collection] ?? 0) + 1 }), {});
  console.log(`Seeded ${docs.length} documents into ${e.FIREBASE_PROJECT_ID}:`, counts);
  await db.terminate();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
