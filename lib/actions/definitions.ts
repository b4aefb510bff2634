import 'server-only';
import { z } from 'zod';
import { SITE } from '@/content/site';
import { queries } from '../data/queries';
import { env } from '../env';
import { sendMail } from '../mail/mailer';
import { queryMail } from '../mail/templates';
import { authorName, publicName } from '../auth/types';
import { sendConfirmation } from '../auth/address-confirmation';
import { postInsightComment, reportComment } from '../comments/insight-comments';
import { REPORT_MESSAGES } from '../comments/page';
import { isPlainAddress, mailboxKey, plainAddress } from '../email-address';
import { articlePath } from '../text';
import { cleanText, loginProblem, MESSAGES, safeNextPath, signupProblem, subscribeProblem, textProblem } from '../validation';
import { fail, ok } from './result';
import { defineAction } from './run-action';
import { chosenTopics, saveTopics, subscribe, SUBSCRIPTION_MESSAGES, unsubscribe } from '../subscriptions/subscriptions';

/*
 * Every server action's definition, each after the zod schema of its form. The schemas are
 * built from the spec's rules in lib/validation.ts, so the browser and the server can never
 * disagree, and each issue's message is the spec's text. A missing or non-text field counts as
 * empty; the rules check lengths before any pattern runs (and Next caps an action's body at 64 kB).
 */

/** A text field's value ('' when missing or not text). */
export const field = () => z.unknown().optional().transform((value) => (typeof value === 'string' ? value : ''));

/** Adds the rule's message as the issue, when there is one. */
export function report(ctx: z.RefinementCtx, message: string | null) {
  if (message) ctx.addIssue({ code: 'custom', message });
}

/**
 * An account's address, after the spec's pattern: also one plain address exactly as typed
 * (lib/email-address.ts), which the pattern alone does not ensure (`a..b@x.com`).
 */
const accountAddressProblem = (email: string) => (isPlainAddress(email) ? null : MESSAGES.invalidAccountEmail);

/** A document id: no '/' (Firestore forbids it) and no whitespace. */
const docId = z.string().regex(/^[^/\s]{1,200}$/, 'Invalid id.');
/** An optional id from a hidden field: absent or empty means none. */
const optionalDocId = field()
  .transform((value) => value.trim() || undefined)
  .pipe(docId.optional());

