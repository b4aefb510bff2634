import { expect, test } from '@playwright/test';

test('the home page shows the hero text with no console errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Your Offbeat Research & Management Consulting Partner' })).toBeVisible();
  // Long enough for the live lists to attach (at the latest 3 s after load); Firebase mode's
  // channel never lets the network go idle.
  await page.waitForLoadState('load');
  await page.waitForTimeout(3_500);
  expect(errors).toEqual([]);
});

test('the home page HTML holds its content without JavaScript', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('Your Offbeat Research &amp; Management Consulting Partner');
  expect(html).toContain('Industry News');
});

test('every kind of route loads with no console error or warning', async ({ page, request }) => {
  test.setTimeout(240_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  // One page of each kind the sitemap lists (a path's first segment and depth, with or without a query) ...
  const kinds = new Map<string, string>();
  for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const url = new URL(loc!.replaceAll('&amp;', '&'));
    const segments = url.pathname.split('/').filter(Boolean);
    const kind = `${segments[0] ?? ''}/${segments.length}${url.search ? '?' : ''}`;
    if (!kinds.has(kind)) kinds.set(kind, url.pathname + url.search);
  }
  // ... and the pages it leaves out: account and utility screens, the redirects.
  const paths = [...kinds.values(), '/login', '/signup', '/forgot-password', '/otp', '/reset-password', '/test', '/countdown', '/industries', '/about'];
  expect(paths.length).toBeGreaterThan(25);

  const problems: string[] = [];
  let path = '';
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${path}: ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${path}: ${error.message}`));
  for (path of paths) {
    await page.goto(path);
    await page.waitForLoadState('load');
    // Long enough for the live lists to attach and answer.
    await page.waitForTimeout(2_500);
  }
  expect(problems).toEqual([]);
});
