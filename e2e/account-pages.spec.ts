import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// The account screens as the spec draws them, their metadata and their accessibility.

const SCREENS = ['/login', '/signup', '/forgot-password', '/otp', '/reset-password'];

test('login shows the spec controls and links to the other screens', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('autocomplete', 'username');
  await expect(page.getByRole('button', { name: 'Login Now' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Sign in with Google (not available)' })).toBeDisabled();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Signup Now' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('before hydration the forms post to the server, never a GET (which would put the password in the URL)', async ({ request }) => {
  for (const [path, label] of [
    ['/login', 'Login Now'],
    ['/signup', 'Signup Now'],
    ['/forgot-password', 'Send OTP'],
    ['/otp', 'Confirm OTP'],
    ['/reset-password', 'SAVE'],
  ]) {
    const html = await (await request.get(path!)).text();
    expect(html).toMatch(new RegExp(`<button type="submit"[^>]*>${label}</button>`));
    expect(html).not.toMatch(new RegExp(`<button[^>]*disabled=""[^>]*>${label}</button>`));
    // Every form but the site search (a GET of words, by design) posts.
    const forms = (html.match(/<form[^>]*>/g) ?? []).filter((form) => !form.includes('role="search"'));
    expect(forms.length).toBeGreaterThanOrEqual(2); // this screen's and the subscribe dialog's
    for (const form of forms) expect(form).toMatch(/method="POST"/);
  }
});

test('the OTP and reset screens show the spec controls (e2e/password-reset.spec.ts runs them)', async ({ page }) => {
  await page.goto('/otp');
  await expect(page.getByRole('textbox', { name: 'OTP' })).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(page.getByRole('button', { name: 'Resend OTP' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm OTP' })).toBeVisible();

  await page.goto('/reset-password');
  await expect(page.getByLabel('New Password', { exact: true })).toHaveAttribute('type', 'password');
  await expect(page.getByLabel('Re-Enter', { exact: true })).toHaveAttribute('type', 'password');
  await expect(page.getByRole('button', { name: 'SAVE' })).toBeVisible();
});

for (const path of SCREENS) {
  test(`${path}: dynamic, kept out of search results, one h1, no axe violations`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toMatch(/no-store|no-cache|private/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('h1')).toHaveCount(1);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
}

test('the session route refuses a cross-site log-in and answers with no-store', async ({ request }) => {
  const crossSite = await request.post('/api/session', {
    data: { email: 'ana@example.com', password: 'Secret1!' },
    headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
  });
  expect(crossSite.status()).toBe(403);
  expect(crossSite.headers()['set-cookie']).toBeUndefined();
  const who = await request.get('/api/session');
  expect(who.headers()['cache-control']).toBe('private, no-store');
  expect(await who.json()).toEqual({ user: null });
});

test('no horizontal scrolling at the spec widths', async ({ page }) => {
  for (const width of [390, 550, 700, 950, 1250, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/login', '/signup']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0);
    }
  }
});
