import AxeBuilder from '@axe-core/playwright';
import { hydrated } from './support/hydrated';
import { expect, test, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { failServerActions, uniqueEmail } from './support/accounts';
import { storedDocument } from './support/store';
import { openSubscribe } from './support/subscribe';

/**
 * Tabs round the open dialog, forwards and back, from a page opened afresh each time: focus is
 * in the dialog or, between its last and first control, out in the browser's own toolbar (the
 * document itself here), never on the page behind. Chromium let Tab reach the home banner's
 * scroll markers on its way back from the toolbar in about one load of five.
 */
async function tabRound(page: Page, tries: number) {
  for (let attempt = 0; attempt < tries; attempt++) {
    await page.goto('/');
    await openSubscribe(page);
    for (let press = 0; press < 16; press++) {
      await page.keyboard.press(press % 5 === 4 ? 'Shift+Tab' : 'Tab');
      const where = await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body || document.getElementById('subscribe-dialog')!.contains(active)) return 'dialog';
        return `${active.tagName} ${active.getAttribute('aria-label') ?? active.textContent?.slice(0, 30)}`;
      });
      expect(where, `attempt ${attempt + 1}, press ${press + 1}`).toBe('dialog');
    }
  }
}

test('every subscribe message of the spec, with the input cleared where it says so', async ({ page }) => {
  const address = uniqueEmail('subscribe');
  await page.goto('/');
  await hydrated(page); // the timed message is the script's
  const modal = await openSubscribe(page);
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

test('opening the modal again clears the status; Escape, Close and a click on the backdrop close it', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  let modal = await openSubscribe(page);
  await modal.submit.click();
  await expect(modal.alert).toHaveText('Email cannot be empty.');
  await page.keyboard.press('Escape');
  await expect(modal.dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Subscribe' })).toBeFocused();
  modal = await openSubscribe(page);
  await expect(modal.alert).toHaveText('');
  await expect(modal.status).toHaveText('');
  await modal.dialog.getByRole('button', { name: 'Close' }).click();
  await expect(modal.dialog).toBeHidden();
  modal = await openSubscribe(page);
  await page.mouse.click(5, 5);
  await expect(modal.dialog).toBeHidden();
});

test('focus stays in the open dialog, on every load', async ({ page }) => {
  await tabRound(page, 10);
});

test('the open modal has no axe violations', async ({ page }) => {
  await page.goto('/');
  const modal = await openSubscribe(page);
  await modal.submit.click();
  await expect(modal.alert).toHaveText('Email cannot be empty.');
  const results = await new AxeBuilder({ page }).include('dialog[open]').analyze();
  expect(results.violations).toEqual([]);
});

test('when the request fails: An error occurred. Please try again later.', async ({ page }) => {
  await page.goto('/');
  const modal = await openSubscribe(page);
  await failServerActions(page);
  await modal.email.fill(uniqueEmail('offline'));
  await modal.submit.click();
  await expect(modal.alert).toHaveText('An error occurred. Please try again later.');
});

test("the event page's Subscribe button opens the same dialog", async ({ page }) => {
  await page.goto('/events');
  await page.goto((await page.locator('#main a[href^="/events/"]').first().getAttribute('href'))!);
  await page.locator('#main').getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Subscribe to our updates' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the dialog opens, posts to the server and shows its answer; the field comes focused', async ({ page }) => {
    const address = uniqueEmail('no-script');
    await page.goto('/about-us');
    let modal = await openSubscribe(page);
    await expect(modal.email).toBeFocused();
    await modal.submit.click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(modal.alert).toHaveText('Email cannot be empty.');

    await modal.email.fill(address);
    await modal.submit.click();
    await expect(modal.status).toHaveText('You have successfully subscribed!');
    const id = createHash('sha256').update(address).digest('hex');
    expect(await storedDocument('subscribers', id)).toMatchObject({ email: address });

    await modal.dialog.getByRole('button', { name: 'Close' }).click();
    await expect(modal.dialog).toBeHidden();
    modal = await openSubscribe(page);
    await modal.email.fill(address);
    await modal.email.press('Enter');
    await expect(modal.alert).toHaveText('This email is already subscribed.');
  });

  test('focus stays in the open dialog, on every load', async ({ page }) => {
    await tabRound(page, 10);
  });
});
