import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { backend } from './backend';
import { adminFirestore } from './firebase';

/** The alerts endpoint's token in both e2e servers (scripts/e2e-server.mjs, e2e-firebase-server.ts). */
export const ALERTS_TOKEN = 'e2e-alerts-token-not-a-secret';

/** A mail as received; header names in lower case. */
export type ReceivedMail = { subject: string; text: string; html: string; headers: Record<string, string> };

/**
 * The mails the site sent an address, oldest first. Local mode: what the run's SMTP server
 * received (.data/e2e-mail). Firebase mode: the `mail` documents the Trigger Email extension
 * would deliver.
 */
export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  if (backend() === 'firebase') {
    const snapshot = await adminFirestore().collection('mail').where('to', '==', address).get();
    return snapshot.docs
      .map((doc) => doc.data() as { message: { subject: string; text: string; html: string; headers?: Record<string, string> }; timestamp: { toMillis(): number } })
      .sort((a, b) => a.timestamp.toMillis() - b.timestamp.toMillis())
      .map(({ message }) => ({ subject: message.subject, text: message.text, html: message.html, headers: Object.fromEntries(Object.entries(message.headers ?? {}).map(([key, value]) => [key.toLowerCase(), value])) }));
  }
  const dir = '.data/e2e-mail';
  const mails: ReceivedMail[] = [];
  for (const file of fs.readdirSync(dir).sort()) {
    const parsed = await simpleParser(fs.readFileSync(path.join(dir, file)));
    const to = [parsed.to ?? []].flat().flatMap((group) => group.value.map((entry) => entry.address));
    if (!to.includes(address)) continue;
    const headers = Object.fromEntries(parsed.headerLines.map((line) => [line.key, line.line.slice(line.line.indexOf(':') + 1).trim()]));
    mails.push({ subject: parsed.subject ?? '', text: parsed.text ?? '', html: typeof parsed.html === 'string' ? parsed.html : '', headers });
  }
  return mails;
}

/** Waits for the address's mails to number `count`, and returns them. */
export async function expectMails(address: string, count: number): Promise<ReceivedMail[]> {
  await expect.poll(async () => (await mailsTo(address)).length, { timeout: 10_000 }).toBe(count);
  return mailsTo(address);
}

/** The first link of a mail's text to a site path (absolute, as mails carry them). */
export function linkTo(mail: ReceivedMail, sitePath: string): string {
  const link = new RegExp(`https?://[^\\s/]+${sitePath.replaceAll('?', '\\?')}\\?[^\\s]+`).exec(mail.text)?.[0];
  if (!link) throw new Error(`no link to ${sitePath} in "${mail.subject}"`);
  return link;
}
