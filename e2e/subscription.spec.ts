import { createHash, randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { hydrated } from './support/hydrated';
import { ALERTS_TOKEN, expectMails, linkTo, mailsTo } from './support/mail';
import { addDocument, removeAddedDocuments, storedDocument } from './support/store';

// Double opt-in, topics, alerts and unsubscribing (lib/subscriptions, docs/subscriptions.md),
// against a real SMTP server in local mode and the `mail` documents in Firebase mode.

test.afterEach(removeAddedDocuments);

const idOf = (address: string) => createHash('sha256').update(address).digest('hex');

async function subscribeFromHeader(page: Page, address: string, topics?: string[]) {
  await page.getByRole('banner').getByRole('button', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to our updates' });
  await dialog.getByLabel('Email address').fill(address);
  if (topics) {
    for (const box of await dialog.getByRole('checkbox').all()) {
      const name = (await box.evaluate((input) => input.parentElement!.textContent!.trim()));
      await box.setChecked(topics.includes(name));
    }
  }
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  return dialog;
}

const runAlerts = (request: APIRequestContext) => request.post('/api/alerts', { headers: { Authorization: `Bearer ${ALERTS_TOKEN}` } });

async function publish(id: string, heading: string, vertical: string) {
  await addDocument('blogs', id, { id, heading, image: '/images/blogs/european-crackers.jpg', author: 'Analyst', short: 'New', description: '<p>New.</p>', category: 'Mobility', date: new Date().toISOString(), pagetype: vertical, insighttype: 'Article', isspotlight: 'false', comments: [] });
}

test('subscribe, confirm by the mailed link, choose topics, get an alert, leave in one click', async ({ page, request }) => {
  const address = uniqueEmail('optin');
  await page.goto('/');
  await hydrated(page);
  const dialog = await subscribeFromHeader(page, address, ['Mobility']);
  await expect(dialog.getByRole('status')).toHaveText('You have successfully subscribed!');
  await expect(dialog).toContainText('We have sent you an e-mail: follow its link to confirm your subscription.');

  // Stored pending, with the consent record; one mail, the confirmation.
  expect(await storedDocument('subscribers', idOf(address))).toMatchObject({ status: 'pending', topics: ['Mobility'], consent: { page: '/', version: 1, wording: expect.stringContaining('We mail you a link to confirm first') } });
  const [confirmation] = await expectMails(address, 1);
  expect(confirmation!.subject).toBe('Confirm your subscription');
  expect(confirmation!.html).toContain('Molecula Research &amp; Consulting');

  await page.goto(linkTo(confirmation!, '/subscription/confirm'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscription confirmed');
  await expect(page.getByRole('checkbox', { name: 'Mobility' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Specialty Polymers' })).not.toBeChecked();
  expect(await storedDocument('subscribers', idOf(address))).toMatchObject({ status: 'confirmed', confirmedAt: expect.any(String) });
  const preferences = page.url();

  // The confirmation link ends with its first use: followed again it leads nowhere further.
  await page.goto(linkTo(confirmation!, '/subscription/confirm'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link has been used');
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await page.goto(preferences);

  await hydrated(page);
  await page.getByRole('checkbox', { name: 'Specialty Polymers' }).check();
  await page.getByRole('button', { name: 'Save topics' }).click();
  await expect(page.getByRole('form', { name: 'Industries you follow' }).getByRole('status')).toHaveText('Your topics are saved.');
  await expect(page.getByRole('checkbox', { name: 'Specialty Polymers' })).toBeChecked();
  expect(await storedDocument('subscribers', idOf(address))).toMatchObject({ topics: ['Speciality Polymers', 'Mobility'] });

  // An alert: the insights new in the verticals followed, once.
  const tag = randomBytes(4).toString('hex');
  await publish(`alert-m-${tag}`, `Battery recycling outlook ${tag}`, 'Mobility');
  await publish(`alert-p-${tag}`, `Sunscreen filters ${tag}`, 'Personal Care & Cosmetics');
  expect((await runAlerts(request)).status()).toBe(200);
  const [, digest] = await expectMails(address, 2);
  expect(digest!.subject).toBe(`New insight: Battery recycling outlook ${tag}`);
  expect(digest!.text).not.toContain('Sunscreen filters');
  expect(digest!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  await runAlerts(request);
  await expectMails(address, 2);

  // RFC 8058: one POST of List-Unsubscribe=One-Click, with no cookie or page, removes the address.
  const oneClick = /<([^>]+)>/.exec(digest!.headers['list-unsubscribe']!)![1]!;
  const answer = await request.post(oneClick, { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, data: 'List-Unsubscribe=One-Click' });
  expect(answer.status()).toBe(200);
  expect(await storedDocument('subscribers', idOf(address))).toBeNull();
  // Its subscriber gone, the link is answered as one made up: no answer tells who is subscribed.
  expect((await request.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' } })).status()).toBe(400);
  await page.goto(linkTo(digest!, '/subscription'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link is not valid');
});

test('an unconfirmed address gets its confirmation and nothing else, resent at most once in ten minutes', async ({ page, request }) => {
  const address = uniqueEmail('pending');
  await page.goto('/');
  await hydrated(page);
  const dialog = await subscribeFromHeader(page, address);
  await expect(dialog.getByRole('status')).toHaveText('You have successfully subscribed!');
  await dialog.getByLabel('Email address').fill(address);
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('This email is already subscribed.');
  await publish(`pending-${randomBytes(4).toString('hex')}`, 'Cathode prices', 'Mobility');
  expect((await runAlerts(request)).status()).toBe(200);
  const mails = await expectMails(address, 1);
  expect(mails.map((mail) => mail.subject)).toEqual(['Confirm your subscription']);
  expect(await storedDocument('subscribers', idOf(address))).toMatchObject({ status: 'pending', topics: expect.arrayContaining(['Mobility', 'Speciality Polymers']) });
});

test('expired and tampered links are refused with a page that says so', async ({ page }) => {
  const address = uniqueEmail('expired');
  const secret = randomBytes(24).toString('base64url');
  const sent = new Date(Date.now() - 8 * 86_400_000).toISOString();
  await addDocument('subscribers', idOf(address), {
    email: address,
    timestamp: sent,
    status: 'pending',
    topics: [],
    consent: { at: sent, page: '/', wording: 'w', version: 1 },
    confirmDigest: createHash('sha256').update(secret).digest('hex'),
    confirmSentAt: sent,
    manageKey: randomBytes(24).toString('base64url'),
  });
  await page.goto(`/subscription/confirm?token=${idOf(address)}.${secret}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link has expired');
  await expect(page.getByRole('main').getByRole('button', { name: 'Subscribe' })).toBeVisible();
  await page.goto(`/subscription/confirm?token=${idOf(address)}.${secret.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link is not valid');
  await page.goto(`/subscription?token=${idOf(address)}.not-the-key-at-all`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link is not valid');
  expect(await storedDocument('subscribers', idOf(address))).toMatchObject({ status: 'pending' });
  // Never cached, never indexed.
  const response = await page.request.get(`/subscription?token=${idOf(address)}.x`);
  expect(response.headers()['cache-control']).toMatch(/private|no-store/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('the alerts endpoint needs its token', async ({ request }) => {
  expect((await request.post('/api/alerts')).status()).toBe(401);
  expect((await request.post('/api/alerts', { headers: { Authorization: 'Bearer wrong' } })).status()).toBe(401);
});

test('the consent record keeps the page the visitor subscribed from, an industry page included', async ({ page }) => {
  const address = uniqueEmail('consent-page');
  await page.goto('/mobility');
  const dialog = await subscribeFromHeader(page, address);
  await expect(dialog.getByRole('status')).toHaveText('You have successfully subscribed!');
  expect(await storedDocument('subscribers', idOf(address))).toMatchObject({ consent: { page: '/mobility' } });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('subscribe, confirm, change topics and unsubscribe, all by plain forms and links', async ({ page }) => {
    const address = uniqueEmail('no-script-optin');
    await page.goto('/about-us');
    const dialog = await subscribeFromHeader(page, address, ['Personal Care & Cosmetics']);
    await expect(dialog.getByRole('status')).toHaveText('You have successfully subscribed!');
    await expect(dialog).toContainText('follow its link to confirm your subscription');
    expect(await storedDocument('subscribers', idOf(address))).toMatchObject({ topics: ['Personal Care & Cosmetics'], consent: { page: '/about-us' } });
    const [confirmation] = await expectMails(address, 1);

    await page.goto(linkTo(confirmation!, '/subscription/confirm'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscription confirmed');
    await page.getByRole('checkbox', { name: 'Mobility' }).check();
    await page.getByRole('button', { name: 'Save topics' }).click();
    await expect(page.getByRole('form', { name: 'Industries you follow' }).getByRole('status')).toHaveText('Your topics are saved.');
    expect(await storedDocument('subscribers', idOf(address))).toMatchObject({ topics: ['Mobility', 'Personal Care & Cosmetics'] });

    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You have unsubscribed');
    await expect(page.getByRole('main')).toContainText('You have unsubscribed. We will not mail you again.');
    expect(await storedDocument('subscribers', idOf(address))).toBeNull();
    expect(await mailsTo(address)).toHaveLength(1);
  });
});
