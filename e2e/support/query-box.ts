import { expect, type Page } from '@playwright/test';
import { hydrated } from './hydrated';

/** Sends a query from the home page's box as a signed-in visitor does, and waits for the spec's thanks. */
export async function sendQuery(page: Page, question: string): Promise<void> {
  await page.goto('/');
  await hydrated(page);
  const box = page.getByRole('region', { name: 'Have Any Further Queries?' }).first();
  await box.getByPlaceholder('Feel free to share...').fill(question);
  await box.getByRole('button', { name: 'Submit' }).click();
  await expect(box.getByRole('status')).toHaveText('Query submitted successfully!');
}
