import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { INSIGHT_TOPICS } from '../content/categories';
import { carouselControls } from './support/carousel';
import { addDocument, removeAddedDocuments } from './support/store';

test.afterEach(() => removeAddedDocuments());

const TOPICS = INSIGHT_TOPICS;

const GREEN = 'rgb(95, 173, 86)';

const topics = (page: Page) => page.getByRole('region', { name: 'Insight topics', exact: true }).getByRole('link');
const list = (page: Page) => page.getByTestId('blog-list');
// A link clicked before the head has hydrated leaves the previous page's title, description and
// canonical in the head after a client-side navigation (Next 16, vercel/next.js#97472, open).
// The shown page's canonical is appended after the stale one; crawlers load pages whole.
const canonical = (page: Page) => page.locator('head link[rel="canonical"]').last().getAttribute('href');

/** How many carousel slides are fully inside the visible track. */
async function slidesInView(page: Page): Promise<number> {
  return page.locator('#insight-topics [aria-roledescription="slide"]').evaluateAll((slides) => {
    const track = slides[0]!.parentElement!.getBoundingClientRect();
    return slides.filter((slide) => {
      const box = slide.getBoundingClientRect();
      return box.left >= track.left - 1 && box.right <= track.right + 1;
    }).length;
  });
}

test.describe('/insights', () => {
  test('the raw HTML holds the list, the topics, the spotlight and the page metadata', async ({ request }) => {
    const response = await request.get('/insights');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1');
    expect(html).toContain('Europe&#x27;s Cracker Shake-Out: Which Sites Survive the...');
    expect(html).toContain('Spotlight');
    expect(html).toContain('Have Any Further Queries?');
    for (const topic of ['Alternative Food', 'Paints &amp; Coatings', 'Surfactants']) expect(html).toContain(topic);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/insights"/);
    expect(html).toMatch(/<title>Insights \| /);
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
  });

  test('the topic carousel lists the 15 topics, All first and selected', async ({ page }) => {
    await page.goto('/insights');
    await expect(topics(page)).toHaveText(TOPICS);
    const all = topics(page).first();
    await expect(all).toHaveAttribute('aria-current', 'true');
    await expect(all).toHaveCSS('background-color', GREEN);
    await expect(topics(page).nth(1)).not.toHaveAttribute('aria-current', 'true');
  });

  for (const [width, perView, arrows] of [
    [1440, 4, true],
    [1300, 3, true],
    [1100, 2, true],
    [950, 2, false],
    [550, 1, false],
    [390, 1, false],
    [360, 1, false],
  ] as const) {
    test(`the topic carousel shows ${perView} per view at ${width} px, arrows ${arrows ? 'shown' : 'hidden'}`, { tag: '@carousel' }, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/insights');
      expect(await slidesInView(page)).toBe(perView);
      const controls = await carouselControls(page, 'Insight topics');
      await expect.poll(() => controls.visible('Next: Insight topics')).toBe(arrows);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }

  test('choosing a topic re-queries that topic newest first, resets to page 1 and turns the button green', async ({ page }) => {
    await page.goto('/insights?page=2');
    await topics(page).filter({ hasText: /^Specialty Polymers$/ }).click();
    await expect(page).toHaveURL(/\/insights\?topic=Specialty\+Polymers$/);
    const selected = topics(page).filter({ hasText: /^Specialty Polymers$/ });
    await expect(selected).toHaveAttribute('aria-current', 'true');
    await expect(selected).toHaveCSS('background-color', GREEN);
    await expect(topics(page).first()).not.toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'Latest insights: Specialty Polymers' })).toBeVisible();

    // Every listed article belongs to the topic, newest first.
    const hrefs = await list(page).getByRole('heading').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBe(4);
    const dates: string[] = [];
    for (const href of hrefs) {
      const html = await (await page.request.get(href)).text();
      expect(html).toMatch(/Specialty Polymers<\/a><\/li><\/ol><\/nav>/);
      dates.push(/"datePublished":"([^"]+)"/.exec(html)![1]!);
    }
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(await canonical(page)).toMatch(/\/insights\?topic=Specialty\+Polymers$/);
  });

  test('a topic with no insights shows an empty list, and an unknown topic is a 404', async ({ page, request }) => {
    expect((await request.get('/insights?topic=Plastics')).status()).toBe(404);
    expect((await request.get('/insights?topic=mobility')).status()).toBe(404);
    const response = await page.goto('/insights?topic=Mobility');
    expect(response?.status()).toBe(200);
    await expect(list(page).getByRole('listitem')).toHaveCount(1);
  });

  test('pages of 4 with Prev and Next, disabled at both ends; past the end is a 404', async ({ page, request }) => {
    await page.goto('/insights');
    const pager = page.getByRole('navigation', { name: 'Insights pages' });
    await expect(list(page).getByRole('listitem')).toHaveCount(4);
    await expect(pager.getByRole('button', { name: 'Prev' })).toBeDisabled();
    let pageNumber = 1;
    const titles: string[][] = [await list(page).getByRole('heading').allTextContents()];
    while (await pager.getByRole('link', { name: 'Next' }).count()) {
      await pager.getByRole('link', { name: 'Next' }).click();
      pageNumber += 1;
      // Next carries the cursor of the item it continues from: the page reads only what it shows.
      await expect(page).toHaveURL(new RegExp(`/insights\\?page=${pageNumber}&after=[^&]+$`));
      await expect(pager.getByText(`Page ${pageNumber}`)).toBeVisible();
      expect(await canonical(page)).toMatch(new RegExp(`/insights\\?page=${pageNumber}&after=[^&]+$`));
      titles.push(await list(page).getByRole('heading').allTextContents());
    }
    expect(pageNumber).toBeGreaterThanOrEqual(5);
    await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
    const onLast = await list(page).getByRole('listitem').count();
    expect(onLast).toBeGreaterThanOrEqual(1);
    expect(onLast).toBeLessThanOrEqual(4);
    // Prev carries the cursor of the page's first item, and shows the page Next came from.
    await pager.getByRole('link', { name: 'Prev' }).click();
    await expect(page).toHaveURL(new RegExp(`/insights\\?page=${pageNumber - 1}&before=[^&]+$`));
    await expect(list(page).getByRole('heading')).toHaveText(titles.at(-2)!);
    for (let current = pageNumber - 1; current > 1; current--) {
      await pager.getByRole('link', { name: 'Prev' }).click();
      await expect(pager.getByText(`Page ${current - 1}`)).toBeVisible();
    }
    await expect(page).toHaveURL(/\/insights$/);
    await expect(list(page).getByRole('heading')).toHaveText(titles[0]!);

    expect((await request.get(`/insights?page=${pageNumber + 1}`)).status()).toBe(404);
    expect((await request.get('/insights?page=0')).status()).toBe(404);
    expect((await request.get('/insights?page=two')).status()).toBe(404);
    // A page without a cursor is read by skipping the ones before it: only 50 deep. A made-up
    // or malformed cursor names no page.
    expect((await request.get('/insights?page=51')).status()).toBe(404);
    expect((await request.get('/insights?page=3&after=nonsense')).status()).toBe(404);
    // A cursor without a page is the bare list, whose canonical is the bare URL.
    expect(await (await request.get('/insights?after=2026-01-01T00:00:00.000Z_b-1')).text()).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/insights"/);
    // ?page=1 is the bare URL's content; its canonical is the bare URL.
    expect(await (await request.get('/insights?page=1')).text()).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/insights"/);
  });

  test('cards show the insight type, month and year, and the display cuts', async ({ page }) => {
    await page.goto('/insights');
    const first = list(page).getByRole('article').filter({ hasText: 'Europe' });
    await expect(first.getByText('Article', { exact: true })).toBeVisible();
    await expect(first.getByText('October 2026')).toBeVisible();
    await expect(first.getByRole('heading')).toHaveText("Europe's Cracker Shake-Out: Which Sites Survive the...", { useInnerText: true });
    const text = await first.locator('p').nth(1).textContent();
    expect(text!.length).toBeLessThanOrEqual(203);
    expect(text).toMatch(/\.\.\.$/);
    // 'Publication' is shown as 'Media Releases'.
    await expect(list(page).getByRole('article').filter({ hasText: 'Sodium-Ion' }).getByText('Media Releases', { exact: true })).toBeVisible();
  });

  test('on a phone the list headings are cut at 50 characters', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/insights');
    await expect(list(page).getByRole('article').filter({ hasText: 'Europe' }).getByRole('heading')).toHaveText("Europe's Cracker Shake-Out: Which Sites Survive...", { useInnerText: true });
  });

  test('the spotlight carousel holds the spotlight blogs with their text cut at 100', async ({ page }) => {
    await page.goto('/insights');
    const spotlight = page.getByRole('region', { name: 'Spotlight insights', exact: true });
    const cards = spotlight.getByRole('article');
    await expect(cards).toHaveCount(4);
    for (const text of await cards.locator('p:last-child').allTextContents()) expect(text.length).toBeLessThanOrEqual(103);
    await expect(cards.getByRole('heading')).toContainText([
      "Europe's Cracker Shake-Out",
      'Can PHA Finally Compete',
      'Sodium-Ion Batteries',
      'Precision-Fermented Dairy',
    ]);
  });

  test('the query box is on the page', async ({ page }) => {
    await page.goto('/insights');
    await expect(page.getByRole('heading', { name: 'Have Any Further Queries?' })).toBeVisible();
    await expect(page.getByPlaceholder('Feel free to share...')).toBeVisible();
  });

  test('has no axe violations', async ({ page }) => {
    await page.goto('/insights');
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });

  test('a blog written by another process appears without a reload', async ({ page }) => {
    await page.goto('/insights');
    await expect(list(page).getByRole('listitem')).toHaveCount(4);
    const id = `b-live-${Date.now()}`;
    const heading = `Live insight ${Date.now()}`;
    await addDocument('blogs', id, {
      id,
      heading,
      date: '2030-01-01T00:00:00.000Z',
      short: 'Written by a separate process.',
      description: '<p>Written by a separate process.</p>',
      category: 'Surfactants',
      insighttype: 'Publication',
      isspotlight: 'false',
      image: '/images/blogs/bio-based-surfactants.jpg',
      author: 'E2E',
    });
    const first = list(page).getByRole('article').first();
    await expect(first.getByRole('heading')).toHaveText(heading, { timeout: 15_000, useInnerText: true });
    await expect(first.getByText('Media Releases', { exact: true })).toBeVisible();
    await expect(list(page).getByRole('listitem')).toHaveCount(4);
  });
});

