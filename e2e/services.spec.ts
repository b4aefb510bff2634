import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { CAPABILITIES } from '../content/capabilities';
import { PAGE_HEROES } from '../content/site';

/** Canonical: absolute, and this page's own path (the origin is SITE_URL as of the build). */
async function expectCanonical(page: Page, path: string) {
  const href = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(href).toMatch(/^https?:\/\//);
  expect(new URL(href!).pathname).toBe(path);
}

const section = (page: Page, n: number) => page.locator(`[id="${n}"]`);

/** The section's top sits just below the fixed header: in view, not hidden under it, not far below. */
async function expectScrolledTo(page: Page, n: number) {
  await expect(section(page, n)).toBeInViewport();
  await expect
    .poll(async () => {
      const box = await section(page, n).boundingBox();
      return box ? Math.round(box.y) : -1;
    })
    .toBeGreaterThanOrEqual(40);
  const top = Math.round((await section(page, n).boundingBox())!.y);
  expect(top).toBeLessThanOrEqual(140);
  await expect(section(page, n).getByRole('heading', { level: 2 })).toBeInViewport();
}

test.describe('/capabilities', () => {
  test('banner, metadata and one alternating section per capability, numbered 1 to 6', async ({ page }) => {
    await page.goto('/capabilities');
    await expect(page.getByRole('heading', { level: 1, name: PAGE_HEROES.capabilities.heading })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(/^Capabilities \|/);
    await expectCanonical(page, '/capabilities');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);

    expect(CAPABILITIES.map((c) => c.normalHeading)).toEqual([
      'Business Opportunities Assessment',
      'Customer Insights',
      'Strategic Competitive Intelligence',
      'Mergers, Acquisitions & Alliances',
      'Price Tracking & Profitability Analysis',
      'Procurement Intelligence',
    ]);
    for (const capability of CAPABILITIES) {
      const block = section(page, capability.position);
      await expect(block.getByRole('heading', { level: 2 })).toHaveText(capability.normalHeading);
      await expect(block.getByText(capability.description)).toBeVisible();
      await expect(block.getByRole('img', { name: capability.imagePath2.alt })).toBeVisible();
    }
    // Alternating: the image is left of the text in odd sections and right of it in even ones (wide screens).
    const side = async (n: number) => {
      const image = (await section(page, n).getByRole('img').boundingBox())!;
      const heading = (await section(page, n).getByRole('heading', { level: 2 }).boundingBox())!;
      return image.x < heading.x ? 'left' : 'right';
    };
    expect([await side(1), await side(2), await side(3), await side(4)]).toEqual(['left', 'right', 'left', 'right']);
  });

  for (const n of [3, 6]) {
    test(`/capabilities#${n} scrolls to section ${n} on load`, async ({ page }) => {
      await page.goto(`/capabilities#${n}`);
      await expectScrolledTo(page, n);
    });
  }

  test('a hash change scrolls to the new section (link in the page, or a script setting location.hash)', async ({ page }) => {
    await page.goto('/capabilities');
    await page.getByRole('navigation', { name: 'Capabilities on this page' }).getByRole('link', { name: 'Procurement Intelligence' }).click();
    await expect(page).toHaveURL(/#6$/);
    await expectScrolledTo(page, 6);
    await page.evaluate(() => {
      window.location.hash = '#2';
    });
    await expectScrolledTo(page, 2);
    await page.goBack();
    await expect(page).toHaveURL(/#6$/);
    await expectScrolledTo(page, 6);
  });

  test('with reduced motion the hash scroll still lands (instantly)', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/capabilities');
    await page.evaluate(() => {
      window.location.hash = '#5';
    });
    await expectScrolledTo(page, 5);
    await context.close();
  });

  test('renders on the server: all six sections without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/capabilities#4');
    for (const capability of CAPABILITIES) {
      await expect(section(page, capability.position).getByRole('heading', { level: 2 })).toHaveText(capability.normalHeading);
    }
    // The browser's own fragment navigation still lands on the numbered anchor.
    await expect(section(page, 4).getByRole('heading', { level: 2 })).toBeInViewport();
    await context.close();
  });

  test('has no axe violations', async ({ page }) => {
    await page.goto('/capabilities');
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
