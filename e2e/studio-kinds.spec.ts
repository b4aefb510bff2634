import { expect, test, type Page } from '@playwright/test';
import { createAccount, logIn, uniqueEmail } from './support/accounts';
import { callServerAction, findServerAction } from './support/server-actions';
import { chooseImage, confirmed, idOf, pasteHtml, staffPage } from './support/studio';

// The studio writes news and events as it writes insights: drafts nowhere public, preview,
// publish, withdraw; the same roles on every page and action.

const PASTED = [
  '<p>Two days on <strong>engineering polymers</strong>.</p>',
  '<script>window.pwned = 1</script>',
  '<img src="/images/events/stage-polymers.jpg" onerror="window.pwned = 2" alt="Stage">',
  '<p><a href="javascript:window.pwned=3">Register</a> or <a href="https://example.org/agenda">the agenda</a>.</p>',
].join('');

const status = (page: Page) => page.getByRole('main').getByRole('status');

async function fillEvent(page: Page, heading: string) {
  await page.getByLabel('Heading').fill(heading);
  await pasteHtml(page, 'Description', PASTED);
  await page.getByLabel('Starts (UTC)').fill('2031-05-20T09:00');
  await page.getByLabel('Ends (UTC)').fill('2031-05-21T17:00');
  await page.getByLabel('Vertical').selectOption('Speciality Polymers');
  await page.getByLabel('Attendance').selectOption('offline');
  await chooseImage(page, 'Image', 'stage-polymers.jpg');
  await page.getByLabel('Venue', { exact: true }).fill('Congress Centre');
  await page.getByLabel('Town or city').fill('Düsseldorf');
  await page.getByLabel('Country').fill('DE');
  await page.getByLabel('Registration (https address)').fill('https://example.org/register');
}

