import { createHash, randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectMails, linkTo, mailsWhere } from './support/mail';
import { removeAddedDocuments, storedDocument } from './support/store';

// Subscriptions that no one can turn against a third party (docs/subscriptions.md, SECURITY.md):
// the home page's subscribe form posted as a browser posts it without scripts, from many clients.

test.use({ javaScriptEnabled: false });
test.afterEach(removeAddedDocuments);

const idOf = (address: string) => createHash('sha256').update(address).digest('hex');
const tag = () => randomBytes(4).toString('hex');

type Form = { fields: Record<string, string>; origin: string };

/** The header's subscribe form as the page serves it: React's hidden fields, which a browser posts with the address, and its page's origin. */
async function subscribeForm(page: Page): Promise<Form> {
  await page.goto('/');
  const fields: Record<string, string> = {};
  for (const input of await page.locator('dialog form').first().locator('input[type="hidden"]').all()) {
    fields[(await input.getAttribute('name'))!] = (await input.getAttribute('value')) ?? '';
  }
  expect(Object.keys(fields).some((name) => name.startsWith('$ACTION'))).toBe(true);
  return { fields, origin: new URL(page.url()).origin };
}

/** Posts the form with `email` from the client `ip` (X-Forwarded-For, as no trusted proxy overwrites it here) and returns the page's answer. */
async function post(request: APIRequestContext, { fields, origin }: Form, email: string, ip = '127.0.0.1'): Promise<string> {
  const response = await request.post('/', { multipart: { ...fields, email }, headers: { 'X-Forwarded-For': ip, Origin: origin }, maxRedirects: 0 });
  expect(response.status()).toBe(200);
  const html = await response.text();
  // The dialog's status or alert paragraph, as the page renders the action's answer.
  const answer = /role="(?:alert|status)"[^>]*>(?:<span>)?([^<]+)</.exec(html.slice(html.indexOf('<dialog id="subscribe-dialog"')))?.[1];
  return answer ?? '';
}

test('a list, a group, a display name, a comment, NUL or a zero-width character is refused and mails nobody', async ({ page, request }) => {
  const form = await subscribeForm(page);
  const t = tag();
  const values = [
    `a-${t}@example.com,b-${t}@example.org,c-${t}@example.net`,
    `a-${t}@example.com;b-${t}@example.org`,
    `grp:a-${t}@example.com,b-${t}@example.org;`,
    `"a-${t}@example.com" <b-${t}@example.org>`,
    `b-${t}@example.org(a-${t}@example.com)`,
    `b-${t}\u0000@example.org`,
    `b-${t}\u200b@example.org`,
  ];
  for (const value of values) expect([value, await post(request, form, value)]).toEqual([value, 'Please enter a valid email address.']);
  // The answer a typing visitor sees, in the dialog itself.
  await page.getByRole('banner').getByRole('button', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to our updates' });
  await dialog.getByLabel('Email address').fill(values[0]!);
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('dialog', { name: 'Subscribe to our updates' }).getByRole('alert')).toHaveText('Please enter a valid email address.');
  expect(await mailsWhere((to) => to.includes(t))).toEqual([]);
});

test('40 spellings of one mailbox from 40 client addresses deliver one mail to it', async ({ page, request }) => {
  const form = await subscribeForm(page);
  const victim = `victim-${tag()}@example.org`;
  const [local, domain] = victim.split('@') as [string, string];
  const spellings = Array.from({ length: 40 }, (_, i) => [`${local}+${i}@${domain}`, ` ${local.toUpperCase()}@${domain.toUpperCase()} `, `${local}+x${i}@${domain}`, victim][i % 4]!);
  const answers: string[] = [];
  for (const [i, email] of spellings.entries()) answers.push(await post(request, form, email, `198.51.100.${i + 1}`));
  expect(answers.filter((answer) => answer === 'You have successfully subscribed!')).toHaveLength(1);
  const sameMailbox = (to: string) => to.replace(/\+[^@]*@/, '@') === victim;
  await expect.poll(async () => (await mailsWhere(sameMailbox)).length).toBe(1);
  await page.waitForTimeout(500);
  expect(await mailsWhere(sameMailbox)).toHaveLength(1);
});

test('unsubscribe and preferences answer a computed token for a subscriber exactly as for an unknown address', async ({ page, request }) => {
  const form = await subscribeForm(page);
  const subscriber = `listed-${tag()}@example.com`;
  const unknown = `unlisted-${tag()}@example.com`;
  expect(await post(request, form, subscriber)).toBe('You have successfully subscribed!');
  const [confirmation] = await expectMails(subscriber, 1);
  // The id is the address's SHA-256, which anyone can compute; the secret part is a guess.
  const computed = (address: string) => `${idOf(address)}.${'A'.repeat(32)}`;

  const oneClick = async (address: string) => {
    const response = await request.post(`/subscription/unsubscribe?token=${computed(address)}`, { form: { 'List-Unsubscribe': 'One-Click' } });
    return [response.status(), await response.text()];
  };
  expect(await oneClick(subscriber)).toEqual(await oneClick(unknown));

  const heading = async (address: string) => /<h1[^>]*>([^<]*)</.exec(await (await request.get(`/subscription?token=${computed(address)}`)).text())?.[1];
  expect(await heading(subscriber)).toBe('This link is not valid');
  expect(await heading(unknown)).toBe('This link is not valid');

  // The preferences page's Unsubscribe form, posted with a computed token instead of its own.
  const preferences = await (await request.get(linkTo(confirmation!, '/subscription').replace(/^https?:\/\/[^/]+/, ''))).text();
  const actionField = /name="(\$ACTION_ID_[0-9a-f]+)"/.exec(preferences)?.[1];
  expect(actionField).toBeDefined();
  const unsubscribeForm = async (address: string) => {
    const response = await request.post('/subscription', { multipart: { [actionField!]: '', token: computed(address) }, headers: { Origin: form.origin }, maxRedirects: 0 });
    return [response.status(), response.headers().location];
  };
  expect(await unsubscribeForm(subscriber)).toEqual(await unsubscribeForm(unknown));
  expect(await storedDocument('subscribers', idOf(subscriber))).toMatchObject({ status: 'pending' });
});
