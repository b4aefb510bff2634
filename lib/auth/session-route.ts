import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { idTokenInput, loginInput } from '../actions/definitions';
import type { Env } from '../env';
import { clientAddress, type RateLimit } from '../rate-limit';
import { MESSAGES } from '../validation';
import { SESSION_COOKIE, sessionCookieOptions } from './cookie';
import { hasRole } from './roles';
import { isSameOrigin } from './same-origin';
import { signInWith } from './sign-in';
import type { Accounts, Credential, SessionUser } from './types';

type Deps = {
  accounts: () => Promise<Accounts>;
  rateLimit: RateLimit;
  config: () => Pick<Env, 'NODE_ENV' | 'SITE_URL' | 'TRUSTED_PROXY_HOPS'>;
};

const MAX_BODY = 16 * 1024;
const NO_STORE = { 'Cache-Control': 'private, no-store' };

function reply(status: number, body: { user: SessionUser | null; staff?: boolean } | { message: string }): NextResponse {
  return NextResponse.json(body, { status, headers: NO_STORE });
}

const TOO_LARGE = Symbol('too large');

/**
 * The JSON body, read no further than MAX_BODY bytes: a declared larger length is refused before
 * reading, and a body that grows past the limit is cancelled there (TOO_LARGE). Anything that is
 * not JSON reads as undefined.
 */
async function readJson(request: NextRequest): Promise<unknown> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY) return TOO_LARGE;
  if (!request.headers.get('content-type')?.startsWith('application/json') || !request.body) return undefined;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > MAX_BODY) {
      await reader.cancel();
      return TOO_LARGE;
    }
    chunks.push(read.value);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * /api/session, the session lifecycle for both backends:
 * GET who is signed in (the AuthProvider asks once per page load);
 * POST start a session (local: e-mail and password; Firebase: a fresh ID token from the web SDK);
 * DELETE end it (local: row deleted; Firebase: refresh tokens revoked) and delete the cookie
 * with the attributes it was set with.
 */
export function sessionHandlers({ accounts, rateLimit, config }: Deps) {
  function clearCookie(request: NextRequest, response: NextResponse) {
    response.cookies.set(SESSION_COOKIE, '', { ...sessionCookieOptions(config(), request.headers, 0), expires: new Date(0) });
    return response;
  }

  async function credentialFrom(body: unknown, kind: Accounts['kind']): Promise<Credential | { message: string }> {
    if (kind === 'firebase') {
      const parsed = idTokenInput.safeParse(body);
      return parsed.success ? { kind: 'idToken', idToken: parsed.data.idToken } : { message: MESSAGES.loginFailed };
    }
    const parsed = loginInput.safeParse(body ?? {});
    if (!parsed.success) return { message: parsed.error.issues[0]?.message ?? MESSAGES.loginFailed };
    return { kind: 'password', email: parsed.data.email, password: parsed.data.password };
  }

  return {
    async GET(request: NextRequest) {
      const value = request.cookies.get(SESSION_COOKIE)?.value;
      if (!value) return reply(200, { user: null });
      const store = await accounts();
      const user = await store.verifySession(value).catch(() => null);
      // A stale cookie (expired, revoked) is removed so the browser stops sending it.
      if (!user) return clearCookie(request, reply(200, { user: null }));
      // Whether to show staff the comments' moderation on public pages: a hint for the page, never
      // an authorisation (every staff action checks the role itself).
      const role = await store.roleOf(user.uid).catch(() => null);
      return reply(200, { user, staff: hasRole(role, 'editor') });
    },

    async POST(request: NextRequest) {
      const settings = config();
      if (!isSameOrigin(request, settings.SITE_URL)) return reply(403, { message: MESSAGES.loginFailed });
      const client = `ip:${clientAddress(request.headers, settings.TRUSTED_PROXY_HOPS)}`;
      const body = await readJson(request);
      if (body === TOO_LARGE) return reply(413, { message: 'Request too large.' });
      const backend = await accounts();
      const credential = await credentialFrom(body, backend.kind);
      if ('message' in credential) return reply(400, credential);
      const outcome = await signInWith(backend, rateLimit, { client, credential, previous: request.cookies.get(SESSION_COOKIE)?.value });
      if (!outcome.ok) return reply(outcome.status, { message: outcome.message });
      const { session } = outcome;
      const response = reply(200, { user: session.user });
      response.cookies.set(SESSION_COOKIE, session.value, sessionCookieOptions(settings, request.headers, session.maxAge));
      return response;
    },

    async DELETE(request: NextRequest) {
      if (!isSameOrigin(request, config().SITE_URL)) return reply(403, { message: 'Forbidden' });
      const value = request.cookies.get(SESSION_COOKIE)?.value;
      if (value) {
        await (await accounts()).endSession(value).catch((error: unknown) => {
          console.error(`[auth] sign-out failed: ${(error as Error).message}`);
        });
      }
      return clearCookie(request, reply(200, { user: null }));
    },
  };
}
