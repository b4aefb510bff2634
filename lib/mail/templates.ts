import { SITE } from '@/content/site';
import { escapeXml as escape } from '../seo/feed';
import { absoluteUrl } from '../seo/url';
import type { MailMessage } from './mailer';

/**
 * The site's mails, each as plain text and as HTML in the firm's colours, with absolute links
 * (SITE_URL). Pure: unit-tested without a store or a transport.
 */

const BLUE = '#0f4061';
const INK = '#1c2530';
const MUTED = '#55606b';

type Block =
  | { kind: 'text'; text: string }
  | { kind: 'code'; code: string }
  | { kind: 'button'; label: string; href: string }
  | { kind: 'item'; title: string; href: string; note: string };

function html(title: string, blocks: Block[], footer: Block[]): string {
  const render = (block: Block) => {
    switch (block.kind) {
      case 'text':
        // A line break within a paragraph (a signature, an address) stays one.
        return `<p style="margin:0 0 16px;color:${INK};font-size:16px;line-height:1.5">${escape(block.text).replace(/\n/g, '<br>')}</p>`;
      case 'code':
        return `<p style="margin:24px 0;color:${INK};font-size:32px;font-weight:bold;letter-spacing:8px;font-family:Consolas,Menlo,monospace">${escape(block.code)}</p>`;
      case 'button':
        return `<p style="margin:24px 0"><a href="${escape(block.href)}" style="background:${BLUE};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold;display:inline-block">${escape(block.label)}</a></p>`;
      case 'item':
        return `<p style="margin:0 0 16px;line-height:1.4"><a href="${escape(block.href)}" style="color:${BLUE};font-weight:bold;font-size:16px">${escape(block.title)}</a><br><span style="color:${MUTED};font-size:14px">${escape(block.note)}</span></p>`;
    }
  };
  const small = (block: Block) =>
    block.kind === 'button' ? `<a href="${escape(block.href)}" style="color:${MUTED}">${escape(block.label)}</a>` : escape(block.kind === 'text' ? block.text : block.kind === 'code' ? block.code : block.title);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(title)}</title></head>
<body style="margin:0;background:#f3f6f8;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:10px">
<tr><td style="background:${BLUE};color:#ffffff;padding:20px 28px;font-size:20px;font-weight:bold;border-radius:10px 10px 0 0">${escape(SITE.name)}</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 16px;color:${INK};font-size:22px">${escape(title)}</h1>
${blocks.map(render).join('\n')}
</td></tr>
<tr><td style="padding:20px 28px;border-top:1px solid #dde3e8;color:${MUTED};font-size:13px;line-height:1.5">${footer.map(small).join('<br>')}</td></tr>
</table></td></tr></table></body></html>
`;
}

function text(title: string, blocks: Block[], footer: Block[]): string {
  const line = (block: Block) => {
    switch (block.kind) {
      case 'text':
        return block.text;
      case 'code':
        return block.code;
      case 'button':
        return `${block.label}: ${block.href}`;
      case 'item':
        return `${block.title}\n${block.note}\n${block.href}`;
    }
  };
  return [SITE.name, '', title, '', ...blocks.map(line).flatMap((l) => [l, '']), '--', ...footer.map(line)].join('\n');
}

function mail(subject: string, blocks: Block[], footer: Block[], headers?: Record<string, string>): MailMessage {
  return { subject, text: text(subject, blocks, footer), html: html(subject, blocks, footer), ...(headers ? { headers } : {}) };
}

const IGNORE = "If you did not ask to subscribe, ignore this mail: without a confirmation you will get nothing more from us.";

/** The one mail an unconfirmed address gets: the link that confirms it (paths are site paths). */
export function confirmationMail(paths: { confirm: string; preferences: string }): MailMessage {
  return mail(
    'Confirm your subscription',
    [
      { kind: 'text', text: `Thank you for subscribing to ${SITE.name}. Please confirm that this address is yours and that you want our updates.` },
      { kind: 'button', label: 'Confirm my subscription', href: absoluteUrl(paths.confirm) },
      { kind: 'text', text: 'The link works for seven days.' },
      { kind: 'text', text: IGNORE },
    ],
    [
      { kind: 'button', label: 'Choose your topics or unsubscribe', href: absoluteUrl(paths.preferences) },
      { kind: 'text', text: `${SITE.legalName} · ${SITE.email}` },
    ],
  );
}

/** A visitor's query, to the firm's inbox: who asked (a reply goes to them) and what. */
export function queryMail(query: { name: string; email: string; question: string; page: string }): MailMessage {
  const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
  const first = oneLine(query.question);
  return mail(
    `Query from ${oneLine(query.name)}: ${first.slice(0, 60)}${first.length > 60 ? '…' : ''}`,
    [
      { kind: 'text', text: `${query.name} (${query.email}) asked, signed in on the website${query.page ? ` (${absoluteUrl(query.page)})` : ''}:` },
      ...query.question.split(/\n{2,}/).map((paragraph): Block => ({ kind: 'text', text: paragraph })),
      { kind: 'text', text: 'Reply to this mail to answer them.' },
    ],
    [{ kind: 'text', text: `${SITE.legalName} · the website's query box` }],
  );
}

