import { expect, test } from '@playwright/test';
import { callServerAction, findServerAction, uniqueEmail, type ServerAction } from './support/server-actions';
import { documentsWhere } from './support/store';

/**
 * Server actions against cross-site requests: proxy.ts compares the Origin's scheme, host and
 * port with the site's (Next's own check compares the host only) and refuses what the browser
 * marks cross-site even without an Origin; a refused call answers 403 and writes nothing.
 */

async function subscribed(email: string): Promise<boolean> {
  return (await documentsWhere('subscribers', 'email', email)).length > 0;
}

async function post(baseURL: string, action: ServerAction, email: string, headers: Record<string, string>) {
  const form = new FormData();
  form.append('_1_email', email);
  form.append('0', JSON.stringify([{}, '$K1']));
  const response = await fetch(new URL(action.route, baseURL), { method: 'POST', headers: { accept: 'text/x-component', 'next-action': action.id, ...headers }, body: form });
  return { status: response.status, body: await response.text() };
}

test.describe('cross-site requests to the subscribe action', () => {
  let action: ServerAction | null;
  test.beforeAll(() => {
    action = findServerAction(/^subscribe$/i);
    expect(action, 'the subscribe action is in the build').toBeTruthy();
  });

  test('same origin: accepted and stored (control)', async ({ baseURL }) => {
    const email = uniqueEmail('csrf-same');
    const result = await callServerAction(baseURL!, action!, { email });
    expect(result.body).toContain('You have successfully subscribed!');
    expect(await subscribed(email)).toBe(true);
  });

  for (const [label, headers] of [
    ['a forged Origin', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['Origin: null (sandboxed frame, data: URL)', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
    ['no Origin, marked cross-site by the browser', { 'sec-fetch-site': 'cross-site' }],
    ['this host on another scheme', { origin: 'https' }],
  ] as [string, Record<string, string>][]) {
    test(`${label}: refused, nothing stored`, async ({ baseURL }) => {
      const email = uniqueEmail('csrf-cross');
      // 'https': the site's own origin with the other scheme.
      const origin: Record<string, string> = headers.origin === 'https' ? { origin: new URL(baseURL!).origin.replace(/^http:/, 'https:') } : {};
      const result = await post(baseURL!, action!, email, { ...headers, ...origin });
      expect(result.status).toBe(403);
      expect(result.body).not.toContain('You have successfully subscribed!');
      expect(await subscribed(email)).toBe(false);
    });
  }

  test('a GET with action-looking parameters never writes', async ({ request }) => {
    const email = uniqueEmail('csrf-get');
    await request.get(`${action!.route}?email=${encodeURIComponent(email)}`, { headers: { 'next-action': action!.id } });
    expect(await subscribed(email)).toBe(false);
  });
});
