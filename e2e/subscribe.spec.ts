import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { failServerActions, uniqueEmail } from './support/accounts';
import { storedDocument } from './support/store';
import { holdLazyChunks } from './support/lazy-chunks';

// The subscribe modal, opened from the header's Subscribe button (placed by the shell).

async function openModal(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Subscribe to our updates' });
  // A click before hydration does nothing; click again until the dialog opens.
  await expect(async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Subscribe' }).click();
    await expect(dialog).toBeVisible({ timeout: 1000 });
  }).toPass();
  return {
    dialog,
    email: dialog.getByLabel('Email address'),
    submit: dialog.getByRole('button', { name: 'Subscribe' }),
    status: dialog.getByRole('status'),
    alert: dialog.getByRole('alert'),
  };
}

test('every subscribe message of the spec, with the input cleared where it says so', async ({ page }) => {
  const address = uniqueEmail('subscribe');
  await page.goto('/');
  const modal = await openModal(page);
  await expect(modal.email).toBeFocused();

  await modal.submit.click();
  await expect(modal.alert).toHaveText('Email cannot be empty.');

  await modal.email.fill('not-an-address');
  await modal.email.press('Enter');
  await expect(modal.alert).toHaveText('Please enter a valid email address.');
  await expect(modal.email).toHaveValue('');
  // This message alone clears itself after 2.5 s.
  await page.waitForTimeout(1200);
  await expect(modal.alert).toHaveText('Please enter a valid email address.');
  await expect(modal.alert).toHaveText('', { timeout: 3000 });

  await modal.email.fill(`  ${address.toUpperCase()} `);
  await modal.submit.click();
  await expect(modal.status).toHaveText('You have successfully subscribed!');
  await expect(modal.email).toHaveValue('');
  // Stored once, under the SHA-256 of the normalised address; never readable by the browser.
  const id = createHash('sha256').update(address).digest('hex');
  expect(await storedDocument('subscribers', id)).toMatchObject({ email: address, timestamp: expect.any(String) });

  await modal.email.fill(address);
  await modal.submit.click();
  await expect(modal.alert).toHaveText('This email is already subscribed.');
  await expect(modal.email).toHaveValue(address);
  await page.waitForTimeout(2800);
  await expect(modal.alert).toHaveText('This email is already subscribed.');
});

test('opening the modal again clears the status; Escape closes it', async ({ page }) => {
  await page.goto('/');
  let modal = await openModal(page);
  await modal.submit.click();
  await expect(modal.alert).toHaveText('Email cannot be empty.');
  await page.keyboard.press('Escape');
  await expect(modal.dialog).toBeHidden();
  modal = await openModal(page);
  await expect(modal.alert).toHaveText('');
  await expect(modal.status).toHaveText('');
});

test('the open modal has no axe violations', async ({ page }) => {
  await page.goto('/');
  const modal = await openModal(page);
  await modal.submit.click();
  await expect(modal.alert).toHaveText('Email cannot be empty.');
  const results = await new AxeBuilder({ page }).include('dialog[open]').analyze();
  expect(results.violations).toEqual([]);
});

test('when the request fails: An error occurred. Please try again later.', async ({ page }) => {
  await page.goto('/');
  const modal = await openModal(page);
  await failServerActions(page);
  await modal.email.fill(uniqueEmail('offline'));
  await modal.submit.click();
  await expect(modal.alert).toHaveText('An error occurred. Please try again later.');
});

test('the modal loads on demand: one click opens it even while its code is on the way', async ({ page }) => {
  const chunks = await holdLazyChunks(page, '/about-us');
  await page.goto('/about-us');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible(); // hydrated, session known
  await expect(page.locator('dialog')).toHaveCount(0);
  await page.getByRole('banner').getByRole('button', { name: 'Subscribe' }).click();
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog')).toBeHidden();
  chunks.release();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to our updates' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email address')).toBeFocused();
});
