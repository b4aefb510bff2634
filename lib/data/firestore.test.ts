import { createFirestoreStore } from './firestore';
import { storeContract } from '@/tests/contract/store-contract';
import { freshFirestore } from '@/tests/support/firestore-emulator';

let client: Awaited<ReturnType<typeof freshFirestore>> | undefined;

storeContract('firestore (official emulator)', {
  async make(docs) {
    client = await freshFirestore();
    const batch = client.db.batch();
    for (const doc of docs) batch.set(client.db.collection(doc.collection).doc(doc.id), doc.data);
    await batch.commit();
    // The harness owns the client; closing the store must not end it before cleanup.
    return createFirestoreStore(client.db, { keepClient: true });
  },
  async cleanup() {
    await client?.stop();
  },
});