/**
 * The firm's answer to a visitor's query, from the studio, as the staffer wrote it (their own
 * greeting and signature, line breaks kept); a reply reaches the firm's inbox.
 */
export function answerMail(query: { question: string; answer: string }): MailMessage {
  const paragraphs = (text: string) => text.split(/\n{2,}/).map((paragraph): Block => ({ kind: 'text', text: paragraph }));
  return mail(
    `Your query to ${SITE.name}`,
    [
      ...paragraphs(query.answer),
      { kind: 'text', text: 'You asked us, on our website:' },
      ...paragraphs(query.question),
      { kind: 'text', text: 'Reply to this mail to write to us again.' },
    ],
    [{ kind: 'text', text: `${SITE.legalName} · ${SITE.email}` }],
  );
}

/** A password reset's one-time code (lib/auth/password-reset.ts). The subject never holds the code. */
export function resetCodeMail(code: string, minutes: number): MailMessage {
  return mail(
    'Your password reset code',
    [
      { kind: 'text', text: `Someone asked to reset the password of your ${SITE.name} account. Enter this code on the page where you asked for it:` },
      { kind: 'code', code },
      { kind: 'text', text: `The code works for ${minutes} minutes, in the browser where you asked for it.` },
      { kind: 'text', text: 'If you did not ask to reset your password, ignore this mail: your password stays as it is.' },
    ],
    [{ kind: 'text', text: `${SITE.legalName} · ${SITE.email}` }],
  );
}

/** The mail that proves an account's address: the link that confirms it (a site path). */
export function addressConfirmationMail(path: string, hours: number): MailMessage {
  return mail(
    'Confirm your e-mail address',
    [
      { kind: 'text', text: `Welcome to ${SITE.name}. Please confirm that this address is yours: until you do, your account works, but what we send to this address is not part of it.` },
      { kind: 'button', label: 'Confirm my address', href: absoluteUrl(path) },
      { kind: 'text', text: `The link works once, for ${hours} hours.` },
      { kind: 'text', text: 'If you did not create an account with us, ignore this mail: nothing is tied to your address until it is confirmed.' },
    ],
    [{ kind: 'text', text: `${SITE.legalName} · ${SITE.email}` }],
  );
}

export type DigestItem = { title: string; path: string; date: string; vertical: string };

/**
 * The digest of new insights in the verticals a subscriber follows, with the preferences link
 * and the one-click unsubscribe headers of RFC 8058 (List-Unsubscribe, List-Unsubscribe-Post).
 */
export function digestMail(items: readonly DigestItem[], paths: { preferences: string; unsubscribe: string }): MailMessage {
  const subject = items.length === 1 ? `New insight: ${items[0]!.title}` : `${items.length} new insights from ${SITE.shortName}`;
  const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return mail(
    subject,
    [
      { kind: 'text', text: 'New from our analysts in the industries you follow:' },
      ...items.map((item): Block => ({ kind: 'item', title: item.title, href: absoluteUrl(item.path), note: `${item.vertical} · ${day(item.date)}` })),
    ],
    [
      { kind: 'button', label: 'Choose your topics', href: absoluteUrl(paths.preferences) },
      { kind: 'button', label: 'Unsubscribe', href: absoluteUrl(paths.preferences) },
      { kind: 'text', text: `You get this mail because you subscribed to ${SITE.name} and confirmed your address.` },
      { kind: 'text', text: `${SITE.legalName} · ${SITE.email}` },
    ],
    { 'List-Unsubscribe': `<${absoluteUrl(paths.unsubscribe)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  );
}
