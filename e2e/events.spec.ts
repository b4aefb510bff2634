import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { displayCategory, EVENT_CATEGORIES } from '../content/categories';
import { hydrated } from './support/hydrated';
import { addDocument, removeAddedDocuments } from './support/store';

test.afterEach(() => removeAddedDocuments());

// The filter shows the spec's categories as the site displays them (its spelling of 'Specialty').
const CATEGORIES = EVENT_CATEGORIES.map(displayCategory);
const VERTICALS = CATEGORIES.slice(1);

const SUMMIT = { id: 'e-2027-specialty-polymers-summit-dusseldorf', heading: 'Specialty Polymers Summit 2027, Düsseldorf' };

const cards = (page: Page) => page.getByTestId('event-list').getByRole('article');
const recent = (page: Page) => page.getByTestId('recent-events').getByRole('listitem');
const filters = (page: Page) => page.getByRole('navigation', { name: 'Business Verticals' }).getByRole('link');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Events pages' });

/** Fires the zoom gestures the spec blocks and reports which ones the page cancelled. */
function zoomAttempts(page: Page) {
  return page.evaluate(() => {
    const fire = (event: Event) => {
      document.body.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const touch = (id: number) => new Touch({ identifier: id, target: document.body, clientX: 10 * id, clientY: 10 });
    return {
      ctrlWheel: fire(new WheelEvent('wheel', { ctrlKey: true, deltaY: -100, bubbles: true, cancelable: true })),
      ctrlPlus: fire(new KeyboardEvent('keydown', { key: '+', ctrlKey: true, bubbles: true, cancelable: true })),
      ctrlEquals: fire(new KeyboardEvent('keydown', { key: '=', ctrlKey: true, bubbles: true, cancelable: true })),
      ctrlMinus: fire(new KeyboardEvent('keydown', { key: '-', ctrlKey: true, bubbles: true, cancelable: true })),
      pinch: fire(new TouchEvent('touchmove', { touches: [touch(1), touch(2)], bubbles: true, cancelable: true })),
      plainWheel: fire(new WheelEvent('wheel', { deltaY: 100, bubbles: true, cancelable: true })),
      plainKey: fire(new KeyboardEvent('keydown', { key: '+', bubbles: true, cancelable: true })),
      oneFinger: fire(new TouchEvent('touchmove', { touches: [touch(1)], bubbles: true, cancelable: true })),
    };
  });
}

test.describe('/events', () => {
  test('the raw HTML holds the three columns, the comment box and the page metadata', async ({ request }) => {
    const response = await request.get('/events');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Events<\/h1>/);
    expect(html).toContain('Recent Events');
    expect(html).toContain('Business Verticals');
    expect(html).toContain(SUMMIT.heading);
    expect(html).toContain('id="event-comment"');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/events"/);
    expect(html).toMatch(/<title>Events \| /);
  });

  test('Recent Events shows the 3 latest; the list shows 5 cards with text cut at 400', async ({ page }) => {
    await page.goto('/events');
    await expect(recent(page)).toHaveCount(3);
    await expect(recent(page).first()).toContainText(SUMMIT.heading);
    await expect(cards(page)).toHaveCount(5);
    for (const text of await cards(page).locator('p:last-child').allTextContents()) expect(text.length).toBeLessThanOrEqual(403);
    const summit = cards(page).filter({ hasText: SUMMIT.heading });
    await expect(summit.getByText('16 March 2027', { exact: true })).toBeVisible();
    await expect(summit.getByText('Specialty Polymers', { exact: true })).toBeVisible();
  });

  test('the Business Verticals filter lists the event categories with Specialty spelled right', async ({ page }) => {
    await page.goto('/events');
    await expect(filters(page)).toHaveText(CATEGORIES);
    await expect(filters(page).first()).toHaveAttribute('aria-current', 'true');
    await expect(filters(page).first()).toHaveCSS('background-color', 'rgb(95, 173, 86)');
  });

  test('choosing a vertical shows its events newest first, paged from page 1', async ({ page, request }) => {
    await page.goto('/events?page=2');
    await filters(page).filter({ hasText: /^Specialty Polymers$/ }).click();
    await expect(page).toHaveURL(/\/events\?category=Speciality\+Polymers$/);
    const selected = filters(page).filter({ hasText: /^Specialty Polymers$/ });
    await expect(selected).toHaveAttribute('aria-current', 'true');
    await expect(selected).toHaveCSS('background-color', 'rgb(95, 173, 86)');
    await expect(cards(page)).toHaveCount(5);
    const dates = await cards(page).locator('time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime')!));
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const card of await cards(page).all()) await expect(card.getByText('Specialty Polymers', { exact: true })).toBeVisible();
    await pager(page).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/events\?category=Speciality\+Polymers&page=2&after=[^&]+$/);
    await expect(cards(page)).toHaveCount(2);
    await expect(pager(page).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect((await request.get('/events?category=Speciality+Polymers&page=3')).status()).toBe(404);
    expect((await request.get('/events?category=Plastics')).status()).toBe(404);
  });

  test('pages of 5 with Prev and Next, disabled at both ends; past the end is a 404', async ({ page, request }) => {
    await page.goto('/events');
    await hydrated(page); // a click before the head hydrates leaves the old head beside the new (vercel/next.js#97472)
    await expect(pager(page).getByRole('button', { name: 'Prev' })).toBeDisabled();
    let pageNumber = 1;
    while (await pager(page).getByRole('link', { name: 'Next' }).count()) {
      await pager(page).getByRole('link', { name: 'Next' }).click();
      pageNumber += 1;
      await expect(page).toHaveURL(new RegExp(`/events\\?page=${pageNumber}&after=[^&]+$`));
      await expect(pager(page).getByText(`Page ${pageNumber}`)).toBeVisible();
    }
    expect(pageNumber).toBeGreaterThanOrEqual(4);
    await expect(pager(page).getByRole('button', { name: 'Next' })).toBeDisabled();
    // During a client navigation the new page's head briefly sits beside the old one's.
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/events\\?page=${pageNumber}&after=[^&]+$`));
    expect((await request.get(`/events?page=${pageNumber + 1}`)).status()).toBe(404);
  });

  test('a card opens the event in a modal with its own URL; Escape closes it and focus returns', async ({ page }) => {
    await page.goto('/events');
    const link = cards(page).getByRole('link', { name: SUMMIT.heading });
    await link.click();
    const dialog = page.getByRole('dialog', { name: SUMMIT.heading });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/events/${SUMMIT.id}$`));
    await expect(dialog.getByRole('img', { name: 'Molecula events' })).toBeVisible();
    await expect(dialog.getByText('Specialty Polymers', { exact: true })).toBeVisible();
    await expect(dialog.getByText('16 March 2027', { exact: true })).toBeVisible();
    await expect(dialog.getByText('two days of presentations and workshops')).toBeVisible();
    await expect(dialog.locator('strong', { hasText: 'Specialty Polymers Summit' })).toBeVisible();
    await expect(dialog.getByRole('region', { name: `Photos: ${SUMMIT.heading}`, exact: true }).getByRole('img')).toHaveCount(3);

    // Focus stays inside the modal: the page behind is inert (past the last control the
    // browser may move focus to its own toolbar, seen here as the body, never to the page).
    let insideCount = 0;
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      const where = await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'browser';
        return active.closest('dialog') ? 'dialog' : 'page';
      });
      expect(where).not.toBe('page');
      if (where === 'dialog') insideCount += 1;
    }
    expect(insideCount).toBeGreaterThan(6);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/events$/);
    await expect(link).toBeFocused();
  });

  test('the close button closes the modal; back and forward reopen it', async ({ page }) => {
    await page.goto('/events');
    await cards(page).getByRole('link', { name: SUMMIT.heading }).click();
    const dialog = page.getByRole('dialog', { name: SUMMIT.heading });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/events$/);
    await page.goForward();
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(dialog).toBeHidden();
  });

  test("the modal's URL is shareable: loading it shows the event page", async ({ page }) => {
    const response = await page.goto(`/events/${SUMMIT.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: SUMMIT.heading })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('on a phone the cards switch to the mobile variant (image above the text)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/events');
    const card = cards(page).first();
    const image = await card.locator('img').boundingBox();
    const heading = await card.getByRole('heading').boundingBox();
    expect(image!.y + image!.height).toBeLessThanOrEqual(heading!.y);
    expect(image!.width).toBeGreaterThan(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('browser zoom is blocked on this page only (ctrl+wheel, ctrl with plus/minus, pinch)', async ({ page }) => {
    await page.goto('/events');
    await expect
      .poll(() => zoomAttempts(page))
      .toEqual({ ctrlWheel: true, ctrlPlus: true, ctrlEquals: true, ctrlMinus: true, pinch: true, plainWheel: false, plainKey: false, oneFinger: false });
    await page.goto('/news');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await zoomAttempts(page)).toMatchObject({ ctrlWheel: false, ctrlPlus: false, pinch: false });
    const viewport = await page.locator('meta[name="viewport"]').getAttribute('content');
    expect(viewport).not.toContain('user-scalable');
  });

  test('every page of the list is a cached page, and knows its address', async ({ request, page }) => {
    for (const path of ['/events', '/events?page=2', '/events?category=Mobility']) {
      expect((await request.get(path)).headers()['cache-control'], path).toMatch(/^s-maxage=\d+/);
    }
    await page.goto('/events?page=2');
    await expect(page.getByTestId('site-header').getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=%2Fevents');
    await page.goto('/events');
    await expect(page.getByTestId('site-header').getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=%2Fevents');
    await expect(page.getByRole('form', { name: 'Leave a comment' }).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=%2Fevents');
  });

  test('has no axe violations', async ({ page }) => {
    await page.goto('/events');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test('an event written by another process appears without a reload', async ({ page }) => {
    await page.goto('/events');
    await expect(cards(page)).toHaveCount(5);
    const id = `e-live-${Date.now()}`;
    const heading = `Live event ${Date.now()}`;
    await addDocument('events', id, {
      heading,
      date: '2030-01-01T09:00:00.000Z',
      description: '<p>Written by a separate process.</p>',
      category: 'Mobility',
      images: ['/images/events/booths-hall.jpg'],
    });
    await expect(cards(page).first().getByRole('heading')).toHaveText(heading, { timeout: 15_000 });
    await expect(recent(page).first()).toContainText(heading);
    await expect(recent(page)).toHaveCount(3);
    await expect(cards(page)).toHaveCount(5);
  });
});

test.describe('/events/{id}', () => {
  test('the raw HTML holds the event, the sidebar and the verticals', async ({ request }) => {
    const html = await (await request.get(`/events/${SUMMIT.id}`)).text();
    expect(html).toContain(`${SUMMIT.heading}</h1>`);
    expect(html).toContain('two days of presentations and workshops');
    expect(html).toContain('Recent Events');
    expect(html).toContain('Business Verticals');
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+/events/${SUMMIT.id}"`));
    expect(html).toContain(`<title>${SUMMIT.heading} | `);
  });

  test('an event page says where the event stands, when (its time zone named) and where, with a map, a join link and registration while it is ahead', async ({ page }) => {
    const run = Date.now().toString(36);
    const ahead = `e-2031-facts-${run}`;
    await addDocument('events', ahead, {
      heading: `Facts summit ${run}`,
      date: '2031-05-20T09:00:00.000Z',
      endDate: '2031-05-21T17:00:00.000Z',
      description: '<p>Two days.</p>',
      category: 'Mobility',
      images: [],
      venue: { name: 'Congress Centre', streetAddress: 'Stockumer Kirchstraße 61', postalCode: '40474', addressLocality: 'Düsseldorf', addressCountry: 'DE' },
      onlineUrl: 'https://example.org/live',
      attendanceMode: 'mixed',
      registrationUrl: 'https://example.org/register',
      status: 'scheduled',
    });
    await page.goto(`/events/${ahead}`);
    const facts = page.getByRole('article').locator('dl');
    await expect(facts.getByRole('definition')).toHaveText(['Upcoming', '20 May 2031, 09:00 to 21 May 2031, 17:00 UTC', /Congress Centre\s*Stockumer Kirchstraße 61\s*40474 Düsseldorf\s*DE/, 'Join online', 'Register']);
    await expect(facts.getByRole('link', { name: 'Map of the venue (OpenStreetMap)' })).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/search\?query=Congress%20Centre/);
    await expect(facts.getByRole('link', { name: 'Join online' })).toHaveAttribute('href', 'https://example.org/live');
    await expect(facts.getByRole('link', { name: 'Register' })).toHaveAttribute('href', 'https://example.org/register');

    // Past, or cancelled: it says so, and neither joining nor registering is offered.
    const past = `e-2025-facts-${run}`;
    await addDocument('events', past, { heading: `Past webinar ${run}`, date: '2025-05-22T13:00:00.000Z', endDate: '2025-05-22T14:00:00.000Z', description: '<p>An hour.</p>', category: 'Mobility', images: [], onlineUrl: 'https://example.org/old', attendanceMode: 'online', registrationUrl: 'https://example.org/register' });
    await page.goto(`/events/${past}`);
    await expect(page.getByRole('article').locator('dl').getByRole('definition')).toHaveText(['Past event', '22 May 2025, 13:00 to 14:00 UTC', 'Held online']);
    await expect(page.getByRole('article').getByRole('link', { name: /Join online|Register/ })).toHaveCount(0);
    const cancelled = `e-2031-cancelled-${run}`;
    await addDocument('events', cancelled, { heading: `Called off ${run}`, date: '2031-06-01T00:00:00.000Z', description: '<p>A day.</p>', category: 'Mobility', images: [], venue: { name: 'Town hall', addressCountry: 'NL' }, status: 'cancelled', registrationUrl: 'https://example.org/register' });
    await page.goto(`/events/${cancelled}`);
    await expect(page.getByRole('article').locator('dl').getByRole('definition')).toHaveText(['Cancelled', '01 June 2031 (all day)', /Town hall\s*NL/]);
    await expect(page.getByRole('article').getByRole('link', { name: 'Register' })).toHaveCount(0);
  });

  test('the events list marks past events', async ({ page }) => {
    await page.goto('/events?page=2');
    await expect(cards(page).filter({ hasText: 'Past event' }).first()).toBeVisible();
  });

  test('shows the event with logo, category, date, photos and description', async ({ page }) => {
    await page.goto(`/events/${SUMMIT.id}`);
    const main = page.getByRole('article');
    await expect(main.getByRole('img', { name: 'Molecula events' })).toBeVisible();
    await expect(main.getByText('Specialty Polymers', { exact: true }).first()).toBeVisible();
    await expect(main.getByText('16 March 2027', { exact: true })).toBeVisible();
    await expect(main.getByRole('region', { name: `Photos: ${SUMMIT.heading}`, exact: true }).getByRole('img')).toHaveCount(3);
    await expect(page.getByTestId('recent-events').getByRole('listitem')).toHaveCount(3);
  });

  test("'Leave a comment!' moves focus to the comment box; Subscribe is there", async ({ page }) => {
    await page.goto(`/events/${SUMMIT.id}`);
    await page.getByRole('link', { name: 'Leave a comment!' }).click();
    await expect(page.locator('#event-comment')).toBeFocused();
    await expect(page.locator('#event-comment')).toBeInViewport();
    await expect(page.locator('#main').getByRole('button', { name: 'Subscribe', exact: true })).toBeVisible();
  });

  test('the 13 Business Verticals labels open the filtered events list', async ({ page }) => {
    await page.goto(`/events/${SUMMIT.id}`);
    const labels = page.getByRole('region', { name: 'Business Verticals' }).getByRole('link');
    await expect(labels).toHaveText(VERTICALS);
    await expect(labels).toHaveCount(13);
    await labels.filter({ hasText: /^Specialty Polymers$/ }).click();
    await expect(page).toHaveURL(/\/events\?category=Speciality\+Polymers$/);
    await expect(filters(page).filter({ hasText: /^Specialty Polymers$/ })).toHaveAttribute('aria-current', 'true');
  });

  test('an unknown id is a 404', async ({ request }) => {
    expect((await request.get('/events/e-nope')).status()).toBe(404);
  });

  test('Add to calendar offers the .ics file and Google and Outlook links', async ({ page }) => {
    await page.goto(`/events/${SUMMIT.id}`);
    const main = page.getByRole('article');
    const ics = main.getByRole('link', { name: 'Download .ics (Apple, Outlook)' });
    await expect(ics).toBeHidden();
    await main.getByText('Add to calendar').click();
    await expect(ics).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), ics.click()]);
    expect(download.suggestedFilename()).toBe(`${SUMMIT.id}.ics`);
    const file = (await import('node:fs')).readFileSync((await download.path())!, 'utf8').replace(/\r\n[ \t]/g, '');
    expect(file).toContain(`UID:${SUMMIT.id}@`);
    expect(file).toContain('DTSTART:20270316T083000Z');
    expect(file).toContain('DTEND:20270317T163000Z');
    expect(file).toContain('SUMMARY:Specialty Polymers Summit 2027\\, Düsseldorf');
    expect(file).toMatch(new RegExp(`URL:http://[^\\r\\n]+/events/${SUMMIT.id}`));

    const google = new URL((await main.getByRole('link', { name: 'Google Calendar' }).getAttribute('href'))!);
    expect(google.searchParams.get('dates')).toBe('20270316T083000Z/20270317T163000Z');
    expect(google.searchParams.get('text')).toBe(SUMMIT.heading);
    const outlook = new URL((await main.getByRole('link', { name: 'Outlook.com' }).getAttribute('href'))!);
    expect(outlook.searchParams.get('startdt')).toBe('2027-03-16T08:30:00Z');
  });

  test('the event page has Share with its channel links', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/events/${SUMMIT.id}`);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible(); // hydrated
    const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href'))!;
    await page.getByRole('article').getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
    const linkedin = page.getByRole('list', { name: 'Share on' }).getByRole('link', { name: 'LinkedIn' });
    expect(new URL((await linkedin.getAttribute('href'))!).searchParams.get('url')).toBe(`${canonical}?utm_source=linkedin&utm_medium=social`);
  });

  test('the calendar file answers as text/calendar, cacheable; an unknown event is a 404', async ({ request }) => {
    const response = await request.get(`/calendar/${SUMMIT.id}.ics`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers()['content-disposition']).toBe(`attachment; filename="${SUMMIT.id}.ics"`);
    expect(response.headers()['cache-control']).toMatch(/^public, max-age=300, s-maxage=300, stale-while-revalidate=\d+$/);
    expect(await response.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect((await request.get('/calendar/e-nope.ics')).status()).toBe(404);
    expect((await request.get(`/calendar/${SUMMIT.id}`)).status()).toBe(404);
  });

  test.describe('with no script', () => {
    test.use({ javaScriptEnabled: false });
    test("'Leave a comment!' moves focus to the comment box", async ({ page }) => {
      await page.goto(`/events/${SUMMIT.id}`);
      await page.getByRole('link', { name: 'Leave a comment!' }).click();
      await expect(page.locator('#event-comment')).toBeFocused();
    });

    test('Add to calendar opens and its file downloads', async ({ page }) => {
      await page.goto(`/events/${SUMMIT.id}`);
      const main = page.getByRole('article');
      await main.getByText('Add to calendar').click();
      const [download] = await Promise.all([page.waitForEvent('download'), main.getByRole('link', { name: 'Download .ics (Apple, Outlook)' }).click()]);
      expect(download.suggestedFilename()).toBe(`${SUMMIT.id}.ics`);
    });
  });

  test('has no axe violations and fits a phone screen', async ({ page }) => {
    await page.goto(`/events/${SUMMIT.id}`);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
