'use client';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { signUp as signUpAction } from '../actions/account-actions';
import type { ActionResult } from '../actions/result';
import { usePublicConfig } from '../public-config';
import { MESSAGES } from '../validation';
import type { SessionUser } from './types';

export type AuthUser = SessionUser;

export type AuthState = {
  /** The signed-in user, or null (also while `ready` is false). */
  user: AuthUser | null;
  /** True once the first answer about the session has arrived. */
  ready: boolean;
  signIn: (email: string, password: string) => Promise<ActionResult>;
  /** Creates the account (the server validates again); it does not sign in: the spec sends the visitor to /login. */
  signUp: (email: string, password: string, confirm: string) => Promise<ActionResult>;
  signOut: () => Promise<void>;
};

const AuthContext = createContext<AuthState | null>(null);

type SessionReply = { user?: AuthUser | null; message?: string };

async function sessionRequest(method: 'GET' | 'POST' | 'DELETE', body?: object): Promise<{ ok: boolean; reply: SessionReply }> {
  const response = await fetch('/api/session', {
    method,
    cache: 'no-store',
    credentials: 'same-origin',
    ...(body ? { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });
  const reply = (await response.json().catch(() => ({}))) as SessionReply;
  return { ok: response.ok, reply };
}

/**
 * The browser's view of the session. Pages are cached and never read cookies, so after the
 * first paint this asks /api/session who is signed in; auth-dependent controls wait for
 * `ready`. Sign-in: local mode posts the credentials; Firebase mode loads the web SDK on
 * demand, signs in and posts the ID token. Either way the server sets the httpOnly cookie.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const config = usePublicConfig();
  const [user, setUser] = useState<AuthUser | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let active = true;
    sessionRequest('GET')
      .then(({ reply }) => active && setUser(reply.user ?? null))
      .catch(() => active && setUser(null))
      .finally(() => active && setReady(true));
    return () => {
      active = false;
    };
  }, []);

  const signIn = useCallback(
    async (email: string, password: string): Promise<ActionResult> => {
      let body: object = { email, password };
      if (config.backend === 'firebase') {
        try {
          const { idTokenFor } = await import('./firebase-client');
          body = { idToken: await idTokenFor(config.firebase, email, password) };
        } catch {
          return { ok: false, message: MESSAGES.loginFailed };
        }
      }
      try {
        const { ok, reply } = await sessionRequest('POST', body);
        if (!ok || !reply.user) return { ok: false, message: reply.message ?? MESSAGES.loginFailed };
        setUser(reply.user);
        setReady(true);
        return { ok: true, message: '' };
      } catch {
        return { ok: false, message: MESSAGES.loginFailed };
      }
    },
    [config],
  );

  const signUp = useCallback((email: string, password: string, confirm: string) => {
    const form = new FormData();
    form.set('email', email);
    form.set('password', password);
    form.set('confirm', confirm);
    return signUpAction(null, form);
  }, []);

  const signOut = useCallback(async () => {
    try {
      await sessionRequest('DELETE');
    } finally {
      setUser(null);
    }
  }, []);

  const value = useMemo(() => ({ user, ready, signIn, signUp, signOut }), [user, ready, signIn, signUp, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
