import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import seedBlogs from '../content/seed/blogs.json';
import seedCompendiums from '../content/seed/compendiums.json';
import seedEvents from '../content/seed/events.json';
import { CAPABILITIES, CAPABILITIES_INTRO } from '../content/capabilities';
import { INDUSTRIES } from '../content/industries';
import { HERO_BANNERS } from '../content/site';
import { VALUE_PROPOSITION } from '../content/value-proposition';
import { TEXT_CUTS, insightPath, truncate } from '../lib/text';
import { carouselControls } from './support/carousel';
import { holdLazyChunks } from './support/lazy-chunks';
import { addDocument, removeAddedDocuments } from './support/store';

test.afterEach(() => removeAddedDocuments());

const newest = <T extends { date: string }>(items: T[]) => [...items].sort((a, b) => b.date.localeCompare(a.date));

const carousel = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true });
const track = (page: Page, label: string) => page.getByRole('region', { name: `${label}: use arrow keys to scroll`, exact: true });

/** Slides per view as laid out: how many slide widths (plus gaps) fit the track. */
async function slidesPerView(row: Locator): Promise<number> {
  return row.evaluate((el) => {
    const slide = el.children[0] as HTMLElement;
    const gap = parseFloat(getComputedStyle(el).columnGap) || 0;
    return Math.round((el.clientWidth + gap) / (slide.getBoundingClientRect().width + gap));
  });
}

test('hero: the two banners, each with Learn More to /about-us; only the first image is preloaded', { tag: '@carousel' }, async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO_BANNERS[0]!.heading);
  const hero = carousel(page, 'Highlights');
  await expect(hero.getByRole('heading', { level: 2, name: HERO_BANNERS[1]!.heading })).toHaveCount(1);
  await expect(hero.getByRole('link', { name: 'Learn More' })).toHaveCount(2);
  for (const href of await hero.getByRole('link', { name: 'Learn More' }).evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
    expect(href).toBe('/about-us');
  }
  const images = hero.locator('img');
  await expect(images.nth(0)).not.toHaveAttribute('loading', 'lazy');
  await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
  await expect(images.nth(0)).toHaveAttribute('fetchpriority', 'high');
  // The one preloaded image of the page is the first banner (the LCP element).
  const preloads = await page.locator('link[rel="preload"][as="image"]').evaluateAll((links) => links.map((l) => l.getAttribute('imagesrcset') ?? l.getAttribute('href') ?? ''));
  expect(preloads).toHaveLength(1);
  expect(preloads[0]).toContain('offbeat-partner');
  // No autoplay: the first banner is the page's message and its LCP, so it stays until the visitor moves on.
  await expect(hero.getByRole('button', { name: /Pause/ })).toHaveCount(0);
  await page.clock.runFor(20_000);
  const controls = await carouselControls(page, 'Highlights');
  await expect.poll(() => controls.activeDot()).toBe(0);
  await controls.click('Go to slide 2');
  await expect.poll(() => controls.activeDot()).toBe(1);
});

test('capabilities: the intro and six cards linking to /capabilities#<position>', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText(CAPABILITIES_INTRO)).toBeVisible();
  const cards = carousel(page, 'Capabilities');
  for (const capability of CAPABILITIES) {
    await expect(cards.getByRole('link', { name: capability.normalHeading })).toHaveAttribute('href', `/capabilities#${capability.position}`);
  }
});

test('value proposition: the four cards in order', async ({ page }) => {
  await page.goto('/');
  const titles = carousel(page, 'Value cards').getByRole('heading', { level: 3 });
  await expect(titles).toHaveText(VALUE_PROPOSITION.map((item) => item.title));
});

test.describe('carousel slides per view by width', () => {
  const cases: [number, number][] = [
    [1440, 4],
    [1300, 4],
    [1250, 3],
    [1100, 3],
    [950, 2],
    [700, 2],
    [600, 1],
    [550, 1],
    [390, 1],
  ];
  for (const [width, perView] of cases) {
    test(`${width}px: value cards ${perView} per view, events 1 per view`, { tag: '@carousel' }, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      expect(await slidesPerView(track(page, 'Value cards'))).toBe(perView);
      expect(await slidesPerView(track(page, 'Event highlights'))).toBe(1);
      expect(await slidesPerView(track(page, 'Highlights'))).toBe(1);
      const value = carousel(page, 'Value cards');
      const controls = await carouselControls(page, 'Value cards');
      const small = width <= 600;
      // Dots and autoplay (its pause control) only on small screens; no controls where all four fit.
      await expect.poll(() => controls.visible('Go to slide 1')).toBe(small);
      await expect(value.getByRole('button', { name: /Pause/ })).toBeVisible({ visible: small });
      await expect.poll(() => controls.visible('Next: Value cards')).toBe(perView < 4);
    });
  }
});

