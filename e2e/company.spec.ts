import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ABOUT } from '../content/about';
import { CAREERS } from '../content/careers';
import { OFFICES } from '../content/offices';
import { countdownTarget, timeLeft } from '../lib/countdown';
import { failLazyChunks } from './support/lazy-chunks';
import { carouselControls } from './support/carousel';
import { addDocument, removeAddedDocuments } from './support/store';

test.afterEach(() => removeAddedDocuments());

/** Canonical: absolute, and this page's own path (the origin is SITE_URL as of the build). */
async function expectCanonical(page: Page, path: string) {
  const href = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(href).toMatch(/^https?:\/\//);
  expect(new URL(href!).pathname).toBe(path);
}

type SeedOpening = { id: string; name: string; gform: string; overview: string; location?: string; datePosted?: string; validThrough?: string };
const openings = (JSON.parse(fs.readFileSync('content/seed/job_openings.json', 'utf8')) as SeedOpening[]).sort((a, b) => a.name.localeCompare(b.name));

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function expectMetadata(page: Page, path: string, title: RegExp) {
  await expect(page).toHaveTitle(title);
  await expectCanonical(page, path);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{30,}/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
}

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.text().includes('hydrat')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The index of the dot marked current in the office carousel. */
async function activeDot(page: Page): Promise<number> {
  return (await carouselControls(page, 'Office locations')).activeDot();
}

test.describe('/about-us', () => {
  test('/about redirects permanently to /about-us', async ({ request }) => {
    const response = await request.get('/about', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(new URL(response.headers().location!, 'http://x').pathname).toBe('/about-us');
  });

  test('hero with an Insights button, how the firm works, principles, vision, global presence', async ({ page }) => {
    await page.goto('/about-us');
    await expectMetadata(page, '/about-us', /^About Us \|/);
    await expect(page.getByRole('heading', { level: 1, name: ABOUT.hero.heading })).toBeVisible();
    await expect(page.locator('#main').getByRole('link', { name: 'Insights', exact: true })).toHaveAttribute('href', '/insights');
    await expect(page.getByRole('heading', { level: 2, name: 'How the Firm Works' })).toBeVisible();
    for (const step of ABOUT.howWeWork.steps) await expect(page.getByRole('heading', { level: 3, name: step.title })).toBeVisible();
    for (const name of ['Adaptability', 'Result-Oriented', 'Curiosity']) await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Our Vision' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Global Presence' })).toBeVisible();
    await expect(page.getByText(ABOUT.globalPresence.text)).toBeVisible();
  });

  test('offices: the Netherlands (Rotterdam), India (Gurugram), USA (Cupertino), each with address, mailto and tel links', async ({ page }) => {
    await page.goto('/about-us');
    const offices = page.getByTestId('office');
    await expect(offices).toHaveCount(3);
    await expect(offices.getByRole('heading', { level: 3 })).toHaveText(['The Netherlands (Rotterdam)', 'India (Gurugram)', 'USA (Cupertino)']);
    for (const [index, office] of OFFICES.entries()) {
      const card = offices.nth(index);
      await expect(card.locator('address')).toContainText(office.address[0]!);
      await expect(card.getByRole('link', { name: office.email })).toHaveAttribute('href', `mailto:${office.email}`);
      await expect(card.getByRole('link', { name: office.phone.display })).toHaveAttribute('href', /^tel:\+\d+$/);
    }
  });

  test('the office carousel autoplays (3 s) only on small screens', { tag: '@carousel' }, async ({ page }) => {
    await page.goto('/about-us');
    const carousel = page.getByRole('region', { name: 'Office locations', exact: true });
    await expect(carousel.getByRole('button', { name: /^Pause/ })).toHaveCount(0);

    await page.setViewportSize({ width: 500, height: 900 });
    await expect(carousel.getByRole('button', { name: /^Pause/ })).toBeVisible();
    await carousel.scrollIntoViewIfNeeded();
    await page.mouse.move(2, 2);
    expect(await activeDot(page)).toBe(0);
    await expect.poll(() => activeDot(page), { timeout: 6_000 }).toBe(1);
    await carousel.getByRole('button', { name: /^Pause/ }).click();
    await page.mouse.move(2, 2);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.waitForTimeout(4_000);
    expect(await activeDot(page)).toBe(1);
  });

  test('renders without JavaScript and has no axe violations', async ({ browser, page }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();
    await noJs.goto('/about-us');
    await expect(noJs.getByRole('heading', { level: 2, name: 'How the Firm Works' })).toBeVisible();
    await expect(noJs.getByTestId('office')).toHaveCount(3);
    await context.close();

    await page.goto('/about-us');
    await expectNoAxeViolations(page);
  });
});

