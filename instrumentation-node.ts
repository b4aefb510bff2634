import { ConfigError, servingProblem, servingWarnings } from './lib/env';

/**
 * Start-up check (imported by instrumentation.ts on the Node runtime). A misconfigured
 * environment (a missing Firebase variable, or an emulator host in production, which makes
 * firebase-admin accept unsigned tokens, or a production origin with no word on its proxies) stops the process with the message naming the
 * problem. Without the exit, Next logs the error but keeps listening and answers 500s.
 */
try {
  const problem = servingProblem();
  if (problem) throw new ConfigError(problem);
  for (const warning of servingWarnings()) console.warn(warning);
} catch (error) {
  console.error(`Refusing to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

// A revalidation on this instance reaches the others, and theirs this one (lib/cache/handler.mjs).
void import('./lib/cache/shared-tags')
  .then(({ registerSharedTags }) => registerSharedTags())
  .catch((error: unknown) => console.error(`[cache] revalidations not shared: ${(error as Error).message}`));

// The instance fills its search index now (lib/search/replica.ts), so the first search rarely
// waits for it. A failure is logged there, and the first search tries again.
void import('./lib/search')
  .then(({ getSearch }) => getSearch())
  .then((search) => search.ready())
  .catch(() => {});