test.describe('studio: news and events', () => {
  test('a publisher writes, previews, publishes and withdraws a news item; the news list follows', async ({ browser, page }) => {
    const studio = await staffPage(browser, 'publisher', 'Nora News');
    await studio.goto('/studio');
    await studio.getByRole('link', { name: 'New news item' }).click();
    await expect(studio).toHaveURL(/\/studio\/news\/new$/);
    const heading = `Cracker news ${Date.now().toString(36)}`;
    await studio.getByLabel('Heading').fill(heading);
    await studio.getByLabel('Text').fill('Two more crackers close in Europe.\nMore follow next year.');
    await studio.getByLabel('Category').selectOption('Petrochemicals & Downstream');
    await studio.getByRole('button', { name: 'Save draft' }).click();
    await expect(status(studio)).toHaveText('Draft saved. The public site is unchanged until the news item is published.');
    expect(idOf(studio)).toMatch(/^n-\d{4}-/);
    // The editor shows the draft as the news list will.
    await expect(studio.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: heading })).toBeVisible();
    await page.goto('/news');
    await expect(page.getByText(heading)).toHaveCount(0);
    // Preview: the draft at its own page's address, for staff only; the list shows it first too.
    await studio.getByRole('link', { name: 'Preview', exact: true }).click();
    await expect(studio).toHaveURL(/\/news\/n-\d{4}-/);
    await expect(studio.getByRole('complementary', { name: 'Preview' })).toContainText('Preview of the latest draft.');
    await expect(studio.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(studio.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const draftPath = new URL(studio.url()).pathname;
    expect((await page.goto(draftPath))?.status()).toBe(404);
    await studio.goto('/news');
    await expect(studio.getByRole('main').getByRole('heading', { name: heading })).toBeVisible();
    const previewCache = (await studio.request.get('/news')).headers()['cache-control'] ?? '';
    expect(previewCache).not.toMatch(/s-maxage|public/);
    await page.goto('/news');
    await expect(page.getByText(heading)).toHaveCount(0);
    await studio.goto(draftPath);
    await studio.getByRole('link', { name: 'Leave preview' }).click();
    await expect(studio).toHaveURL(/\/studio\/news\/n-/);
    // A draft is in no site search; staff find it in the studio by its heading's words.
    const editor = studio.url();
    await studio.goto('/studio');
    await studio.getByRole('search', { name: 'Find and filter the items' }).getByLabel('Heading words').fill(heading.toUpperCase());
    await studio.getByRole('search', { name: 'Find and filter the items' }).getByRole('button', { name: 'Show' }).click();
    await expect(studio.getByRole('region', { name: /^In the studio, matching/ }).getByRole('row').filter({ hasText: heading })).toContainText('Draft');
    await studio.goto(editor);

    await studio.getByRole('button', { name: 'Publish' }).click();
    await expect(status(studio)).toHaveText('Published. The news item is on the public site.');
    await page.goto('/news');
    await expect(page.getByTestId('news-list').getByRole('heading', { name: heading })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect
      .poll(async () => {
        await page.goto(`/search?q=${encodeURIComponent(heading)}`);
        return page.getByRole('main').getByRole('link', { name: heading }).count();
      })
      .toBeGreaterThan(0);
    // Staff find it in the studio's list of published news.
    await studio.goto('/studio?kind=news');
    await expect(studio.getByRole('region', { name: 'Published news' }).getByRole('link', { name: heading })).toBeVisible();
    await expect(studio.getByRole('region', { name: 'In the studio' }).getByRole('row').filter({ hasText: heading })).toContainText('News item');
    await studio.getByRole('region', { name: 'Published news' }).getByRole('link', { name: heading }).click();

    const itemPath = await studio.getByRole('link', { name: 'View on the site' }).getAttribute('href');
    expect(itemPath).toMatch(/^\/news\/n-\d{4}-/);
    await page.goto(itemPath!);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('article')).toContainText('Two more crackers close in Europe.');

    await confirmed(studio, 'Withdraw');
    await expect(status(studio)).toHaveText('Withdrawn. The news item is no longer on the public site, and its address answers 410 Gone.');
    const gone = await page.goto(itemPath!);
    expect(gone?.status()).toBe(410);
    await expect(page.getByRole('heading', { name: 'This news item has been withdrawn' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'All news' })).toBeVisible();
    await page.goto('/news');
    await expect(page.getByText(heading)).toHaveCount(0);
  });

  test('a publisher writes an event with pasted HTML, previews it at its address, publishes and withdraws it (410)', async ({ browser, page }) => {
    const studio = await staffPage(browser, 'publisher', 'Eve Events');
    await studio.goto('/studio/events/new');
    const heading = `Polymers summit ${Date.now().toString(36)}`;
    await fillEvent(studio, heading);
    // Times are checked on the server: an end before the start saves nothing.
    await studio.getByLabel('Ends (UTC)').fill('2031-05-19T17:00');
    await studio.getByRole('button', { name: 'Save draft' }).click();
    await expect(studio.getByLabel('Ends (UTC)')).toHaveAccessibleDescription('The event cannot end before it starts.');
    await expect(studio).toHaveURL(/\/studio\/events\/new$/);
    await expect(studio.getByLabel('Heading')).toHaveValue(heading);
    await studio.getByLabel('Ends (UTC)').fill('2031-05-21T17:00');
    await studio.getByRole('button', { name: 'Save draft' }).click();
    await expect(status(studio)).toHaveText('Draft saved. The public site is unchanged until the event is published.');
    const id = idOf(studio);
    expect(id).toMatch(/^e-\d{4}-/);
    expect((await page.goto(`/events/${id}`))?.status()).toBe(404);

    // Preview: the draft at its own address, for staff only, noindex.
    await studio.getByRole('link', { name: 'Preview', exact: true }).click();
    await expect(studio).toHaveURL(new RegExp(`/events/${id}$`));
    await expect(studio.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(studio.getByRole('complementary', { name: 'Preview' })).toContainText('Preview of the latest draft.');
    await expect(studio.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect((await page.goto(`/events/${id}`))?.status()).toBe(404);
    await studio.getByRole('link', { name: 'Leave preview' }).click();
    await expect(studio).toHaveURL(new RegExp(`/studio/events/${id}$`));

    await studio.getByRole('button', { name: 'Publish' }).click();
    await expect(status(studio)).toHaveText('Published. The event is on the public site.');
    const eventPage = await page.goto(`/events/${id}`);
    expect(eventPage?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const html = await eventPage!.text();
    expect(html).not.toContain('window.pwned');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('https://example.org/agenda');
    expect(html).toContain('Congress Centre');
    // What staff entered is what the page says: when, where, and where to register.
    await expect(page.getByRole('article').locator('dl')).toContainText('20 May 2031, 09:00 to 21 May 2031, 17:00 UTC');
    await expect(page.getByRole('article').locator('dl').getByRole('link', { name: 'Register' })).toHaveAttribute('href', 'https://example.org/register');
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    expect(await studio.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    await page.goto('/events');
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    await expect.poll(async () => (await (await page.request.get('/sitemap.xml')).text()).includes(id)).toBe(true);

    await confirmed(studio, 'Withdraw');
    await expect(status(studio)).toHaveText('Withdrawn. The event is no longer on the public site, and its address answers 410 Gone.');
    const gone = await page.goto(`/events/${id}`);
    expect(gone?.status()).toBe(410);
    await expect(page.getByRole('heading', { name: 'This event has been withdrawn' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'All events' })).toBeVisible();
    await page.goto('/events');
    await expect(page.getByText(heading)).toHaveCount(0);

    await studio.getByRole('button', { name: 'Publish' }).click();
    await expect(status(studio)).toHaveText('Published. The event is on the public site.');
    expect((await page.goto(`/events/${id}`))?.status()).toBe(200);
    await confirmed(studio, 'Withdraw');
    await expect(status(studio)).toHaveText(/^Withdrawn\./);
  });

  test('a publisher writes, previews, publishes and withdraws a job opening (410); the careers page follows', async ({ browser, page }) => {
    const studio = await staffPage(browser, 'publisher', 'Olga Openings');
    await studio.goto('/studio/openings/new');
    const heading = `Process Chemist ${Date.now().toString(36)}`;
    await studio.getByLabel('Heading').fill(heading);
    await studio.getByLabel('Apply at (https address)').fill('javascript:alert(1)');
    await studio.getByLabel('Overview').fill('Scale up our clients’ processes.');
    await studio.getByLabel('Responsibilities (one a line)').fill('Run pilot trials\nWrite scale-up reports');
    await studio.getByLabel('Required qualifications (one a line)').fill('A degree in chemical engineering');
    await studio.getByLabel('Country').fill('DE');
    // The browser's own check (type=url) is left out: the server refuses it all the same.
    await studio.getByRole('form', { name: 'Job opening' }).evaluate((form: HTMLFormElement) => (form.noValidate = true));
    await studio.getByRole('button', { name: 'Save draft' }).click();
    await expect(studio.getByLabel('Apply at (https address)')).toHaveAccessibleDescription('Give the https address where candidates apply.');
    await studio.getByLabel('Apply at (https address)').fill('https://forms.example.com/apply/process-chemist');
    await studio.getByRole('button', { name: 'Save draft' }).click();
    await expect(status(studio)).toHaveText('Draft saved. The public site is unchanged until the job opening is published.');
    const id = idOf(studio);
    expect(id).toMatch(/^j-\d{4}-/);
    expect((await page.goto(`/careers/${id}`))?.status()).toBe(404);

    await studio.getByRole('link', { name: 'Preview', exact: true }).click();
    await expect(studio.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(studio.getByRole('complementary', { name: 'Preview' })).toContainText('Preview of the latest draft.');
    await expect(studio.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await studio.getByRole('link', { name: 'Back to the editor' }).click();

    await studio.getByRole('button', { name: 'Publish' }).click();
    await expect(status(studio)).toHaveText('Published. The job opening is on the public site.');
    const opening = await page.goto(`/careers/${id}`);
    expect(opening?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText('Write scale-up reports')).toBeVisible();
    await page.goto('/careers');
    await expect(page.getByText(heading).first()).toBeVisible();

    await confirmed(studio, 'Withdraw');
    await expect(status(studio)).toHaveText('Withdrawn. The job opening is no longer on the public site, and its address answers 410 Gone.');
    const gone = await page.goto(`/careers/${id}`);
    expect(gone?.status()).toBe(410);
    await expect(page.getByRole('heading', { name: 'This opening has been withdrawn' })).toBeVisible();
    await page.goto('/careers');
    await expect(page.getByText(heading)).toHaveCount(0);
  });

  test('a publisher writes a compendium, sees its card, publishes it to its vertical’s page and withdraws it', async ({ browser, page }) => {
    const studio = await staffPage(browser, 'publisher', 'Cora Compendium');
    await studio.goto('/studio/compendiums/new');
    const heading = `Tyre Chemicals Compendium ${Date.now().toString(36)}`;
    await studio.getByLabel('Heading', { exact: true }).fill(heading);
    await studio.getByLabel('Subheading').fill('Accelerators, antidegradants and silica');
    await studio.getByLabel('Description').fill('Demand, capacity and prices for tyre chemicals to 2032.');
    await studio.getByLabel('Vertical').selectOption('Mobility');
    await studio.getByLabel('PDF').selectOption('/compendiums/tyre-rubber-chemicals-2025.pdf');
    await chooseImage(studio, 'Logo', 'mobility.svg');
    await studio.getByRole('button', { name: 'Save draft' }).click();
    await expect(status(studio)).toHaveText('Draft saved. The public site is unchanged until the compendium is published.');
    expect(idOf(studio)).toMatch(/^c-\d{4}-/);
    await expect(studio.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: heading })).toBeVisible();
    await page.goto('/mobility');
    await expect(page.getByText(heading)).toHaveCount(0);
    // Preview: first among its vertical's compendiums, on the vertical's page.
    await studio.getByRole('link', { name: 'Preview', exact: true }).click();
    await expect(studio).toHaveURL(/\/mobility#compendium-heading$/);
    await expect(studio.getByTestId('compendiums').getByRole('article').first()).toContainText(heading);
    await expect(studio.getByRole('complementary', { name: 'Preview' })).toContainText('Preview of the latest draft.');
    await page.goto('/mobility');
    await expect(page.getByText(heading)).toHaveCount(0);
    await studio.getByRole('link', { name: 'Leave preview' }).click();
    await expect(studio).toHaveURL(/\/studio\/compendiums\/c-/);

    await studio.getByRole('button', { name: 'Publish' }).click();
    await expect(status(studio)).toHaveText('Published. The compendium is on the public site.');
    await page.goto('/mobility');
    const card = page.getByTestId('compendiums').getByRole('article').filter({ hasText: heading });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: /Download PDF/ })).toHaveAttribute('href', '/compendiums/tyre-rubber-chemicals-2025.pdf');
    // No site search for compendiums: the studio lists them, newest first.
    await studio.goto('/studio?kind=compendiums');
    await expect(studio.getByRole('search', { name: 'Published compendiums' })).toHaveCount(0);
    await studio.getByRole('region', { name: 'Published compendiums' }).getByRole('link', { name: heading }).click();

    await confirmed(studio, 'Withdraw');
    await expect(status(studio)).toHaveText('Withdrawn. The compendium is no longer on the public site.');
    await page.goto('/mobility');
    await expect(page.getByText(heading)).toHaveCount(0);
  });

  test('a publisher edits a page’s banner; a second banner for the same page is refused', async ({ browser, page }) => {
    const studio = await staffPage(browser, 'publisher', 'Bea Banners');
    await studio.goto('/studio/banners/new');
    await studio.getByLabel('Heading').fill('A second Mobility banner');
    await studio.getByLabel('Page').selectOption('Mobility');
    await chooseImage(studio, 'Image', 'mobility.jpg');
    await studio.getByLabel(/^Link/).fill('/mobility');
    await studio.getByRole('button', { name: 'Publish' }).click();
    await expect(studio.getByRole('main').getByRole('alert')).toHaveText('Another banner heads that page: edit that one, or withdraw it first.');
    await expect(studio).toHaveURL(/\/studio\/banners\/new$/);

    await studio.goto('/studio?kind=banners');
    await studio.getByRole('region', { name: 'Published banners' }).getByRole('link', { name: 'Mobility', exact: true }).click();
    await expect(studio).toHaveURL(/\/studio\/banners\/bn-mobility$/);
    const original = await studio.getByLabel('Heading').inputValue();
    const heading = `Lighter, electric ${Date.now().toString(36)}`;
    await studio.getByLabel('Heading').fill(heading);
    await studio.getByRole('button', { name: 'Save draft' }).click();
    await expect(status(studio)).toHaveText('Draft saved. The public site is unchanged until the banner is published.');
    await expect(studio.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: heading })).toBeVisible();
    await page.goto('/mobility');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(heading);
    // Preview: the draft as its page's hero, for staff only.
    await studio.getByRole('link', { name: 'Preview', exact: true }).click();
    await expect(studio).toHaveURL(/\/mobility$/);
    await expect(studio.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(studio.getByRole('complementary', { name: 'Preview' })).toContainText('Preview of the latest draft.');
    await studio.getByRole('link', { name: 'Leave preview' }).click();
    await expect(studio).toHaveURL(/\/studio\/banners\/bn-mobility$/);

    await studio.getByRole('button', { name: 'Publish' }).click();
    await expect(status(studio)).toHaveText('Published. The banner is on the public site.');
    await page.goto('/mobility');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();

    // Put back as it was.
    await studio.getByLabel('Heading').fill(original);
    await studio.getByRole('button', { name: 'Publish' }).click();
    // The notice reads as after the first publication: the draft's preview shows when this one is in.
    await expect(studio.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: original })).toBeVisible();
    await expect(status(studio)).toHaveText('Published. The banner is on the public site.');
    await page.goto('/mobility');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(heading);
  });

  test('an event written before the studio opens in its editor with its fields', async ({ browser }) => {
    const studio = await staffPage(browser, 'editor', 'Ed Events');
    await studio.goto('/studio?kind=events');
    await studio.getByRole('region', { name: 'Published events' }).getByRole('link').first().click();
    await expect(studio).toHaveURL(/\/studio\/events\/e-/);
    await expect(studio.getByLabel('Heading')).not.toHaveValue('');
    await expect(studio.getByLabel('Starts (UTC)')).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/);
    // An editor saves drafts only.
    await expect(studio.getByRole('button', { name: 'Save draft' })).toBeVisible();
    await expect(studio.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  });

  test('an editor cannot publish news; a reader reaches no news or event page or action', async ({ browser, baseURL }) => {
    const editor = await staffPage(browser, 'editor', 'Ed Itor');
    await editor.goto('/studio/news/new');
    await expect(editor.getByRole('button', { name: 'Publish' })).toHaveCount(0);
    const editorCookie = (await editor.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const submitItem = findServerAction(/^submitItem$/)!;
    const fields = { kind: 'news', id: '', version: '0', heading: 'Editor published this', text: 'x', category: 'Mobility' };
    expect((await callServerAction(baseURL!, submitItem, { ...fields, intent: 'publish' }, null, editorCookie)).body).toContain('Your role does not allow this.');

    const email = uniqueEmail('studio-kinds-reader');
    await createAccount(email);
    const reader = await (await browser.newContext()).newPage();
    await logIn(reader, email);
    for (const path of ['/studio/news/new', '/studio/events/new', '/studio/news/n-2026-rpet-premium-widens', '/studio/events/e-2027-specialty-polymers-summit-dusseldorf/history']) {
      expect((await reader.goto(path))?.status(), path).toBe(404);
    }
    const readerCookie = (await reader.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    expect((await callServerAction(baseURL!, submitItem, { ...fields, intent: 'save' }, null, readerCookie)).body).toContain('Your role does not allow this.');
    expect((await callServerAction(baseURL!, submitItem, { kind: 'event', id: '', version: '0', intent: 'save', heading: 'Reader event' }, null, readerCookie)).body).toContain('Your role does not allow this.');
    expect((await reader.request.get('/studio/preview/e-2027-specialty-polymers-summit-dusseldorf', { maxRedirects: 0 })).status()).toBe(404);
  });
});
