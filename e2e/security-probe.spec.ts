import { expect, test } from '@playwright/test';
import { callServerAction, findServerAction } from './support/server-actions';
import { staffPage } from './support/studio';

// Findings of a security probe, each answered now as it should be (SECURITY.md).

test('a Report form whose path holds a line break or a control character is sent to the list, not a 500', async ({ baseURL }) => {
  const action = findServerAction(/^reportInsightComment$/)!;
  for (const path of ['/insights/a\r\nSet-Cookie: x=1/b-1', '/insights/a\u2028b/b-1', '/insights/a\u0000/b-1']) {
    const answer = await callServerAction(baseURL!, action, { commentId: 'c-1', path }, 'none');
    expect(answer.status).toBeLessThan(500);
    expect(answer.redirect ?? '').toMatch(/^\/insights(;|$)/);
  }
});

test('the image optimiser takes the site’s pictures only: a page or an export is refused, not fetched', async ({ request }) => {
  const refused = await request.get('/_next/image?url=%2Fstudio%2Fsubscribers%2Fexport&w=640&q=75');
  expect(refused.status()).toBe(400);
  expect((await request.get('/_next/image?url=%2Fabout-us&w=640&q=75')).status()).toBe(400);
  expect((await request.get('/_next/image?url=%2Fimages%2Fblogs%2Fbio-based-surfactants.jpg&w=640&q=75')).status()).toBe(200);
});

test('the preview cookie works over plain http, and is Secure behind a TLS front end', async ({ browser }) => {
  const studio = await staffPage(browser, 'editor', 'Pia Preview');
  const over = async (headers: Record<string, string>) => {
    const response = await studio.request.get('/studio/preview/b-2026-european-cracker-rationalisation', { headers, maxRedirects: 0 });
    expect(response.status()).toBe(307);
    return response.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('__prerender_bypass=')).map((h) => h.value);
  };
  const plain = await over({});
  expect(plain.at(-1)).toMatch(/SameSite=lax/i);
  expect(plain.at(-1)).not.toMatch(/Secure/i);
  expect((await over({ 'x-forwarded-proto': 'https' })).at(-1)).toMatch(/Secure/i);
  await studio.context().close();
});

test('the live channel streams only what a public page shows: no hidden or waiting comments', async ({ request }) => {
  const comments = (status: string) => ({
    collection: 'insight_comments',
    where: [
      { field: 'blogId', value: 'b-2026-european-cracker-rationalisation' },
      { field: 'status', value: status },
    ],
    orderBy: { field: 'date', direction: 'desc' },
    limit: 21,
  });
  for (const status of ['hidden', 'pending']) {
    const refused = await request.get(`/api/live?q=${encodeURIComponent(JSON.stringify([comments(status)]))}`);
    expect(refused.status()).toBe(400);
  }
});

test('strangers starting resets for an address spend their own tries, not its owner’s', async ({ baseURL }) => {
  const action = findServerAction(/^requestReset$/)!;
  const email = `reset-owner-${Date.now()}@example.com`;
  // The run trusts no proxy, so a forged X-Forwarded-For stands for another client here.
  const from = (client: string) => callServerAction(baseURL!, action, { email }, null, undefined, { 'x-forwarded-for': client });
  const stranger = [];
  for (let i = 0; i < 6; i++) stranger.push(await from('203.0.113.66'));
  expect(stranger.slice(0, 5).every((answer) => answer.redirect?.startsWith('/otp'))).toBe(true);
  expect(stranger[5]!.redirect).toBeNull();
  expect(stranger[5]!.body).toContain('Too many attempts. Please try again later.');
  // The owner, from their own address, still starts theirs.
  expect((await from('198.51.100.20')).redirect).toMatch(/^\/otp/);
});
