import { getStore } from '@/lib/data';
import { liveHub } from '@/lib/data/live-hub';
import { parseLiveQueries } from '@/lib/data/live-query';
import { env } from '@/lib/env';
import { clientAddress } from '@/lib/rate-limit';

export const dynamic = 'force-dynamic';

const HEARTBEAT_MS = 20_000;

/**
 * Server-sent events for all of a page's live lists on one connection: `q` is a JSON array of
 * query descriptors, and each result is an event named by its descriptor's index, sent at once and
 * again whenever it changes in the store (this process's writes or another process's, such as the
 * seed script). Only the shapes of the pages' live lists are accepted (lib/data/live-query.ts);
 * streams are capped per client and in total, and watched queries in number (lib/data/live-hub.ts).
 */
export async function GET(request: Request) {
  const queries = parseLiveQueries(new URL(request.url).searchParams.get('q'));
  if (!queries) return new Response('Bad query', { status: 400 });
  const hub = liveHub(await getStore());
  const client = clientAddress(request.headers, env().TRUSTED_PROXY_HOPS);
  const release = hub.open(client);
  if (release === 'client') return new Response('Too many live streams', { status: 429, headers: { 'Retry-After': '60' } });
  // A full channel is no error: 204 tells the browser's EventSource not to reconnect, and the
  // page keeps the lists the server rendered.
  if (release === 'total') return new Response(null, { status: 204 });
  const encoder = new TextEncoder();
  let send = (chunk: string) => void chunk; // until the stream starts, in this same task
  const unsubscribes: (() => void)[] = [];
  for (const [index, query] of queries.entries()) {
    const unsubscribe = hub.subscribe(query, (json) => send(`event: ${index}\ndata: ${json}\n\n`), client);
    if (!unsubscribe) {
      // The process watches as many distinct queries as it will: the page stays as rendered.
      for (const each of unsubscribes) each();
      release();
      return new Response(null, { status: 204 });
    }
    unsubscribes.push(unsubscribe);
  }
  let stop = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      send = (chunk: string) => {
        try {
          controller.enqueue(encoder.encode(chunk));
        } catch {
          stop();
        }
      };
      const heartbeat = setInterval(() => send(': keep-alive\n\n'), HEARTBEAT_MS);
      stop = () => {
        clearInterval(heartbeat);
        for (const unsubscribe of unsubscribes) unsubscribe();
        release();
      };
      request.signal.addEventListener('abort', () => {
        stop();
        try {
          controller.close();
        } catch {
          // already closed by the client
        }
      });
    },
    cancel() {
      stop();
    },
  });
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
}
