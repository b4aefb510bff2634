import { expect, test, type Page } from '@playwright/test';
import { confirmed, idOf, pasteHtml, staffPage } from './support/studio';

// What keeps a staff member's work and tells them where they stand: drafts that save with a heading
// alone and by themselves, a question before leaving unsaved work or doing something destructive,
// and every answer where the person is looking.

const answer = (page: Page) => page.locator('#done');

test.describe('studio editing', () => {
  test('a draft saves with its heading alone; Publish names what is missing beside its field, with focus there', async ({ browser }) => {
    const studio = await staffPage(browser, 'publisher', 'Hana Heading');
    await studio.goto('/studio/news/new');
    const heading = `Title alone ${Date.now().toString(36)}`;
    await studio.getByLabel('Heading').fill(heading);
    await studio.getByRole('button', { name: 'Save draft' }).click();
    await expect(answer(studio)).toHaveText('Draft saved. The public site is unchanged until the news item is published.');
    await expect(studio).toHaveURL(/\/studio\/news\/n-[\w-]+\?done=saved#done$/);
    // The answer sits beside the buttons, in view.
    await expect(answer(studio)).toBeInViewport();

    await studio.getByRole('button', { name: 'Publish' }).click();
    const text = studio.getByLabel('Text');
    await expect(text).toHaveAccessibleDescription('Write the text of the news item.');
    await expect(text).toBeFocused();
    await expect(text).toBeInViewport();
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await expect(studio.getByLabel('Heading')).toHaveValue(heading);

    await text.fill('Two more crackers close in Europe.');
    await studio.getByRole('button', { name: 'Publish' }).click();
    const category = studio.getByLabel('Category');
    await expect(category).toHaveAccessibleDescription('Choose a category from the list.');
    await expect(category).toBeFocused();
  });

  test('a schedule without a time is refused beside the time field, not at the top of the page', async ({ browser }) => {
    const studio = await staffPage(browser, 'publisher', 'Sol Schedule');
    await studio.goto('/studio/news/new');
    await studio.getByLabel('Heading').fill(`Scheduled news ${Date.now().toString(36)}`);
    await studio.getByLabel('Text').fill('A plant restarts.');
    await studio.getByLabel('Category').selectOption({ index: 1 });
    await studio.getByRole('button', { name: 'Schedule' }).click();
    const when = studio.getByLabel('Publish at (UTC)');
    await expect(when).toHaveAccessibleDescription('Give the date and time (UTC) to publish at.');
    await expect(when).toBeFocused();
    await expect(when).toBeInViewport();
  });

  test('typing saves itself a few seconds after it stops; the new item gets its address; a reload keeps the work', async ({ browser }) => {
    const studio = await staffPage(browser, 'editor', 'Ada Autosave');
    await studio.goto('/studio/insights/new');
    const heading = `Autosaved ${Date.now().toString(36)}`;
    await studio.getByLabel('Heading').fill(heading);
    await studio.getByLabel('Summary').fill('Typed, never saved by hand.');
    await expect(answer(studio)).toHaveText(/^Draft saved automatically\. \(\d\d:\d\d:\d\d UTC\)$/, { timeout: 15_000 });
    await expect(studio).toHaveURL(/\/studio\/insights\/b-[\w-]+$/);
    const id = idOf(studio);
    // More typing saves again, on top of the author's own autosave: never a conflict with themselves.
    await studio.getByLabel('Summary').fill('Typed twice, never saved by hand.');
    await expect(answer(studio)).toHaveText(/^Draft saved automatically\./, { timeout: 15_000 });
    await studio.getByRole('button', { name: 'Save draft' }).click();
    await expect(answer(studio)).toHaveText(/^Draft saved\. The public site/);
    await studio.reload();
    await expect(studio.getByLabel('Heading')).toHaveValue(heading);
    await expect(studio.getByLabel('Summary')).toHaveValue('Typed twice, never saved by hand.');
    expect(idOf(studio)).toBe(id);
  });

  test('leaving with unsaved changes asks first; Ctrl+S saves', async ({ browser }) => {
    const studio = await staffPage(browser, 'editor', 'Lee Leave');
    await studio.goto('/studio/news/new');
    await studio.getByLabel('Heading').fill(`Unsaved ${Date.now().toString(36)}`);
    const asked: string[] = [];
    studio.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await studio.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Queries' }).click();
    expect(asked).toEqual(['Leave this page? What you typed since the last save will be lost.']);
    await expect(studio).toHaveURL(/\/studio\/news\/new$/);
    await expect(studio.getByLabel('Heading')).toHaveValue(/^Unsaved/);

    await studio.getByLabel('Text').click();
    await studio.keyboard.press('ControlOrMeta+s');
    await expect(answer(studio)).toHaveText(/^Draft saved\. The public site/);
    // Saved: leaving asks nothing.
    await studio.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Queries' }).click();
    await expect(studio).toHaveURL(/\/studio\/queries$/);
  });

  test('going Back within the studio with unsaved changes asks first', async ({ browser }) => {
    const studio = await staffPage(browser, 'editor', 'Bea Back');
    const heading = `Back at once ${Date.now().toString(36)}`;
    await studio.goto('/studio');
    await studio.getByRole('link', { name: /^New news/ }).click();
    await expect(studio).toHaveURL(/\/studio\/news\/new$/);
    await studio.getByLabel('Heading').fill(heading);
    // Staying: the question is declined, and the typed heading is still there.
    const asked: string[] = [];
    studio.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await studio.evaluate(() => history.back());
    await expect.poll(() => asked).toEqual(['Leave this page? What you typed since the last save will be lost.']);
    await expect(studio).toHaveURL(/\/studio\/news\/new$/);
    await expect(studio.getByLabel('Heading')).toHaveValue(heading);
    // Leaving: the question is accepted, and Back goes back.
    studio.once('dialog', (dialog) => void dialog.accept());
    await studio.evaluate(() => history.back());
    await expect(studio).toHaveURL(/\/studio$/);
  });

  test('an image pasted from another site is left out of the body, with a message that says so', async ({ browser }) => {
    const studio = await staffPage(browser, 'editor', 'Pia Paste');
    await studio.goto('/studio/insights/new');
    await pasteHtml(studio, 'Body', '<p>Kept text.</p><img src="https://tracker.example/pixel.gif" alt="x"><img src="/images/blogs/bio-based-surfactants.jpg" alt="Ours">');
    const body = studio.getByRole('textbox', { name: 'Body', exact: true });
    await expect(body).toContainText('Kept text.');
    await expect(body.locator('img')).toHaveCount(1);
    await expect(body.locator('img')).toHaveAttribute('src', '/images/blogs/bio-based-surfactants.jpg');
    await expect(studio.getByRole('alert').filter({ hasText: 'An image from another site was left out of the paste' })).toBeVisible();
  });

  test('a full stop typed after a link stays outside it; a typed address becomes a link of its own', async ({ browser }) => {
    const studio = await staffPage(browser, 'editor', 'Lin Links');
    await studio.goto('/studio/insights/new');
    const body = studio.getByRole('textbox', { name: 'Body', exact: true });
    await body.click();
    await studio.keyboard.type('See the report');
    for (let step = 0; step < 'report'.length; step += 1) await studio.keyboard.press('Shift+ArrowLeft');
    studio.once('dialog', (dialog) => void dialog.accept('https://example.com/report'));
    await studio.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Link' }).click();
    await studio.keyboard.press('End');
    await studio.keyboard.type('. The data is at https://example.org/data and more.');
    await expect(body.getByRole('link')).toHaveText(['report', 'https://example.org/data']);
    await expect(body).toHaveText('See the report. The data is at https://example.org/data and more.');
  });

  test('withdrawing asks in a dialog that says what will happen; cancelling keeps it published', async ({ browser }) => {
    const studio = await staffPage(browser, 'publisher', 'Wim Withdraw');
    await studio.goto('/studio/news/new');
    const heading = `To withdraw ${Date.now().toString(36)}`;
    await studio.getByLabel('Heading').fill(heading);
    await studio.getByLabel('Text').fill('Short-lived news.');
    await studio.getByLabel('Category').selectOption({ index: 1 });
    await studio.getByRole('button', { name: 'Publish' }).click();
    await expect(answer(studio)).toHaveText('Published. The news item is on the public site.');

    await studio.getByRole('main').getByRole('button', { name: 'Withdraw', exact: true }).click();
    const dialog = studio.getByRole('dialog', { name: `Withdraw “${heading}” from the site?` });
    await expect(dialog).toContainText('It leaves the public site at once and its address answers 410 Gone, until it is published again.');
    await expect(dialog.getByRole('button', { name: 'Keep it published' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Keep it published' }).click();
    await expect(dialog).toBeHidden();
    await expect(studio.getByRole('main').getByText('Published', { exact: true })).toBeVisible();

    await confirmed(studio, 'Withdraw');
    await expect(answer(studio)).toHaveText('Withdrawn. The news item is no longer on the public site, and its address answers 410 Gone.');
  });
});

test.describe('the list', () => {
  test('filtered by kind and status; the ticked items publish at once, what is not ready is named; withdrawing asks first', async ({ browser }) => {
    const studio = await staffPage(browser, 'publisher', 'Bo Bulk');
    const run = Date.now().toString(36);
    const ready = `Ready news ${run}`;
    const unready = `Unready news ${run}`;
    await studio.goto('/studio/news/new');
    await studio.getByLabel('Heading').fill(ready);
    await studio.getByLabel('Text').fill('Ready to go.');
    await studio.getByLabel('Category').selectOption({ index: 1 });
    await studio.getByRole('button', { name: 'Save draft' }).click();
    await expect(answer(studio)).toHaveText(/^Draft saved\./);
    await studio.goto('/studio/news/new');
    await studio.getByLabel('Heading').fill(unready);
    await studio.getByRole('button', { name: 'Save draft' }).click();
    await expect(answer(studio)).toHaveText(/^Draft saved\./);

    await studio.goto('/studio');
    const filter = studio.getByRole('search', { name: 'Find and filter the items' });
    await filter.getByLabel('Kind').selectOption('news');
    await filter.getByLabel('Status').selectOption('draft');
    await filter.getByRole('button', { name: 'Show' }).click();
    await expect(studio).toHaveURL(/\/studio\?find=&only=news&status=draft&author=&vertical=$/);
    const list = studio.getByRole('form', { name: 'Publish or withdraw several items' });
    for (const row of await list.getByRole('row').all()) {
      const cells = await row.getByRole('cell').allTextContents();
      if (cells.length) expect(cells.slice(2, 4)).toEqual(['News item', 'Draft']);
    }
    await list.getByRole('checkbox', { name: `Tick “${ready}”` }).check();
    await list.getByRole('checkbox', { name: `Tick “${unready}”` }).check();
    await list.getByRole('button', { name: 'Publish the ticked items' }).click();
    await expect(list.getByRole('status')).toHaveText(`Published: 1 item. Left as it was: “${unready}”: Write the text of the news item.`);

    await studio.goto('/studio?only=news&status=published');
    await list.getByRole('checkbox', { name: `Tick “${ready}”` }).check();
    await list.getByRole('button', { name: 'Withdraw the ticked items' }).click();
    await studio.getByRole('dialog', { name: 'Withdraw the ticked items from the site?' }).getByRole('button', { name: 'Withdraw the ticked items' }).click();
    await expect(list.getByRole('status')).toHaveText('Withdrawn: 1 item.');
    await expect(list.getByRole('checkbox', { name: `Tick “${ready}”` })).toHaveCount(0);
  });

  test('one search finds drafts and published items by their headings, narrowed by kind, status, author and vertical', async ({ browser }) => {
    const studio = await staffPage(browser, 'editor', 'Fay Finder');
    const run = Date.now().toString(36);
    const heading = `Ethylene oxide outlook ${run}`;
    await studio.goto('/studio/insights/new');
    await studio.getByLabel('Heading').fill(heading);
    await studio.getByLabel('Vertical').selectOption('Mobility');
    await studio.getByLabel('Author').selectOption('Pieter van Dijk');
    await studio.getByRole('button', { name: 'Save draft' }).click();
    await expect(answer(studio)).toHaveText(/^Draft saved\./);

    const search = studio.getByRole('search', { name: 'Find and filter the items' });
    const show = async (values: { find?: string; only?: string; status?: string; author?: string; vertical?: string }) => {
      await studio.goto('/studio');
      if (values.find) await search.getByLabel('Heading words').fill(values.find);
      if (values.only) await search.getByLabel('Kind').selectOption(values.only);
      if (values.status) await search.getByLabel('Status').selectOption(values.status);
      if (values.author) await search.getByLabel('Author').selectOption(values.author);
      if (values.vertical) await search.getByLabel('Vertical').selectOption(values.vertical);
      await search.getByRole('button', { name: 'Show' }).click();
      return studio.getByRole('region', { name: /^In the studio/ });
    };
    // The draft, by its author and vertical, with or without words.
    let found = await show({ author: 'Pieter van Dijk', vertical: 'Mobility' });
    await expect(found.getByRole('row').filter({ hasText: heading })).toContainText('Draft');
    found = await show({ find: `outlook ${run}`, only: 'insights', author: 'Pieter van Dijk' });
    await expect(found.getByRole('link', { name: heading })).toBeVisible();
    found = await show({ author: 'Laura Jansen', vertical: 'Mobility' });
    await expect(found.getByRole('link', { name: heading })).toHaveCount(0);
    // A published insight the studio never saved (written before it) is found by the same box.
    found = await show({ find: 'cracker shake-out sites', author: 'Pieter van Dijk' });
    await expect(found.getByRole('row').filter({ hasText: 'Europe\'s Cracker Shake-Out' })).toContainText('Published');
    found = await show({ find: 'cracker shake-out sites', author: 'Ananya Mehra' });
    await expect(found).toContainText('No item’s heading holds all these words (of three letters or more) among the items chosen.');
    found = await show({ find: 'cracker shake-out sites', status: 'draft' });
    await expect(found.getByRole('link', { name: /Cracker Shake-Out/ })).toHaveCount(0);
  });

  test('an editor filters the list but has no boxes to tick', async ({ browser }) => {
    const studio = await staffPage(browser, 'editor', 'Ed NoBulk');
    await studio.goto('/studio?only=news');
    await expect(studio.getByRole('search', { name: 'Find and filter the items' })).toBeVisible();
    await expect(studio.getByRole('checkbox')).toHaveCount(0);
  });
});

test.describe('history', () => {
  test('any old version is compared with the current draft, word by word, and the page says which is which', async ({ browser }) => {
    const studio = await staffPage(browser, 'editor', 'Hal History');
    await studio.goto('/studio/news/new');
    await studio.getByLabel('Heading').fill(`Compared ${Date.now().toString(36)}`);
    await studio.getByLabel('Text').fill('Two crackers close in Europe.');
    await studio.getByRole('button', { name: 'Save draft' }).click();
    await expect(answer(studio)).toHaveText(/^Draft saved\./);
    await studio.getByLabel('Text').fill('Three crackers close in Europe this year.');
    await studio.getByRole('button', { name: 'Save draft' }).click();
    // The editor opens again at the new version.
    await expect(studio.locator('input[name="version"]')).toHaveValue('2');

    await studio.getByRole('link', { name: 'History' }).click();
    await expect(studio.getByRole('cell', { name: /\(current\)$/ })).toBeVisible();
    await studio.getByRole('link', { name: /^Compare version 1 with the current draft$/ }).click();
    const compared = studio.getByRole('region', { name: /^Version 1: saved by Hal History, .*, compared with the current draft$/ });
    await expect(compared.getByRole('heading', { name: 'Text' })).toBeVisible();
    await expect(compared.locator('h3 + p del')).toHaveText(['Two']);
    await expect(compared.locator('h3 + p ins')).toHaveText(['Three', ' this year']);
    // The heading did not change: it is not listed.
    await expect(compared.getByRole('heading', { name: 'Heading' })).toHaveCount(0);
  });
});

test.describe('search and sharing', () => {
  test('an insight’s own address, search title and description reach its page; the old address lands with one 308', async ({ browser, request }) => {
    const studio = await staffPage(browser, 'publisher', 'Sia Seo');
    await studio.goto('/studio/insights/new');
    const run = Date.now().toString(36);
    const heading = `US Ethane Imports: What Changes in 2027 ${run}`;
    await studio.getByLabel('Heading').fill(heading);
    await studio.getByLabel('Summary').fill('Where the ethane goes, and who pays for it.');
    await pasteHtml(studio, 'Body', '<p>Ethane exports keep rising.</p>');
    await studio.getByLabel('Vertical').selectOption('Petrochemicals & Downstream');
    await studio.getByLabel('Topic').selectOption('Petrochemicals & Downstream');
    await studio.getByLabel('Author').selectOption({ index: 1 });
    const sharing = studio.getByRole('group', { name: 'Search and sharing' });
    await sharing.getByLabel('Address').fill(`us-ethane-imports-${run}`);
    await sharing.getByLabel('Title in search results').fill('US ethane imports in 2027');
    await expect(sharing.getByLabel('Title in search results')).toHaveAccessibleDescription(/25 of 70 characters/);
    await sharing.getByLabel('Description in search results').fill('Who buys US ethane in 2027, and at what price.');
    await studio.getByRole('button', { name: 'Publish' }).click();
    await expect(answer(studio)).toHaveText('Published. The insight is on the public site.');
    const id = idOf(studio);
    const path = `/insights/us-ethane-imports-${run}/${id}`;
    await expect(studio.getByText(`Address: `)).toContainText(path);

    const page = await (await browser.newContext()).newPage();
    expect((await page.goto(path))?.status()).toBe(200);
    await expect(page).toHaveTitle(/^US ethane imports in 2027/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Who buys US ethane in 2027, and at what price.');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    // The summary is the article's standfirst.
    await expect(page.getByRole('main').getByText('Where the ethane goes, and who pays for it.')).toBeVisible();

    // The heading's own address (and, after a change, the old one) redirect once, permanently.
    const fromHeading = await request.get(`/insights/${encodeURIComponent(heading.replace(/\s/g, '-'))}/${id}`, { maxRedirects: 0 });
    expect(fromHeading.status()).toBe(308);
    expect(new URL(fromHeading.headers().location!, 'http://x').pathname).toBe(path);
    await studio.getByRole('group', { name: 'Search and sharing' }).getByLabel('Address').fill(`ethane-${run}`);
    await studio.getByRole('button', { name: 'Publish' }).click();
    await expect(answer(studio)).toHaveText('Published. The insight is on the public site.');
    await expect.poll(async () => (await request.get(path, { maxRedirects: 0 })).status(), { timeout: 10_000 }).toBe(308);
    expect(new URL((await request.get(path, { maxRedirects: 0 })).headers().location!, 'http://x').pathname).toBe(`/insights/ethane-${run}/${id}`);
  });

  test('an address that is not letters, digits and single hyphens is refused beside its field', async ({ browser }) => {
    const studio = await staffPage(browser, 'editor', 'Ari Address');
    await studio.goto('/studio/insights/new');
    await studio.getByLabel('Heading').fill(`Bad address ${Date.now().toString(36)}`);
    await studio.getByLabel('Address').fill('US Ethane: Imports');
    await studio.getByRole('button', { name: 'Save draft' }).click();
    await expect(studio.getByLabel('Address')).toHaveAccessibleDescription(/^Write the address with letters, digits and single hyphens/);
    await expect(studio.getByLabel('Address')).toBeFocused();
  });
});

test.describe('studio editing without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the dialog asks before a withdrawal with no script; a refusal shows beside its field', async ({ browser }) => {
    const studio = await staffPage(browser, 'publisher', 'Nia NoScript');
    await studio.goto('/studio/news/new');
    const heading = `No script ${Date.now().toString(36)}`;
    await studio.getByLabel('Heading').fill(heading);
    await studio.getByRole('button', { name: 'Publish' }).click();
    await expect(studio.getByLabel('Text')).toHaveAccessibleDescription('Write the text of the news item.');
    await expect(studio.getByRole('main').getByRole('alert')).toContainText('Write the text of the news item.');
    await expect(studio.getByLabel('Heading')).toHaveValue(heading);

    await studio.getByLabel('Text').fill('Without scripts.');
    await studio.getByLabel('Category').selectOption({ index: 1 });
    await studio.getByRole('button', { name: 'Publish' }).click();
    await expect(answer(studio)).toHaveText('Published. The news item is on the public site.');
    await studio.getByRole('main').getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(studio.getByRole('dialog')).toBeVisible();
    await studio.getByRole('dialog').getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(answer(studio)).toHaveText('Withdrawn. The news item is no longer on the public site, and its address answers 410 Gone.');
  });
});

test.describe('studio on a phone and a desktop', () => {
  for (const width of [390, 1280]) {
    test(`every studio page fits a ${width} px screen without sideways scrolling`, async ({ browser }) => {
      const studio = await staffPage(browser, 'admin', `Pat Phone ${width}`);
      await studio.setViewportSize({ width, height: 844 });
      // An item with a history, so its editor and history page are among them.
      await studio.goto('/studio/news/new');
      await studio.getByLabel('Heading').fill(`Fits a phone ${Date.now().toString(36)} with a long title that has to wrap somewhere`);
      await studio.getByRole('button', { name: 'Save draft' }).click();
      await expect(answer(studio)).toHaveText(/^Draft saved\./);
      const editor = new URL(studio.url()).pathname;
      const pages = ['/studio', '/studio?kind=events', editor, `${editor}/history`, '/studio/insights/new', '/studio/events/new', '/studio/openings/new', '/studio/comments', '/studio/queries', '/studio/images', '/studio/roles', '/studio/subscribers', '/studio/activity', '/studio/mail'];
      const wide: string[] = [];
      for (const path of pages) {
        await studio.goto(path);
        const overflow = await studio.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        if (overflow > 0) wide.push(`${path}: ${overflow} px too wide`);
      }
      expect(wide).toEqual([]);
    });
  }
});
