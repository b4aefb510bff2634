import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { FOCUS_VERTICALS } from '../content/focus-verticals';
import { GREEN_ENERGY, INDUSTRIES as ALL_INDUSTRIES, type Industry } from '../content/industries';
import { insightPath, TEXT_CUTS } from '../lib/text';
import { carouselControls, settled } from './support/carousel';
import { addDocument, removeAddedDocuments } from './support/store';

test.afterEach(() => removeAddedDocuments());

/** Canonical: absolute, and this page's own path (the origin is SITE_URL as of the build). */
async function expectCanonical(page: Page, path: string) {
  const href = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(href).toMatch(/^https?:\/\//);
  expect(new URL(href!).pathname).toBe(path);
}

type SeedBanner = { page: string; heading: string; description: string; link: string };
type SeedBlog = { id: string; heading: string; date: string; pagetype: string; insighttype: string };
type SeedCompendium = { id: string; heading: string; category: string; date: string; pdf: string; description: string };
const seed = <T>(name: string): T[] => JSON.parse(fs.readFileSync(`content/seed/${name}.json`, 'utf8')) as T[];
const banners = seed<SeedBanner>('banners');
const blogs = seed<SeedBlog>('blogs');
const compendiums = seed<SeedCompendium>('compendiums');
const INDUSTRIES: readonly Industry[] = ALL_INDUSTRIES;
const newestFirst = (a: { date: string }, b: { date: string }) => b.date.localeCompare(a.date);

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Every JSON-LD node on the page (the layout's site graph and the page's own), as one graph. */
async function jsonLd(page: Page): Promise<{ '@graph': Record<string, unknown>[] }> {
  const graphs = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as { '@graph'?: Record<string, unknown>[] });
  return { '@graph': graphs.flatMap((graph) => graph['@graph'] ?? [graph as Record<string, unknown>]) };
}

async function expectMetadata(page: Page, path: string, title: string | RegExp) {
  await expect(page).toHaveTitle(title);
  await expectCanonical(page, path);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
}

const FOCUS = 'More of Our Focus Verticals';

/** The index of the dot marked current in the carousel with this label. */
async function activeDot(page: Page, label: string): Promise<number> {
  return (await carouselControls(page, label)).activeDot();
}

/** Slides fully in view: the track's width over one slide's step. */
async function slidesPerView(carousel: Locator): Promise<number> {
  return carousel.locator('[aria-roledescription="slide"]').first().evaluate((slide) => {
    const track = slide.parentElement!;
    const next = slide.nextElementSibling as HTMLElement | null;
    const step = next ? next.offsetLeft - (slide as HTMLElement).offsetLeft : (slide as HTMLElement).offsetWidth;
    return Math.round((track.clientWidth + (step - (slide as HTMLElement).offsetWidth)) / step);
  });
}