/** A checkbox group's values: one box checked arrives as text, several as a list. */
const checked = () =>
  z
    .unknown()
    .optional()
    .transform((value) => (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string'));

/** The clock hour whose ceiling this process has logged. */
let ceilingLogged = '';

/** The spec's subscribe rule, narrowed on the server to one plain address (lib/email-address.ts). */
const subscribeInput = z
  .object({ email: field(), topics: checked() })
  .superRefine(({ email }, ctx) => report(ctx, subscribeProblem(email) ?? (plainAddress(email) ? null : MESSAGES.subscribeInvalid)))
  .transform(({ email, topics }) => ({ email: plainAddress(email)!, topics: chosenTopics(topics) }));

/**
 * Subscribe (double opt-in, lib/subscriptions): one atomic create-only write decides "already
 * subscribed"; a new address is mailed its confirmation link. The per-address limit keys on the
 * mailbox, so no spelling of an address escapes it; confirmation mails have a site-wide ceiling
 * per hour.
 */
export const subscribeAction = defineAction({
  name: 'subscribe',
  schema: subscribeInput,
  bucket: 'subscribe',
  failure: MESSAGES.subscribeFailed,
  async run({ email, topics }, ctx) {
    if (!(await ctx.rateLimit('subscribeEmail', mailboxKey(email)))) return fail(MESSAGES.rateLimited);
    // This client's share of the site-wide ceiling on confirmation mails.
    if (!(await ctx.rateLimit('subscribeMails', `ip:${ctx.client}`))) return fail(MESSAGES.rateLimited);
    const outcome = await subscribe(await ctx.store(), { email, topics, page: ctx.page, now: ctx.now(), ceiling: env().CONFIRMATIONS_PER_HOUR });
    if (outcome === 'subscribed') return ok(MESSAGES.subscribeSuccess, SUBSCRIPTION_MESSAGES.confirmSent);
    if (outcome === 'limited') return fail(MESSAGES.rateLimited);
    if (outcome === 'ceiling') {
      const hour = new Date(ctx.now()).toISOString().slice(0, 13);
      // One line an hour, not one a refusal: a flood of them would be a flood of log lines too.
      if (ceilingLogged !== hour) {
        ceilingLogged = hour;
        console.error(`[subscriptions] the hourly ceiling on confirmation mails is reached (${hour} UTC): nothing is sent until the hour ends`);
      }
      return fail(MESSAGES.subscribeFailed);
    }
    return fail(MESSAGES.subscribeDuplicate);
  },
});

/** A preferences link's forms: the link's token, and the topics chosen. */
const topicsInput = z.object({ token: field(), topics: checked() }).transform(({ token, topics }) => ({ token, topics: chosenTopics(topics) }));
const unsubscribeInput = z.object({ token: field() });

/** The preferences page's topics: saved for the subscriber its link names. */
export const topicsAction = defineAction({
  name: 'topics',
  schema: topicsInput,
  bucket: 'subscriptionLinks',
  failure: MESSAGES.subscribeFailed,
  async run({ token, topics }, ctx) {
    return (await saveTopics(await ctx.store(), token, topics)) ? ok(SUBSCRIPTION_MESSAGES.topicsSaved) : fail(SUBSCRIPTION_MESSAGES.linkInvalid);
  },
});

/** The preferences page's Unsubscribe: the address is deleted at once (as by the mails' one-click link). */
export const unsubscribeAction = defineAction({
  name: 'unsubscribe',
  schema: unsubscribeInput,
  bucket: 'subscriptionLinks',
  failure: MESSAGES.subscribeFailed,
  async run({ token }, ctx) {
    return (await unsubscribe(await ctx.store(), token)) === 'gone' ? ok(SUBSCRIPTION_MESSAGES.unsubscribed) : fail(SUBSCRIPTION_MESSAGES.linkInvalid);
  },
});

const queryInput = z
  .object({ question: field() })
  .superRefine(({ question }, ctx) => report(ctx, textProblem(question, 'query')))
  .transform(({ question }) => ({ question: cleanText(question) }));

/**
 * A further query: id = uid + '_' + epoch ms, user = display name or e-mail. Stored first, then
 * mailed to the firm's inbox (QUERY_INBOX) with the visitor as Reply-To, so it reaches a person;
 * a mail that fails is logged, the stored query stays. Failures are logged only.
 */
export const queryAction = defineAction({
  name: 'query',
  schema: queryInput,
  signedIn: MESSAGES.queryLoginRequired,
  bucket: 'query',
  failure: '',
  async run({ question }, ctx) {
    const { user } = ctx;
    const store = await ctx.store();
    const id = `${user.uid}_${ctx.now()}`;
    const name = authorName(user);
    await store.set('queries', id, { user: name, question, email: user.email, date: new Date(ctx.now()).toISOString(), status: 'new' });
    const inbox = env().QUERY_INBOX ?? SITE.email;
    const message = queryMail({ name, email: user.email, question, page: ctx.page });
    await sendMail(store, `query-${id}`, inbox, message, { at: ctx.now(), replyTo: { name, address: user.email } }).catch((error: unknown) => {
      console.error(`[query] stored, but not mailed to the inbox: ${(error as Error).message}`);
    });
    return ok(MESSAGES.querySuccess);
  },
});

const eventCommentInput = z
  .object({ content: field(), eventId: optionalDocId })
  .superRefine(({ content }, ctx) => report(ctx, textProblem(content, 'comment')))
  .transform(({ content, eventId }) => ({ content: cleanText(content), eventId }));

/** An event comment: id = user id + time stamp. No page shows these, so nothing to revalidate. Failures are logged only. */
export const eventCommentAction = defineAction({
  name: 'event-comment',
  schema: eventCommentInput,
  signedIn: MESSAGES.commentLoginRequired,
  bucket: 'comment',
  failure: '',
  async run({ content, eventId }, ctx) {
    const { user } = ctx;
    const store = await ctx.store();
    // A comment names an event that exists (or none, from a list page's box).
    if (eventId && !(await store.get('events', eventId))) return fail(MESSAGES.eventNotFound);
    await store.set('comments', `${user.uid}${ctx.now()}`, {
      author: authorName(user),
      content,
      email: user.email,
      ...(eventId ? { eventId } : {}),
    });
    return ok(MESSAGES.commentSuccess);
  },
});

const insightCommentInput = z
  .object({ blogId: field().pipe(docId), comment: field() })
  .superRefine(({ comment }, ctx) => report(ctx, textProblem(comment, 'comment')))
  .transform(({ blogId, comment }) => ({ blogId, comment: cleanText(comment) }));

/** An insight comment, a document of its own (lib/comments); the cached article is revalidated. */
export const insightCommentAction = defineAction({
  name: 'insight-comment',
  schema: insightCommentInput,
  signedIn: MESSAGES.commentLoginRequired,
  bucket: 'comment',
  failure: MESSAGES.subscribeFailed,
  async run({ blogId, comment }, ctx) {
    const { user } = ctx;
    const store = await ctx.store();
    const [blog] = await store.list(queries.blogById(blogId));
    if (!blog) return fail(MESSAGES.insightNotFound);
    // Public: the commenter's chosen name only (lib/auth/types.ts publicName), no address or id.
    if (ctx.moderation === 'pre') {
      // Nothing public changes until staff approve it (lib/comments/moderation.ts).
      await postInsightComment(store, blog.id, { user: publicName(user), comment }, ctx.now(), 'pending');
      return ok(MESSAGES.insightCommentAwaiting);
    }
    await postInsightComment(store, blog.id, { user: publicName(user), comment }, ctx.now());
    ctx.revalidatePath(articlePath(blog));
    return ok(MESSAGES.insightCommentPosted);
  },
});

/**
 * A reader reports an insight comment: once per reader (lib/comments/insight-comments.ts), counted
 * in the comment bucket. The answer names the outcome (REPORT_MESSAGES), never who else reported.
 */
export const reportCommentAction = defineAction({
  name: 'report-comment',
  schema: z.object({ commentId: field().pipe(docId) }),
  signedIn: REPORT_MESSAGES.login,
  bucket: 'comment',
  failure: REPORT_MESSAGES.failed,
  async run({ commentId }, ctx) {
    const outcome = await reportComment(await ctx.store(), commentId, ctx.user.uid, ctx.now());
    return outcome === 'gone' ? fail(REPORT_MESSAGES.gone) : ok(outcome === 'again' ? REPORT_MESSAGES.again : REPORT_MESSAGES.thanks);
  },
});

const signupInput = z
  .object({ email: field(), password: field(), confirm: field() })
  .superRefine(({ email, password, confirm }, ctx) => report(ctx, signupProblem(email, password, confirm) ?? accountAddressProblem(email)));

/**
 * Sign-up: local mode hashes and stores; Firebase mode creates the user with the Admin SDK. Any
 * failure: the spec's one message. The new account is mailed the link that proves its address
 * (lib/auth/address-confirmation.ts); a mail that fails is logged, and the account page sends another.
 */
export const signupAction = defineAction({
  name: 'signup',
  schema: signupInput,
  bucket: 'signup',
  failure: MESSAGES.signupFailed,
  // To log in, with the spec's "account created" message, and on from there to where the visitor was going.
  redirect: (result, fields) => {
    if (!result.ok) return undefined;
    const next = safeNextPath(fields.next);
    return next === '/' ? '/login?created=1' : `/login?created=1&next=${encodeURIComponent(next)}`;
  },
  async run({ email, password }, ctx) {
    const accounts = await ctx.accounts();
    if (!(await accounts.createUser(email, password))) return fail(MESSAGES.signupFailed);
    try {
      const uid = await accounts.uidOf(email);
      if (uid) await sendConfirmation({ accounts, store: await ctx.store(), now: ctx.now() }, { uid, email });
    } catch (error) {
      console.error(`[accounts] created, but the confirmation link was not mailed: ${(error as Error).message}`);
    }
    return ok(MESSAGES.accountCreated);
  },
});

/** Log-in's form (account-actions.ts) and the browser's sign-in token (lib/auth/session-route.ts). */
export const loginInput = z
  .object({ email: field(), password: field() })
  .superRefine(({ email, password }, ctx) => report(ctx, loginProblem(email, password) ?? accountAddressProblem(email)));

export const idTokenInput = z.object({ idToken: z.string().min(1).max(8192) });
