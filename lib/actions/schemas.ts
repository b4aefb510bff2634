import 'server-only';
import { z } from 'zod';
import { chosenTopics } from '../subscriptions/subscriptions';
import { cleanText, loginProblem, normaliseEmail, signupProblem, subscribeProblem, textProblem } from '../validation';

/**
 * The server's zod schemas for every form, built from the spec's rules in lib/validation.ts
 * so the browser and the server can never disagree. Each issue's message is the spec's text.
 * A missing or non-text field counts as empty; the rules check lengths before any pattern runs
 * (and Next caps an action's body at 64 kB).
 */
const field = () => z.unknown().optional().transform((value) => (typeof value === 'string' ? value : ''));

/** Adds the rule's message as the issue, when there is one. */
function report(ctx: z.RefinementCtx, message: string | null) {
  if (message) ctx.addIssue({ code: 'custom', message });
}

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

export const subscribeInput = z
  .object({ email: field(), topics: checked() })
  .superRefine(({ email }, ctx) => report(ctx, subscribeProblem(email)))
  .transform(({ email, topics }) => ({ email: normaliseEmail(email), topics: chosenTopics(topics) }));

/** A preferences link's forms: the link's token, and the topics chosen. */
export const topicsInput = z.object({ token: field(), topics: checked() }).transform(({ token, topics }) => ({ token, topics: chosenTopics(topics) }));
export const unsubscribeInput = z.object({ token: field() });

export const signupInput = z
  .object({ email: field(), password: field(), confirm: field() })
  .superRefine(({ email, password, confirm }, ctx) => report(ctx, signupProblem(email, password, confirm)));

export const loginInput = z
  .object({ email: field(), password: field() })
  .superRefine(({ email, password }, ctx) => report(ctx, loginProblem(email, password)));

export const idTokenInput = z.object({ idToken: z.string().min(1).max(8192) });

export const queryInput = z
  .object({ question: field() })
  .superRefine(({ question }, ctx) => report(ctx, textProblem(question, 'query')))
  .transform(({ question }) => ({ question: cleanText(question) }));

export const eventCommentInput = z
  .object({ content: field(), eventId: optionalDocId })
  .superRefine(({ content }, ctx) => report(ctx, textProblem(content, 'comment')))
  .transform(({ content, eventId }) => ({ content: cleanText(content), eventId }));

export const insightCommentInput = z
  .object({ blogId: field().pipe(docId), comment: field() })
  .superRefine(({ comment }, ctx) => report(ctx, textProblem(comment, 'comment')))
  .transform(({ blogId, comment }) => ({ blogId, comment: cleanText(comment) }));
