/**
 * One run of the subscribers' digests against the store the environment names (as the site
 * uses it: SITE_BACKEND and its variables), then exits. Safe to rerun after a crash half-way.
 *   npm run alerts
 * In production a scheduler calls POST /api/alerts instead (docs/subscriptions.md).
 */
import { getStore } from '../lib/data';
import { sendAlerts } from '../lib/subscriptions/alerts';

async function main() {
  const store = await getStore();
  const report = await sendAlerts(store, Date.now());
  console.log(`[alerts] ${report.subscribers} subscribers: ${report.mailed} digests sent, ${report.removed} unconfirmed addresses deleted`);
  await store.close();
}

main().catch((error: unknown) => {
  console.error(`[alerts] failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
