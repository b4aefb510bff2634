/**
 * Brings data stored by earlier versions of the site up to what this one reads, against the store
 * the environment names (the same variables as `npm start`). Each step finds what it has not done
 * yet, so the command is safe to run twice:
 *   npm run migrate
 * Steps: queries sent before the studio's inbox get the `date` it orders by (lib/studio/inbox.ts);
 * comments kept in a blog's own list move to `insight_comments` (lib/comments/insight-comments.ts);
 * insight comments that kept their report on themselves get a private flag instead
 * (lib/comments/insight-comments.ts); studio items saved before the studio found them by their
 * words, or before the media library found where uploads are used, get their words and the
 * uploads they show (lib/studio/versions.ts).
 */
import { moveBlogComments, unflagOlderComments } from '../lib/comments/insight-comments';
import { getStore } from '../lib/data';
import { completeOlderItems } from '../lib/studio/versions';
import { dateOlderQueries } from '../lib/studio/inbox';

async function migrate() {
  const store = await getStore();
  const dated = await dateOlderQueries(store);
  console.info(`[migrate] queries dated for the studio's inbox: ${dated}`);
  const moved = await moveBlogComments(store);
  console.info(`[migrate] insight comments moved to their own collection: ${moved}`);
  const unflagged = await unflagOlderComments(store, Date.now());
  console.info(`[migrate] insight comments whose report moved to a private flag: ${unflagged}`);
  const { worded, named } = await completeOlderItems(store);
  console.info(`[migrate] studio items given their heading's words: ${worded}`);
  console.info(`[migrate] studio items given the uploads they show: ${named}`);
  await store.close();
}

migrate().catch((error: unknown) => {
  console.error(`[migrate] failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
