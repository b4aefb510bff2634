import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { insightPath } from '../lib/text';
import { jsonLdNodes } from './support/structured-data';

const ID = 'b-2026-pha-flexible-packaging';
const HEADING = 'Can PHA Finally Compete with Polyolefins in Flexible Packaging?';
const PATH = `/insights/Can-PHA-Finally-Compete-with-Polyolefins-in-Flexible-Packaging-/${ID}`;

test.describe('insight article', () => {
  test('the raw HTML holds the full article, its metadata and Article structured data', async ({ request }) => {
    const response = await request.get(PATH);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<h1`);
    expect(html).toContain('Can PHA Finally Compete with Polyolefins in Flexible Packaging?</h1>');
    // The body's opening and closing sentences: the whole text is server-rendered.
    expect(html).toContain('Few materials generate as much interest');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/insights\/Can-PHA-Finally-Compete-with-Polyolefins-in-Flexible-Packaging-\/b-2026-pha-flexible-packaging"/);
    expect(html).toContain(`<title>${HEADING} | `);
    expect(html).toMatch(/<meta property="og:type" content="article"/);
    const jsonLd = jsonLdNodes(html).find((node) => node['@type'] === 'Article') as Record<string, unknown> & { image: string[]; mainEntityOfPage: string };
    expect(jsonLd).toMatchObject({
      headline: HEADING,
      author: { '@type': 'Person', name: 'Ananya Mehra', url: expect.stringMatching(/\/authors\/ananya-mehra$/), jobTitle: 'Consultant, Specialty Polymers' },
      datePublished: '2026-09-22T08:30:00.000Z',
      dateModified: '2026-10-05T11:00:00.000Z',
    });
    expect(jsonLd.image[0]).toMatch(/^http:\/\/.+\/images\/blogs\/pha-flexible-packaging\.jpg$/);
    expect(jsonLd.mainEntityOfPage).toMatch(new RegExp(`${PATH.replace(/[?]/g, '\\?')}$`));
    expect(jsonLdNodes(html).map((node) => node['@type'])).toContain('BreadcrumbList');
  });

  test('every seeded article is served whole: its last paragraph is in the raw HTML', async ({ request }) => {
    const blogs = JSON.parse(fs.readFileSync('content/seed/blogs.json', 'utf8')) as { id: string; heading: string; description: string }[];
    for (const blog of blogs) {
      const html = await (await request.get(insightPath(blog.heading, blog.id))).text();
      const lastParagraph = [...blog.description.matchAll(/<p>([\s\S]*?)<\/p>/g)].at(-1)![1]!;
      // The longest run of plain words in the closing paragraph (between tags, free of characters HTML escapes).
      const words = lastParagraph
        .split(/<[^>]+>/)
        .flatMap((segment) => segment.match(/[A-Za-z0-9 ,.]+/g) ?? [])
        .map((run) => run.trim())
        .sort((a, b) => b.length - a.length)[0]!;
      expect(words.length).toBeGreaterThan(30);
      expect(html, blog.id).toContain(words);
    }
  });

  test('a stale or mangled heading redirects (308) to the canonical URL; the id decides', async ({ request }) => {
    for (const stale of ['/insights/old-heading/', '/insights/Can%20PHA%20Finally%20Compete%3F/']) {
      const response = await request.get(`${stale}${ID}`, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(response.headers().location).toMatch(new RegExp(`${PATH.replace(/[?]/g, '\\?')}$`));
    }
  });

  test('an unknown id is a 404, unless the heading names one article exactly (deep-links.spec.ts)', async ({ request }) => {
    expect((await request.get('/insights/Polymers-Outlook/b-nope')).status()).toBe(404);
    const byHeading = await request.get('/insights/Can-PHA-Finally-Compete-with-Polyolefins-in-Flexible-Packaging-/b-nope', { maxRedirects: 0 });
    expect(byHeading.status()).toBe(308);
    expect(byHeading.headers().location).toMatch(new RegExp(`${PATH.replace(/[?]/g, '\\?')}$`));
  });

  test('hero, breadcrumb, author, date, body, comments and related insights', async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
    await expect(crumbs).toHaveText(['Home', 'Blogs', 'Specialty Polymers']);
    await expect(crumbs.nth(1).getByRole('link')).toHaveAttribute('href', '/insights');
    await expect(crumbs.nth(2).getByRole('link')).toHaveAttribute('href', '/insights?topic=Specialty+Polymers');
    // The byline: the author's page, role and office.
    const byline = page.getByRole('main').getByText('By Ananya Mehra, Consultant, Specialty Polymers, Gurugram');
    await expect(byline).toBeVisible();
    await expect(byline.getByRole('link', { name: 'Ananya Mehra' })).toHaveAttribute('href', '/authors/ananya-mehra');
    await expect(page.getByText('September 2026', { exact: true })).toBeVisible();
    await expect(page.getByText('sealing windows are the real bottleneck')).toBeVisible();

    const related = page.getByRole('region', { name: 'Related insights' }).getByRole('article');
    await expect(related).not.toHaveCount(0);
    expect(await related.count()).toBeLessThanOrEqual(4);
    for (const href of await related.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
      expect(href).not.toContain(ID);
      const html = await (await page.request.get(href)).text();
      expect(html).toContain('"articleSection":"Specialty Polymers"');
    }
  });

  test('Share copies the canonical link and shows "Link copied!" for 3 s', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(PATH);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible(); // hydrated: a tap before it does nothing
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    await page.getByRole('button', { name: 'Share' }).click();
    const status = page.getByRole('status').filter({ hasText: 'Link copied!' });
    await expect(status).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
    await page.waitForTimeout(2_000);
    await expect(status).toBeVisible();
    await expect(status).toBeHidden({ timeout: 2_500 });
  });

  test('LinkedIn, X and e-mail share links carry the canonical link tagged with their channel, with no script too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PATH);
    const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href'))!;
    const links = page.getByRole('list', { name: 'Share on' }).getByRole('link');
    await expect(links).toHaveText(['LinkedIn', 'X', 'E-mail']);
    const tagged = (source: string, medium: string) => `${canonical}?utm_source=${source}&utm_medium=${medium}`;
    expect(new URL((await links.nth(0).getAttribute('href'))!).searchParams.get('url')).toBe(tagged('linkedin', 'social'));
    expect(new URL((await links.nth(1).getAttribute('href'))!).searchParams.get('url')).toBe(tagged('x', 'social'));
    expect(decodeURIComponent((await links.nth(2).getAttribute('href'))!)).toContain(tagged('email', 'email'));
    // Share and Print need script: hidden without it.
    await expect(page.getByRole('button', { name: 'Share' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toBeHidden();
    // A tagged link lands on the article itself.
    expect((await page.request.get(new URL(tagged('linkedin', 'social')).pathname + new URL(tagged('linkedin', 'social')).search, { maxRedirects: 0 })).status()).toBe(200);
    await context.close();
  });

  test("where the browser has a share sheet, Share opens it with the link tagged for it, and still copies", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      (window as unknown as { shared: ShareData[] }).shared = [];
      Object.defineProperty(navigator, 'share', { value: (data: ShareData) => ((window as unknown as { shared: ShareData[] }).shared.push(data), Promise.resolve()) });
    });
    await page.goto(PATH);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible(); // hydrated
    const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href'))!;
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied!' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared)).toEqual([
      { title: HEADING, url: `${canonical}?utm_source=share-sheet&utm_medium=share` },
    ]);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
  });

  test('a failed copy is logged only', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(PATH);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible(); // hydrated
    await page.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => warnings.some((w) => w.includes('could not copy the link'))).toBe(true);
    await expect(page.getByText('Link copied!')).toHaveCount(0);
  });

  test('Print / Save as PDF opens the print dialog; the print layout drops chrome and adds the URL and date', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.goto(PATH);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible(); // hydrated
    await page.getByRole('button', { name: 'Print / Save as PDF' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    const stamp = page.getByTestId('print-stamp');
    await expect(stamp).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    await expect(stamp).toBeVisible();
    await expect(stamp).toContainText(/Printed from http:\/\/\S+\/insights\/Can-PHA-Finally-Compete/);
    await expect(stamp).toContainText(/on \d{2} [A-Z][a-z]+ \d{4}/);
    await expect(page.getByRole('button', { name: 'Share' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    await expect(page.getByText('Few materials generate as much interest')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Related insights' })).toBeHidden();
    const hiddenChrome = await page.evaluate(() =>
      [...document.querySelectorAll('header:not(main header), footer:not(main footer), nav')].every((el) => getComputedStyle(el).display === 'none'),
    );
    expect(hiddenChrome).toBe(true);
  });

  test('has no axe violations', async ({ page }) => {
    await page.goto(PATH);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });

  test('fits a phone screen without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(PATH);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('on a phone a chart keeps legible labels: full width or more, scrolling sideways, opening at full size', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(PATH);
    const link = page.locator('main a.wide-figure[href="/images/blogs/charts/pha-price-ranges.svg"]');
    const chart = link.getByRole('img', { name: /^Bar chart of indicative resin price ranges/ });
    await chart.scrollIntoViewIfNeeded();
    // Drawn at 960 px: at 640 px its labels are two thirds of their size, not the third a 342 px column leaves.
    expect((await chart.boundingBox())!.width).toBeGreaterThanOrEqual(640);
    expect(await link.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // A line says it scrolls (sticky, so it stays in view); the link's name is still the chart's.
    expect(await link.evaluate((element) => getComputedStyle(element, '::before').content)).toContain('Scroll sideways for the whole chart');
    expect(await link.evaluate((element) => getComputedStyle(element, '::before').position)).toBe('sticky');
    await expect(link).toHaveAccessibleName(/^Bar chart of indicative resin price ranges/);
    // Pinch zoom stays allowed.
    expect(await page.locator('meta[name="viewport"]').getAttribute('content')).not.toMatch(/user-scalable=no|maximum-scale=1(\D|$)/);
    await link.click();
    await expect(page).toHaveURL(/\/images\/blogs\/charts\/pha-price-ranges\.svg$/);
  });
});
