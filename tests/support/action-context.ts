import type { ActionContext } from '@/lib/actions/run-action';

/**
 * What an action needs of a request that tests leave alone: a cookie jar kept in memory (the
 * names and values set, to look at), no revalidation, deferred work started at once.
 */
export function requestParts(): Pick<ActionContext, 'cookies' | 'defer'> & { jar: Map<string, string>; settled: () => Promise<void> } {
  const jar = new Map<string, string>();
  const deferred: Promise<unknown>[] = [];
  return {
    jar,
    /** Once every deferred task has run (a test waits for them before it ends). */
    settled: async () => void (await Promise.all(deferred.splice(0))),
    cookies: { get: (name) => jar.get(name), set: (name, value, maxAge) => void (maxAge === 0 ? jar.delete(name) : jar.set(name, value)) },
    defer: (task) => void deferred.push(task()),
  };
}
