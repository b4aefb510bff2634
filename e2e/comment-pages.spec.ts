import { expect, test } from '@playwright/test';
import { insightPath } from '../lib/text';
import { addDocument, removeAddedDocuments } from './support/store';

// An insight's comments a page at a time: the article shows the newest, a plain link leads to the
// older ones (with or without scripts), and the count covers them all.

const COUNT = 25;

test.afterEach(() => removeAddedDocuments());

async function discussedInsight(): Promise<{ id: string; heading: string; path: string }> {
  const id = `b-e2e-discussed-${Date.now()}`;
  const heading = `A busy discussion ${Date.now()}`;
  // Dated long ago, so no list or section of the site shows it first.
  await addDocument('blogs', id, { id, heading, author: 'Analyst', short: 'Busy', description: '<p>Busy.</p>', category: 'Mobility', date: '2019-01-01T00:00:00.000Z', pagetype: 'Mobility', insighttype: 'Article', isspotlight: 'false', comments: [] });
  for (let i = 0; i < COUNT; i += 1) {
    const date = new Date(Date.UTC(2019, 0, 2, 0, i)).toISOString();
    await addDocument('insight_comments', `${id}~${i}`, { blogId: id, user: `Reader ${i}`, comment: `Point number ${i}.`, profilePic: '', date, status: 'shown' });
  }
  return { id, heading, path: insightPath(heading, id) };
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with scripts' : 'without scripts', () => {
    test.use({ javaScriptEnabled });

    test('the article shows the newest comments and counts them all; Older comments pages through the rest', async ({ page }) => {
      const { heading, path } = await discussedInsight();
      await page.goto(path);
      const comments = page.getByRole('region', { name: `Comments (${COUNT})` });
      await expect(comments.getByRole('listitem')).toHaveCount(20);
      await expect(comments.getByRole('listitem').first()).toContainText(`Point number ${COUNT - 1}.`);
      await expect(comments.getByRole('listitem').last()).toContainText('Point number 5.');

      await comments.getByRole('link', { name: 'Older comments' }).click();
      await expect(page).toHaveURL(/\/comments\?after=/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Comments on ${heading}`);
      const main = page.getByRole('main');
      for (let i = 0; i < 5; i += 1) await expect(main.getByText(`Point number ${i}.`, { exact: true })).toBeVisible();
      await expect(main.getByText('Point number 5.', { exact: true })).toHaveCount(0);
      await expect(main.getByRole('link', { name: 'Older comments' })).toHaveCount(0);
      await main.getByRole('link', { name: 'Back to the article and its newest comments' }).click();
      await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}#comments$`));
    });
  });
}

test('older comments are kept by the CDN, not indexed, and a damaged cursor or an old heading is answered plainly', async ({ request }) => {
  const { id, path } = await discussedInsight();
  const first = await request.get(`${path}/comments`);
  expect(first.status()).toBe(200);
  expect(first.headers()['cache-control']).toMatch(/s-maxage=\d+/);
  expect(await first.text()).toMatch(/<meta name="robots" content="noindex, follow"/);
  expect((await request.get(`${path}/comments?after=not-a-cursor`)).status()).toBe(404);
  expect((await request.get(`/insights/x/b-e2e-nothing/comments`)).status()).toBe(404);
  const moved = await request.get(`/insights/Old-Heading/${id}/comments`, { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  expect(moved.headers().location).toMatch(new RegExp(`${path.replace(/[?]/g, '\\?')}/comments$`));
});
