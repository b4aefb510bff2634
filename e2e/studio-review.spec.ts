import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { createAccount, grantRole, logIn, revokeRole, uniqueEmail } from './support/accounts';

// Review links (/studio/review/<token>): staff share an insight's latest draft with someone who
// has no account, until the link expires or staff withdraw it.

const BLOG = (JSON.parse(fs.readFileSync('content/seed/blogs.json', 'utf8')) as { id: string; heading: string }[])[2]!;

test('an editor shares a draft for review; a visitor with the link reads it, unindexed, until it is withdrawn', async ({ browser }) => {
  const email = uniqueEmail('reviewer-editor');
  await createAccount(email, { displayName: 'Eda Editor', confirmed: true });
  grantRole(email, 'editor');
  const staff = await (await browser.newContext()).newPage();
  await logIn(staff, email);
  await staff.goto(`/studio/insights/${BLOG.id}`);
  const section = staff.getByRole('region', { name: 'Share for review' });
  await expect(section).toContainText('No link is live.');
  await section.getByRole('button', { name: 'Make a review link' }).click();
  const link = await section.getByLabel('Review link (shown once: copy it now)').inputValue();
  expect(link).toMatch(/\/studio\/review\/[\w-]{43}$/);
  const path = new URL(link).pathname;
  // The count follows at once, and the link copies with one click.
  await expect(section).toContainText('1 link is live.');
  await staff.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await section.getByRole('button', { name: 'Copy link' }).click();
  await expect(section.getByText('Copied.')).toBeVisible();
  expect(await staff.evaluate(() => navigator.clipboard.readText())).toBe(link);

  const reviewer = await (await browser.newContext()).newPage();
  const response = await reviewer.goto(path);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toMatch(/no-store/);
  await expect(reviewer.getByRole('heading', { level: 1, name: BLOG.heading })).toBeVisible();
  await expect(reviewer.getByRole('status').filter({ hasText: 'A draft shared for review.' })).toBeVisible();
  // The page names nobody: not who shared it, not their address.
  await expect(reviewer.getByRole('main')).not.toContainText('Eda Editor');
  await expect(reviewer.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(reviewer.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  await expect(reviewer.locator('#comments')).toHaveCount(0);

  await staff.reload();
  await expect(section).toContainText('1 link is live.');
  await section.getByRole('button', { name: 'Withdraw every review link' }).click();
  await staff.getByRole('dialog', { name: 'Withdraw every review link?' }).getByRole('button', { name: 'Withdraw every review link' }).click();
  await expect(staff.getByText('Every review link of this insight has been withdrawn.')).toBeVisible();
  expect((await reviewer.goto(path))?.status()).toBe(404);
  expect((await reviewer.goto('/studio/review/not-a-token'))?.status()).toBe(404);

  // A reader reaches no editor to make one from.
  const readerEmail = uniqueEmail('reviewer-reader');
  await createAccount(readerEmail);
  const reader = await (await browser.newContext()).newPage();
  await logIn(reader, readerEmail);
  expect((await reader.goto(`/studio/insights/${BLOG.id}`))?.status()).toBe(404);
});

test('a review link ends with its maker’s role', async ({ browser }) => {
  const email = uniqueEmail('reviewer-leaver');
  await createAccount(email, { displayName: 'Lea Leaver', confirmed: true });
  grantRole(email, 'editor');
  const staff = await (await browser.newContext()).newPage();
  await logIn(staff, email);
  await staff.goto(`/studio/insights/${BLOG.id}`);
  const section = staff.getByRole('region', { name: 'Share for review' });
  await section.getByRole('button', { name: 'Make a review link' }).click();
  const path = new URL(await section.getByLabel('Review link (shown once: copy it now)').inputValue()).pathname;
  const reviewing = await browser.newContext();
  const reviewer = await reviewing.newPage();
  expect((await reviewer.goto(path))?.status()).toBe(200);
  revokeRole(email);
  expect((await reviewer.goto(path))?.status()).toBe(404);
  await reviewing.close();
  await staff.context().close();
});
