import 'server-only';
import type { Store } from '../data/store';
import { plainAddress } from '../email-address';
import { deliverMail, queued } from './outbox';

/** A mail's content, as nodemailer takes it. */
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
 * rerun of the same send finds it there and sends nothing), then delivered at once by the
 * outbox (lib/mail/outbox.ts), which tries again later if the mail server cannot take it now.
 * Resolves false when the mail had been sent before. It mails one plain address only
 * (lib/email-address.ts), whatever a caller passes.
 */
export async function sendMail(store: Store, id: string, recipient: string, message: MailMessage, options: SendOptions = {}): Promise<boolean> {
  const { at = Date.now(), replyTo, fields = {} } = options;
  // Mail libraries read a list, a group or a display name in `to` as recipients of their own.
  const to = plainAddress(recipient);
  if (!to) throw new Error('Refused to mail: the recipient is not one plain address.');
  const reply = replyTo ? replyToHeader(replyTo) : null;
  if (replyTo && !reply) throw new Error('Refused to mail: the reply-to is not one plain address.');
  const mail = { ...fields, to, message, sentAt: new Date(at).toISOString(), ...(reply ? { replyTo: reply } : {}), ...queued(at) };
  if (!(await store.create('mail', id, mail))) return false;
  await deliverMail(store, { id, ...mail }, at);
  return true;
}
