import { getStore } from '@/lib/data';
import { mayUseLink, unsubscribe } from '@/lib/subscriptions/subscriptions';

/**
 * The mails' one-click unsubscribe (RFC 8058): their `List-Unsubscribe` header names this URL
 * and `List-Unsubscribe-Post: List-Unsubscribe=One-Click` says a POST of that body removes the
 * address, with no page, cookie or confirmation: a mail provider sends it for the reader. The
 * token is the subscriber's preferences key. A GET (a person opening the URL) leads to the
 * preferences page, which has its own Unsubscribe button; a GET never unsubscribes. A token
 * naming no subscriber is answered as a wrong one: nothing here tells who is subscribed.
 */
export async function POST(request: Request) {
  const token = new URL(request.url).searchParams.get('token');
  if (!(await mayUseLink(request.headers))) return text(429, 'Too many attempts. Please try again later.');
  try {
    const outcome = await unsubscribe(await getStore(), token);
    if (outcome === 'invalid') return text(400, 'This unsubscribe link is not valid.');
    return text(200, 'Unsubscribed: this address will get no more mail from us.');
  } catch (error) {
    console.error(`[subscriptions] one-click unsubscribe failed: ${(error as Error).message}`);
    return text(503, 'Unsubscribing failed for now: please try again later.');
  }
}

export function GET(request: Request) {
  const url = new URL(request.url);
  const token = url.searchParams.get('token') ?? '';
  return new Response(null, { status: 303, headers: { Location: `/subscription?token=${encodeURIComponent(token)}`, 'Cache-Control': 'private, no-store' } });
}

const text = (status: number, body: string) => new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' } });
