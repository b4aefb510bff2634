import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { commentsPageQuery } from '../lib/comments/page';
import { insightPath } from '../lib/text';
import { createAccount, failServerActions, logIn, PASSWORD, uniqueEmail } from './support/accounts';
import { liveSubscribed, publicLiveRead } from './support/live';
import { callServerAction, findServerAction } from './support/server-actions';
import { storedDocuments } from './support/store';

// Event comments (/events and /events/{id}, placed by the knowledge pages) and insight
// comments on the article page, live for every reader.

const seed = (name: string) => JSON.parse(fs.readFileSync(`content/seed/${name}.json`, 'utf8')) as { id: string; heading: string }[];
const EVENT = seed('events')[0]!;
const BLOG = seed('blogs')[1]!;
const ARTICLE = insightPath(BLOG.heading, BLOG.id);

function eventBox(page: Page) {
  const form = page.getByRole('form', { name: 'Leave a comment' });
  return {
    text: page.locator('#event-comment'),
    submit: form.getByRole('button', { name: 'Submit' }),
    status: form.getByRole('status'),
    alert: form.getByRole('alert'),
  };
}

test.describe('event comments', () => {
  test('a comment on an event that does not exist, or of invisible characters only, is refused and stores nothing', async ({ page, baseURL }) => {
    const email = uniqueEmail('event-refused');
    const uid = await createAccount(email, { displayName: 'Refused Reader' });
    await logIn(page, email);
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const action = findServerAction(/^commentOnEvent$/)!;
    const unknown = await callServerAction(baseURL!, action, { content: 'Hello', eventId: 'e-1999-gone' }, {}, cookie);
    expect(unknown.body).toContain('This event is no longer available.');
    const invisible = await callServerAction(baseURL!, action, { content: '\u200b\u200b\u2060', eventId: EVENT.id }, {}, cookie);
    expect(invisible.body).toContain('Comment cannot be empty.');
    expect(await storedDocuments('comments', uid)).toEqual([]);
    const reversed = await callServerAction(baseURL!, action, { content: 'see \u202egnp.exe\u202c', eventId: EVENT.id }, {}, cookie);
    expect(reversed.body).toContain('Comment submitted successfully!');
    expect((await storedDocuments('comments', uid)).map((doc) => doc.data.content)).toEqual(['see gnp.exe']);
  });

  test('signed out: Submit is disabled and the box offers a log-in link', async ({ page }) => {
    await page.goto('/events');
    const box = eventBox(page);
    await expect(page.getByRole('form', { name: 'Leave a comment' }).getByRole('link', { name: 'Log in' })).toBeVisible();
    await box.text.fill('Looking forward to it');
    await expect(box.submit).toBeDisabled();
    const results = await new AxeBuilder({ page }).include('form[aria-label="Leave a comment"]').analyze();
    expect(results.violations).toEqual([]);
  });

  test('/events: empty, then stored with author, content and e-mail, and the box is cleared', async ({ page }) => {
    const email = uniqueEmail('event-comment');
    const uid = await createAccount(email, { displayName: 'Dana Event' });
    await logIn(page, email);
    await page.goto('/events');
    const box = eventBox(page);
    await expect(box.submit).toBeEnabled();

    await box.text.fill('   ');
    await box.submit.click();
    await expect(box.alert).toHaveText('Comment cannot be empty.');

    await box.text.fill('See you in Düsseldorf!');
    await box.submit.click();
    await expect(box.status).toHaveText('Comment submitted successfully!');
    await expect(box.text).toHaveValue('');
    const stored = await storedDocuments('comments', uid);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.id).toMatch(new RegExp(`^${uid}\\d{13}$`));
    expect(stored[0]!.data).toEqual({ author: 'Dana Event', content: 'See you in Düsseldorf!', email, timestamp: expect.any(String) });
  });

  test('/events/{id}: the comment records the event', async ({ page }) => {
    const email = uniqueEmail('event-detail');
    const uid = await createAccount(email);
    await logIn(page, email);
    await page.goto(`/events/${EVENT.id}`);
    const box = eventBox(page);
    await expect(box.submit).toBeEnabled();
    await box.text.fill('Will the slides be shared?');
    await box.submit.click();
    await expect(box.status).toHaveText('Comment submitted successfully!');
    expect((await storedDocuments('comments', uid))[0]!.data).toMatchObject({ author: email, eventId: EVENT.id });
  });

  test.describe('with no script', () => {
    test.use({ javaScriptEnabled: false });

    test('signed out: Submit answers with the spec alert and the log-in link comes back here', async ({ page }) => {
      await page.goto(`/events/${EVENT.id}`);
      const box = eventBox(page);
      await box.text.fill('Looking forward to it');
      await box.submit.click();
      await expect(box.alert).toHaveText('You must be logged in to submit a comment.');
      const login = page.getByRole('form', { name: 'Leave a comment' }).getByRole('link', { name: 'Log in' });
      await expect(login).toHaveAttribute('href', `/login?next=${encodeURIComponent(`/events/${EVENT.id}`)}`);
    });

    test('signed in: the comment is stored and the spec message shows', async ({ page }) => {
      const email = uniqueEmail('event-nojs');
      const uid = await createAccount(email, { displayName: 'Plain Reader' });
      await logIn(page, email);
      await page.goto('/events');
      const box = eventBox(page);
      await box.text.fill('Posted with no script');
      await box.submit.click();
      await expect(box.status).toHaveText('Comment submitted successfully!');
      await expect(box.text).toHaveValue('');
      expect((await storedDocuments('comments', uid)).map((doc) => doc.data.content)).toEqual(['Posted with no script']);
    });
  });

  test('a failed submission is logged only', async ({ page }) => {
    const email = uniqueEmail('event-fail');
    await createAccount(email);
    await logIn(page, email);
    await page.goto('/events');
    const box = eventBox(page);
    await expect(box.submit).toBeEnabled();
    await failServerActions(page);
    await box.text.fill('Hello?');
    const failed = page.waitForEvent('requestfailed');
    await box.submit.click();
    await failed;
    await expect(box.submit).toBeEnabled();
    await expect(box.alert).toHaveText('');
    await expect(box.status).toHaveText('');
  });
});

