import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createAccount, grantRole, logIn, uniqueEmail } from './support/accounts';
import { addDocument, documentsWhere, storedDocument } from './support/store';

// The firm's view of its subscribers (/studio/subscribers): counts per vertical for staff, the
// CSV export of the confirmed ones and erasing an address for admins; nobody else reaches them.

async function staffPage(browser: Browser, role?: 'editor' | 'admin'): Promise<Page> {
  const email = uniqueEmail(`subs-${role ?? 'reader'}`);
  await createAccount(email, { displayName: 'Marta Ruiz', confirmed: true });
  if (role) grantRole(email, role);
  const page = await (await browser.newContext()).newPage();
  await logIn(page, email);
  return page;
}

/** A subscriber written straight to the store, as the subscribe and confirm flow leaves one. */
async function subscriber(email: string, status: 'confirmed' | 'pending', topics: string[]) {
  const id = createHash('sha256').update(email).digest('hex');
  const now = new Date().toISOString();
  await addDocument('subscribers', id, {
    email,
    status,
    topics,
    timestamp: now,
    consent: { at: now, page: '/insights', wording: 'Send me new insights.', version: 1 },
    ...(status === 'confirmed' ? { confirmedAt: now } : {}),
  });
  return id;
}

test('an admin sees the counts, exports exactly the confirmed subscribers, and erases an address', async ({ browser }) => {
  const confirmed = uniqueEmail('sub-confirmed');
  const pending = uniqueEmail('sub-pending');
  const erased = uniqueEmail('sub-erased');
  await subscriber(confirmed, 'confirmed', ['Mobility']);
  await subscriber(pending, 'pending', ['Mobility']);
  const erasedId = await subscriber(erased, 'confirmed', ['Clean Energy & Storage']);

  const admin = await staffPage(browser, 'admin');
  await admin.goto('/studio');
  await admin.getByRole('link', { name: 'Subscribers' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();
  const mobility = admin.getByRole('row', { name: /^Mobility/ });
  await expect(mobility).toBeVisible();
  const [confirmedCount, pendingCount] = await mobility.getByRole('cell').allTextContents();
  expect(Number(confirmedCount!.replace(/,/g, ''))).toBeGreaterThanOrEqual(1);
  expect(Number(pendingCount!.replace(/,/g, ''))).toBeGreaterThanOrEqual(1);

  const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('link', { name: 'Download confirmed subscribers (CSV)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^confirmed-subscribers-\d{4}-\d\d-\d\d\.csv$/);
  const lines = fs.readFileSync((await download.path())!, 'utf8').trimEnd().split('\n');
  expect(lines[0]).toBe('email,topics,confirmed_at,consent_at,consent_page,consent_wording,consent_version');
  const exported = lines.slice(1).map((line) => line.split(',')[0]).sort();
  const stored = (await documentsWhere('subscribers', 'status', 'confirmed')).map((row) => String(row.data.email)).sort();
  expect(exported).toEqual(stored);
  expect(exported).toContain(confirmed);
  expect(exported).not.toContain(pending);

  const form = admin.getByRole('form', { name: 'Erase an address' });
  await form.getByLabel('E-mail address').fill(erased);
  await form.getByRole('button', { name: 'Erase everything kept about it' }).click();
  // It asks first, naming what goes; cancelling changes nothing.
  const dialog = form.getByRole('dialog', { name: 'Erase everything kept about this address?' });
  await expect(dialog).toContainText('cannot be undone');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await storedDocument('subscribers', erasedId)).not.toBeNull();
  await form.getByRole('button', { name: 'Erase everything kept about it' }).click();
  await dialog.getByRole('button', { name: 'Erase everything kept about it' }).click();
  await expect(form.getByRole('status')).toHaveText(new RegExp(`^Everything kept about ${erased.replace(/[.+]/g, '\\$&')} has been erased: \\d+ records?\\.$`));
  expect(await storedDocument('subscribers', erasedId)).toBeNull();

  await admin.goto('/studio/activity');
  await expect(admin.getByText(/Marta Ruiz exported the confirmed subscribers \(CSV\)/).first()).toBeVisible();
  await expect(admin.getByText(/Marta Ruiz erased everything kept about su•••@example\.com/).first()).toBeVisible();
});

test('an editor sees the counts only; a reader and a visitor reach nothing', async ({ browser, page }) => {
  const editor = await staffPage(browser, 'editor');
  await editor.goto('/studio/subscribers');
  await expect(editor.getByRole('row', { name: /^Mobility/ })).toBeVisible();
  await expect(editor.getByRole('link', { name: 'Download confirmed subscribers (CSV)' })).toHaveCount(0);
  await expect(editor.getByRole('form', { name: 'Erase an address' })).toHaveCount(0);
  expect((await editor.request.get('/studio/subscribers/export')).status()).toBe(404);

  const reader = await staffPage(browser);
  expect((await reader.goto('/studio/subscribers'))?.status()).toBe(404);
  expect((await reader.request.get('/studio/subscribers/export')).status()).toBe(404);
  await page.goto('/studio/subscribers');
  await expect(page).toHaveURL(/\/login\?next=%2Fstudio%2Fsubscribers$/);
});
