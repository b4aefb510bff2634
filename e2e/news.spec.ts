import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { displayCategory, NEWS_CATEGORIES } from '../content/categories';
import { hydrated } from './support/hydrated';
import { addNews, removeAddedDocuments } from './support/store';

test.afterEach(() => removeAddedDocuments());

// The filter shows the spec's categories as the site displays them (its spelling of 'Specialty').
const CATEGORIES = NEWS_CATEGORIES.map(displayCategory);

const FIRST_TEXT =
  'Spot prices for food-grade recycled PET pellets in Northwest Europe rose for the third consecutive month in October, while virgin PET prices were broadly flat. Our price tracking puts the premium of food-grade rPET over virgin bottle-grade resin at its widest level since early 2024. Recyclers report lower bale availability as seasonal beverage consumption falls, and converters are building stocks ahead of 2027 contract negotiations. We expect the premium to narrow only slightly in the first quarter, as demand linked to recycled-content targets remains firm and new deposit-return schemes take time to deliver additional clear bottle feedstock.';

const RPET = { id: 'n-2026-rpet-premium-widens', heading: 'Food-grade rPET premium widens ahead of the winter collection lull' };

const cards = (page: Page) => page.getByTestId('news-list').getByRole('article');
const filters = (page: Page) => page.getByRole('navigation', { name: 'News categories' }).getByRole('link');
const pager = (page: Page) => page.getByRole('navigation', { name: 'News pages' });
// Other specs may add newer items (e2e/live.spec.ts), so the seeded item is found by its text.
const rpet = (page: Page) => cards(page).filter({ hasText: 'Food-grade rPET premium' });

