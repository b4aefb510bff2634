import AxeBuilder from '@axe-core/playwright';
import { hydrated } from './support/hydrated';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { FOOTER_LINKS, HEADER_MENUS } from '../content/navigation';
import { SITE } from '../content/site';


const WIDTHS = [390, 550, 700, 950, 1250, 1440];

const header = (page: Page) => page.getByTestId('site-header');
const menuButton = (page: Page, name: string) => header(page).getByRole('button', { name, exact: true });

/**
 * Whether the popover a button opens (its `popovertarget`) is open: the browser exposes that as the
 * button's expanded state to assistive technology, with no aria-expanded attribute to read.
 */
const opens = (button: Locator) =>
  expect.poll(() => button.evaluate((el) => document.getElementById(el.getAttribute('popovertarget')!)!.matches(':popover-open')));

test.describe('header', () => {
  test('logo, every menu link, log in, subscribe and the LinkedIn link are in the HTML', async ({ page }) => {
    await page.goto('/');
    await expect(header(page).getByRole('link', { name: `${SITE.name} home` })).toHaveAttribute('href', '/');
    for (const [index, menu] of HEADER_MENUS.entries()) {
      await expect(menuButton(page, menu.label)).toHaveAttribute('popovertarget', `nav-menu-${index}`);
      for (const item of menu.items) {
        // Closed dropdowns still hold plain links (crawlers, no-JS visitors).
        await expect(header(page).locator(`a[href="${item.href}"]`, { hasText: item.label })).toHaveCount(1);
      }
    }
    await expect(header(page).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(header(page).getByRole('button', { name: 'Subscribe' })).toBeVisible();
    const linkedIn = header(page).getByRole('link', { name: /LinkedIn/ });
    await expect(linkedIn).toHaveAttribute('href', SITE.linkedInUrl);
    await expect(linkedIn).toHaveAttribute('target', '_blank');
    await expect(linkedIn).toHaveAttribute('rel', /noopener/);
  });

  test('a dropdown opens on hover and closes when the pointer leaves', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await menuButton(page, 'About').hover();
    await expect(header(page).getByRole('link', { name: 'Who Are We?' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Career' })).toHaveAttribute('href', '/careers');
    await page.mouse.move(700, 600);
    await expect(header(page).getByRole('link', { name: 'Who Are We?' })).toBeHidden();
  });

  test('a dropdown opens on click, stays open, and closes on a click outside', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const services = menuButton(page, 'Services');
    await services.click();
    await opens(services).toBe(true);
    await page.mouse.move(700, 600);
    await expect(header(page).getByRole('link', { name: 'Industries' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Capabilities' })).toHaveAttribute('href', '/capabilities');
    await page.mouse.click(700, 600);
    await opens(services).toBe(false);
    await expect(header(page).getByRole('link', { name: 'Industries' })).toBeHidden();
    // Clicking the open button again closes it too.
    await services.click();
    await opens(services).toBe(true);
    await services.click();
    await opens(services).toBe(false);
  });

  test('dropdowns work from the keyboard: Enter, Space, Tab through the links, Escape', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const knowledge = menuButton(page, 'Knowledge Center');
    await knowledge.focus();
    await page.keyboard.press('Enter');
    await opens(knowledge).toBe(true);
    await page.keyboard.press('Escape');
    await opens(knowledge).toBe(false);
    await expect(knowledge).toBeFocused();

    await page.keyboard.press('Space');
    await opens(knowledge).toBe(true);
    await page.keyboard.press('Space');
    await opens(knowledge).toBe(false);

    await page.keyboard.press('Enter');
    const links = header(page).locator('#nav-menu-2 a');
    await page.keyboard.press('Tab');
    await expect(links.nth(0)).toBeFocused();
    await expect(links.nth(0)).toHaveText('Insights');
    await page.keyboard.press('Tab');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await opens(knowledge).toBe(false);
    await expect(knowledge).toBeFocused();
  });

  test('only one dropdown is open at a time', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await menuButton(page, 'About').click();
    await menuButton(page, 'Services').click();
    await opens(menuButton(page, 'About')).toBe(false);
    await opens(menuButton(page, 'Services')).toBe(true);
    await expect(header(page).getByRole('link', { name: 'Who Are We?' })).toBeHidden();
  });

  test('turns dark once the page is scrolled and clear again at the top', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await expect(header(page)).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(header(page)).toHaveAttribute('data-scrolled', 'true');
    await expect(header(page)).toHaveCSS('background-color', 'rgb(10, 45, 69)');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header(page)).toHaveAttribute('data-scrolled', 'false');
  });

  test('the mobile menu opens and closes, with every link inside under its menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    const toggle = header(page).getByRole('button', { name: 'Menu' });
    await opens(toggle).toBe(false);
    await expect(header(page).getByRole('link', { name: 'Events' })).toBeHidden();
    await toggle.click();
    await opens(toggle).toBe(true);
    for (const menu of HEADER_MENUS) {
      const list = header(page).getByRole('list', { name: menu.label });
      for (const item of menu.items) await expect(list.getByRole('link', { name: item.label, exact: true })).toBeVisible();
    }
    await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Subscribe' })).toBeVisible();
    await page.keyboard.press('Escape');
    await opens(toggle).toBe(false);
    await expect(toggle).toBeFocused();
    await toggle.click();
    await expect(header(page).getByRole('link', { name: 'Events' })).toBeVisible();
    await toggle.click();
    await expect(header(page).getByRole('link', { name: 'Events' })).toBeHidden();
  });

  test('following a menu link closes the menus, and the new page is marked current', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await hydrated(page);
    await expect(header(page).locator('[aria-current="page"]')).toHaveCount(0);
    await menuButton(page, 'Services').click();
    await header(page).getByRole('link', { name: 'Capabilities' }).click();
    await expect(page).toHaveURL(/\/capabilities$/);
    await opens(menuButton(page, 'Services')).toBe(false);
    await expect(header(page).locator('a[href="/capabilities"]')).toHaveAttribute('aria-current', 'page');
    await expect(header(page).locator('[aria-current="page"]')).toHaveCount(1);

    await page.setViewportSize({ width: 390, height: 800 });
    const toggle = header(page).getByRole('button', { name: 'Menu' });
    await toggle.click();
    await header(page).getByRole('link', { name: 'Events' }).click();
    await expect(page).toHaveURL(/\/events$/);
    await opens(toggle).toBe(false);
    await expect(header(page).getByRole('link', { name: 'Events' })).toBeHidden();
    await expect(header(page).locator('a[href="/events"]')).toHaveAttribute('aria-current', 'page');
    await expect(header(page).locator('a[href="/capabilities"]')).not.toHaveAttribute('aria-current', 'page');
  });

  test('a click outside closes the mobile menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    const toggle = header(page).getByRole('button', { name: 'Menu' });
    await toggle.click();
    await opens(toggle).toBe(true);
    await page.mouse.click(200, 780);
    await opens(toggle).toBe(false);
  });
});

