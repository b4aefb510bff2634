import { createFirestoreStore } from './firestore';
import { storeContract } from '@/tests/contract/store-contract';
import { startFirestoreEmulator } from '@/tests/support/firestore-emulator';

let emulator: Awaited<ReturnType<typeof startFirestoreEmulator>> | undefined;

storeContract('firestore (in-process emulator)', {
  async make(docs) {
    emulator = await startFirestoreEmulator();
    const batch = emulator.db.batch();
    for (const doc of docs) batch.set(emulator.db.collection(doc.collection).doc(doc.id), doc.data);
    await batch.commit();
    const store = createFirestoreStore(emulator.db);
    // The emulator owns the client; closing the store must not end it before cleanup.
    return { ...store, close: async () => {} };
  },
  async cleanup() {
    await emulator?.stop();
  },
});