test.describe('/news', () => {
  test('the raw HTML holds the hero, four news items and the page metadata', async ({ request }) => {
    const response = await request.get('/news');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Industry News<\/h1>/);
    expect(html).toContain('Food-grade rPET premium widens ahead of the winter...');
    expect(html).toContain('Plastic Additives and Plasticizers');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/news"/);
    expect(html).toMatch(/<title>Industry News \| /);
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
  });

  test('cards show the date, category, a heading cut at 50 and a 400-character excerpt', async ({ page }) => {
    await page.goto('/news');
    await expect(cards(page)).toHaveCount(4);
    const first = rpet(page);
    await expect(first.getByText('10 November 2026')).toBeVisible();
    await expect(first.getByText('Specialty Polymers', { exact: true })).toBeVisible();
    await expect(first.getByRole('heading')).toHaveText('Food-grade rPET premium widens ahead of the winter...');
    const excerpt = first.locator('p').nth(1);
    const text = (await excerpt.textContent())!;
    expect(text.endsWith('...')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(403);
    expect(FIRST_TEXT.startsWith(text.slice(0, -3))).toBe(true);
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`an excerpt expands to the full text and collapses again${javaScriptEnabled ? '' : ', without JavaScript'}`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto('/news');
      const first = rpet(page);
      const excerpt = first.locator('p').nth(1);
      const more = first.locator('details');
      const full = more.locator('p');
      await expect(more.locator('summary')).toHaveText(/^Read more\s*: Food-grade rPET/, { useInnerText: true });
      await expect(full).toBeHidden();
      await more.locator('summary').click();
      await expect(more).toHaveAttribute('open', '');
      await expect(more.locator('summary')).toHaveText(/^Show less\s*: Food-grade rPET/, { useInnerText: true });
      await expect(full).toHaveText(FIRST_TEXT);
      await expect(excerpt).toBeHidden();
      // The toggle follows the text it opened.
      const [textBox, toggleBox] = [await full.boundingBox(), await more.locator('summary').boundingBox()];
      expect(toggleBox!.y).toBeGreaterThanOrEqual(textBox!.y + textBox!.height - 1);
      await more.locator('summary').click();
      await expect(more).not.toHaveAttribute('open');
      await expect(more.locator('summary')).toHaveText(/^Read more\s*: /, { useInnerText: true });
      await expect(excerpt).toBeVisible();
      await expect(full).toBeHidden();
      expect((await excerpt.textContent())!.length).toBeLessThanOrEqual(403);
      await context.close();
    });
  }

  test('the category filter lists the news categories, All first and selected', async ({ page }) => {
    await page.goto('/news');
    await expect(filters(page)).toHaveText(CATEGORIES);
    await expect(filters(page).first()).toHaveAttribute('aria-current', 'true');
    await expect(filters(page).first()).toHaveCSS('background-color', 'rgb(95, 173, 86)');
  });

  test('choosing a category shows its news, newest first, from page 1', async ({ page, request }) => {
    await page.goto('/news?page=2');
    await hydrated(page); // a click before the head hydrates leaves the old head beside the new (vercel/next.js#97472)
    await filters(page).filter({ hasText: /^Specialty Polymers$/ }).click();
    await expect(page).toHaveURL(/\/news\?category=Speciality\+Polymers$/);
    const selected = filters(page).filter({ hasText: /^Specialty Polymers$/ });
    await expect(selected).toHaveAttribute('aria-current', 'true');
    await expect(selected).toHaveCSS('background-color', 'rgb(95, 173, 86)');
    await expect(cards(page)).toHaveCount(4);
    for (const card of await cards(page).all()) await expect(card.getByText('Specialty Polymers', { exact: true })).toBeVisible();
    const dates = await cards(page).locator('time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime')!));
    expect([...dates].sort().reverse()).toEqual(dates);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1); // the old head leaves after the new one arrives
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/news\?category=Speciality\+Polymers$/);

    await pager(page).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/news\?category=Speciality\+Polymers&page=2&after=[^&]+$/);
    for (const card of await cards(page).all()) await expect(card.getByText('Specialty Polymers', { exact: true })).toBeVisible();
    expect((await request.get('/news?category=Plastics')).status()).toBe(404);
  });

  test('pages of 4 with Prev and Next, disabled at both ends; past the end is a 404', async ({ page, request }) => {
    await page.goto('/news');
    await hydrated(page); // a click before the head hydrates leaves the old head beside the new (vercel/next.js#97472)
    await expect(pager(page).getByRole('button', { name: 'Prev' })).toBeDisabled();
    let pageNumber = 1;
    while (await pager(page).getByRole('link', { name: 'Next' }).count()) {
      await pager(page).getByRole('link', { name: 'Next' }).click();
      pageNumber += 1;
      await expect(page).toHaveURL(new RegExp(`/news\\?page=${pageNumber}&after=[^&]+$`));
      await expect(pager(page).getByText(`Page ${pageNumber}`)).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1); // the old head leaves after the new one arrives
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/news\\?page=${pageNumber}&after=[^&]+$`));
    }
    expect(pageNumber).toBeGreaterThanOrEqual(5);
    await expect(pager(page).getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(pager(page).getByRole('link', { name: 'Prev' })).toBeVisible();
    expect((await request.get(`/news?page=${pageNumber + 1}`)).status()).toBe(404);
    expect((await request.get('/news?page=-1')).status()).toBe(404);
  });

  test('on a phone the categories are one swipeable row that opens on the selected one', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/news?category=Plastic+Additives+and+Plasticizers');
    const selected = filters(page).filter({ hasText: 'Plastic Additives and Plasticizers' });
    await expect(selected).toHaveAttribute('aria-current', 'true');
    await expect(selected).toBeInViewport({ ratio: 1 });
    const first = await filters(page).first().boundingBox();
    const second = await filters(page).nth(1).boundingBox();
    expect(Math.abs(first!.y - second!.y)).toBeLessThan(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('has no axe violations and fits a phone screen', async ({ page }) => {
    await page.goto('/news');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('news written by another process appears without a reload', async ({ page }) => {
    await page.goto('/news');
    await expect(cards(page)).toHaveCount(4);
    const heading = `Live news ${Date.now()}`;
    await addNews({ id: `n-live-${Date.now()}`, heading, date: '2030-01-01T00:00:00.000Z', desc: 'Written by a separate process.', category: 'Mobility' });
    await expect(cards(page).first().getByRole('heading')).toHaveText(heading, { timeout: 15_000 });
    await expect(cards(page)).toHaveCount(4);
  });
});

test.describe('/news/{id}', () => {
  test('a card’s headline leads to the item’s own page: the whole headline and text, NewsArticle data, its canonical and a sitemap entry', async ({ page, request }) => {
    await page.goto('/news');
    await rpet(page).getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/news/${RPET.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(RPET.heading);
    await expect(page.getByRole('article')).toContainText(FIRST_TEXT);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news');
    const html = await (await request.get(`/news/${RPET.id}`)).text();
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+/news/${RPET.id}"`));
    expect(html).toMatch(/"@type":\s*"NewsArticle"/);
    expect(html).toContain(`<title>${RPET.heading} | `);
    expect(await (await request.get('/sitemap.xml')).text()).toContain(`/news/${RPET.id}</loc>`);
    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(results.violations).toEqual([]);
  });

  test('a damaged shared link lands on the item with one 308; a link naming no item is the section’s 404', async ({ request }) => {
    const damaged = await request.get(`/news/${RPET.id.toUpperCase()}.`, { maxRedirects: 0 });
    expect(damaged.status()).toBe(308);
    expect(damaged.headers().location).toMatch(new RegExp(`/news/${RPET.id}$`));
    const missing = await request.get('/news/n-no-such-item');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('names none of our news items');
  });

  test('a news hit of the site search leads to the item’s page', async ({ page }) => {
    await page.goto('/search?q=rPET+premium&kind=news');
    await page.getByRole('main').getByRole('link', { name: RPET.heading }).click();
    await expect(page).toHaveURL(new RegExp(`/news/${RPET.id}$`));
  });
});
