/**
 * One writer of the durability harness (bench/durability.mjs). Writes through the site's
 * own SQLite adapter (lib/data/sqlite.ts: WAL, synchronous=FULL, busy_timeout 5000, the
 * production statements) and prints "ack <kind> <id>" only after a write returned, the
 * moment a visitor would be told "saved". A write refused with SQLITE_BUSY (lock not
 * obtained within the busy timeout) prints "fail <kind> <id> <ms waited>", as a visitor
 * would see the failure message. It runs until it is killed.
 */
import { postInsightComment } from '../lib/comments/insight-comments';
import { createSqliteStore } from '../lib/data/sqlite';

const [file, writer] = process.argv.slice(2);
if (!file || !writer) throw new Error('usage: durability-writer <db file> <writer id>');

const store = createSqliteStore(file);
const say = (line: string) => process.stdout.write(`${line}\n`); // pipes are synchronous on Linux

async function write(n: number): Promise<[string, string]> {
  const id = `w${writer}-${n}`;
  switch (n % 3) {
    case 0: // subscribe: create-only
      if (!(await store.create('subscribers', id, { email: `${id}@example.com` }))) throw new Error(`duplicate ${id}`);
      return ['subscribers', id];
    case 1: // query: create or overwrite
      await store.set('queries', id, { user: id, question: `Question ${id}`, email: `${id}@example.com` });
      return ['queries', id];
    default: // an insight comment, as the comment action posts it: a document under a random id
      await postInsightComment(store, 'durability', { user: id, comment: id }, Date.now());
      return ['comments', id];
  }
}

async function main() {
  say('ready');
  for (let n = 0; ; n++) {
    const started = Date.now();
    try {
      const [kind, id] = await write(n);
      say(`ack ${kind} ${id}`);
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
      say(`fail ${['subscribers', 'queries', 'comments'][n % 3]} w${writer}-${n} ${Date.now() - started}`);
    }
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`writer ${writer}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
