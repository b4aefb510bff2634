import { z } from 'zod';

/**
 * The one place that reads process.env. Firebase mode is all-or-nothing: a missing
 * variable stops start-up with a message naming it, never a silent fallback to SQLite.
 */

/** A variable holding a JSON object; unreadable JSON is an invalid value. */
const jsonObject = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'not JSON' });
      return z.NEVER;
    }
  })
  .pipe(z.record(z.string(), z.unknown()));

const Raw = z.object({
  SITE_BACKEND: z.enum(['local', 'firebase']).default('local'),
  SITE_URL: z.url().default('http://localhost:3000'),
  SQLITE_PATH: z.string().min(1).default('.data/site.db'),
  SEED_DIR: z.string().min(1).default('content/seed'),
  FIREBASE_PROJECT_ID: z.string().min(1).optional(),
  FIREBASE_SERVICE_ACCOUNT: z.string().min(1).optional(),
  GOOGLE_APPLICATION_CREDENTIALS: z.string().min(1).optional(),
  FIRESTORE_EMULATOR_HOST: z.string().min(1).optional(),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().min(1).optional(),
  /** Read by firebase-admin itself: uploaded images go to the Storage emulator. */
  FIREBASE_STORAGE_EMULATOR_HOST: z.string().min(1).optional(),
  /** The Cloud Storage bucket of uploaded images (default: the project's, <project>.firebasestorage.app). */
  FIREBASE_STORAGE_BUCKET: z.string().min(1).optional(),
  FIREBASE_API_KEY: z.string().min(1).optional(),
  FIREBASE_AUTH_DOMAIN: z.string().min(1).optional(),
  FIREBASE_APP_ID: z.string().min(1).optional(),
  // Set by Firebase App Hosting itself (apphosting.yaml may not name FIREBASE_ variables): the
  // Admin SDK's config (projectId) and, at build time, the web app's (apiKey, authDomain, appId).
  FIREBASE_CONFIG: jsonObject.optional(),
  FIREBASE_WEBAPP_CONFIG: jsonObject.optional(),
  /** Set by Cloud Run (App Hosting runs there): Google's own credentials are at hand. */
  K_SERVICE: z.string().min(1).optional(),
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Overrides of lib/rate-limit.ts BUCKET_LIMITS, as JSON: {"<bucket>":{"points":N,"duration":seconds}}. */
  RATE_LIMITS: z
    .string()
    .default('{}')
    .pipe(jsonObject)
    .pipe(z.record(z.string(), z.object({ points: z.number().int().positive(), duration: z.number().int().positive() }).strict())),
  /**
   * How many of the newest insights and events the build prerenders; the rest render on first
   * request and stay cached, so the build's time does not grow with the archive.
   */
  PRERENDER_NEWEST: z.coerce.number().int().min(0).max(10_000).default(200),
  /** The SMTP server the site delivers its mail through (smtp://user:pass@host:port), both modes; locally, without it, .eml files in MAIL_DIR. */
  SMTP_URL: z.url().optional(),
  MAIL_DIR: z.string().min(1).default('.data/mail'),
  /**
   * Where uploaded images' bytes are kept: Cloud Storage (`storage`, Firebase mode's default) or
   * files under MEDIA_DIR (`files`, local mode's default; in Firebase mode only where no Storage
   * emulator can run, such as this project's offline e2e run).
   */
  MEDIA_STORE: z.enum(['storage', 'files']).optional(),
  MEDIA_DIR: z.string().min(1).default('.data/media'),
  /**
   * A folder the instances share that keeps the search index's snapshot (lib/search/snapshot.ts).
   * Default: beside the SQLite store in local mode (`<SQLITE_PATH>-search`), Cloud Storage in
   * Firebase mode.
   */
  SEARCH_SNAPSHOT_DIR: z.string().min(1).optional(),
  /** The sender of the site's own mails; in Firebase mode the extension's configured sender. */
  MAIL_FROM: z.string().min(3).optional(),
  /** Confirmation mails the whole site sends in one clock hour at most (lib/subscriptions: default 300). */
  CONFIRMATIONS_PER_HOUR: z.coerce.number().int().positive().optional(),
  /** Whether insight comments wait for staff's approval (`pre`) or appear at once (`post`, the default). */
  COMMENTS_MODERATION: z.enum(['pre', 'post']).default('post'),
  /** The firm's inbox that visitors' queries are mailed to (default: the firm's address, content/site.ts). */
  QUERY_INBOX: z.email().optional(),
  /** The bearer token a scheduler sends to POST /api/alerts; the endpoint is off without it. */
  ALERTS_TOKEN: z.string().min(24).optional(),
  NODE_ENV: z.string().default('development'),
  /** Next's build directory; the Firebase-mode e2e run builds into its own. */
  NEXT_DIST_DIR: z.string().min(1).default('.next'),
});