test.describe('/blogs', () => {
  test('lists the blogs 4 per page; /insights, the same list, is its canonical and alone in the sitemap', async ({ page, request }) => {
    const html = await (await request.get('/blogs')).text();
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/insights"/);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(/<loc>[^<]+\/insights<\/loc>/);
    expect(sitemap).not.toMatch(/<loc>[^<]+\/blogs<\/loc>/);
    expect(html).toMatch(/<title>Blogs \| /);
    await page.goto('/blogs');
    await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
    await expect(list(page).getByRole('listitem')).toHaveCount(4);
    const pager = page.getByRole('navigation', { name: 'Insights pages' });
    await expect(pager.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/blogs\?page=2&after=[^&]+$/);
    expect(await canonical(page)).toMatch(/\/insights\?page=2&after=[^&]+$/);
    expect((await request.get('/blogs?page=99')).status()).toBe(404);
  });
});

test('a filter with nothing in it answers but is kept out of search results; one with items is indexable', async ({ request }) => {
  const robots = async (path: string) => {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    return /<meta name="robots" content="([^"]+)"/.exec(await response.text())?.[1];
  };
  expect(await robots('/events?category=Composites')).toBe('noindex, follow');
  expect(await robots('/news?category=Microbials')).toBe('noindex, follow');
  expect(await robots('/news?category=Mobility')).toBeUndefined();
  expect(await robots('/insights?topic=Specialty+Polymers')).toBeUndefined();
  expect(await robots('/events')).toBeUndefined();
});

