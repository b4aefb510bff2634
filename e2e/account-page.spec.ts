import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, headerAuth, logIn, PASSWORD, uniqueEmail } from './support/accounts';
import { sendQuery } from './support/query-box';
import { documentsWhere } from './support/store';
import { insightPath } from '../lib/text';

// The account page (/account): the person's address, a password change, their data as one JSON
// file, and deleting the account, in both backends.

const NEW_PASSWORD = 'Changed7&pass';

/** The form's alert (Next's route announcer is an alert region too, outside <main>). */
const alertIn = (page: Page, section: string) => page.getByRole('region', { name: section }).getByRole('alert');
const statusIn = (page: Page, section: string) => page.getByRole('region', { name: section }).getByRole('status');

test('signed out, /account sends the visitor to log in and back', async ({ page }) => {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
  const download = await page.request.get('/account/data', { maxRedirects: 0 });
  expect(download.status()).toBe(307);
  expect(download.headers()['location']).toMatch(/\/login\?next=%2Faccount$/);
});

test('the header links to the account page; it shows the address, private and unindexed', async ({ page }) => {
  const email = uniqueEmail('account');
  await createAccount(email);
  await logIn(page, email);
  await page.goto('/insights');
  await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByRole('definition').first()).toHaveText(email);
  const response = await page.request.get('/account');
  expect(response.headers()['cache-control']).toMatch(/no-store/);
  expect(response.headers()['content-security-policy']).toMatch(/nonce-/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(headerAuth(page).logOut).toBeVisible();
  // Logging out here takes the private page away at once.
  await headerAuth(page).logOut.click();
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
});

test('a password change needs the current one, ends the other sessions and keeps this one', async ({ page, browser }) => {
  const email = uniqueEmail('change');
  await createAccount(email);
  const other = await browser.newContext();
  await logIn(await other.newPage(), email);
  // Firebase records revocations in whole seconds: the change comes in a later second than that sign-in.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  await logIn(page, email);
  await page.goto('/account');
  const section = 'Change your password';
  const form = page.getByRole('region', { name: section });
  await form.getByLabel('Current password', { exact: true }).fill('Wrong1!pass');
  await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('Re-enter new password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(alertIn(page, section)).toHaveText('That is not your current password.');
  await form.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Re-enter new password', { exact: true }).fill('Other1!pass');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(alertIn(page, section)).toHaveText('Passwords do not match !!');
  await form.getByLabel('Re-enter new password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(statusIn(page, section)).toHaveText('Your password has been changed. Every other session of your account has ended.');

  // This browser stays signed in; the other device is signed out.
  expect((await (await page.request.get('/api/session')).json()).user).toMatchObject({ email });
  expect(await (await other.request.get('/api/session')).json()).toEqual({ user: null });
  await other.close();
  // The new password logs in, the old one no longer does.
  const fresh = await browser.newContext();
  const freshPage = await fresh.newPage();
  await logIn(freshPage, email, NEW_PASSWORD);
  await fresh.clearCookies();
  await freshPage.goto('/login');
  await freshPage.getByLabel('Email', { exact: true }).fill(email);
  await freshPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await freshPage.getByRole('button', { name: 'Login Now' }).click();
  await expect(freshPage.getByRole('main').getByRole('alert')).toHaveText('Please check the credentials again !!');
  await fresh.close();
});

test('download my data, then delete the account: the data goes, and the address signs up afresh', async ({ page }) => {
  const email = uniqueEmail('leaver');
  await createAccount(email);
  await logIn(page, email);
  await sendQuery(page, 'Which resins will lead in 2027?');
  await page.goto('/events');
  const commentForm = page.getByRole('form', { name: 'Leave a comment' });
  await expect(commentForm.getByRole('button', { name: 'Submit' })).toBeEnabled();
  await page.locator('#event-comment').fill('Count me in for the next one.');
  await commentForm.getByRole('button', { name: 'Submit' }).click();
  await expect(commentForm.getByRole('status')).toHaveText('Comment submitted successfully!');

  await page.goto('/account');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toBe('my-account-data.json');
  const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
  expect(data.account).toMatchObject({ email });
  expect(data.queries).toEqual([expect.objectContaining({ question: 'Which resins will lead in 2027?' })]);
  expect(data.eventComments).toEqual([expect.objectContaining({ comment: 'Count me in for the next one.' })]);
  expect(data.mailsSent).toEqual([]);
  expect(data.subscription).toBeNull();

  const section = 'Delete your account';
  await expect(page.getByRole('region', { name: section })).toContainText('Your comments on insights stay');
  const confirm = page.getByRole('region', { name: section }).getByLabel('Your password, to confirm', { exact: true });
  await confirm.fill('Wrong1!pass');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(alertIn(page, section)).toHaveText('That is not your current password.');
  await confirm.fill(PASSWORD);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/login\?deleted=1$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Your account and your data have been deleted.');
  expect(await documentsWhere('queries', 'email', email)).toEqual([]);
  expect(await documentsWhere('comments', 'email', email)).toEqual([]);

  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login Now' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Please check the credentials again !!');

  await page.goto('/signup');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.locator('#signup-password').fill(PASSWORD);
  await page.locator('#signup-confirm').fill(PASSWORD);
  await page.getByRole('button', { name: 'Signup Now' }).click();
  await expect(page).toHaveURL(/\/login\?created=1$/);
});

test('signed in, the header’s Account and Log out fit at the spec widths', async ({ page }) => {
  const email = uniqueEmail('widths');
  await createAccount(email);
  await logIn(page, email);
  for (const width of [390, 550, 700, 950, 1010, 1250, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/', '/account']) {
      await page.goto(path);
      // At mobile widths the controls sit in the closed menu panel: attached, not shown.
      await expect(page.getByTestId('site-header').locator('button', { hasText: 'Log out' })).toBeAttached();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0);
      // The bar stays one row: every control of it on one line.
      const heights = await page.getByTestId('site-header').locator('button, a').evaluateAll((elements) => elements.filter((e) => e.checkVisibility()).map((e) => e.getBoundingClientRect().height));
      expect(Math.max(...heights), `${path} at ${width}px`).toBeLessThan(64);
      if (process.env.SCREENSHOTS) await page.screenshot({ path: `/tmp/account-${width}${path.replace(/\//g, '_')}.png` });
    }
  }
});

test('a person names themselves on the account page; their next comment shows that name, never the address', async ({ page }) => {
  const blog = (JSON.parse(fs.readFileSync('content/seed/blogs.json', 'utf8')) as { id: string; heading: string }[])[3]!;
  const email = uniqueEmail('named');
  await createAccount(email);
  await logIn(page, email);
  await page.goto('/account');
  const section = 'Your name';
  const field = page.getByRole('region', { name: section }).getByLabel('Display name');
  await field.fill('ana.lima@example.com');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(alertIn(page, section)).toHaveText('Choose a name that is not an e-mail address: comments are public.');
  await field.fill('  Ana   Lima ');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(statusIn(page, section)).toHaveText('Your name is saved. Comments you post from now on show it.');
  await page.reload();
  await expect(page.getByRole('region', { name: section }).getByLabel('Display name')).toHaveValue('Ana Lima');

  const text = `Named comment ${Date.now()}`;
  await page.goto(insightPath(blog.heading, blog.id));
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add a comment' });
  await form.getByLabel('Your comment').fill(text);
  await form.getByRole('button', { name: 'Comment' }).click();
  const posted = page.getByRole('region', { name: /^Comments/ }).getByRole('listitem').filter({ hasText: text });
  await expect(posted).toContainText('Ana Lima');
  await expect(posted).not.toContainText(email);
});
