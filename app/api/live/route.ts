import { getStore } from '@/lib/data';
import { parseLiveQuery } from '@/lib/data/live-query';

export const dynamic = 'force-dynamic';

const HEARTBEAT_MS = 20_000;

/**
 * Server-sent events: the current result of a query, then a new result whenever it
 * changes in the store (this process's writes or another process's, such as the seed script).
 */
export async function GET(request: Request) {
  const query = parseLiveQuery(new URL(request.url).searchParams.get('q'));
  if (!query) return new Response('Bad query', { status: 400 });
  const store = await getStore();
  const encoder = new TextEncoder();
  let stop = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (chunk: string) => {
        try {
          controller.enqueue(encoder.encode(chunk));
        } catch {
          stop();
        }
      };
      const unsubscribe = store.watch(query, (docs) => send(`data: ${JSON.stringify(docs)}\n\n`));
      const heartbeat = setInterval(() => send(': keep-alive\n\n'), HEARTBEAT_MS);
      stop = () => {
        clearInterval(heartbeat);
        unsubscribe();
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
