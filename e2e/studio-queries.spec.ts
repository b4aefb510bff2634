import { expect, test, type Browser, type Page } from '@playwright/test';
import { SITE } from '../content/site';
import { createAccount, grantRole, logIn, uniqueEmail } from './support/accounts';
import { sendQuery } from './support/query-box';
import { expectMails } from './support/mail';

// The studio's inbox (/studio/queries): a visitor's query, sent from the home page, is listed
// for staff, answered from the studio (the visitor receives the answer) and closed; readers and
// visitors reach none of it.

async function signedIn(browser: Browser, email: string, role?: 'editor'): Promise<Page> {
  await createAccount(email, { displayName: role ? 'Marta Ruiz' : 'Ana Lima', confirmed: true });
  if (role) grantRole(email, role);
  const page = await (await browser.newContext()).newPage();
  await logIn(page, email);
  return page;
}

test('a query from the home page is answered from the studio, and the visitor receives the answer', async ({ browser }) => {
  const visitorEmail = uniqueEmail('asker');
  const visitor = await signedIn(browser, visitorEmail);
  const question = `Which PHA grades will lead in 2027? (${Date.now().toString(36)})`;
  await sendQuery(visitor, question);

  const staff = await signedIn(browser, uniqueEmail('inbox-editor'), 'editor');
  await staff.goto('/studio');
  await staff.getByRole('link', { name: 'Queries' }).click();
  await expect(staff).toHaveURL(/\/studio\/queries$/);
  const row = staff.getByRole('row').nth(1);
  await expect(row).toContainText(question);
  await expect(row).toContainText('New');
  await row.getByRole('link').click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Query from Ana Lima' })).toBeVisible();
  await expect(staff.getByText(`Ana Lima <${visitorEmail}>`)).toBeVisible();

  // Spaces pass the browser's `required`; the server finds nothing to send.
  await staff.getByLabel(/Your answer/).fill('   ');
  await staff.getByRole('button', { name: 'Send answer' }).click();
  await expect(staff.getByRole('alert').filter({ hasText: 'Write an answer first.' })).toBeVisible();
  await staff.getByLabel(/Your answer/).fill('Dear Ana,\n\nPHA for packaging leads.\n\nWe will send you the full study.\nMarta Ruiz\nPolymers team');
  await staff.getByRole('button', { name: 'Send answer' }).click();
  await expect(staff.getByText('Your answer has been mailed to the visitor.')).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Answer' })).toContainText('Marta Ruiz');
  await expect(staff.getByRole('region', { name: 'Answer' })).toContainText('We will send you the full study.');

  const [mail] = await expectMails(visitorEmail, 1);
  expect(mail!.subject).toBe(`Your query to ${SITE.name}`);
  // The staffer's text as written, its line breaks kept in both parts.
  expect(mail!.text).not.toContain('Dear Ana Lima,');
  expect(mail!.text).toContain('Dear Ana,\n\nPHA for packaging leads.');
  expect(mail!.text).toContain('We will send you the full study.\nMarta Ruiz\nPolymers team');
  expect(mail!.html).toContain('We will send you the full study.<br>Marta Ruiz<br>Polymers team');
  expect(mail!.text).toContain(question);
  expect(mail!.headers['reply-to']).toContain(SITE.email);

  await staff.getByRole('button', { name: 'Close' }).click();
  await expect(staff.getByText('The query is closed.')).toBeVisible();
  await staff.goto('/studio/queries');
  await expect(staff.getByRole('row').filter({ hasText: question })).toContainText('Closed');
  // The inbox filters by status: the closed query is among the closed, not among the new.
  const statuses = staff.getByRole('navigation', { name: 'Queries by status' });
  await statuses.getByRole('link', { name: 'Closed' }).click();
  await expect(staff).toHaveURL(/\/studio\/queries\?status=closed$/);
  await expect(statuses.getByRole('link', { name: 'Closed' })).toHaveAttribute('aria-current', 'page');
  await expect(staff.getByRole('row').filter({ hasText: question })).toHaveCount(1);
  for (const status of await staff.getByRole('cell').filter({ hasText: /^(New|Answered|Closed)$/ }).allTextContents()) expect(status).toBe('Closed');
  await statuses.getByRole('link', { name: 'New' }).click();
  await expect(staff).toHaveURL(/\/studio\/queries\?status=new$/);
  await expect(staff.getByRole('row').filter({ hasText: question })).toHaveCount(0);
});

test('a reader and a signed-out visitor reach none of the inbox', async ({ browser, page }) => {
  const response = await page.goto('/studio/queries');
  await expect(page).toHaveURL(/\/login\?next=%2Fstudio%2Fqueries$/);
  expect(response?.ok()).toBe(true);
  const reader = await signedIn(browser, uniqueEmail('inbox-reader'));
  expect((await reader.goto('/studio/queries'))?.status()).toBe(404);
  expect((await reader.goto('/studio/queries/someone_1700000000000'))?.status()).toBe(404);
});
