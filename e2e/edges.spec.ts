import { expect, test } from '@playwright/test';
import { createAccount, logIn, uniqueEmail } from './support/accounts';
import { findServerAction } from './support/server-actions';
import { LINK_PREFIXES } from '../lib/routing/missing-link';
import { malformedPaths } from '../tests/support/app-routes';

/** Edges a black-box probe found answering 500 or without a CSP: each now gets a 4xx or a safe redirect. */

test('a signed-in visitor sent to /login with a next path a header cannot carry as it is lands there, encoded', async ({ page }) => {
  const email = uniqueEmail('edge-next');
  await createAccount(email);
  await logIn(page, email);
  const response = await page.request.get('/login?next=/%E2%80%8B', { maxRedirects: 0 });
  expect(response.status()).toBeGreaterThanOrEqual(300);
  expect(response.status()).toBeLessThan(400);
  expect(response.headers().location).toBe('/%E2%80%8B');
});

test('a malformed escape at the parameter of every route with one is a 400 (a shared link: its helpful 404), never a 500', async ({ request }) => {
  const paths = malformedPaths();
  expect(paths.length).toBeGreaterThan(30);
  const shared = (path: string) => Object.values(LINK_PREFIXES).some((prefix) => path.startsWith(`${prefix}/`));
  for (const path of paths) {
    const status = (await request.get(path, { maxRedirects: 0 })).status();
    expect([path, status]).toEqual([path, shared(path) ? 404 : 400]);
  }
});

test('mixed-case account paths redirect to the page, which carries its nonce CSP', async ({ request }) => {
  for (const [path, to, next] of [['/Login', '/login', null], ['/SignUp', '/signup', null], ['/LOGIN?next=/news', '/login', '/news']] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    const location = new URL(response.headers().location!, 'http://site');
    expect(location.pathname).toBe(to);
    expect(location.searchParams.get('next')).toBe(next);
  }
  const page = await request.get('/Login');
  expect(page.status()).toBe(200);
  expect(page.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
});

test("TRACE on a page is refused with 405 (Next's own answer)", async ({ request }) => {
  expect((await request.fetch('/', { method: 'TRACE' })).status()).toBe(405);
});

test('a server action call Next cannot decode is a 4xx, never a 500, and the server keeps answering', async ({ baseURL }) => {
  const action = findServerAction(/^subscribe$/)!;
  const call = (body: BodyInit, type?: string) =>
    fetch(new URL(action.route, baseURL), {
      method: 'POST',
      headers: { 'next-action': action.id, origin: new URL(baseURL!).origin, accept: 'text/x-component', ...(type ? { 'content-type': type } : {}) },
      body,
    });
  const manyFields = new FormData();
  for (let i = 0; i < 200; i++) manyFields.append(`f${i}`, 'x');
  const badArguments = new FormData();
  badArguments.append('0', '{bad');
  const cases: [string, BodyInit, string?][] = [
    ['invalid JSON', '{bad', 'text/plain;charset=UTF-8'],
    ['deep nesting', `${'['.repeat(5000)}${']'.repeat(5000)}`, 'text/plain;charset=UTF-8'],
    ['an empty body', '', 'text/plain;charset=UTF-8'],
    ['over 64 kB', 'x'.repeat(70_000), 'text/plain;charset=UTF-8'],
    ['hundreds of fields', manyFields],
    ['a broken multipart body', 'garbage', 'multipart/form-data; boundary=zzz'],
    ['arguments that are not JSON', badArguments],
  ];
  for (const [name, body, type] of cases) {
    const status = (await call(body, type)).status;
    expect([name, status >= 400 && status < 500]).toEqual([name, true]);
  }
  const form = new FormData();
  form.append('email', 'x'.repeat(70_000));
  const noScript = await fetch(new URL(action.route, baseURL), { method: 'POST', headers: { origin: new URL(baseURL!).origin }, body: form });
  expect(noScript.status).toBe(413);
  expect((await fetch(new URL('/', baseURL))).status).toBe(200);
});
