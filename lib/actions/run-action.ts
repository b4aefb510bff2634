import type { z } from 'zod';
import type { Store } from '../data/store';
import { hasRole, type Role } from '../auth/roles';
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
  /** This request's cookies: a session or a reset flow (`maxAge` 0 deletes, with the attributes it was set with). */
  cookies: { get: (name: string) => string | undefined; set: (name: string, value: string, maxAge: number) => void };
  /** Work after the answer is sent (a mail whose timing must not tell anything). */
  defer: (task: () => Promise<unknown>) => void;
};

/** A signed-in caller and, for a staff action, the role the account store holds for them now. */
type Member = { user: SessionUser; role: Role | null };

type Base<S extends z.ZodType> = {
  /** For logs only. */
  name: string;
  schema: S;
  /** Rate-limit bucket, keyed by the member's user id, or by client address for an open action. Taken after validation. */
  bucket?: Bucket;
  /** Shown when `run` throws (a store failure); '' means logged only. */
  failure: string;
  /** Give back what was typed with every refusal (the studio's forms): these fields, each cut to 100,000 characters. */
  echo?: boolean;
  /** Where the browser goes after any answer, refusals included: a plain form's action answers with a page. */
  redirect?: (result: ActionResult, fields: Record<string, string>) => string | undefined;
};

/** An action anyone may call: it never looks up a session. */
type OpenAction<S extends z.ZodType> = Base<S> & {
  signedIn?: undefined;
  run: (input: z.output<S>, ctx: Omit<ActionContext, 'user'>) => Promise<ActionResult>;
};

/**
 * An action for signed-in users: `signedIn` is the message everyone else gets. A staff action names
 * the `role` it needs (read from the account store on this request) and `notAllowed`, what anyone
 * below it gets; its answers carry `at`.
 */
export type MemberAction<S extends z.ZodType> = Base<S> & {
  signedIn: string;
  role?: Role;
  notAllowed?: string;
  run: (input: z.output<S>, ctx: Omit<ActionContext, 'user'> & Member) => Promise<ActionResult>;
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

/** The first value of each text field, as the form shows it again. */
function typed(fields: Record<string, string | string[]>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, (Array.isArray(value) ? value[0]! : value).slice(0, 100_000)]));
}

/**
 * The one wrapper every server action goes through, visitors', accounts', resets' and the
 * studio's: the user from the session for a member action (refused early without one) and the
 * role a staff action names, then zod validation of the form, the rate limit and the write. One
 * kind of answer comes back (ActionResult). Only the spec's messages (or a clear refusal) ever
 * reach the visitor; internals are logged. Next refuses an action posted from another origin
 * before it gets here (its Origin check against the host the request names).
 */
export async function runAction<S extends z.ZodType>(definition: ActionDefinition<S>, formData: unknown, ctx: ActionContext): Promise<ActionResult> {
  const fields = formData instanceof FormData ? formFields(formData) : {};
  const staff = definition.signedIn !== undefined && definition.role !== undefined;
  let result = await answer(definition, fields, ctx);
  if (!result.ok && definition.echo) result = { ...result, fields: typed(fields) };
  if (staff) result = { ...result, at: ctx.now() };
  const to = definition.redirect?.(result, typed(fields));
  if (to) result = { ...result, to };
  return result;
}

async function answer<S extends z.ZodType>(definition: ActionDefinition<S>, fields: Record<string, string | string[]>, ctx: ActionContext): Promise<ActionResult> {
  try {
    if (definition.signedIn === undefined) {
      const parsed = definition.schema.safeParse(fields);
      if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? 'Invalid input.');
      if (definition.bucket && !(await ctx.rateLimit(definition.bucket, `ip:${ctx.client}`))) return fail(MESSAGES.rateLimited);
      return await definition.run(parsed.data, ctx);
    }
    const user = await ctx.user();
    if (!user) return fail(definition.signedIn);
    const role = definition.role ? await (await ctx.accounts()).roleOf(user.uid) : null;
    if (definition.role && !hasRole(role, definition.role)) return fail(definition.notAllowed ?? definition.signedIn);
    const parsed = definition.schema.safeParse(fields);
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? 'Invalid input.');
    if (definition.bucket && !(await ctx.rateLimit(definition.bucket, `uid:${user.uid}`))) return fail(MESSAGES.rateLimited);
    return await definition.run(parsed.data, { ...ctx, user, role });
  } catch (error) {
    console.error(`[action] ${definition.name} failed: ${(error as Error).message}`);
    return fail(definition.failure);
  }
}