test('value cards autoplay on a small screen, pause on request, and never move under reduced motion', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  const value = carousel(page, 'Value cards');
  const row = track(page, 'Value cards');
  await expect.poll(() => row.evaluate((el) => el.scrollLeft), { timeout: 8000 }).toBeGreaterThan(0);
  await value.getByRole('button', { name: /Pause/ }).click();
  await expect(value.getByRole('button', { name: /Play/ })).toBeVisible();
  await page.mouse.move(5, 5);
  // A slide already on its way finishes its smooth scroll: compare from where it comes to rest.
  let left = -1;
  await expect
    .poll(async () => {
      const now = await row.evaluate((el) => el.scrollLeft);
      const resting = now === left;
      left = now;
      return resting;
    }, { intervals: [400] })
    .toBe(true);
  await page.waitForTimeout(4000);
  expect(await row.evaluate((el) => el.scrollLeft)).toBe(left);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await expect(value.getByRole('button', { name: /Pause|Play/ })).toBeHidden();
  await page.waitForTimeout(4000);
  expect(await row.evaluate((el) => el.scrollLeft)).toBe(0);
});

test('Industry News: five news cards', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'Industry News' })).toBeVisible();
  await expect(page.getByTestId('home-news').getByRole('article')).toHaveCount(5);
});

test('Latest Insights: the six newest blogs, headings cut at 90, links to the articles, and more to /insights', async ({ page }) => {
  await page.goto('/');
  const grid = page.getByTestId('home-insights');
  const expected = newest(seedBlogs).slice(0, 6);
  const links = grid.getByRole('heading', { level: 3 }).getByRole('link');
  await expect(links).toHaveCount(6);
  for (const [index, blog] of expected.entries()) {
    await expect(links.nth(index)).toHaveText(truncate(blog.heading, TEXT_CUTS.homeBlogHeading));
    await expect(links.nth(index)).toHaveAttribute('href', insightPath(blog.heading, blog.id));
  }
  const long = expected.find((blog) => blog.heading.length > 90);
  expect(long, 'the seed has a heading longer than 90 characters').toBeTruthy();
  await expect(grid.getByRole('link', { name: `${long!.heading.slice(0, 90).trimEnd()}...` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Read More On Our Insights' })).toHaveAttribute('href', '/insights');
});

test('Latest Insights is live: a new blog appears without a reload and six stay shown', async ({ page }) => {
  await page.goto('/');
  const grid = page.getByTestId('home-insights');
  await expect(grid.getByRole('article')).toHaveCount(6);
  const id = `live-blog-${Date.now()}`;
  const heading = `Live insight ${Date.now()}`;
  await addDocument('blogs', id, { id, heading, date: new Date(Date.now() + 86_400_000).toISOString(), category: 'Mobility', image: '/images/blogs/ev-lightweight-composites.jpg', insighttype: 'Article' });
  await expect(grid.getByRole('link', { name: heading })).toHaveAttribute('href', insightPath(heading, id), { timeout: 15_000 });
  await expect(grid.getByRole('article')).toHaveCount(6);
});

test('Events: up to eight events linking to /events/<id>, next moves one event, and Explore More Events', { tag: '@carousel' }, async ({ page }) => {
  await page.setViewportSize({ width: 1250, height: 900 });
  await page.goto('/');
  const expected = newest(seedEvents).slice(0, 8);
  const slides = track(page, 'Event highlights').getByRole('group');
  await expect(slides).toHaveCount(expected.length);
  for (const [index, event] of expected.entries()) {
    await expect(slides.nth(index).getByRole('link', { name: event.heading })).toHaveAttribute('href', `/events/${event.id}`);
  }
  const controls = await carouselControls(page, 'Event highlights');
  await expect.poll(() => controls.activeDot()).toBe(0);
  await controls.click('Next: Event highlights');
  await expect.poll(() => controls.activeDot()).toBe(1);
  await controls.click('Go to slide 5');
  await expect.poll(() => controls.activeDot()).toBe(4);
  await expect(page.getByRole('link', { name: 'Explore More Events' })).toHaveAttribute('href', '/events');
});

test('a carousel control clicked before the carousel code has arrived acts: at once where the browser draws it, else once the code has arrived', { tag: '@carousel' }, async ({ page }) => {
  const { release } = await holdLazyChunks(page, '/');
  await page.setViewportSize({ width: 1250, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible(); // hydrated
  const controls = await carouselControls(page, 'Event highlights');
  await controls.click('Next: Event highlights');
  if (!controls.drawn) {
    await page.waitForTimeout(300);
    expect(await controls.activeDot()).toBe(0);
    release();
  }
  await expect.poll(() => controls.activeDot()).toBe(1);
  await expect.poll(() => controls.disabled('Previous: Event highlights')).toBe(false);
  release();
});

test('Verticals We Serve: six tabs, a detail panel with its page link, a 300 ms pop, keyboard operable', async ({ page }) => {
  await page.goto('/');
  const tabs = page.getByRole('tablist', { name: 'Verticals We Serve' }).getByRole('tab');
  await expect(tabs).toHaveCount(6);
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel).toHaveCount(1);
  await expect(panel.getByRole('heading', { name: INDUSTRIES[0]!.heading })).toBeVisible();
  await expect(panel.getByRole('link', { name: /Know More/ })).toHaveAttribute('href', INDUSTRIES[0]!.pageLink);

  await tabs.nth(2).click();
  await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('heading', { name: INDUSTRIES[2]!.heading })).toBeVisible();
  await expect(panel.getByRole('link', { name: /Know More/ })).toHaveAttribute('href', INDUSTRIES[2]!.pageLink);
  await expect(panel).toHaveCSS('animation-name', /pop/);
  await expect(panel).toHaveCSS('animation-duration', '0.3s');

  await tabs.nth(2).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(3)).toBeFocused();
  await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('link', { name: /Know More/ })).toHaveAttribute('href', INDUSTRIES[3]!.pageLink);
  await page.keyboard.press('End');
  await expect(tabs.nth(5)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: 'More of our Focus Verticals' })).toHaveAttribute('href', '/focus#more');
});

