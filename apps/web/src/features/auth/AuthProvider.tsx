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
import { ApiError, onUnauthenticated, request } from '../../api/client';
import { translateError } from '../errors/error-text';
import { clearSession, hasStoredSession, storedToken, storeSession } from './session';

export type AuthState = { status: 'authenticating' } | { status: 'loggedOut' } | { status: 'loggedIn'; user: User };

interface AuthContextValue {
  state: AuthState;
  /** Signs in; rejects with the ApiError so the form can show it. */
  login: (identifier: string, password: string) => Promise<void>;
  logout: () => void;
  /** Replaces the signed-in user after a mutation returned a fresh copy. */
  updateUser: (user: User) => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * Authentication as in requirements/accounts-and-sign-in.md#sessions: starts "authenticating" when a token and user ID
 * are stored and loads `me`; success logs in, failure removes both and shows the error. Without them: logged out. A
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
    request(MeQuery)
      .then(({ me }) => {
        if (!me) throw new ApiError('UNAUTHENTICATED');
        // the signed-in frame and its first screen are drawn in the background (a transition React cuts into
        // short tasks) while the loader stays: a returning user's first load does not freeze the page
        if (active) startTransition(() => setState({ status: 'loggedIn', user: me }));
      })
      .catch((error: unknown) => {
        if (!active) return;
        clearSession();
        setState({ status: 'loggedOut' });
        notifications.show({
          color: 'red',
          title: i18n.t('auth.sessionFailed'),
          message: translateError(i18n.t, error),
        });
      });
    return () => {
      active = false;
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

  const updateUser = useCallback((user: User) => {
    setState((current) => (current.status === 'loggedIn' ? { status: 'loggedIn', user } : current));
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
