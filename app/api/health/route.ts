import { getStore, queries } from '@/lib/data';

export const dynamic = 'force-dynamic';

/** Readiness: the server answers and the store can be read. */
export async function GET() {
  try {
    const store = await getStore();
    await store.count(queries.jobOpenings());
    return Response.json({ ok: true });
  } catch {
    return Response.json({ ok: false }, { status: 503 });
  }
}
