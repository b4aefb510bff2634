import type { z } from 'zod';
import type { Store } from '../data/store';
import type { Accounts, SessionUser } from '../auth/types';
import type { Bucket, RateLimit } from '../rate-limit';
import { MESSAGES } from '../validation';
import { fail, type ActionResult } from './result';

/**
 * What an action may use. Built from the request by `requestContext()` in a real action,
 * and by hand in the integration tests (any store, any user, a fresh limiter).
 */
export type ActionContext = {
  user: () => Promise<SessionUser | null>;
  store: () => Promise<Store>;
  accounts: () => Promise<Accounts>;
  /** The rate-limit key of an anonymous caller (see clientAddress). */
  client: string;
  rateLimit: RateLimit;
  revalidatePath: (path: string) => void;
  now: () => number;
  /** The site path of the page the form was sent from ('' when unknown): a subscriber's consent record. */
  page: string;
  /** Whether insight comments wait for approval (`pre`) or appear at once (`post`): COMMENTS_MODERATION. */
  moderation: 'pre' | 'post';
};

type Base<S extends z.ZodType> = {
  /** For logs only. */
  name: string;
  schema: S;
  /** Rate-limit bucket, keyed by the member's user id, or by client address for an open action. Taken after validation. */
  bucket?: Bucket;
  /** Shown when `run` throws (a store failure); '' means logged only. */
  failure: string;
};

/** An action anyone may call: it never looks up a session. */
type OpenAction<S extends z.ZodType> = Base<S> & {
  signedIn?: undefined;
  run: (input: z.output<S>, ctx: Omit<ActionContext, 'user'>) => Promise<ActionResult>;
};

/** An action for signed-in users: `signedIn` is the message everyone else gets. */
type MemberAction<S extends z.ZodType> = Base<S> & {
  signedIn: string;
  run: (input: z.output<S>, ctx: Omit<ActionContext, 'user'> & { user: SessionUser }) => Promise<ActionResult>;
};

export type ActionDefinition<S extends z.ZodType> = OpenAction<S> | MemberAction<S>;

export function defineAction<S extends z.ZodType>(definition: ActionDefinition<S>): ActionDefinition<S> {
  return definition;
}

/**
 * The form's text fields only (a name given several times, as a checkbox group's, as a list);
 * files and React's `$ACTION_*` bookkeeping entries are dropped.
 */
function formFields(formData: FormData): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [key, value] of formData.entries()) {
    if (typeof value !== 'string' || key.startsWith('$ACTION')) continue;
    const before = fields[key];
    fields[key] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return fields;
}

/**
 * The one wrapper every server action goes through: for a member action the user from the
 * session (refused early without one), then zod validation of the form, the rate limit and
 * the write. An open action (subscribe) reads no session.
 * Only the spec's messages (or a clear refusal) ever reach the visitor; internals are logged.
 */
export async function runAction<S extends z.ZodType>(
  definition: ActionDefinition<S>,
  formData: unknown,
  ctx: ActionContext,
): Promise<ActionResult> {
  try {
    const user = definition.signedIn === undefined ? null : await ctx.user();
    if (definition.signedIn !== undefined && !user) return fail(definition.signedIn);
    const parsed = definition.schema.safeParse(formData instanceof FormData ? formFields(formData) : {});
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? 'Invalid input.');
    if (definition.bucket && !(await ctx.rateLimit(definition.bucket, user ? `uid:${user.uid}` : `ip:${ctx.client}`))) {
      return fail(MESSAGES.rateLimited);
    }
    if (definition.signedIn === undefined) return await definition.run(parsed.data, ctx);
    return user ? await definition.run(parsed.data, { ...ctx, user }) : fail(definition.signedIn);
  } catch (error) {
    console.error(`[action] ${definition.name} failed: ${(error as Error).message}`);
    return fail(definition.failure);
  }
}
