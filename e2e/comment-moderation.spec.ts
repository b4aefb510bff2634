import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { insightPath } from '../lib/text';
import { createAccount, grantRole, logIn, uniqueEmail } from './support/accounts';
import { callServerAction, findServerAction } from './support/server-actions';
import { addDocument, removeAddedDocuments, storedDocument } from './support/store';

// Staff moderate readers' comments from the studio (/studio/comments); readers report them from
// the article. Both work with plain forms, so with or without scripts.

/** Contexts a test opened itself: closed after it, so their pages' live streams do not hold this client's slots. */
const opened: BrowserContext[] = [];

test.afterEach(async () => {
  await removeAddedDocuments();
  for (const context of opened.splice(0)) await context.close();
});

async function signedIn(browser: Browser, tag: string, role?: 'editor'): Promise<Page> {
  const email = uniqueEmail(tag);
  await createAccount(email, { displayName: tag, confirmed: true });
  if (role) grantRole(email, role);
  const context = await browser.newContext();
  opened.push(context);
  const page = await context.newPage();
  await logIn(page, email);
  return page;
}

/** An insight nobody has opened yet (so no cached copy), with one comment. */
async function commentedInsight(text: string) {
  const id = `b-e2e-moderated-${Date.now()}`;
  const heading = `A moderated discussion ${Date.now()}`;
  await addDocument('blogs', id, { id, heading, author: 'Analyst', short: 'Moderated', description: '<p>Moderated.</p>', category: 'Mobility', date: '2019-01-01T00:00:00.000Z', pagetype: 'Mobility', insighttype: 'Article', isspotlight: 'false', comments: [] });
  await addDocument('insight_comments', `${id}~0`, { blogId: id, user: 'Spammer', comment: text, profilePic: '', date: new Date().toISOString(), status: 'shown' });
  return { id, heading, path: insightPath(heading, id) };
}

/** The studio's row of a comment, by its text. */
const rowOf = (page: Page, table: string, text: string) => page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });

test('staff hide a comment: a fresh load of the article no longer shows it; shown again, it is back', async ({ browser, request }) => {
  const text = `Cheap pills ${Date.now()}`;
  const { path } = await commentedInsight(text);
  expect(await (await request.get(path)).text()).toContain(text);

  const staff = await signedIn(browser, 'moderator', 'editor');
  await staff.goto('/studio/comments');
  const row = rowOf(staff, 'All comments', text);
  await expect(row).toContainText('Shown');
  await row.getByRole('button', { name: 'Hide' }).click();
  await expect(staff.getByText('The comment is hidden: no public page shows it any more.')).toBeVisible();
  await expect(rowOf(staff, 'All comments', text)).toContainText('Hidden');
  await expect.poll(async () => (await request.get(path)).text(), { timeout: 5_000 }).not.toContain(text);
  expect(await (await request.get(`${path}/comments`)).text()).not.toContain(text);

  await rowOf(staff, 'All comments', text).getByRole('button', { name: 'Show' }).click();
  await expect(staff.getByText('The comment is shown on its page.')).toBeVisible();
  await expect.poll(async () => (await request.get(path)).text(), { timeout: 5_000 }).toContain(text);

  await rowOf(staff, 'All comments', text).getByRole('button', { name: 'Delete' }).click();
  await staff.getByRole('dialog', { name: /^Delete the comment by / }).getByRole('button', { name: 'Delete' }).click();
  await expect(staff.getByText('The comment is deleted.')).toBeVisible();
  await expect(rowOf(staff, 'All comments', text)).toHaveCount(0);
  await expect.poll(async () => (await request.get(path)).text(), { timeout: 5_000 }).not.toContain(text);
});

test('staff hide a comment from the article itself; a visitor is shown no Hide', async ({ browser, page, request }) => {
  const text = `Off-topic advert ${Date.now()}`;
  const { path } = await commentedInsight(text);
  await page.goto(path);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible(); // the session is known
  await expect(page.getByRole('button', { name: 'Hide the comment by Spammer' })).toBeHidden();

  const staff = await signedIn(browser, 'article-moderator', 'editor');
  await staff.goto(path);
  await staff.getByRole('button', { name: 'Hide the comment by Spammer' }).click();
  await expect(staff).toHaveURL(/#comments$/);
  await expect(staff.getByText(text)).toHaveCount(0);
  await expect.poll(async () => (await request.get(path)).text(), { timeout: 5_000 }).not.toContain(text);
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('a reader reports a comment once; it stands first for staff, who keep it', async ({ browser }) => {
    const text = `Rude remark ${Date.now()}`;
    const { id, path } = await commentedInsight(text);
    const reader = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    // Signed out: the report says to log in.
    await reader.goto(path);
    await reader.getByRole('button', { name: 'Report the comment by Spammer' }).click();
    await expect(reader.getByText('You must be logged in to report a comment.')).toBeVisible();

    const email = uniqueEmail('reporter');
    await createAccount(email);
    await logIn(reader, email);
    await reader.goto(path);
    await reader.getByRole('button', { name: 'Report the comment by Spammer' }).click();
    await expect(reader).toHaveURL(/\/comments\?report=thanks$/);
    await expect(reader.getByText('Thank you. Staff will review this comment.')).toBeVisible();
    await reader.getByRole('button', { name: 'Report the comment by Spammer' }).click();
    await expect(reader.getByText('You have already reported this comment. Staff will review it.')).toBeVisible();
    // The comment as stored, which browsers read (Firestore's web SDK, the live channel), says nothing of it.
    const stored = await storedDocument('insight_comments', `${id}~0`);
    expect(stored).toMatchObject({ status: 'shown' });
    expect(Object.keys(stored!)).not.toEqual(expect.arrayContaining(['reported']));
    expect(Object.keys(stored!)).not.toEqual(expect.arrayContaining(['reportedAt']));

    const staff = await signedIn(browser, 'reviewer', 'editor');
    await staff.goto('/studio/comments');
    const reported = rowOf(staff, 'To review', text);
    await expect(reported).toContainText('Shown, reported');
    await reported.getByRole('button', { name: 'Keep' }).click();
    await expect(staff.getByText('The comment is shown on its page.')).toBeVisible();
    await expect(rowOf(staff, 'To review', text)).toHaveCount(0);
  });
});

test('a reader reaches neither the comments page nor its action', async ({ page, baseURL }) => {
  const text = `Stays put ${Date.now()}`;
  const { id, path } = await commentedInsight(text);
  const email = uniqueEmail('comments-reader');
  await createAccount(email);
  await logIn(page, email);
  expect((await page.goto('/studio/comments'))?.status()).toBe(404);
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const action = findServerAction(/^moderateComment$/)!;
  const refused = await callServerAction(baseURL!, action, { id: `${id}~0`, kind: 'insight', intent: 'hide' }, 'none', cookie);
  expect(refused.redirect).toMatch(/\/studio\/comments\?done=not-allowed/);
  expect(await (await page.request.get(path)).text()).toContain(text);
});
