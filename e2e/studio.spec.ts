import { expect, test, type Page } from '@playwright/test';
import { ROLE_UNCONFIRMED } from '../lib/studio/input';
import { confirmationLink, createAccount, grantRole, logIn, uniqueEmail } from './support/accounts';
import { callServerAction, findServerAction } from './support/server-actions';
import { chooseImage, confirmed, idOf, pasteHtml, staffPage } from './support/studio';

// The studio (/studio): staff write, publish and withdraw insights; readers and visitors reach
// none of it. Roles are granted with the project's own command, as an admin does.

const PASTED = [
  '<p>Demand for <strong>bio-based solvents</strong> is rising.</p>',
  '<script>window.pwned = 1</script>',
  '<img src="/images/blogs/bio-based-surfactants.jpg" onerror="window.pwned = 2" alt="Solvent plant">',
  '<p><a href="javascript:window.pwned=3">Read more</a> or <a href="https://example.org/report">the report</a>.</p>',
].join('');

async function fillInsight(page: Page, heading: string, { body = PASTED, scripts = true } = {}) {
  await page.getByLabel('Heading').fill(heading);
  await page.getByLabel('Summary').fill('Which bio-based solvents win share, and where.');
  // Without scripts the body is a text area of HTML; with them, the rich-text editor.
  if (scripts) await pasteHtml(page, 'Body', body);
  else await page.getByLabel('Body (HTML)').fill(body);
  await page.getByLabel('Vertical').selectOption('Speciality Polymers');
  await page.getByLabel('Topic').selectOption('Specialty Polymers');
  await page.getByLabel('Type').selectOption('Article');
  await page.getByLabel('Author').selectOption('Pieter van Dijk');
  await chooseImage(page, 'Image', 'bio-based-surfactants.jpg');
}