test.describe('/careers', () => {
  test('hero, Why Join cards, core values and metadata', async ({ page }) => {
    await page.goto('/careers');
    await expectMetadata(page, '/careers', /^Careers \|/);
    await expect(page.getByRole('heading', { level: 1, name: CAREERS.hero.heading })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: CAREERS.whyJoin.heading })).toBeVisible();
    for (const name of ['Equal Opportunity', 'Supportive Environment', 'Open-Door Policy']) await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
    for (const name of ['Innovation', 'Excellence', 'Client-Focus']) await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Current Openings' })).toBeVisible();
  });

  test('master/detail: choosing an opening shows Overview, Responsibilities, Qualifications and Apply in a new tab', async ({ page }) => {
    await page.goto('/careers');
    const master = page.getByRole('list', { name: 'Current Openings' });
    await expect(master.getByRole('link')).toHaveCount(openings.length);
    const detail = page.getByTestId('opening-detail');
    await expect(detail.getByRole('heading', { level: 3 })).toHaveText(openings[0]!.name);

    const chosen = openings[2]!;
    await master.getByRole('link', { name: new RegExp(chosen.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(detail.getByRole('heading', { level: 3 })).toHaveText(chosen.name);
    await expect(master.getByRole('link', { name: new RegExp(chosen.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toHaveAttribute('aria-current', 'true');
    for (const name of ['Overview', 'Responsibilities', 'Required Qualifications', 'Additional Qualifications']) {
      await expect(detail.getByRole('heading', { level: 4, name })).toBeVisible();
    }
    await expect(detail.getByText(chosen.overview)).toBeVisible();
    const apply = detail.getByRole('link', { name: /^Apply/ });
    await expect(apply).toHaveText(/^Apply/);
    await expect(apply).toHaveAttribute('href', chosen.gform);
    await expect(apply).toHaveAttribute('target', '_blank');
    await expect(apply).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(detail.getByRole('link', { name: /Link to this opening/ })).toHaveAttribute('href', `/careers/${chosen.id}`);
  });

  test('at 500 px the detail opens in a modal that keeps focus and closes on Escape', async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width: 500, height: 900 });
    await page.goto('/careers');
    await expect(page.getByTestId('opening-detail')).toBeHidden();
    const chosen = openings[1]!;
    const item = page.getByRole('list', { name: 'Current Openings' }).getByRole('link', { name: new RegExp(chosen.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    await item.click();
    const dialog = page.getByRole('dialog', { name: chosen.name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Responsibilities' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: /^Apply/ })).toHaveAttribute('target', '_blank');
    const focusInside = () => dialog.evaluate((node) => node.contains(document.activeElement));
    expect(await focusInside()).toBe(true);
    // Tabbing never reaches the page behind the modal (it is inert).
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      const outside = await page.evaluate(() => {
        const active = document.activeElement;
        return Boolean(active && active !== document.body && !active.closest('dialog'));
      });
      expect(outside).toBe(false);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(item).toBeFocused();
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
    // On narrow screens no entry claims to be shown beside the list.
    await expect(page.getByRole('list', { name: 'Current Openings' }).locator('[aria-current]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("at 500 px, when the modal's code cannot load (offline), an opening opens its own page", async ({ page }) => {
    await failLazyChunks(page, '/careers');
    await page.setViewportSize({ width: 500, height: 900 });
    await page.goto('/careers');
    const chosen = openings[1]!;
    // Hydrated: the Log in link (in the closed menu here) stops waiting for the session.
    await page.waitForFunction(() => !document.querySelector('[class*="waiting"]'));
    await page.getByRole('list', { name: 'Current Openings' }).getByRole('link', { name: new RegExp(chosen.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
    await expect(page).toHaveURL(new RegExp(`/careers/${chosen.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: chosen.name })).toBeVisible();
  });

  test('each opening has its own page with JobPosting structured data; unknown ids are 404', async ({ page, request }) => {
    const opening = openings.find((o) => o.validThrough)!;
    await page.goto(`/careers/${opening.id}`);
    await expectMetadata(page, `/careers/${opening.id}`, new RegExp(`^${opening.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| Careers`));
    await expect(page.getByRole('heading', { level: 1, name: opening.name })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Apply/ })).toHaveAttribute('href', opening.gform);
    const graphs = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((text) => (JSON.parse(text) as { '@graph': Record<string, unknown>[] })['@graph']);
    const data = graphs.find((node) => node['@type'] === 'JobPosting') as Record<string, unknown> & { url: string; description: string };
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: opening.name,
      datePosted: opening.datePosted,
      validThrough: opening.validThrough,
      directApply: false,
      hiringOrganization: { '@type': 'Organization', name: expect.any(String), sameAs: expect.any(String), logo: expect.any(String) },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: opening.location, addressCountry: expect.stringMatching(/^[A-Z]{2}$/) } },
    });
    expect(new URL(data.url).pathname).toBe(`/careers/${opening.id}`);
    expect(data.description).toContain('<ul><li>');
    await expectNoAxeViolations(page);
    expect((await request.get('/careers/no-such-opening')).status()).toBe(404);
  });

  test('without JavaScript the list and first detail render, and each entry opens its own page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/careers');
    await expect(page.getByRole('list', { name: 'Current Openings' }).getByRole('link')).toHaveCount(openings.length);
    await expect(page.getByTestId('opening-detail').getByRole('heading', { name: 'Overview' })).toBeVisible();
    await page.getByRole('list', { name: 'Current Openings' }).getByRole('link').last().click();
    await expect(page).toHaveURL(new RegExp(`/careers/${openings.at(-1)!.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: openings.at(-1)!.name })).toBeVisible();
    await context.close();
  });

  test('has no axe violations', async ({ page }) => {
    await page.goto('/careers');
    await expectNoAxeViolations(page);
  });

  test('a new opening in the store appears in the list without a reload', async ({ page }) => {
    await page.goto('/careers');
    const master = page.getByRole('list', { name: 'Current Openings' });
    await expect(master.getByRole('link').first()).toBeVisible();
    const id = `j-live-${Date.now()}`;
    const name = `AAA Live Opening ${Date.now()}`;
    await addDocument('job_openings', id, { name, gform: 'https://forms.example.com/live', overview: 'Added while the page is open.', responsibilities: ['Test'] });
    await expect(master.getByRole('link', { name: new RegExp(name) })).toBeVisible({ timeout: 15_000 });
  });
});

test.describe('/countdown', () => {
  const parse = async (page: Page) => {
    const values = await page.getByTestId('countdown').locator('[data-unit]').evaluateAll((boxes) =>
      boxes.map((box) => Number(box.firstElementChild?.textContent)),
    );
    const [days = 0, hours = 0, minutes = 0, seconds = 0] = values;
    return days * 86_400 + hours * 3600 + minutes * 60 + seconds;
  };

  test('counts down to 14:05 UTC two days after today, every second, with no console errors', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/countdown');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Website Launches In:' })).toBeVisible();
    const timer = page.getByRole('timer');
    for (const label of ['Days', 'Hours', 'Minutes', 'Seconds']) await expect(timer.getByText(label, { exact: true })).toBeVisible();
    await expect(timer).not.toContainText('--');

    const now = new Date();
    const left = timeLeft(countdownTarget(now), now);
    const expected = left.days * 86_400 + left.hours * 3600 + left.minutes * 60 + left.seconds;
    const shown = await parse(page);
    expect(Math.abs(shown - expected)).toBeLessThanOrEqual(3);
    // Ticks once a second.
    await expect.poll(() => parse(page), { timeout: 3_000 }).toBeLessThan(shown);
    const before = await parse(page);
    await page.waitForTimeout(2_100);
    expect(before - (await parse(page))).toBeGreaterThanOrEqual(2);
    expect(before - (await parse(page))).toBeLessThanOrEqual(3);
    expect(errors).toEqual([]);
  });

  test('calls its completion handler at zero', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-10T09:30:00Z') });
    await page.goto('/countdown');
    await expect(page.getByTestId('countdown').locator('[data-unit="days"] > :first-child')).toHaveText('02');
    // Jump to three seconds before 2026-11-12T14:05:00Z, then let the last seconds run.
    await page.clock.fastForward(new Date('2026-11-12T14:04:57Z').getTime() - new Date('2026-11-10T09:30:00Z').getTime());
    await page.clock.runFor(4_000);
    await expect(page.locator('#main').getByRole('status')).toHaveText('The countdown is over: our new website is live.');
    await expect(page.getByTestId('countdown').locator('[data-unit] > :first-child')).toHaveText(['00', '00', '00', '00']);
  });

  test('is noindex, renders its heading without JavaScript and has no axe violations', async ({ page, browser }) => {
    await page.goto('/countdown');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectCanonical(page, '/countdown');
    await expectNoAxeViolations(page);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();
    await noJs.goto('/countdown');
    await expect(noJs.getByRole('heading', { level: 1, name: 'Our Website Launches In:' })).toBeVisible();
    await expect(noJs.getByRole('timer').getByText('Seconds')).toBeVisible();
    await context.close();
  });
});

test.describe('/test', () => {
  test('a noindex diagnostics page: whether the content is reachable and how much, nothing internal, no axe violations', async ({ page, request }) => {
    await page.goto('/test');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 1, name: 'Diagnostics' })).toBeVisible();
    await expect(page.getByTestId('status')).toHaveText('Available');
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(7);
    await expect(page.getByRole('rowheader', { name: 'Insights' })).toBeVisible();
    const text = await page.locator('main').innerText();
    expect(text).not.toMatch(/SQLITE_PATH|FIREBASE_|\.data\/|private_key|apiKey/i);
    // No version of anything, no kind of store, no collection names: they help an attacker, not a visitor.
    const main = await page.locator('main').innerHTML();
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    for (const shown of [main, description]) expect(shown).not.toMatch(/Next\.js|React|Node\.js|SQLite|Firestore|firebase|job_openings|data store/i);
    expect(text).not.toMatch(/\b\d+\.\d+\.\d+\b|v\d+\.\d+/);
    expect(await (await request.get('/api/health')).json()).toEqual({ ok: true });
    await expectNoAxeViolations(page);
  });
});