test('compendium: the newest compendiums, descriptions cut at 250, PDF links', async ({ page }) => {
  await page.goto('/');
  const section = carousel(page, 'Compendium reports');
  const expected = newest(seedCompendiums).slice(0, 6);
  for (const item of expected) {
    const card = section.getByRole('article').filter({ has: page.getByRole('heading', { name: item.heading, exact: true }) });
    await expect(card).toContainText(item.subheading);
    await expect(card).toContainText(truncate(item.description, TEXT_CUTS.compendiumDescription));
    await expect(card.getByRole('link', { name: /Download PDF/ })).toHaveAttribute('href', item.pdf);
  }
  expect(expected.some((item) => item.description.length > 250)).toBe(true);
});

test('sections come in the spec order', async ({ page }) => {
  await page.goto('/');
  const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  const order = ['Our Capabilities', 'Why Clients Choose Molecula', 'Industry News', 'Latest Insights', 'Events', 'Verticals We Serve', 'Compendium'];
  expect(headings.filter((text) => order.includes(text))).toEqual(order);
});

test('no layout shift while the page loads and hydrates', async ({ page }) => {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await page.waitForTimeout(1500);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 200);
        }),
    );
    expect(shift).toBeLessThan(0.01);
  }
});

test('responsive: no horizontal scroll at any listed width', async ({ page }) => {
  for (const width of [390, 550, 700, 950, 1250, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `at ${width}px`).toBeLessThanOrEqual(width);
  }
});

for (const width of [390, 1440]) {
  test(`accessibility: axe finds no violations on the home page at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every section is rendered by the server and visible', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HERO_BANNERS[0]!.heading })).toBeVisible();
    for (const name of ['Our Capabilities', 'Why Clients Choose Molecula', 'Industry News', 'Latest Insights', 'Events', 'Verticals We Serve', 'Compendium']) {
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('home-news').getByRole('article')).toHaveCount(5);
    await expect(page.getByTestId('home-insights').getByRole('article')).toHaveCount(6);
    // Every industry's detail, with its link, is readable without the tabs.
    for (const industry of INDUSTRIES) await expect(page.getByRole('link', { name: `Know More about ${industry.heading}` })).toBeVisible();
  });

  test('carousel controls work with no script where the browser draws them, and are not shown where it cannot', { tag: '@carousel' }, async ({ page }) => {
    await page.setViewportSize({ width: 1250, height: 900 });
    await page.goto('/');
    const controls = await carouselControls(page, 'Event highlights');
    if (!controls.drawn) {
      await expect(carousel(page, 'Event highlights').getByRole('button')).toHaveCount(0);
      return;
    }
    await expect.poll(() => controls.activeDot()).toBe(0);
    await controls.click('Next: Event highlights');
    await expect.poll(() => controls.activeDot()).toBe(1);
    await controls.click('Go to slide 5');
    await expect.poll(() => controls.activeDot()).toBe(4);
    await controls.click('Previous: Event highlights');
    await expect.poll(() => controls.activeDot()).toBe(3);
  });
});

test('the scripted dots are one Tab stop; arrow keys, Home and End move among them and scroll there', { tag: '@carousel' }, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/');
  const controls = await carouselControls(page, 'Value cards');
  test.skip(controls.drawn, "the browser draws its own markers (Chromium's scroll-marker group)");
  const dots = page.getByRole('group', { name: 'Slides: Value cards' }).getByRole('button');
  await expect(dots.first()).toBeVisible();
  // Only the current dot is in the Tab order.
  expect(await dots.evaluateAll((all) => all.filter((dot) => (dot as HTMLButtonElement).tabIndex === 0).length)).toBe(1);
  await dots.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(dots.nth(1)).toBeFocused();
  await expect.poll(() => controls.activeDot()).toBe(1);
  await page.keyboard.press('End');
  const last = (await dots.count()) - 1;
  await expect(dots.nth(last)).toBeFocused();
  await expect.poll(() => controls.activeDot()).toBe(last);
  await page.keyboard.press('Home');
  await expect(dots.first()).toBeFocused();
  await expect.poll(() => controls.activeDot()).toBe(0);
  // Tab leaves the group from the current dot: the next stop is not another dot.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-carousel-dot'))).toBe(false);
});