/** How firebase-admin authenticates: a key, Google's application default credentials, or none (emulator). */
type FirebaseCredentials = 'service-account' | 'application-default' | 'emulator';
export type Env = z.infer<typeof Raw> & { FIREBASE_CREDENTIALS?: FirebaseCredentials };

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** Explicit variables first, then what App Hosting provides. */
function withAppHostingConfig(env: Env): Env {
  const web = env.FIREBASE_WEBAPP_CONFIG ?? {};
  const admin = env.FIREBASE_CONFIG ?? {};
  return {
    ...env,
    FIREBASE_PROJECT_ID: env.FIREBASE_PROJECT_ID ?? text(web.projectId) ?? text(admin.projectId),
    FIREBASE_API_KEY: env.FIREBASE_API_KEY ?? text(web.apiKey),
    FIREBASE_AUTH_DOMAIN: env.FIREBASE_AUTH_DOMAIN ?? text(web.authDomain),
    FIREBASE_APP_ID: env.FIREBASE_APP_ID ?? text(web.appId),
    FIREBASE_STORAGE_BUCKET: env.FIREBASE_STORAGE_BUCKET ?? text(web.storageBucket) ?? text(admin.storageBucket),
  };
}

function credentialsOf(env: Env): FirebaseCredentials | undefined {
  if (env.FIREBASE_SERVICE_ACCOUNT) return 'service-account';
  if (env.FIRESTORE_EMULATOR_HOST) return 'emulator'; // never in production (see parseEnv)
  if (env.GOOGLE_APPLICATION_CREDENTIALS || env.FIREBASE_CONFIG || env.K_SERVICE) return 'application-default';
  return undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = Raw.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid environment variable ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const env = withAppHostingConfig(parsed.data);
  if (env.SITE_BACKEND === 'firebase') {
    const required = ['FIREBASE_PROJECT_ID', 'FIREBASE_API_KEY', 'FIREBASE_AUTH_DOMAIN'] as const;
    for (const name of required) {
      if (!env[name]) throw new ConfigError(`SITE_BACKEND=firebase needs ${name} to be set.`);
    }
    env.FIREBASE_CREDENTIALS = credentialsOf(env);
    if (!env.FIREBASE_CREDENTIALS) {
      throw new ConfigError(
        'SITE_BACKEND=firebase needs FIREBASE_SERVICE_ACCOUNT or GOOGLE_APPLICATION_CREDENTIALS (or FIRESTORE_EMULATOR_HOST for the emulator).',
      );
    }
  }
  // firebase-admin accepts unsigned tokens when an emulator host is set: never in production.
  const emulator = env.FIRESTORE_EMULATOR_HOST || env.FIREBASE_AUTH_EMULATOR_HOST || env.FIREBASE_STORAGE_EMULATOR_HOST;
  if (env.NODE_ENV === 'production' && env.SITE_BACKEND === 'firebase' && emulator) {
    throw new ConfigError('Emulator host variables must not be set in production (FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST / FIREBASE_STORAGE_EMULATOR_HOST).');
  }
  return env;
}

/**
 * What a serving process needs beyond parseEnv: a site served at an https origin in production is
 * behind a front end, and must say how many proxies append to X-Forwarded-For. With the default
 * of none, the header's right-most entry is whatever a client wrote there, so every per-client
 * limit would be the client's to choose (SECURITY.md). A local `npm start` (http) is not refused.
 */
export function servingProblem(source: Record<string, string | undefined> = process.env, parsed: Env = env()): string | null {
  const https = parsed.SITE_URL.startsWith('https:');
  // The build has no clients (App Hosting gives the hops at run time only).
  const building = source.NEXT_PHASE === 'phase-production-build';
  if (parsed.NODE_ENV === 'production' && https && !building && !source.TRUSTED_PROXY_HOPS) {
    return 'TRUSTED_PROXY_HOPS must be set in production: how many proxies in front of the site append to X-Forwarded-For (App Hosting: 2; none: 0).';
  }
  return null;
}

/**
 * What a serving site lacks but can run without, said at start: a Firebase site in production with
 * no mail server keeps every mail waiting in its outbox (lib/mail/outbox.ts), then failed.
 */
export function servingWarnings(parsed: Env = env()): string[] {
  const production = parsed.NODE_ENV === 'production' && parsed.SITE_URL.startsWith('https:');
  return production && parsed.SITE_BACKEND === 'firebase' && !parsed.SMTP_URL ? ['[mail] SMTP_URL is not set: no mail goes out; each waits in the outbox and shows as failed on the studio’s Mail page.'] : [];
}

let cached: Env | undefined;

export function env(): Env {
  // FIREBASE_WEBAPP_CONFIG by name: App Hosting sets it for the build only, and next.config.ts
  // has Next write the build's value into the server code in place of this reference.
  cached ??= parseEnv({ ...process.env, FIREBASE_WEBAPP_CONFIG: process.env.FIREBASE_WEBAPP_CONFIG });
  return cached;
}

/** The browser's share of the configuration: safe to serialise into the page. */
export type PublicConfig =
  | { backend: 'local' }
  | { backend: 'firebase'; firebase: { apiKey: string; authDomain: string; projectId: string; appId?: string; emulatorHost?: string; authEmulatorHost?: string } };

export function publicConfig(): PublicConfig {
  const e = env();
  if (e.SITE_BACKEND === 'local') return { backend: 'local' };
  return {
    backend: 'firebase',
    firebase: {
      apiKey: e.FIREBASE_API_KEY!,
      authDomain: e.FIREBASE_AUTH_DOMAIN!,
      projectId: e.FIREBASE_PROJECT_ID!,
      appId: e.FIREBASE_APP_ID,
      emulatorHost: e.FIRESTORE_EMULATOR_HOST,
      authEmulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST,
    },
  };
}
