import { expect, test, type Page } from '@playwright/test';
import { createAccount, failServerActions, logIn, uniqueEmail } from './support/accounts';
import { hydrated } from './support/hydrated';
import { SITE } from '../content/site';
import { mailsTo } from './support/mail';
import { storedDocuments } from './support/store';

// The query box ('Have Any Further Queries?') in the home call-to-action and on /insights.

function queryBox(page: Page) {
  const box = page.getByRole('region', { name: 'Have Any Further Queries?' }).first();
  return {
    box,
    text: box.getByPlaceholder('Feel free to share...'),
    submit: box.getByRole('button', { name: 'Submit' }),
    status: box.getByRole('status'),
    alert: box.getByRole('alert'),
  };
}

test('signed out, a query asks the visitor to log in and stores nothing', async ({ page }) => {
  await page.goto('/');
  const q = queryBox(page);
  await hydrated(page);
  await q.text.fill('What is the outlook for PHA?');
  await q.submit.click();
  await expect(q.alert).toHaveText('You must be logged in to submit a query.');
  await expect(q.text).toHaveValue('What is the outlook for PHA?');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('signed out, Submit posts to the server and the page comes back with the spec alert', async ({ page }) => {
    await page.goto('/about-us');
    const q = queryBox(page);
    await q.text.fill('What is the outlook for PHA?');
    await q.submit.click();
    await expect(q.alert).toHaveText('You must be logged in to submit a query.');
    await expect(page).toHaveURL(/\/about-us$/);
  });
});

for (const path of ['/', '/insights']) {
  test(`${path}: empty, then stored as the spec says and the box is cleared`, async ({ page }) => {
    const email = uniqueEmail('query');
    const uid = await createAccount(email);
    await logIn(page, email);
    await page.goto(path);
    const q = queryBox(page);
    await hydrated(page);

    await q.text.fill('   ');
    await q.submit.click();
    await expect(q.alert).toHaveText('Query cannot be empty.');

    await q.text.fill('  Can you size the EU market for bio-based adhesives? ');
    await q.submit.click();
    await expect(q.status).toHaveText('Query submitted successfully!');
    await expect(q.text).toHaveValue('');

    const stored = await storedDocuments('queries', `${uid}_`);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.id).toMatch(new RegExp(`^${uid}_\\d{13}$`));
    expect(stored[0]!.data).toEqual({
      user: email,
      question: 'Can you size the EU market for bio-based adhesives?',
      email,
      timestamp: expect.any(String),
      // The studio's inbox (docs/back-office.md) orders by when it was sent, and starts it as new.
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status: 'new',
    });

    // It reaches the firm: a mail to its inbox, the visitor in Reply-To.
    const mail = (await mailsTo(SITE.email)).find((m) => m.text.includes(`(${email}) asked`));
    expect(mail?.subject).toBe(`Query from ${email}: Can you size the EU market for bio-based adhesives?`);
    expect(mail?.headers['reply-to']).toContain(email);
    expect(mail?.text).toContain('Can you size the EU market for bio-based adhesives?');
  });
}

test('a failed submission is logged only: no message, the text stays', async ({ page }) => {
  const email = uniqueEmail('query-fail');
  await createAccount(email);
  await logIn(page, email);
  await page.goto('/');
  const q = queryBox(page);
  await hydrated(page);
  await failServerActions(page);
  await q.text.fill('Anyone there?');
  const failed = page.waitForEvent('requestfailed');
  await q.submit.click();
  await failed;
  await expect(q.submit).toBeEnabled();
  await expect(q.alert).toHaveText('');
  await expect(q.status).toHaveText('');
  await expect(q.text).toHaveValue('Anyone there?');
});