/** Takes the pointer and focus out of a carousel (both pause autoplay while inside). */
async function leave(page: Page) {
  await page.mouse.move(2, 2);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test.describe('/focus', () => {
  test('/industries redirects permanently to /focus, the canonical URL', async ({ request }) => {
    const response = await request.get('/industries', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(new URL(response.headers().location!, 'http://x').pathname).toBe('/focus');
  });

  test('shows the Focus Parent banner, six industries with Know More, and its metadata', async ({ page }) => {
    await page.goto('/focus');
    const banner = banners.find((b) => b.page === 'Focus Parent')!;
    await expect(page.getByRole('heading', { level: 1, name: banner.heading })).toBeVisible();
    await expect(page.getByText(banner.description)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectMetadata(page, '/focus', /^Industries \|/);

    const sections = page.getByTestId('focus-industry');
    await expect(sections).toHaveCount(6);
    for (const [index, industry] of INDUSTRIES.entries()) {
      const section = sections.nth(index);
      await expect(section.getByRole('heading', { name: industry.heading })).toBeVisible();
      await expect(section.getByText(industry.description)).toBeVisible();
      const knowMore = section.getByRole('link', { name: `Know More about ${industry.heading}` });
      await expect(knowMore).toHaveAttribute('href', industry.pageLink);
      await expect(knowMore).toContainText('Know More');
    }
    await sections.nth(4).getByRole('link', { name: /Know More/ }).click();
    await expect(page).toHaveURL(/\/mobility$/);
  });

  test("structured data names the petrochemicals service 'petrochemicals' while its button opens /petro-chemicals-and-downstream", async ({ page }) => {
    await page.goto('/focus');
    const graph = (await jsonLd(page))['@graph'];
    const list = graph.find((node) => node['@type'] === 'ItemList') as { itemListElement: { item: { '@id': string; url: string; name: string } }[] };
    expect(list.itemListElement).toHaveLength(6);
    const petro = list.itemListElement.map((entry) => entry.item).find((item) => item.name.startsWith('Petro-chemicals & Downstream'))!;
    expect(petro['@id']).toMatch(/\/focus#petrochemicals$/);
    expect(new URL(petro.url).pathname).toBe('/petro-chemicals-and-downstream');
    // The @id resolves: the section carries the slug as its id.
    await expect(page.locator('[id="petrochemicals"]').getByRole('link', { name: /Know More/ })).toHaveAttribute('href', '/petro-chemicals-and-downstream');
  });

  test('/focus#more lands on the More of Our Focus Verticals carousel with its eight cards', async ({ page }) => {
    await page.goto('/focus#more');
    const more = page.locator('#more');
    await expect(more.getByRole('heading', { name: 'More of Our Focus Verticals' })).toBeInViewport();
    const cards = more.getByTestId('focus-vertical');
    await expect(cards).toHaveCount(8);
    await expect(cards.getByRole('heading')).toHaveText(FOCUS_VERTICALS.map((v) => v.name));
    expect(FOCUS_VERTICALS.map((v) => v.name)).toEqual([
      'Paints and Coatings',
      'Building and Construction',
      'Additives and Sealants',
      'Microbials',
      'Animal Feed and Nutrition',
      'Oil Field Chemicals',
      'Surfactants',
      'Composites',
    ]);
  });

  test('the focus carousel autoplays every 3 s, pauses and resumes with its toggle', { tag: '@carousel' }, async ({ page }) => {
    await page.goto('/focus');
    const carousel = page.getByRole('region', { name: FOCUS, exact: true });
    await carousel.scrollIntoViewIfNeeded();
    await leave(page);
    expect(await activeDot(page, FOCUS)).toBe(0);
    // Autoplay is on by default: slide 2 becomes current within one 3 s period.
    await expect.poll(() => activeDot(page, FOCUS), { timeout: 6_000 }).toBe(1);

    const toggle = carousel.getByRole('button', { name: /^Pause/ });
    await toggle.click();
    const play = carousel.getByRole('button', { name: /^Play/ });
    await expect(play).toBeVisible();
    await leave(page);
    // A slide already on its way finishes its glide: compare from where the row comes to rest.
    await settled(page, FOCUS);
    const pausedAt = await activeDot(page, FOCUS);
    await page.waitForTimeout(4_500);
    expect(await activeDot(page, FOCUS)).toBe(pausedAt);

    await play.click();
    await expect(carousel.getByRole('button', { name: /^Pause/ })).toBeVisible();
    await leave(page);
    await expect.poll(() => activeDot(page, FOCUS), { timeout: 6_000 }).not.toBe(pausedAt);
  });

  test('the focus carousel has previous/next buttons and dots', { tag: '@carousel' }, async ({ page }) => {
    await page.goto('/focus#more');
    const carousel = page.getByRole('region', { name: FOCUS, exact: true });
    const controls = await carouselControls(page, FOCUS);
    // Pointer over the carousel holds autoplay, so the buttons alone move it.
    await carousel.hover();
    const positions = 8 - (await slidesPerView(carousel)) + 1;
    await expect.poll(() => controls.dotCount()).toBe(positions);
    expect(await controls.disabled(`Previous: ${FOCUS}`)).toBe(true);
    await controls.click('Go to slide 3');
    await expect.poll(() => controls.activeDot()).toBe(2);
    await controls.click(`Next: ${FOCUS}`);
    await expect.poll(() => controls.activeDot()).toBe(3);
    await controls.click(`Previous: ${FOCUS}`);
    await expect.poll(() => controls.activeDot()).toBe(2);
    await controls.click(`Go to slide ${positions}`);
    await expect.poll(() => controls.activeDot()).toBe(positions - 1);
    await expect.poll(() => controls.disabled(`Next: ${FOCUS}`)).toBe(true);
  });

  test('on a 360 px phone the focus carousel keeps its arrows, pause and dots within the screen, and they work', { tag: '@carousel' }, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/focus#more');
    const carousel = page.getByRole('region', { name: FOCUS, exact: true });
    const controls = await carouselControls(page, FOCUS);
    await carousel.hover();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect.poll(() => controls.dotCount()).toBe(8);
    expect(await controls.visible(`Next: ${FOCUS}`)).toBe(true);
    await controls.click('Go to slide 8');
    await expect.poll(() => controls.activeDot()).toBe(7);
    await expect.poll(() => controls.disabled(`Next: ${FOCUS}`)).toBe(true);
  });

  test('has no axe violations', async ({ page }) => {
    await page.goto('/focus');
    await expectNoAxeViolations(page);
  });
});

test.describe('industry pages', () => {
  for (const industry of INDUSTRIES) {
    test(`${industry.pageLink}: banner, description, value chain, insights, compendium, metadata, no axe violations`, async ({ page }) => {
      await page.goto(industry.pageLink);
      const banner = banners.find((b) => b.page === industry.bannerPage)!;
      await expect(page.getByRole('heading', { level: 1, name: banner.heading })).toBeVisible();
      await expect(page.getByText(banner.description)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectMetadata(page, industry.pageLink, new RegExp(`^${industry.heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`));
      for (const paragraph of industry.longDescription) await expect(page.getByText(paragraph)).toBeVisible();

      // Value chain: the petrochemicals diagram, else one card per stakeholder group.
      await expect(page.getByRole('heading', { name: industry.valueChainHeading, level: 2 })).toBeVisible();
      if (industry.valueChainImage) {
        await expect(page.getByRole('img', { name: industry.valueChainImage.alt })).toBeVisible();
        await expect(page.getByTestId('value-chain-card')).toHaveCount(0);
      } else {
        await expect(page.getByTestId('value-chain-card')).toHaveCount(industry.valueChain.length);
        const first = industry.valueChain[0]!;
        await expect(page.getByRole('heading', { name: first.heading, level: 3 })).toBeVisible();
        await expect(page.getByText(first.listItems[0]!, { exact: true })).toBeVisible();
      }

      // Our Insights: Publications under 'Media Releases', Articles under 'Articles', each linking to its article.
      for (const [type, testId] of [
        ['Publication', 'media-releases'],
        ['Article', 'articles'],
      ] as const) {
        const expected = blogs.filter((b) => b.pagetype === industry.vertical && b.insighttype === type).sort(newestFirst);
        const links = page.getByTestId(testId).getByRole('link');
        await expect(links).toHaveCount(expected.length);
        for (const [index, blog] of expected.entries()) await expect(links.nth(index)).toHaveAttribute('href', insightPath(blog.heading, blog.id));
        if (type === 'Publication' && expected.length) await expect(page.getByTestId(testId).getByText('Media Releases').first()).toBeVisible();
      }
      await expect(page.getByRole('heading', { name: 'Media Releases', level: 3 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Articles', level: 3 })).toBeVisible();

      // Compendium: this category only, newest first, description cut at 250 + '...', PDF link.
      const expected = compendiums.filter((c) => c.category === industry.vertical).sort(newestFirst);
      const items = page.getByTestId('compendiums').getByRole('listitem');
      await expect(items).toHaveCount(expected.length);
      for (const [index, item] of expected.entries()) {
        const card = items.nth(index);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(item.heading);
        const text = (await card.locator('p').filter({ hasText: item.description.slice(0, 30) }).textContent())!;
        if (item.description.length > TEXT_CUTS.compendiumDescription) {
          expect(text.endsWith('...')).toBe(true);
          expect(text.length).toBeLessThanOrEqual(TEXT_CUTS.compendiumDescription + 3);
        } else expect(text).toBe(item.description);
        const pdf = card.getByRole('link', { name: /Download PDF/ });
        await expect(pdf).toHaveAttribute('href', item.pdf);
        await expect(pdf).toHaveAttribute('rel', 'noopener noreferrer');
      }

      // The spec's internal banner messages are never shown; the vertical is always spelt 'Specialty'.
      const text = await page.locator('body').innerText();
      expect(text).not.toContain('No banner found');
      expect(text).not.toContain('Error fetching banner');
      expect(text).not.toContain('Speciality');

      await expectNoAxeViolations(page);
    });
  }

  test('JSON-LD: a WebPage about the industry with a Service offered by the Organization', async ({ page }) => {
    const industry = INDUSTRIES.find((i) => i.slug === 'specialty-polymers')!;
    await page.goto(industry.pageLink);
    const graph = (await jsonLd(page))['@graph'];
    const byType = (type: string) => graph.find((node) => node['@type'] === type)!;
    const origin = new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).origin;
    expect(byType('Organization')['@id']).toBe(`${origin}/#organization`);
    expect(byType('WebPage')).toMatchObject({
      url: `${origin}/specialty-polymers`,
      about: { '@type': 'Thing', name: industry.about.name, sameAs: industry.about.url },
      mainEntity: { '@id': byType('Service')['@id'] },
      breadcrumb: { '@type': 'BreadcrumbList' },
    });
    expect(byType('Service')).toMatchObject({
      serviceType: industry.serviceType,
      provider: { '@id': `${origin}/#organization` },
      areaServed: 'Worldwide',
      audience: { '@type': 'BusinessAudience', audienceType: industry.audienceType },
    });
  });

  test('Food, Nutrition & Beverages shows its seven stakeholder groups', async ({ page }) => {
    await page.goto('/food-nutrition-and-beverages');
    await expect(page.getByTestId('value-chain-card')).toHaveCount(7);
  });

  test('value chain: 4 / 3 / 2 / 1 cards per view at 1440 / 1300 / 1150 / 700 px, dots only at 700 px or less', { tag: '@carousel' }, async ({ page }) => {
    await page.goto('/mobility');
    const carousel = page.getByRole('region', { name: 'Mobility value chain', exact: true });
    const controls = await carouselControls(page, 'Mobility value chain');
    for (const [width, perView] of [
      [1440, 4],
      [1300, 3],
      [1150, 2],
      [950, 2],
      [700, 1],
      [390, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => slidesPerView(carousel), { message: `at ${width}px` }).toBe(perView);
      await expect.poll(() => controls.visible('Go to slide 1'), { message: `dots at ${width}px` }).toBe(width <= 700);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });

  test('Clean Energy & Storage: Green Energy carousel autoplays (1 s) with a pause control, and the Energy Storage diagram', { tag: '@carousel' }, async ({ page }) => {
    await page.goto('/clean-energy-and-storage');
    const carousel = page.getByRole('region', { name: 'Green Energy sources', exact: true });
    await expect(carousel.getByRole('heading', { level: 3 })).toHaveText(['Solar', 'Wind', 'Hydro', 'Hydrogen', 'Geo Thermal']);
    expect(GREEN_ENERGY).toHaveLength(5);
    await carousel.scrollIntoViewIfNeeded();
    await leave(page);
    const start = await activeDot(page, 'Green Energy sources');
    await expect.poll(() => activeDot(page, 'Green Energy sources'), { timeout: 3_000 }).not.toBe(start);
    await carousel.getByRole('button', { name: /^Pause/ }).click();
    await leave(page);
    await settled(page, 'Green Energy sources');
    const pausedAt = await activeDot(page, 'Green Energy sources');
    await page.waitForTimeout(2_500);
    expect(await activeDot(page, 'Green Energy sources')).toBe(pausedAt);

    await expect(page.getByRole('heading', { name: 'Energy Storage', level: 2 })).toBeVisible();
    await expect(page.getByRole('img', { name: /battery energy storage system/ })).toBeVisible();
  });

  test('Mobility: E-Mobility text and diagram', async ({ page }) => {
    await page.goto('/mobility');
    await expect(page.getByRole('heading', { name: 'E-Mobility', level: 2 })).toBeVisible();
    await expect(page.getByText(/Electric vehicles are redefining what goes into a car/)).toBeVisible();
    await expect(page.getByRole('img', { name: /Cutaway diagram of an electric car/ })).toBeVisible();
  });

  test('an insight card opens its article URL', async ({ page }) => {
    await page.goto('/personal-care-and-cosmetics');
    const link = page.getByTestId('media-releases').getByRole('link').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/insights\/[^/]+\/[^/]+$/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/focus and every industry page render their content on the server', async ({ page }) => {
    await page.goto('/focus');
    await expect(page.getByTestId('focus-industry')).toHaveCount(6);
    await expect(page.getByTestId('focus-vertical')).toHaveCount(8);
    for (const industry of INDUSTRIES) {
      await page.goto(industry.pageLink);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(industry.longDescription[0]!)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Our Insights' })).toBeVisible();
      await expect(page.getByTestId('compendiums').getByRole('listitem').first()).toBeVisible();
    }
  });
});

test.describe('live lists', () => {
  test('a new compendium and a new insight for the vertical appear without a reload', async ({ page }) => {
    await page.goto('/mobility');
    await expect(page.getByTestId('compendiums').getByRole('listitem').first()).toBeVisible();
    await addAndExpect(page, Date.now());
  });
});

async function addAndExpect(page: Page, stamp: number) {
  const compendium = `Live Mobility Compendium ${stamp}`;
  await addDocument('compendiums', `c-live-${stamp}`, {
    category: 'Mobility',
    date: new Date().toISOString(),
    pdf: '/compendiums/ev-materials-lightweighting-2026.pdf',
    logoPath: '/images/compendiums/mobility.svg',
    subheading: 'Written by another process',
    heading: compendium,
    description: 'A compendium added while the page is open.',
  });
  const article = `Live Mobility Article ${stamp}`;
  await addDocument('blogs', `b-live-${stamp}`, {
    heading: article,
    image: '/images/blogs/ev-lightweight-composites.jpg',
    author: 'E2E',
    short: 'Added while the page is open.',
    description: '<p>Body</p>',
    category: 'Mobility',
    date: new Date().toISOString(),
    pagetype: 'Mobility',
    insighttype: 'Article',
    isspotlight: 'false',
    comments: [],
  });
  await expect(page.getByTestId('compendiums').getByRole('listitem').first().getByRole('heading')).toHaveText(compendium, { timeout: 15_000 });
  await expect(page.getByTestId('articles').getByRole('link', { name: article })).toHaveAttribute('href', insightPath(article, `b-live-${stamp}`), {
    timeout: 15_000,
  });
}
