import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { SITE } from '../content/site';
import { confirmationLink, createAccount, logIn, PASSWORD, uniqueEmail } from './support/accounts';
import { sendQuery } from './support/query-box';
import { documentsWhere } from './support/store';

// An account proves its address by the link mailed at sign-up (local: read from the mail the site
// sent; Firebase: Firebase Authentication's own code, read from the Auth emulator). Until then,
// nothing tied to the address is the account's (docs/accounts.md, "Confirming the address").

async function signUp(page: Page, email: string) {
  await page.goto('/signup');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.locator('#signup-password').fill(PASSWORD);
  await page.locator('#signup-confirm').fill(PASSWORD);
  await page.getByRole('button', { name: 'Signup Now' }).click();
}

async function downloadData(page: Page) {
  await page.goto('/account');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download my data' }).click()]);
  return JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
}

test('sign-up mails a link; following it once confirms the address, a second time says it is spent', async ({ page }) => {
  const email = uniqueEmail('confirm');
  await signUp(page, email);
  await expect(page).toHaveURL(/\/login\?created=1$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Account created. We have mailed you a link to confirm your e-mail address. Log in to continue.');
  const link = await confirmationLink(email);

  await logIn(page, email);
  await page.goto('/account');
  await expect(page.getByRole('main')).toContainText('Not confirmed yet.');
  await expect(page.getByRole('region', { name: 'Confirm your address' })).toBeVisible();

  await page.goto(link);
  await expect(page).toHaveURL(/\/account\?confirmed=1$/);
  await expect(page.getByRole('main').getByRole('status').first()).toHaveText('Your e-mail address is confirmed.');
  await expect(page.getByRole('region', { name: 'Confirm your address' })).toHaveCount(0);
  expect((await downloadData(page)).account).toMatchObject({ email, addressConfirmed: true });

  // Spent: the same link, signed out, says so on the log-in page.
  const other = await page.context().browser()!.newContext();
  const fresh = await other.newPage();
  await fresh.goto(link);
  await expect(fresh).toHaveURL(/\/login\?confirm=dead&next=%2Faccount$/);
  await expect(fresh.getByRole('main').getByRole('status')).toContainText('This confirmation link has expired or has already been used.');
  await other.close();
});

test('whoever signs up as the firm’s inbox reads no visitor’s query, and deleting it erases none', async ({ page, browser }) => {
  const visitor = uniqueEmail('asks');
  await createAccount(visitor, { confirmed: true });
  const askingContext = await browser.newContext();
  const asking = await askingContext.newPage();
  await logIn(asking, visitor);
  const question = `Which feedstocks will matter most? ${Date.now()}`;
  await sendQuery(asking, question);
  // Its page's live stream would hold a slot of this client's (e2e/live.spec.ts counts them).
  await askingContext.close();

  // The inbox's address is printed in the footer; an outsider signs up as it (a retry finds it taken).
  await signUp(page, SITE.email);
  await expect(page).toHaveURL(/\/login/);
  await logIn(page, SITE.email);
  const data = await downloadData(page);
  const text = JSON.stringify(data);
  expect(text).not.toContain(visitor);
  expect(text).not.toContain(question);
  expect(data.mailsSent).toEqual([]);

  await page.goto('/account');
  await page.getByRole('region', { name: 'Delete your account' }).getByLabel('Your password, to confirm', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/login\?deleted=1$/);
  // The visitor's query is still the firm's.
  expect((await documentsWhere('queries', 'email', visitor)).map((q) => q.data.question)).toEqual([question]);
});

test('an unconfirmed account’s export leaves out the subscription under its address', async ({ page }) => {
  const email = uniqueEmail('unproven');
  // A subscription someone made for this address, before anyone signed up as it.
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to our updates' });
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog.getByRole('status')).toHaveText('You have successfully subscribed!');

  await createAccount(email);
  await logIn(page, email);
  const before = await downloadData(page);
  expect(before.subscription).toBeNull();
  expect(before.mailsSent).toEqual([]);
  await expect(page.getByRole('region', { name: 'Delete your account' })).not.toContainText('Your subscription');

  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We have mailed you a new confirmation link.' })).toBeVisible();
  await page.goto(await confirmationLink(email));
  const after = await downloadData(page);
  expect(after.subscription).toMatchObject({ email, status: 'pending' });
  expect(after.mailsSent.map((mail: { subject: string }) => mail.subject)).toContain('Confirm your subscription');
});
