import { expect, test } from '@playwright/test';

/**
 * Shared links as they come back from LinkedIn, mail clients and chats: each lands on its page
 * with one 308 that keeps the query string, and a link that names nothing gets a helpful 404
 * whose body is in the raw HTML.
 */

const ID = 'b-2026-pha-flexible-packaging';
const ARTICLE = `/insights/Can-PHA-Finally-Compete-with-Polyolefins-in-Flexible-Packaging-/${ID}`;
const UTM = '?utm_source=linkedin&utm_medium=social&utm_campaign=pha';

const DAMAGED: [string, string][] = [
  ['a stale heading', `/insights/PHA-vs-polyolefins/${ID}${UTM}`],
  ['spaces instead of hyphens', `/insights/Can%20PHA%20Finally%20Compete%20with%20Polyolefins/${ID}${UTM}`],
  ['a full stop glued on', `${ARTICLE}.${UTM}`],
  ['a comma glued on', `${ARTICLE},${UTM}`],
  ['a closing parenthesis glued on', `${ARTICLE})${UTM}`],
  ['an encoded space at the end', `${ARTICLE}%20${UTM}`],
  ['an upper-case id', `/insights/Can-PHA-Finally-Compete-with-Polyolefins-in-Flexible-Packaging-/${ID.toUpperCase()}${UTM}`],
  ['the id alone', `/insights/${ID}${UTM}`],
  ['the heading without its id', `/insights/Can-PHA-Finally-Compete-with-Polyolefins-in-Flexible-Packaging-${UTM}`],
  ['a heading built by hand with its "?" kept', `/insights/Can PHA Finally Compete with Polyolefins in Flexible Packaging?/${ID}${UTM.replace('?', '&')}`],
];

test.describe('damaged article links land on the article, campaign parameters kept', () => {
  for (const [form, link] of DAMAGED) {
    test(form, async ({ request }) => {
      const response = await request.get(link, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      const location = new URL(response.headers().location!, 'http://site');
      expect(location.pathname).toBe(ARTICLE);
      expect(location.search).toBe(UTM);
      // One hop: the canonical URL answers the article itself.
      const landed = await request.get(location.pathname + location.search, { maxRedirects: 0 });
      expect(landed.status()).toBe(200);
      expect(await landed.text()).toContain('Can PHA Finally Compete with Polyolefins in Flexible Packaging?</h1>');
    });
  }

  test('a double slash lands too (Next collapses the slashes first, then the link resolves)', async ({ request }) => {
    const response = await request.get(`/insights//${ID}${UTM}`);
    expect(response.status()).toBe(200);
    expect(new URL(response.url()).pathname + new URL(response.url()).search).toBe(ARTICLE + UTM);
  });

  test('a former heading the store keeps still finds its article', async ({ request }) => {
    const response = await request.get('/insights/European-Crackers:-Which-Sites-Survive', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toMatch(/\/insights\/Europe's-Cracker-Shake-Out%3A-Which-Sites-Survive-the-Next-Five-Years-\/b-2026-european-cracker-rationalisation$/);
  });

  test('in a browser, a link pasted with a full stop opens the article at its canonical URL', async ({ page }) => {
    await page.goto(`${ARTICLE}.${UTM}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Can PHA Finally Compete with Polyolefins in Flexible Packaging?' })).toBeVisible();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(ARTICLE + UTM);
  });

  test('crawlers see one URL per article: the canonical link of every landing is the bare canonical URL', async ({ request }) => {
    const html = await (await request.get(`/insights/${ID}${UTM}`)).text();
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+${ARTICLE}"/>`));
  });
});

test.describe('events and job openings resolve the same way', () => {
  test('an event link with an upper-case id and a full stop', async ({ request }) => {
    const response = await request.get(`/events/E-2026-HYDROGEN-DERIVATIVES-WEEK-ANTWERP.${UTM}`, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toMatch(new RegExp(`/events/e-2026-hydrogen-derivatives-week-antwerp\\${UTM}$`));
  });

  test('an event link by its heading', async ({ request }) => {
    const response = await request.get('/events/Hydrogen-&-Derivatives-Week,-Antwerp', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toMatch(/\/events\/e-2026-hydrogen-derivatives-week-antwerp$/);
  });

  test('an opening link with a closing parenthesis', async ({ request }) => {
    const response = await request.get(`/careers/j-research-analyst-specialty-polymers)${UTM}`, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toMatch(new RegExp(`/careers/j-research-analyst-specialty-polymers\\${UTM}$`));
  });
});

test.describe('a link that names nothing', () => {
  test('gets a 404 rendered on the server, with the articles its words match and the insights list', async ({ request }) => {
    const response = await request.get('/insights/Polyolefin-Packaging-Outlook/b-nope');
    expect(response.status()).toBe(404);
    const html = await response.text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).toContain('Page not found');
    expect(main).toContain('Were you looking for one of these?');
    expect(main).toContain(`href="${ARTICLE}"`);
    expect(main).toContain('href="/insights"');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  test('reads and works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/insights/Polyolefin-Packaging-Outlook/b-nope');
    expect(response?.status()).toBe(404);
    await page.getByRole('navigation', { name: 'Were you looking for one of these?' }).getByRole('link', { name: /Can PHA Finally Compete/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Can PHA Finally Compete with Polyolefins in Flexible Packaging?' })).toBeVisible();
    await context.close();
  });

  test('a malformed escape is a 404, not an error; with the id intact it still reaches the article', async ({ request }) => {
    for (const path of ['/insights/%ZZ/b-nope', '/events/%ZZ', '/careers/%E0%A4%A']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    const damaged = await request.get('/insights/Prices-up-12%/b-2026-pha-flexible-packaging', { maxRedirects: 0 });
    expect(damaged.status()).toBe(308);
  });

  test('an unknown event gets the events list as its way on', async ({ request }) => {
    const response = await request.get('/events/e-1999-gone');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html.slice(html.indexOf('<main'), html.indexOf('</main>'))).toContain('href="/events"');
  });
});