test.describe('studio', () => {
  test('the studio has a frame of its own: its sections and who is signed in, none of the public site’s chrome', async ({ browser }) => {
    const studio = await staffPage(browser, 'publisher', 'Fran Frame');
    for (const path of ['/studio', '/studio/queries', '/studio/activity']) {
      await studio.goto(path);
      const sections = studio.getByRole('navigation', { name: 'Studio' });
      await expect(sections.getByRole('link', { name: 'Queries' })).toBeVisible();
      await expect(sections.getByRole('link', { name: 'Activity' })).toBeVisible();
      // Roles are for admins: a publisher is not offered them.
      await expect(sections.getByRole('link', { name: 'Staff roles' })).toHaveCount(0);
      await expect(studio.getByText('Fran Frame (publisher)')).toBeVisible();
      await expect(studio.getByTestId('site-header')).toHaveCount(0);
      await expect(studio.getByRole('contentinfo')).toHaveCount(0);
      await expect(studio.getByText('Looking for a strategic thought partner?')).toHaveCount(0);
      await expect(studio.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);
    }
    // At a phone's width the bar wraps; it never pushes the page sideways.
    await studio.setViewportSize({ width: 390, height: 800 });
    await studio.goto('/studio/queries');
    expect(await studio.locator('header').evaluate((header) => header.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(studio.getByRole('button', { name: 'Log out' })).toBeVisible();
    await studio.setViewportSize({ width: 1280, height: 800 });

    // The public pages keep theirs; a staff member's account page leads back to the studio.
    await studio.getByRole('link', { name: 'View the site' }).click();
    await expect(studio.getByTestId('site-header')).toBeVisible();
    await expect(studio.getByRole('contentinfo')).toBeVisible();
    await studio.goto('/account');
    await studio.getByRole('link', { name: 'open the studio' }).click();
    await expect(studio).toHaveURL(/\/studio$/);
    await expect(studio.getByRole('heading', { level: 1, name: 'Studio' })).toBeVisible();

    // Log out from the studio's bar: the session ends, and the studio asks for a log-in again.
    await studio.getByRole('button', { name: 'Log out' }).click();
    await expect(studio).toHaveURL(/\/$/);
    await studio.goto('/studio');
    await expect(studio).toHaveURL(/\/login\?next=%2Fstudio$/);
  });

  test('a signed-out visitor is sent to log in, and a reader finds no studio page or action', async ({ page, baseURL }) => {
    await page.goto('/studio');
    await expect(page).toHaveURL(/\/login\?next=%2Fstudio$/);

    const email = uniqueEmail('studio-reader');
    await createAccount(email);
    await logIn(page, email);
    for (const path of ['/studio', '/studio/insights/new', '/studio/insights/b-2026-european-cracker-rationalisation']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const action = findServerAction(/^submitItem$/)!;
    const refused = await callServerAction(baseURL!, action, { kind: 'insight', intent: 'save', id: '', version: '0', heading: 'Reader wrote this', body: '<p>x</p>' }, null, cookie);
    expect(refused.body).toContain('Your role does not allow this.');
  });

  test('studio pages are noindex, private and under the nonce CSP', async ({ browser }) => {
    const page = await staffPage(browser, 'editor', 'Edith Editor');
    const response = await page.goto('/studio');
    expect(response?.headers()['cache-control']).toMatch(/private|no-store/);
    expect(response?.headers()['content-security-policy']).toMatch(/'nonce-/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 1, name: 'Studio' })).toBeVisible();
  });

  test('a publisher drafts, publishes, renames and withdraws an insight; the public site follows', async ({ browser, page }) => {
    const studio = await staffPage(browser, 'publisher', 'Paula Publisher');
    const heading = `Bio-based solvents ${Date.now().toString(36)}`;
    await studio.goto('/studio/insights/new');
    await fillInsight(studio, heading);
    await studio.getByRole('button', { name: 'Save draft' }).click();
    await expect(studio.getByRole('main').getByRole('status')).toHaveText('Draft saved. The public site is unchanged until the insight is published.');
    const id = idOf(studio);

    // A draft is nowhere public.
    expect((await page.goto(`/insights/x/${id}`))?.status()).toBe(404);
    await page.goto('/insights');
    await expect(page.getByText(heading)).toHaveCount(0);

    await studio.getByRole('button', { name: 'Publish' }).click();
    await expect(studio.getByRole('main').getByRole('status')).toHaveText('Published. The insight is on the public site.');
    const articlePath = await studio.getByRole('link', { name: 'View on the site' }).getAttribute('href');

    const article = await page.goto(articlePath!);
    expect(article?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const html = await article!.text();
    expect(html).not.toContain('window.pwned');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('https://example.org/report');
    expect(html).toContain('<strong>bio-based solvents</strong>');
    // Nothing pasted ran in the studio either (the editor parses a paste in an inert document).
    expect(await studio.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();

    await page.goto('/insights');
    await expect(page.getByRole('link', { name: heading }).first()).toBeVisible();
    await page.goto('/specialty-polymers');
    await expect(page.getByRole('link', { name: heading }).first()).toBeVisible();
    await page.goto('/authors/pieter-van-dijk');
    await expect(page.getByRole('link', { name: heading }).first()).toBeVisible();
    await expect.poll(async () => (await (await page.request.get('/feeds/insights.xml')).text()).includes(heading)).toBe(true);
    await expect.poll(async () => (await (await page.request.get('/sitemap.xml')).text()).includes(id)).toBe(true);
    await page.goto(`/search?q=${encodeURIComponent(heading)}`);
    await expect(page.getByRole('link', { name: heading }).first()).toBeVisible();
    // Staff find it in the studio by its words too, and open its editor.
    await studio.goto('/studio');
    await studio.getByRole('search', { name: 'Find and filter the items' }).getByLabel('Heading words').fill(heading);
    await studio.getByRole('search', { name: 'Find and filter the items' }).getByRole('button', { name: 'Show' }).click();
    await studio.getByRole('region', { name: /^In the studio, matching/ }).getByRole('link', { name: heading }).click();
    await expect(studio).toHaveURL(new RegExp(`/studio/insights/${id}$`));

    // A new heading: the old link answers one 308 to the new one.
    await studio.getByLabel('Heading').fill(`${heading} revised`);
    await studio.getByRole('button', { name: 'Publish' }).click();
    // The notice reads as before: the editor's heading says the new one is in.
    await expect(studio.getByRole('heading', { level: 1 })).toHaveText(`${heading} revised`);
    await expect(studio.getByRole('main').getByRole('status')).toHaveText('Published. The insight is on the public site.');
    const moved = await page.request.get(articlePath!, { maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    expect(moved.headers().location).toContain(encodeURIComponent(`${heading}-revised`.replace(/ /g, '-')));

    // Withdrawn: 410 Gone with a way on, and out of the lists.
    await confirmed(studio, 'Withdraw');
    await expect(studio.getByRole('main').getByRole('status')).toHaveText('Withdrawn. The insight is no longer on the public site, and its address answers 410 Gone.');
    const gone = await page.goto(articlePath!);
    expect(gone?.status()).toBe(410);
    await expect(page.getByRole('heading', { name: 'This article has been withdrawn' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'All insights' })).toBeVisible();
    await page.goto('/insights');
    await expect(page.getByText(heading)).toHaveCount(0);

    // Published again: back at its address, under its latest heading.
    await studio.getByRole('button', { name: 'Publish' }).click();
    await expect(studio.getByRole('main').getByRole('status')).toHaveText('Published. The insight is on the public site.');
    const back = await page.goto(articlePath!);
    expect(back?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: `${heading} revised` })).toBeVisible();
  });

  test('without scripts: the body is HTML in a text area, and what is pasted there is cleaned before it is kept or shown', async ({ browser }) => {
    const email = uniqueEmail('studio-nojs');
    await createAccount(email, { displayName: 'Plain Publisher', confirmed: true });
    grantRole(email, 'publisher');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const studio = await context.newPage();
    await logIn(studio, email);
    await studio.goto('/studio/insights/new');
    const heading = `Plain solvents ${Date.now().toString(36)}`;
    await fillInsight(studio, heading, { scripts: false });
    await studio.getByRole('button', { name: 'Save draft' }).click();
    await expect(studio.getByRole('main').getByRole('status')).toHaveText(/^Draft saved/);
    const kept = await studio.getByLabel('Body (HTML)').inputValue();
    expect(kept).toContain('<strong>bio-based solvents</strong>');
    expect(kept).not.toMatch(/script|onerror|javascript:/);

    await studio.getByRole('button', { name: 'Publish' }).click();
    await expect(studio.getByRole('main').getByRole('status')).toHaveText('Published. The insight is on the public site.');
    const article = await studio.request.get((await studio.getByRole('link', { name: 'View on the site' }).getAttribute('href'))!);
    const html = await article.text();
    expect(html).toContain(heading);
    expect(html).not.toMatch(/window\.pwned|javascript:/);
    await context.close();
  });

  test('a scheduled insight publishes itself at its time, when the scheduler calls, with nobody in the studio', async ({ browser, page }) => {
    test.slow(); // it waits for its time to come
    const studio = await staffPage(browser, 'publisher', 'Sam Scheduler');
    await studio.goto('/studio/insights/new');
    const heading = `Scheduled solvents ${Date.now().toString(36)}`;
    await fillInsight(studio, heading);
    const utc = (at: number) => new Date(at).toISOString().slice(0, 19);
    await studio.getByLabel('Publish at (UTC)').fill(utc(Date.now() - 60_000));
    await studio.getByRole('button', { name: 'Schedule' }).click();
    await expect(studio.getByLabel('Publish at (UTC)')).toHaveAccessibleDescription('Choose a time to publish at that is still to come.');

    const at = Date.now() + 15_000;
    await studio.getByLabel('Publish at (UTC)').fill(utc(at));
    await studio.getByRole('button', { name: 'Schedule' }).click();
    await expect(studio.getByRole('main').getByRole('status')).toHaveText(/^Scheduled\. The insight publishes itself/);
    await expect(studio.getByText(/^Scheduled for /)).toBeVisible();
    const id = idOf(studio);
    await studio.close();

    // An editor, who cannot publish, changes it after the schedule: what goes out stays the publisher's.
    const editor = await staffPage(browser, 'editor', 'Eddie Editor');
    await editor.goto(`/studio/insights/${id}`);
    await editor.getByLabel('Heading').fill(`Unapproved ${heading}`);
    await editor.getByRole('button', { name: 'Save draft' }).click();
    await expect(editor.getByRole('main').getByRole('status')).toHaveText(/^Draft saved/);
    await expect(editor.getByText(/^The schedule publishes version \d+, the one a publisher scheduled\./)).toBeVisible();
    await editor.close();

    const run = async () => {
      const response = await page.request.post('/api/scheduled-publishing', { headers: { authorization: 'Bearer e2e-alerts-token-not-a-secret' } });
      expect(response.status()).toBe(200);
      return ((await response.json()) as { published: number }).published;
    };
    expect((await page.request.post('/api/scheduled-publishing')).status()).toBe(401);
    await run();
    expect((await page.request.get(`/insights/x/${id}`, { maxRedirects: 0 })).status()).toBe(404);
    await page.waitForTimeout(Math.max(0, at - Date.now() + 500));
    expect(await run()).toBeGreaterThanOrEqual(1);
    const article = await page.request.get(`/insights/x/${id}`);
    expect(article.status()).toBe(200);
    expect(await article.text()).toContain(heading);
    expect(await article.text()).not.toContain('Unapproved');
    await page.goto('/insights');
    await expect(page.getByRole('link', { name: heading }).first()).toBeVisible();
  });

  test('preview: staff see the latest draft at its public address, noindex; visitors see the published copy or nothing', async ({ browser, page }) => {
    const studio = await staffPage(browser, 'publisher', 'Petra Preview');
    await studio.goto('/studio/insights/new');
    const heading = `Previewed solvents ${Date.now().toString(36)}`;
    await fillInsight(studio, heading);
    await studio.getByRole('button', { name: 'Save draft' }).click();
    await expect(studio.getByRole('main').getByRole('status')).toHaveText(/^Draft saved/);
    const id = idOf(studio);

    await studio.getByRole('link', { name: 'Preview', exact: true }).click();
    await expect(studio.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(studio.getByRole('complementary', { name: 'Preview' })).toContainText('Preview of the latest draft.');
    await expect(studio.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const draftPath = new URL(studio.url()).pathname;
    expect((await page.goto(draftPath))?.status()).toBe(404);

    // Published, then changed in a draft: the preview shows the change, visitors the published copy.
    await studio.getByRole('link', { name: 'Back to the editor' }).click();
    await studio.getByRole('button', { name: 'Publish' }).click();
    await expect(studio.getByRole('main').getByRole('status')).toHaveText('Published. The insight is on the public site.');
    await studio.getByLabel('Summary').fill('A change not yet published.');
    await studio.getByRole('button', { name: 'Save draft' }).click();
    await expect(studio.getByRole('main').getByRole('status')).toHaveText(/^Draft saved/);
    await studio.goto(`/studio/preview/${id}`);
    await expect(studio.locator('meta[name="description"]')).toHaveAttribute('content', 'A change not yet published.');
    await page.goto(draftPath);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Which bio-based solvents win share, and where.');
    await expect(page.getByRole('complementary', { name: 'Preview' })).toHaveCount(0);

    await studio.getByRole('link', { name: 'Leave preview' }).click();
    await expect(studio).toHaveURL(new RegExp(`/studio/insights/${id}$`));
    await studio.goto(draftPath);
    await expect(studio.getByRole('complementary', { name: 'Preview' })).toHaveCount(0);

    // Nobody else turns a preview on.
    expect((await page.request.get(`/studio/preview/${id}`, { maxRedirects: 0 })).status()).toBe(404);
  });

  test('history lists every version and restores one as the newest draft; the activity log says who published', async ({ browser }) => {
    const studio = await staffPage(browser, 'publisher', 'Hana History');
    await studio.goto('/studio/insights/new');
    const heading = `Versioned solvents ${Date.now().toString(36)}`;
    await fillInsight(studio, heading);
    await studio.getByRole('button', { name: 'Save draft' }).click();
    await expect(studio.getByRole('main').getByRole('status')).toHaveText(/^Draft saved/);
    await studio.getByLabel('Heading').fill(`${heading} v2`);
    await studio.getByRole('button', { name: 'Publish' }).click();
    await expect(studio.getByRole('heading', { level: 1 })).toHaveText(`${heading} v2`);

    await studio.getByRole('link', { name: 'History' }).click();
    await expect(studio.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
    const rows = studio.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('Published');
    await expect(rows.nth(1)).toContainText('Hana History');
    await expect(rows.nth(2)).toContainText('Saved');
    await studio.getByRole('button', { name: 'Restore version 1' }).click();
    await expect(studio.getByRole('main').getByRole('status')).toHaveText(/^Restored as the newest draft/);
    await expect(studio.getByLabel('Heading')).toHaveValue(heading);
    await expect(studio.getByText('Published, with unpublished changes')).toBeVisible();

    await studio.goto('/studio/activity');
    await expect(studio.getByRole('listitem').filter({ hasText: `Hana History published ${heading} v2` })).toBeVisible();
  });

  test('an admin grants and takes away roles in the studio; each counts from the next request', async ({ browser, baseURL }) => {
    const admin = await staffPage(browser, 'admin', 'Ada Admin');
    const email = uniqueEmail('studio-granted');
    await createAccount(email, { displayName: 'Gina Granted' });
    const person = await (await browser.newContext()).newPage();
    await logIn(person, email);
    expect((await person.goto('/studio'))?.status()).toBe(404);

    await admin.goto('/studio');
    await admin.getByRole('link', { name: 'Staff roles' }).click();
    const form = admin.getByRole('form', { name: 'Staff role' });
    await form.getByLabel('E-mail address').fill(email);
    await form.getByLabel('Role').selectOption('publisher');
    // Whoever signed up as the address has not proven it: no role (a stranger may pre-register a new hire's address).
    await form.getByRole('button', { name: 'Save role' }).click();
    await expect(form.getByRole('alert')).toHaveText(ROLE_UNCONFIRMED(email));
    expect((await person.goto('/studio'))?.status()).toBe(404);
    // The owner sends themselves a link from the account page and follows it from the mailbox.
    await person.goto('/account');
    await person.getByRole('button', { name: 'Send the link again' }).click();
    await expect(person.getByRole('status').filter({ hasText: 'We have mailed you a new confirmation link.' })).toBeVisible();
    await person.goto(await confirmationLink(email));
    await expect(person.getByRole('status').filter({ hasText: 'Your e-mail address is confirmed.' })).toBeVisible();
    await form.getByRole('button', { name: 'Save role' }).click();
    await expect(form.getByRole('status')).toHaveText(`${email} is now a publisher, from their next request.`);
    const holders = admin.getByRole('region', { name: 'Who holds a role' });
    await expect(holders.getByRole('row').filter({ hasText: email })).toContainText('publisher');
    await expect(holders.getByRole('row').filter({ hasText: email })).toContainText('Ada Admin');
    expect((await person.goto('/studio'))?.status()).toBe(200);
    await person.goto('/studio/insights/new');
    await expect(person.getByRole('button', { name: 'Publish' })).toBeVisible();

    await form.getByLabel('E-mail address').fill('nobody-here@example.com');
    await form.getByRole('button', { name: 'Save role' }).click();
    await expect(form.getByRole('alert')).toHaveText('No account has this address: the person signs up through /signup first.');

    // Taking a role away is on its holder's row, behind a question that names it.
    await holders.getByRole('row').filter({ hasText: email }).getByRole('button', { name: 'Take away' }).click();
    const dialog = admin.getByRole('dialog', { name: `Take away the publisher role of ${email}?` });
    await expect(dialog).toContainText('they can no longer open the studio');
    await dialog.getByRole('button', { name: 'Take away' }).click();
    await expect(admin.getByRole('main').getByRole('status')).toHaveText('The role is taken away, from their next request.');
    await expect(holders.getByRole('row').filter({ hasText: email })).toHaveCount(0);
    expect((await person.goto('/studio'))?.status()).toBe(404);

    await admin.goto('/studio/activity');
    await expect(admin.getByRole('listitem').filter({ hasText: `Ada Admin revoked the role of ${email}` })).toBeVisible();
    await expect(admin.getByRole('listitem').filter({ hasText: `Ada Admin granted a role: ${email} (publisher)` })).toBeVisible();

    // A publisher reaches neither the page nor the action.
    const publisher = await staffPage(browser, 'publisher', 'Not Admin');
    expect((await publisher.goto('/studio/roles'))?.status()).toBe(404);
    const cookie = (await publisher.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const refused = await callServerAction(baseURL!, findServerAction(/^setStaffRole$/)!, { email, role: 'admin' }, null, cookie);
    expect(refused.body).toContain('Your role does not allow this.');
  });

  test("a visitor's own withdrawn-link headers change no page", async ({ request }) => {
    const headers = { 'x-missing-section': 'insights', 'x-missing-words': 'x', 'x-missing-gone': '1' };
    const list = await request.get('/insights', { headers });
    expect(list.status()).toBe(200);
    expect(await list.text()).not.toContain('This article has been withdrawn');
    const article = await request.get('/insights/x/b-2026-european-cracker-rationalisation', { headers, maxRedirects: 0 });
    expect(article.status()).toBe(308);
    expect((await request.get('/withdrawn-link', { headers })).status()).toBe(404);
  });

  test('an editor saves drafts but cannot publish', async ({ browser, baseURL }) => {
    const studio = await staffPage(browser, 'editor', 'Edgar Editor');
    await studio.goto('/studio/insights/new');
    await expect(studio.getByRole('button', { name: 'Publish' })).toHaveCount(0);
    await expect(studio.getByRole('button', { name: 'Schedule' })).toHaveCount(0);
    await fillInsight(studio, `Editor's draft ${Date.now().toString(36)}`);
    await studio.getByRole('button', { name: 'Save draft' }).click();
    await expect(studio.getByRole('main').getByRole('status')).toHaveText(/^Draft saved/);
    const id = idOf(studio);

    const cookie = (await studio.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const action = findServerAction(/^submitItem$/)!;
    const refused = await callServerAction(baseURL!, action, { kind: 'insight', intent: 'publish', id, version: '1', heading: 'Sneaked out', body: '<p>x</p>' }, null, cookie);
    expect(refused.body).toContain('Your role does not allow this.');
    expect((await studio.request.get(`/insights/x/${id}`, { maxRedirects: 0 })).status()).toBe(404);
    // The activity log is for publishers and admins.
    expect((await studio.goto('/studio/activity'))?.status()).toBe(404);
  });

  test("the body editor's toolbar writes headings, lists, quotes and tables that are kept", async ({ browser }) => {
    const studio = await staffPage(browser, 'editor', 'Tool Editor');
    await studio.goto('/studio/insights/new');
    await fillInsight(studio, `Formatted ${Date.now().toString(36)}`, { body: '<p>Outlook</p>' });
    const editor = studio.getByRole('textbox', { name: 'Body', exact: true });
    const toolbar = studio.getByRole('toolbar', { name: 'Formatting' });
    await editor.getByText('Outlook').click();
    await toolbar.getByRole('button', { name: 'Heading', exact: true }).click();
    await expect(toolbar.getByRole('button', { name: 'Heading', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await studio.keyboard.press('End');
    await studio.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
    await expect(toolbar.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true');
    await studio.keyboard.type('Demand');
    await studio.keyboard.press('Enter');
    await studio.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: 'Quote' }).click();
    await expect(toolbar.getByRole('button', { name: 'Quote' })).toHaveAttribute('aria-pressed', 'true');
    await studio.keyboard.type('Prices follow energy.');
    await studio.keyboard.press('Enter');
    await studio.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: 'Table' }).click();
    await studio.getByRole('button', { name: 'Save draft' }).click();
    await expect(studio.getByRole('main').getByRole('status')).toHaveText(/^Draft saved/);
    const body = studio.getByRole('textbox', { name: 'Body', exact: true });
    await expect(body.locator('h2')).toHaveText('Outlook');
    await expect(body.locator('ul li')).toHaveText('Demand');
    await expect(body.locator('blockquote')).toHaveText('Prices follow energy.');
    await expect(body.locator('table th')).toHaveCount(3);
  });

  test('two people saving the same insight: the second gets a clear conflict and keeps their text', async ({ browser }) => {
    const first = await staffPage(browser, 'editor', 'First Editor');
    await first.goto('/studio/insights/new');
    await fillInsight(first, `Shared draft ${Date.now().toString(36)}`);
    await first.getByRole('button', { name: 'Save draft' }).click();
    await expect(first.getByRole('main').getByRole('status')).toHaveText(/^Draft saved/);
    const editor = first.url();

    const second = await staffPage(browser, 'editor', 'Second Editor');
    await second.goto(editor);
    await first.getByLabel('Summary').fill('The first editor’s summary.');
    await first.getByRole('button', { name: 'Save draft' }).click();
    await expect(first.getByRole('main').getByRole('status')).toHaveText(/^Draft saved/);

    await second.getByLabel('Summary').fill('The second editor’s summary.');
    await second.getByRole('button', { name: 'Save draft' }).click();
    await expect(second.getByRole('main').getByRole('alert')).toContainText('Someone else saved this insight after you opened it.');
    await expect(second.getByLabel('Summary')).toHaveValue('The second editor’s summary.');
    await first.reload();
    await expect(first.getByLabel('Summary')).toHaveValue('The first editor’s summary.');
  });

  test('a heading left empty or a vertical not on the list is refused and saves nothing', async ({ browser }) => {
    const studio = await staffPage(browser, 'editor', 'Careful Editor');
    await studio.goto('/studio/insights/new');
    await fillInsight(studio, 'x');
    await studio.getByLabel('Heading').fill('');
    await studio.getByRole('button', { name: 'Save draft' }).click();
    // The browser's own check stops an empty heading; past it (no validation), the server's message.
    await studio.getByRole('form', { name: 'Insight' }).evaluate((form) => ((form as HTMLFormElement).noValidate = true));
    await studio.getByRole('button', { name: 'Save draft' }).click();
    await expect(studio.getByRole('main').getByRole('alert')).toContainText('Give the insight a heading.');
    await expect(studio.getByLabel('Heading')).toHaveAccessibleDescription('Give the insight a heading.');
    await expect(studio.getByLabel('Heading')).toBeFocused();

    await studio.getByLabel('Heading').fill('A fine heading');
    await studio.getByLabel('Vertical').evaluate((select) => ((select as HTMLSelectElement).options[1]!.value = 'Astrology'));
    await studio.getByLabel('Vertical').selectOption({ index: 1 });
    await studio.getByRole('button', { name: 'Save draft' }).click();
    await expect(studio.getByRole('main').getByRole('alert')).toContainText('Choose one of the six verticals.');
    await expect(studio.getByLabel('Vertical')).toHaveAccessibleDescription('Choose one of the six verticals.');
    await expect(studio.getByRole('textbox', { name: 'Body', exact: true })).toContainText('Demand for bio-based solvents is rising.');
  });
});
