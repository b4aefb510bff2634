import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { ALERTS_TOKEN, expectMails, mailDir, mailsTo } from './support/mail';
import { addDocument, documentsWhere, storedDocument } from './support/store';
import { staffPage } from './support/studio';
import { openSubscribe } from './support/subscribe';

// The site's own mail delivery (lib/mail/outbox.ts), in both modes against the run's SMTP server
// (scripts/e2e-smtp.mjs), which puts off `busy-…` addresses (451) and refuses `refuse-…` ones
// (550) until the test mends them.

async function subscribe(page: Page, address: string) {
  await page.goto('/about-us');
  const { email, submit, status } = await openSubscribe(page);
  await email.fill(address);
  await submit.click();
  // Accepted whatever the mail server said: the mail waits in the outbox.
  await expect(status).toHaveText('You have successfully subscribed!');
}

async function theMail(address: string) {
  await expect.poll(async () => (await documentsWhere('mail', 'to', address)).length).toBe(1);
  return (await documentsWhere('mail', 'to', address))[0]!;
}

test('a mail the server puts off goes once it can; one it refuses is shown to admins and sent again', async ({ page, browser, request }) => {
  const busy = uniqueEmail('busy');
  const refused = uniqueEmail('refuse');
  await subscribe(page, busy);
  await subscribe(page, refused);
  const putOff = await theMail(busy);
  expect(putOff.data).toMatchObject({ outbox: 'due', attempts: 1, lastError: expect.stringContaining('451') });
  expect((await theMail(refused)).data).toMatchObject({ outbox: 'failed', attempts: 1, lastError: expect.stringContaining('550') });
  expect(await mailsTo(busy)).toHaveLength(0);
  expect(await mailsTo(refused)).toHaveLength(0);

  // Admins hear of it where they start, and find the server's answer on the Mail page.
  const admin = await staffPage(browser, 'admin', 'Ola Berg');
  await admin.goto('/studio');
  await expect(admin.getByText('Some mail could not be delivered')).toBeVisible();
  await admin.getByRole('link', { name: 'see Mail' }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Mail');
  await expect(admin.getByText(/^Waiting to be tried again: \d+/)).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: refused });
  await expect(row).toContainText('550 5.1.1 No such mailbox here');
  await expect(row).toContainText('after 1 attempt');

  // The other side mends both addresses; staff send the refused mail again.
  fs.appendFileSync(`${mailDir()}.mended`, `${refused}\n${busy}\n`);
  await row.getByRole('button', { name: 'Send again' }).click();
  await expect(admin.getByRole('status')).toHaveText('The mail was sent.');
  await expect(admin.getByRole('row').filter({ hasText: refused })).toHaveCount(0);
  const [confirmation] = await expectMails(refused, 1);
  expect(confirmation!.headers['message-id']).toMatch(/^<confirm-.+@127\.0\.0\.1>$/);
  await admin.goto('/studio/activity');
  await expect(admin.getByText(/Ola Berg sent again a mail/).first()).toBeVisible();

  // The put-off mail's wait is over (moved back here, not waited out): the scheduler's call takes it.
  await addDocument('mail', putOff.id, { ...putOff.data, dueAt: new Date(Date.now() - 1000).toISOString() });
  const answer = await request.post('/api/outbox', { headers: { authorization: `Bearer ${ALERTS_TOKEN}` } });
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ sent: expect.any(Number), retrying: expect.any(Number), failed: expect.any(Number) });
  await expectMails(busy, 1);
  expect(await storedDocument('mail', putOff.id)).toMatchObject({ outbox: 'sent', attempts: 2 });
  // Called again, it sends nothing twice.
  await request.post('/api/outbox', { headers: { authorization: `Bearer ${ALERTS_TOKEN}` } });
  expect(await mailsTo(busy)).toHaveLength(1);
});

test('the Mail page and the outbox call are for admins and the scheduler only', async ({ browser, request }) => {
  const editor = await staffPage(browser, 'editor', 'Eda Kaya');
  expect((await editor.goto('/studio/mail'))!.status()).toBe(404);
  await expect(editor.getByRole('navigation').getByRole('link', { name: 'Mail', exact: true })).toHaveCount(0);
  expect((await request.post('/api/outbox')).status()).toBe(401);
  expect((await request.post('/api/outbox', { headers: { authorization: 'Bearer wrong-token-wrong-token-wrong' } })).status()).toBe(401);
});
