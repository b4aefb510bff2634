'use client';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ActionResult } from '../actions/result';
import { loadOnce } from '../lazy';
import { usePublicConfig } from '../public-config.client';
import { sessionRequest } from './session-request';
import type { SessionUser } from './types';

export type AuthUser = SessionUser;

export type AuthState = {
  /** The signed-in user, or null (also while `ready` is false). */
  user: AuthUser | null;
  /** True once the first answer about the session has arrived. */
  ready: boolean;
  /** Rejects only when its code cannot be loaded (offline); every other failure is a result. */
  signIn: (email: string, password: string) => Promise<ActionResult>;
  signOut: () => Promise<void>;
};

const AuthContext = createContext<AuthState | null>(null);

// Sign-in (and in Firebase mode the web SDK) loads on first use, not with every page.
const loadAuthClient = loadOnce(() => import('./auth-client'));

/**
 * The browser's view of the session. Pages are cached and never read cookies, so after the
 * first paint this asks /api/session who is signed in; auth-dependent controls wait for
 * `ready`. Signing in or out goes through /api/session too, which sets or clears the
 * httpOnly cookie (lib/auth/auth-client.ts).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const config = usePublicConfig();
  const [user, setUser] = useState<AuthUser | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let active = true;
    sessionRequest('GET')
      .then(({ reply }) => {
        if (!active) return;
        setUser(reply.user ?? null);
        // Staff see the comments' moderation (CSS on html[data-staff]); every action checks the role.
        document.documentElement.toggleAttribute('data-staff', !!reply.staff);
      })
      .catch(() => active && setUser(null))
      .finally(() => active && setReady(true));
    return () => {
      active = false;
    };
  }, []);

  const signIn = useCallback(
    async (email: string, password: string): Promise<ActionResult> => {
      const client = await loadAuthClient();
      const { result, user: signedIn } = await client.signIn(config, email, password);
      if (signedIn) {
        setUser(signedIn);
        setReady(true);
      }
      return result;
    },
    [config],
  );

  // Inline, not loaded: one request with the helper the session check already uses.
  const signOut = useCallback(async () => {
    try {
      await sessionRequest('DELETE');
    } finally {
      setUser(null);
      document.documentElement.toggleAttribute('data-staff', false);
    }
  }, []);

  const value = useMemo(() => ({ user, ready, signIn, signOut }), [user, ready, signIn, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