test.describe('footer and call to action', () => {
  test('footer links, Blogs on mobile only, follow us and the copyright year', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const footer = page.getByTestId('site-footer');
    for (const link of FOOTER_LINKS) {
      await expect(footer.getByRole('link', { name: link.label, exact: true, includeHidden: true })).toHaveAttribute('href', link.href);
    }
    await expect(footer.getByRole('link', { name: 'Blogs', exact: true })).toBeHidden();
    await expect(footer.getByRole('link', { name: 'About Us', exact: true })).toBeVisible();
    const follow = footer.getByRole('link', { name: /Follow us on LinkedIn/ });
    await expect(follow).toHaveAttribute('href', SITE.linkedInUrl);
    await expect(follow).toHaveAttribute('rel', /noopener/);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Molecula Research & Consulting`);

    await page.setViewportSize({ width: 390, height: 800 });
    await expect(footer.getByRole('link', { name: 'Blogs', exact: true })).toBeVisible();
  });

  test('the call-to-action block: heading, mail link, About Us, Careers and the query box', async ({ page }) => {
    await page.goto('/');
    const cta = page.getByTestId('call-to-action');
    await expect(cta.getByRole('heading', { name: 'Looking for a strategic thought partner?' })).toBeVisible();
    await expect(cta.locator(`a[href="mailto:${SITE.email}"]`).first()).toBeVisible();
    await expect(cta.getByRole('link', { name: 'About Us', exact: true })).toHaveAttribute('href', '/about-us');
    await expect(cta.getByRole('link', { name: 'Careers', exact: true })).toHaveAttribute('href', '/careers');
    await expect(cta.getByRole('heading', { name: 'Have Any Further Queries?' })).toBeVisible();
    await expect(cta.getByPlaceholder('Feel free to share...')).toBeVisible();
    await expect(cta.getByRole('button', { name: 'Submit' })).toBeVisible();
    // The query box sits on a white card inside the dark band: its heading keeps its own colour.
    const colours = await cta.getByRole('heading', { name: 'Have Any Further Queries?' }).evaluate((heading) => [getComputedStyle(heading).color, getComputedStyle(heading.closest('section')!).backgroundColor]);
    expect(colours[0]).not.toBe('rgb(255, 255, 255)');
    expect(colours[1]).toBe('rgb(255, 255, 255)');
  });
});

test.describe('scroll to top', () => {
  const scrollDown = async (page: Page) => {
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 2500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  };

  test('a change of the page query parameter scrolls back to the top', async ({ page }) => {
    await page.goto('/');
    await scrollDown(page);
    // A client-side URL change that Next itself does not scroll for.
    await page.evaluate(() => window.history.pushState(null, '', '/?page=2'));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('under reduced motion the jump is immediate', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await scrollDown(page);
    await page.evaluate(() => window.history.pushState(null, '', '/?page=3'));
    await expect.poll(() => page.evaluate(() => window.scrollY), { intervals: [50, 50, 100] }).toBe(0);
  });

  test('a URL with a hash is left to scroll to its anchor', async ({ page }) => {
    await page.goto('/');
    await scrollDown(page);
    await page.evaluate(() => window.history.pushState(null, '', '/?page=2#home-events-heading'));
    await page.waitForTimeout(800);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  });

  test('a change of path lands at the top', async ({ page }) => {
    await page.goto('/no-such-page');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByTestId('site-footer').getByRole('link', { name: `${SITE.name} home` }).click();
    await expect(page).toHaveURL('/');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('links', () => {
  /** The App Router's requests for a page's data (prefetches and client-side navigations). */
  const routerRequests = (page: Page) => {
    const urls: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['rsc'] === '1') urls.push(new URL(request.url()).pathname);
    });
    return urls;
  };

  test('a link prefetches its page on intent only, and navigates without reloading', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const requests = routerRequests(page);
    await page.goto('/');
    await hydrated(page);
    await page.waitForTimeout(500);
    // Links in view are not prefetched.
    expect(requests.filter((path) => path === '/capabilities')).toEqual([]);

    const capabilities = page.getByTestId('site-footer').getByRole('link', { name: 'Capabilities', exact: true });
    await capabilities.hover();
    await expect.poll(() => requests.includes('/capabilities')).toBe(true);

    // A document that survives the click proves the navigation happened in the page.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await capabilities.click();
    await expect(page).toHaveURL('/capabilities');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Capabilities');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('a modified click is left to the browser', async ({ page, context }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await hydrated(page);
    const opened = context.waitForEvent('page');
    await page.getByTestId('site-footer').getByRole('link', { name: 'Capabilities', exact: true }).click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    await expect(tab).toHaveURL(/\/capabilities$/);
    await expect(page).toHaveURL('/');
  });
});

test.describe('not found', () => {
  test('an unknown URL is a real 404 in the site design with ways on', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('main').getByRole('link', { name: 'Browse our insights' })).toHaveAttribute('href', '/insights');
    await expect(header(page)).toBeVisible();
    await expect(page.getByTestId('site-footer')).toBeVisible();
    // No hero: the page starts below the fixed header, which is solid.
    const top = await page.getByRole('heading', { level: 1 }).evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThan(72);
    await expect(header(page)).toHaveCSS('background-color', 'rgb(15, 64, 97)');
  });
});

test.describe('accessibility of the shell', () => {
  const violations = async (page: Page) =>
    (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

  test('axe: no violations with a desktop dropdown open', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await menuButton(page, 'Knowledge Center').click();
    await expect(header(page).getByRole('link', { name: 'Insights' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('axe: no violations in the open mobile menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await header(page).getByRole('button', { name: 'Menu' }).click();
    await expect(header(page).getByRole('link', { name: 'Who Are We?' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('axe: no violations on the 404 page', async ({ page }) => {
    await page.goto('/no-such-page');
    expect(await violations(page)).toEqual([]);
  });
});

test.describe('responsive shell', () => {
  for (const width of WIDTHS) {
    test(`no horizontal scroll and no overlap in the header at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      const logo = await header(page).getByRole('link', { name: `${SITE.name} home` }).boundingBox();
      const mobile = width <= 1000;
      const right = mobile ? header(page).getByRole('button', { name: 'Menu' }) : menuButton(page, 'About');
      const box = await right.boundingBox();
      expect(logo && box).toBeTruthy();
      expect(logo!.x + logo!.width).toBeLessThanOrEqual(box!.x);
      if (!mobile) {
        const social = await header(page).getByRole('link', { name: /LinkedIn/ }).boundingBox();
        expect(social!.x + social!.width).toBeLessThanOrEqual(width);
      }
      const footer = page.getByTestId('site-footer');
      await footer.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('desktop: a dropdown opens on hover, on click and from the keyboard, and closes on a click outside', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await menuButton(page, 'About').hover();
    await expect(header(page).getByRole('link', { name: 'Who Are We?' })).toBeVisible();
    await menuButton(page, 'Services').click();
    await opens(menuButton(page, 'Services')).toBe(true);
    await expect(header(page).getByRole('link', { name: 'Who Are We?' })).toBeHidden();
    await page.mouse.click(700, 600);
    await expect(header(page).getByRole('link', { name: 'Industries' })).toBeHidden();
    await menuButton(page, 'Knowledge Center').focus();
    await page.keyboard.press('Enter');
    await expect(header(page).getByRole('link', { name: 'News' })).toBeVisible();
    await header(page).getByRole('link', { name: 'News' }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByTestId('site-footer').getByRole('link', { name: 'Careers' })).toBeVisible();
  });

  test('mobile: the Menu button opens and closes the panel with every link', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    const toggle = header(page).getByRole('button', { name: 'Menu' });
    await expect(header(page).getByRole('link', { name: 'Career', exact: true })).toBeHidden();
    await toggle.click();
    for (const menu of HEADER_MENUS) {
      for (const item of menu.items) await expect(header(page).getByRole('link', { name: item.label, exact: true })).toBeVisible();
    }
    await toggle.click();
    await expect(header(page).getByRole('link', { name: 'Career', exact: true })).toBeHidden();
    await toggle.click();
    await header(page).getByRole('link', { name: 'Career', exact: true }).click();
    await expect(page).toHaveURL(/\/careers$/);
  });
});
