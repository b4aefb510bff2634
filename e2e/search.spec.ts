import { expect, test, type Page } from '@playwright/test';
import { jsonLdNodes } from './support/structured-data';

// The site search (/search?q=), in both modes: server-rendered results over the store's
// insights, news, events and openings and the site's industries and capabilities.

const results = (page: Page) => page.getByRole('main');

async function searchFromHeader(page: Page, words: string) {
  const field = page.getByRole('banner').getByRole('searchbox', { name: 'Search the site' });
  // At phone widths the field is in the Menu panel.
  if (!(await field.isVisible())) await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await field.fill(words);
  await field.press('Enter');
}

test.describe('with no script', () => {
  test.use({ javaScriptEnabled: false });

  test("the header's form searches: results grouped by kind, the words marked, links to each page", async ({ page }) => {
    await page.goto('/about-us');
    await searchFromHeader(page, 'polymers');
    await expect(page).toHaveURL(/\/search\?q=polymers$/);
    await expect(results(page).getByRole('status')).toHaveText(/^\d+ results? for “polymers”$/);
    const groups = results(page).getByRole('region');
    await expect(groups.first()).toBeVisible();
    const headings = await groups.getByRole('heading', { level: 2 }).allTextContents();
    for (const heading of headings) expect(heading).toMatch(/^(Insights|News|Events|Job openings|Industries|Capabilities) \(\d+\)$/);
    expect(new Set(headings).size).toBe(headings.length);
    const marks = await results(page).locator('mark').allTextContents();
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(mark.toLowerCase()).toMatch(/^polymer/);

    const firstLink = results(page).getByRole('listitem').first().getByRole('link');
    const href = (await firstLink.getAttribute('href'))!;
    await firstLink.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  });

  test('typos and word beginnings still find; nonsense gets the empty state with ways on', async ({ page }) => {
    await page.goto('/search?q=polimer');
    await expect(results(page).locator('mark').first()).toHaveText(/^polymer/i);
    await page.goto('/search?q=dusseldorf');
    await expect(results(page).getByRole('heading', { level: 2, name: /^Events \(\d+\)$/ })).toBeVisible();
    await expect(results(page).locator('mark').first()).toHaveText('Düsseldorf');
    // Two neighbouring letters swapped is one typo.
    await page.goto('/search?q=Finlaly+compete');
    await expect(results(page).getByRole('link', { name: 'Can PHA Finally Compete with Polyolefins in Flexible Packaging?' })).toBeVisible();
    await expect(results(page).locator('mark').first()).toHaveText('Finally');

    await page.goto('/search?q=zqxjv+wvk');
    await expect(results(page).getByRole('status')).toHaveText('No results for “zqxjv wvk”.');
    await expect(results(page).getByRole('link', { name: 'Insights' })).toHaveAttribute('href', '/insights');
    await expect(results(page).getByRole('searchbox', { name: 'Search the site' })).toHaveValue('zqxjv wvk');
  });

  test('a search that finds nothing offers a close spelling that does ("Did you mean")', async ({ page }) => {
    await page.goto('/search?q=polimre');
    await expect(results(page).getByRole('status')).toHaveText('No results for “polimre”.');
    const offer = results(page).getByText(/^Did you mean /);
    await expect(offer).toHaveText('Did you mean polymer?');
    await offer.getByRole('link', { name: 'polymer' }).click();
    await expect(page).toHaveURL(/\/search\?q=polymer$/);
    await expect(results(page).getByRole('status')).toHaveText(/^\d+ results? for “polymer”$/);
    // Nonsense gets no offer.
    await page.goto('/search?q=zqxjv');
    await expect(results(page).getByText(/^Did you mean /)).toHaveCount(0);
  });

  test('several words find what holds any of them, those holding every word first; a misspelled word is offered its spelling', async ({ page }) => {
    // No document holds both words; those holding either are found, each word marked.
    await page.goto('/search?q=polymer+recycling');
    await expect(results(page).getByRole('status')).toHaveText(/^\d+ results? for “polymer recycling”$/);
    await expect(results(page).locator('mark').filter({ hasText: /^recycling$/i }).first()).toBeVisible();
    await expect(results(page).locator('mark').filter({ hasText: /^polymer/i }).first()).toBeVisible();
    // A document holding every word comes before those holding one.
    await page.goto('/search?q=cracker+europe&kind=insight');
    const first = results(page).getByRole('listitem').first();
    await expect(first).toContainText(/cracker/i);
    await expect(first).toContainText(/europe/i);
    await page.goto('/search?q=polymr+recycling');
    await expect(results(page).getByText(/^Did you mean /)).toHaveText('Did you mean polymer recycling?');
    await expect(results(page).getByRole('status')).toHaveText(/^\d+ results? for “polymr recycling”$/);
  });

  test('all results of one kind are paged with Prev and Next', async ({ page, request }) => {
    await page.goto('/search?q=a&kind=insight');
    const status = (await results(page).getByRole('status').textContent())!;
    const total = Number(status.match(/^(\d+)/)![1]);
    expect(total).toBeGreaterThan(10);
    await expect(results(page).getByRole('listitem')).toHaveCount(10);
    const pager = results(page).getByRole('navigation', { name: 'Search results pages' });
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/search\?q=a&kind=insight&page=2$/);
    await expect(results(page).getByRole('listitem')).toHaveCount(Math.min(10, total - 10));
    await expect(pager.getByRole('link', { name: 'Prev' })).toHaveAttribute('href', '/search?q=a&kind=insight');
    expect((await request.get('/search?q=a&kind=insight&page=99')).status()).toBe(404);
    expect((await request.get('/search?q=a&page=0')).status()).toBe(404);
  });

  test('the not-found page offers the search', async ({ page }) => {
    const response = await page.goto('/no-such-page-at-all');
    expect(response!.status()).toBe(404);
    await results(page).getByRole('searchbox', { name: 'Search the site' }).fill('mobility');
    await results(page).getByRole('searchbox', { name: 'Search the site' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=mobility$/);
    await expect(results(page).getByRole('heading', { level: 2, name: /^Industries \(\d+\)$/ })).toBeVisible();
  });
});

test('on a phone the search is in the Menu panel', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await searchFromHeader(page, 'battery');
  await expect(page).toHaveURL(/\/search\?q=battery$/);
  await expect(results(page).locator('mark').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the search page is kept out of search results; the WebSite JSON-LD names it as its SearchAction', async ({ request, baseURL }) => {
  const html = await (await request.get('/search?q=polymers')).text();
  expect(html).toMatch(/<meta name="robots" content="noindex, follow"/);
  const site = jsonLdNodes(await (await request.get('/')).text()).find((node) => node['@type'] === 'WebSite') as Record<string, unknown>;
  expect(site.potentialAction).toEqual({
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${new URL(baseURL!).origin}/search?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  });
});