test.describe('every page of a list is kept by the CDN, none by the server', () => {
  test('first, paged and filtered pages are public for a CDN, each under its own URL, rendered per request', async ({ request }) => {
    const cacheable = async (path: string) => {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const cache = response.headers()['cache-control'];
      expect(cache, path).toMatch(/s-maxage=\d+/);
      expect(cache, path).not.toMatch(/private|no-store/);
      return response;
    };
    for (const path of ['/insights', '/blogs', '/news', '/insights?page=2', '/blogs?page=2', '/news?category=Mobility', '/insights?topic=Mobility&page=1']) await cacheable(path);
    // Rendered per request: the server keeps no page per URL (a CDN keeps it under its URL).
    const again = await cacheable('/news?page=2&utm_source=mail');
    expect(again.headers()['cache-control']).toBe('s-maxage=300, stale-while-revalidate=3300');
    expect(again.headers()['x-nextjs-cache']).toBeUndefined();
    const paged = await cacheable('/insights?page=2');
    expect(await paged.text()).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/insights\?page=2"/);
    expect(await (await cacheable('/insights?topic=Mobility')).text()).toMatch(/<title>Insights: Mobility \| /);
    for (const path of ['/insights?page=0', '/insights?topic=Nope', '/news?page=2&after=bad']) expect((await request.get(path)).status(), path).toBe(404);
  });

  test('a list page knows its address: no call-to-action beside its query box, and log-in leads back to it', async ({ page }) => {
    for (const path of ['/insights', '/insights?page=2']) {
      await page.goto(path);
      await expect(page.getByTestId('call-to-action')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Have Any Further Queries?' })).toHaveCount(1);
      await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=%2Finsights');
    }
  });
});