test.describe('insight comments', () => {
  function commentBox(page: Page) {
    const form = page.getByRole('form', { name: 'Add a comment' });
    return {
      text: form.getByLabel('Your comment'),
      cancel: form.getByRole('button', { name: 'Cancel' }),
      comment: form.getByRole('button', { name: 'Comment' }),
    };
  }

  /** Signed in already: opens the article, waits for the signed-in header, and posts the text. */
  async function postComment(page: Page, path: string, text: string) {
    await page.goto(path);
    const box = commentBox(page);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
    await box.text.fill(text);
    await box.comment.click();
    return box;
  }

  test('signed out: Cancel and Comment appear with text; Comment opens the log-in prompt, which leads back here', async ({ page }) => {
    const email = uniqueEmail('insight-prompt');
    await createAccount(email);
    await page.goto(ARTICLE);
    const box = commentBox(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible(); // hydrated, session known
    await expect(box.cancel).toBeHidden();
    await expect(box.comment).toBeHidden();
    await box.text.fill('Interesting');
    await expect(box.cancel).toBeVisible();
    await box.cancel.click();
    await expect(box.text).toHaveValue('');
    await expect(box.comment).toBeHidden();

    await box.text.fill('Interesting, and kept through the log-in.');
    await box.comment.click();
    const prompt = page.getByRole('dialog', { name: 'Oops! You Need to be Logged In to be Able to Comment!' });
    await expect(prompt).toBeVisible();
    const results = await new AxeBuilder({ page }).include('#comments').include('dialog[open]').analyze();
    expect(results.violations).toEqual([]);
    await expect(prompt.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', /^\/signup\?next=/);
    await prompt.getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/login\?next=/);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login Now' }).click();
    await expect(page).toHaveURL(new RegExp(`${BLOG.id}#comments$`));
    // What was typed before the log-in is still in the box.
    await expect(box.text).toHaveValue('Interesting, and kept through the log-in.');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('Cancel and Comment show with text; Cancel clears it; Comment signed out comes back with the spec alert', async ({ page }) => {
      await page.goto(ARTICLE);
      const box = commentBox(page);
      await expect(box.comment).toBeHidden();
      await box.text.fill('Interesting');
      await box.cancel.click();
      await expect(box.text).toHaveValue('');
      await expect(box.comment).toBeHidden();
      await box.text.fill('Interesting');
      await box.comment.click();
      await expect(page.getByRole('form', { name: 'Add a comment' }).getByRole('alert')).toHaveText('You must be logged in to submit a comment.');
      await expect(page).toHaveURL(new RegExp(`${BLOG.id}$`));
    });
  });

  test('signed in: the comment appears at once, live for another reader, and after a reload', async ({ page, browser }) => {
    const email = uniqueEmail('insight');
    await createAccount(email, { displayName: 'Lea Reader' });
    const text = `Good analysis <b>not bold</b> ${Date.now()}`;

    const reader = await browser.newPage();
    // The reader is subscribed (its live stream answered) before anything is written.
    const subscribed = liveSubscribed(reader);
    await reader.goto(ARTICLE);
    await expect(reader.getByRole('heading', { name: /^Comments \(\d+\)$/ })).toBeVisible();
    await subscribed;

    await logIn(page, email);
    const box = await postComment(page, ARTICLE, text);
    const list = page.getByRole('region', { name: /^Comments/ }).getByRole('listitem');
    await expect(list.filter({ hasText: text })).toContainText('Lea Reader');
    await expect(box.text).toHaveValue('');

    // The other reader never reloads: the live list brings it.
    await expect(reader.getByText(text)).toBeVisible({ timeout: 15_000 });
    await reader.close();

    await page.reload();
    await expect(page.getByText(text)).toBeVisible();
    // Stored as plain text, escaped when rendered, and in the server-rendered HTML of the article.
    const html = await (await page.request.get(ARTICLE)).text();
    expect(html).toContain('Good analysis &lt;b&gt;not bold&lt;/b&gt;');
  });

  test("a comment shows in the article's public HTML within 5 s, whatever characters its heading holds (':' and an apostrophe)", async ({ page, request }) => {
    const crackers = seed('blogs').find((blog) => blog.heading.includes(':') && blog.heading.includes("'"))!;
    const path = insightPath(crackers.heading, crackers.id);
    // The page is in Next's cache before the write.
    expect((await request.get(path)).status()).toBe(200);
    const email = uniqueEmail('insight-path');
    await createAccount(email, { displayName: 'Path Reader' });
    const text = `Which sites in the Benelux? ${Date.now()}`;
    await logIn(page, email);
    const box = await postComment(page, path, text);
    await expect(box.text).toHaveValue('');
    // Both ways a browser may send the path: ':' as it is, or percent-encoded.
    for (const form of [path, path.replace(/%3A/g, ':')]) {
      await expect.poll(async () => (await request.get(form)).text(), { timeout: 5_000, intervals: [250] }).toContain(text);
    }
  });

  test("no commenter's e-mail address or user id reaches a public response: HTML, router payload, live channel, feed", async ({ page, request, baseURL }) => {
    const email = uniqueEmail('insight-private');
    const uid = await createAccount(email); // no display name
    const text = `A reader without a name ${Date.now()}`;
    await logIn(page, email);
    await postComment(page, ARTICLE, text);
    const list = page.getByRole('region', { name: /^Comments/ }).getByRole('listitem');
    await expect(list.filter({ hasText: text })).toContainText('Reader');

    await expect.poll(async () => (await request.get(ARTICLE)).text(), { timeout: 5_000 }).toContain(text);
    // The live channel follows the store's change poll (every 250 ms): its answer may lag a moment.
    let live = '';
    await expect.poll(async () => (live = await publicLiveRead(baseURL!, commentsPageQuery(BLOG.id))), { timeout: 5_000 }).toContain(text);
    const responses = [
      await (await request.get(ARTICLE)).text(),
      await (await request.get(ARTICLE, { headers: { rsc: '1' } })).text(),
      await (await request.get('/feeds/insights.xml')).text(),
      live,
    ];
    for (const body of responses) {
      expect(body).not.toContain(email);
      expect(body).not.toContain(uid);
    }
  });
});
