import { expect, test } from '@playwright/test';

// The privacy notice (/privacy, content/privacy.ts), reached from the footer, the sign-up form and
// the subscribe dialog, and readable without scripts.

test('the footer leads to the privacy notice: who, what, why, how long, who receives it, and the rights with their links', async ({ page }) => {
  await page.goto('/insights');
  await page.getByTestId('site-footer').getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  for (const heading of ['Who is responsible', 'What we keep, why and for how long', 'Who receives it', 'Your rights, and how to use them']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  const kept = page.getByRole('region', { name: 'What we keep, why and for how long' });
  await expect(kept.getByRole('listitem').filter({ hasText: 'A subscription' })).toContainText('Until you unsubscribe; an address never confirmed is deleted after 30 days');
  const rights = page.getByRole('region', { name: 'Your rights, and how to use them' });
  await expect(rights.getByRole('link', { name: 'your account page' }).first()).toHaveAttribute('href', '/account');
  await expect(rights.getByRole('link', { name: 'contact@molecula-consulting.com' }).first()).toHaveAttribute('href', 'mailto:contact@molecula-consulting.com');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/privacy$/);
});

test('sign-up and the subscribe dialog link the notice; the sitemap lists it', async ({ page, request }) => {
  await page.goto('/signup');
  await expect(page.getByRole('main').getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy');
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('dialog', { name: 'Subscribe to our updates' }).getByRole('link', { name: 'How we handle your address' })).toHaveAttribute('href', '/privacy');
  expect(await (await request.get('/sitemap.xml')).text()).toMatch(/<loc>[^<]*\/privacy<\/loc>/);
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });
  test('the notice reads whole, cacheable as every content page', async ({ page }) => {
    const response = await page.goto('/privacy');
    expect(response?.headers()['cache-control']).toMatch(/s-maxage=300/);
    await expect(page.getByRole('heading', { level: 2, name: 'Your rights, and how to use them' })).toBeVisible();
  });
});
