import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { backend } from './backend';

/** Where the mode's SMTP server writes what it takes; `.mended` beside it lets a refused address through. */
export const mailDir = () => (backend() === 'firebase' ? '.data/e2e-firebase-mail' : '.data/e2e-mail');

/** The alerts endpoint's token in both e2e servers (scripts/e2e-server.mjs, e2e-firebase-server.ts). */
export const ALERTS_TOKEN = 'e2e-alerts-token-not-a-secret';

/** A mail as received; header names in lower case. */
export type ReceivedMail = { subject: string; text: string; html: string; headers: Record<string, string> };

type SentMail = ReceivedMail & { to: string[] };

/**
 * Every mail the site delivered, oldest first, with its recipients: what the run's SMTP server
 * took (scripts/e2e-smtp.mjs), in either mode.
 */
async function sentMails(address?: string): Promise<SentMail[]> {
  const dir = mailDir();
  const mails: SentMail[] = [];
  for (const file of fs.readdirSync(dir).sort()) {
    const parsed = await simpleParser(fs.readFileSync(path.join(dir, file)));
    const to = [parsed.to ?? []].flat().flatMap((group) => group.value.map((entry) => entry.address ?? ''));
    if (address && !to.includes(address)) continue;
    const headers = Object.fromEntries(parsed.headerLines.map((line) => [line.key, line.line.slice(line.line.indexOf(':') + 1).trim()]));
    mails.push({ to, subject: parsed.subject ?? '', text: parsed.text ?? '', html: typeof parsed.html === 'string' ? parsed.html : '', headers });
  }
  return mails;
}

/** The mails the site sent an address, oldest first. */
export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  return sentMails(address);
}

/** The mails the site sent to any recipient the test picks (every spelling of one mailbox, say). */
export async function mailsWhere(recipient: (to: string) => boolean): Promise<ReceivedMail[]> {
  return (await sentMails()).filter((mail) => mail.to.some(recipient));
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
