import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { SITE } from '@/content/site';
import type { Store } from '../data/store';
import { plainAddress } from '../email-address';
import { env } from '../env';

/** A mail's content, as Firebase's Trigger Email extension and nodemailer both take it. */
export type MailMessage = { subject: string; text: string; html: string; headers?: Record<string, string> };

/** Who a reply goes to: one plain address, and a name shown beside it. */
type ReplyTo = { name: string; address: string };

type SendOptions = {
  /** When the send was asked for, by the caller's clock (limits count from it); now by default. */
  at?: number;
  replyTo?: ReplyTo;
  /** Kept on the mail's document beside it (a confirmation's hour, which the ceiling counts). */
  fields?: Record<string, string>;
};

/**
 * A reply-to as a header value: the name quoted (its quotes and backslashes escaped, anything
 * unprintable dropped), then the address in angle brackets. Null when the address is not one
 * plain address.
 */
function replyToHeader({ name, address }: ReplyTo): string | null {
  const plain = plainAddress(address);
  if (!plain) return null;
  const shown = name.replace(/\p{C}/gu, '').trim().slice(0, 100).replace(/["\\]/g, '\\$&');
  return shown ? `"${shown}" <${plain}>` : plain;
}

/**
 * Sends a mail once: it is queued in the store's `mail` collection under `id` (create-only, so a
 * rerun of the same send finds it there and sends nothing). In Firebase mode that document is
 * the send: the Trigger Email extension delivers it. Elsewhere the site delivers it at once, by
 * SMTP when SMTP_URL is set, else as an .eml file under MAIL_DIR (a person opens it to follow
 * its links). Resolves false when the mail had been sent before. It mails one plain address
 * only (lib/email-address.ts), whatever a caller passes.
 */
export async function sendMail(store: Store, id: string, recipient: string, message: MailMessage, options: SendOptions = {}): Promise<boolean> {
  const { at = Date.now(), replyTo, fields = {} } = options;
  // Mail libraries read a list, a group or a display name in `to` as recipients of their own.
  const to = plainAddress(recipient);
  if (!to) throw new Error('Refused to mail: the recipient is not one plain address.');
  const reply = replyTo ? replyToHeader(replyTo) : null;
  if (replyTo && !reply) throw new Error('Refused to mail: the reply-to is not one plain address.');
  // `replyTo` is the Trigger Email extension's own field for it.
  if (!(await store.create('mail', id, { ...fields, to, message, sentAt: new Date(at).toISOString(), ...(reply ? { replyTo: reply } : {}) }))) return false;
  if (store.kind === 'local') await deliver(id, to, message, reply);
  return true;
}

let transport: ReturnType<typeof nodemailer.createTransport> | undefined;

async function deliver(id: string, to: string, message: MailMessage, replyTo: string | null) {
  const { SMTP_URL, MAIL_FROM, MAIL_DIR } = env();
  const mail = { from: MAIL_FROM ?? `"${SITE.name}" <${SITE.email}>`, to, ...message, ...(replyTo ? { replyTo } : {}) };
  if (SMTP_URL) {
    transport ??= nodemailer.createTransport(SMTP_URL);
    await transport.sendMail(mail);
    return;
  }
  // nodemailer builds the message (MIME parts, encoded headers) without sending it.
  const built = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }).sendMail(mail);
  await fs.mkdir(MAIL_DIR, { recursive: true });
  const file = path.join(MAIL_DIR, `${new Date().toISOString().replaceAll(':', '-')}-${id.replace(/[^\w.-]/g, '_')}.eml`);
  await fs.writeFile(file, built.message as Buffer);
  console.info(`[mail] no SMTP_URL: wrote ${file}`);
}
