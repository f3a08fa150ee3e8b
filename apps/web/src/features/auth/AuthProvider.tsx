import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { LoginMutation, MeQuery } from '../../api/operations';
import type { User } from '../../api/operations';
import { ApiError, isUnanswered, onUnauthenticated, request } from '../../api/client';
import { translateError } from '../../i18n/error-text';
import { clearSession, hasStoredSession, storedToken, storeSession } from './session';

export type AuthState = { status: 'authenticating' } | { status: 'loggedOut' } | { status: 'loggedIn'; user: User };

interface AuthContextValue {
  state: AuthState;
  /** Signs in; rejects with the ApiError so the form can show it. */
  login: (identifier: string, password: string) => Promise<void>;
  logout: () => void;
  /**
   * Replaces the signed-in user after a mutation returned a fresh copy, or changes it by a function of the
   * current one (an optimistic change that must not undo another made meanwhile).
   */
  updateUser: (user: User | ((current: User) => User)) => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Waits before asking for the stored session's user again while the server cannot be reached (the last repeats). */
const RESTORE_RETRY_MS = [1000, 2000, 4000, 8000, 15000, 30000];
const UNREACHABLE_NOTICE = 'session-server-unreachable';

/**
 * Authentication as in requirements/accounts-and-sign-in.md#sessions: starts "authenticating" when a token and user ID
 * are stored and loads `me`; success logs in, failure removes both and shows the error. A server that cannot be reached
 * is no failure of the session: it stays stored and `me` is asked for again (RESTORE_RETRY_MS). Without them: logged out. A
 * session that ends while logged in (any request answered UNAUTHENTICATED) logs out once. Signing in or out empties the
 * query cache: nothing of the previous user shows for the next.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<AuthState>(() =>
    hasStoredSession() ? { status: 'authenticating' } : { status: 'loggedOut' },
  );
  const isAuthenticating = state.status === 'authenticating';
  const isLoggedInRef = useRef(false);
  useEffect(() => {
    isLoggedInRef.current = state.status === 'loggedIn';
  }, [state.status]);

  useEffect(
    () =>
      onUnauthenticated((token) => {
        // Only the session in use ends it: not an older token, not twice for parallel requests.
        if (!isLoggedInRef.current || token !== storedToken()) return;
        isLoggedInRef.current = false;
        clearSession();
        queryClient.clear();
        setState({ status: 'loggedOut' });
        notifications.show({ color: 'red', message: i18n.t('auth.sessionEnded') });
      }),
    [i18n, queryClient],
  );

  useEffect(() => {
    if (!isAuthenticating) return;
    let active = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const attempt = (failures: number) => {
      request(MeQuery)
        .then(({ me }) => {
          if (!me) throw new ApiError('UNAUTHENTICATED');
          if (failures > 0) notifications.hide(UNREACHABLE_NOTICE);
          // the signed-in frame and its first screen are drawn in the background (a transition React cuts into
          // short tasks) while the loader stays: a returning user's first load does not freeze the page
          if (active) startTransition(() => setState({ status: 'loggedIn', user: me }));
        })
        .catch((error: unknown) => {
          if (!active) return;
          if (isUnanswered(error)) {
            // no answer about the session (no connection, a server restarting, the page left while asking): it
            // stays stored, the loader stays and the user is asked for again
            if (failures === 0)
              notifications.show({
                id: UNREACHABLE_NOTICE,
                color: 'yellow',
                autoClose: false,
                message: i18n.t('auth.serverUnreachable'),
              });
            const wait = RESTORE_RETRY_MS[Math.min(failures, RESTORE_RETRY_MS.length - 1)];
            retry = setTimeout(() => attempt(failures + 1), wait);
            return;
          }
          notifications.hide(UNREACHABLE_NOTICE);
          clearSession();
          setState({ status: 'loggedOut' });
          notifications.show({
            color: 'red',
            title: i18n.t('auth.sessionFailed'),
            message: translateError(i18n.t, error),
          });
        });
    };
    attempt(0);
    return () => {
      active = false;
      clearTimeout(retry);
    };
  }, [isAuthenticating, i18n]);

  const login = useCallback(
    async (identifier: string, password: string) => {
      const { login: payload } = await request(LoginMutation, { identifier, password });
      storeSession(payload.jwt, payload.userId);
      queryClient.clear();
      setState({ status: 'loggedIn', user: payload.user });
      notifications.show({ color: 'green', message: t('auth.loggedIn', { name: payload.user.displayName }) });
    },
    [t, queryClient],
  );

  const logout = useCallback(() => {
    clearSession();
    queryClient.clear();
    setState({ status: 'loggedOut' });
    notifications.show({ color: 'brown', message: t('auth.loggedOut') });
  }, [t, queryClient]);

  const updateUser = useCallback((user: User | ((current: User) => User)) => {
    setState((current) =>
      current.status === 'loggedIn'
        ? { status: 'loggedIn', user: typeof user === 'function' ? user(current.user) : user }
        : current,
    );
  }, []);

  const value = useMemo(() => ({ state, login, logout, updateUser }), [state, login, logout, updateUser]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}

/** The signed-in user, or null while logged out or authenticating. */
export function useCurrentUser(): User | null {
  const { state } = useAuth();
  return state.status === 'loggedIn' ? state.user : null;
}

/** The signed-in user, null while logged out — also outside an <AuthProvider> (screens rendered alone in tests). */
export function useOptionalUser(): User | null {
  const context = useContext(AuthContext);
  return context?.state.status === 'loggedIn' ? context.state.user : null;
}
