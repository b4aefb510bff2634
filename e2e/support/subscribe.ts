import { expect, type Page } from '@playwright/test';

/** The subscribe modal, opened from the header's Subscribe button (placed by the shell), and its controls. */
export async function openSubscribe(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Subscribe to our updates' });
  // An invoker command: one click opens it, hydrated or not.
  await page.getByRole('banner').getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog).toBeVisible();
  return {
    dialog,
    email: dialog.getByLabel('Email address'),
    submit: dialog.getByRole('button', { name: 'Subscribe' }),
    status: dialog.getByRole('status'),
    alert: dialog.getByRole('alert'),
  };
}
