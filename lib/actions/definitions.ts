import 'server-only';
import { queries } from '../data/queries';
import { authorName, publicName } from '../auth/types';
import { hashedKey } from '../rate-limit';
import { insightPath } from '../text';
import { MESSAGES } from '../validation';
import { fail, ok } from './result';
import { defineAction } from './run-action';
import { saveTopics, subscribe, SUBSCRIPTION_MESSAGES, unsubscribe } from '../subscriptions/subscriptions';
import { eventCommentInput, insightCommentInput, queryInput, signupInput, subscribeInput, topicsInput, unsubscribeInput } from './schemas';

/**
 * Subscribe (double opt-in, lib/subscriptions): one atomic create-only write decides "already
 * subscribed"; a new address is mailed its confirmation link.
 */
export const subscribeAction = defineAction({
  name: 'subscribe',
  schema: subscribeInput,
  bucket: 'subscribe',
  failure: MESSAGES.subscribeFailed,
  async run({ email, topics }, ctx) {
    if (!(await ctx.rateLimit('subscribeEmail', hashedKey(email)))) return fail(MESSAGES.rateLimited);
    const outcome = await subscribe(await ctx.store(), { email, topics, page: ctx.page, now: ctx.now() });
    return outcome === 'subscribed' ? ok(MESSAGES.subscribeSuccess, SUBSCRIPTION_MESSAGES.confirmSent) : fail(MESSAGES.subscribeDuplicate);
  },
});

/** The preferences page's topics: saved for the subscriber its link names. */
export const topicsAction = defineAction({
  name: 'topics',
  schema: topicsInput,
  bucket: 'subscribe',
  failure: MESSAGES.subscribeFailed,
  async run({ token, topics }, ctx) {
    return (await saveTopics(await ctx.store(), token, topics)) ? ok(SUBSCRIPTION_MESSAGES.topicsSaved) : fail(SUBSCRIPTION_MESSAGES.linkInvalid);
  },
});

/** The preferences page's Unsubscribe: the address is deleted at once (as by the mails' one-click link). */
export const unsubscribeAction = defineAction({
  name: 'unsubscribe',
  schema: unsubscribeInput,
  bucket: 'subscribe',
  failure: MESSAGES.subscribeFailed,
  async run({ token }, ctx) {
    return (await unsubscribe(await ctx.store(), token)) === 'gone' ? ok(SUBSCRIPTION_MESSAGES.unsubscribed) : fail(SUBSCRIPTION_MESSAGES.linkInvalid);
  },
});

/** A further query: id = uid + '_' + epoch ms, user = display name or e-mail. Failures are logged only. */
export const queryAction = defineAction({
  name: 'query',
  schema: queryInput,
  signedIn: MESSAGES.queryLoginRequired,
  bucket: 'query',
  failure: '',
  async run({ question }, ctx) {
    const { user } = ctx;
    await (await ctx.store()).set('queries', `${user.uid}_${ctx.now()}`, { user: authorName(user), question, email: user.email });
    return ok(MESSAGES.querySuccess);
  },
});

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

/** An insight comment, appended to the blog's `comments` list; the cached article is revalidated. */
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
    const added = await store.addBlogComment(blog.id, { user: publicName(user), comment, profilePic: '', date: new Date(ctx.now()).toISOString() });
    if (!added) return fail(MESSAGES.insightNotFound);
    ctx.revalidatePath(insightPath(blog.heading, blog.id));
    return ok(MESSAGES.insightCommentPosted);
  },
});

/** Sign-up: local mode hashes and stores; Firebase mode creates the user with the Admin SDK. Any failure: the spec's one message. */
export const signupAction = defineAction({
  name: 'signup',
  schema: signupInput,
  bucket: 'signup',
  failure: MESSAGES.signupFailed,
  async run({ email, password }, ctx) {
    const created = await (await ctx.accounts()).createUser(email, password);
    return created ? ok(MESSAGES.accountCreated) : fail(MESSAGES.signupFailed);
  },
});
