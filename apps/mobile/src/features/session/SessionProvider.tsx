import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  isUnanswered,
  createApiClient,
  GuestChangeLanguageMutation,
  GuestChangePasswordMutation,
  GuestLoginMutation,
  GuestMeQuery,
  GuestTokenLoginMutation,
  type ApiClient,
  type AppUser,
  type AuthPayload,
} from '@bakery/api';
import type { Language } from '@bakery/core';
import { tokenFromUrl } from '../../platform/sign-in-link';
import { clearLocal, keepLocalOnlyFor } from './local-data';
import type { AppServices } from './services';

export type SessionState =
  /** Reading the stored session or the opening link. */
  | { status: 'starting' }
  /** Signing in with the token of a QR link. */
  | { status: 'linkSignIn' }
  /** `error`: why the last automatic sign-in (QR link, stored session) failed, shown on the sign-in screen. */
  | { status: 'signedOut'; error: unknown }
  /** `user` is null when the stored session could not be checked (no connection). */
  | { status: 'signedIn'; user: AppUser | null };

interface SessionValue {
  state: SessionState;
  client: ApiClient;
  /** Rejects with the server's ApiError (the screen translates it). */
  signIn(identifier: string, password: string): Promise<void>;
  /** Changes the password; the session continues with the token the server returns (earlier ones end). */
  changePassword(currentPassword: string, password: string, passwordConfirmation: string): Promise<void>;
  /** Ends the session; as every end of one, forgets the query cache and what was kept on the device. */
  signOut(): Promise<void>;
  /** The services the app was started with (storage for the basket and the product list). */
  services: AppServices;
  /** Switches the interface language and saves it to the account when signed in. */
  setLanguage(language: Language): Promise<void>;
}

/** The API client with the session token it sends, and who to tell when the server ends the session. */
function createSession(services: AppServices) {
  let token: string | null = null;
  let ended: () => void = () => undefined;
  const client = createApiClient({
    endpoint: services.endpoint,
    fetch: services.fetch,
    getToken: () => token,
    onUnauthenticated: (sent) => {
      if (sent === token) ended();
    },
  });
  return {
    client,
    token: () => token,
    setToken(next: string | null) {
      token = next;
    },
    /** Registers the listener; returns its removal. */
    onEnded(listener: () => void) {
      ended = listener;
      return () => {
        if (ended === listener) ended = () => undefined;
      };
    },
  };
}

const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/**
 * The guest's session: the token lives in `services.storage` (keychain, or localStorage on the web)
 * and in memory for the API client. On start a QR link's token wins over a stored session; a stored
 * one is checked with `me`. An UNAUTHENTICATED answer (session ended, guest blocked) signs out.
 * A session's cached answers and kept data (basket, product list) end with it (shared devices).
 * Signing in takes the account's language (the host chose it for the guest's sheet).
 */
export function SessionProvider({
  services,
  i18n,
  children,
}: {
  services: AppServices;
  i18n: I18n;
  children: ReactNode;
}) {
  // `i18n` is the app's own instance (stable), not useTranslation()'s, whose identity follows language changes
  const [state, setState] = useState<SessionState>({ status: 'starting' });
  // the token in memory for the API client; `services` is fixed for the app's lifetime
  const [session] = useState(() => createSession(services));
  const { client } = session;
  // the cached answers belong to one session: a new one (another account, perhaps) starts empty
  const queryClient = useQueryClient();

  const begin = useCallback(
    async (payload: AuthPayload) => {
      session.setToken(payload.jwt);
      await services.storage.write(payload.jwt);
      // another account's basket and answers (a session that ended while the app was closed) go
      await keepLocalOnlyFor(services.store, payload.user.id);
      await i18n.changeLanguage(payload.user.language);
      queryClient.clear();
      setState({ status: 'signedIn', user: payload.user });
    },
    [i18n, queryClient, services, session],
  );

  // every end of a session (signing out, UNAUTHENTICATED, a refused link) forgets the guest's data:
  // the next guest on a shared device finds nothing of it, in the page or in the device's store
  const end = useCallback(
    async (error: unknown = null) => {
      session.setToken(null);
      await Promise.all([services.storage.clear(), clearLocal(services.store)]);
      setState({ status: 'signedOut', error });
      queryClient.clear();
    },
    [queryClient, services, session],
  );

  useEffect(() => session.onEnded(() => void end(new ApiError('UNAUTHENTICATED'))), [end, session]);

  // a QR link opened while the app runs (the app's scheme on a device) signs in with its token too,
  // replacing the current session; a refused token signs out with the reason, as on start
  useEffect(() => {
    if (!services.onLink) return;
    let active = true;
    const unsubscribe = services.onLink((url) => {
      const token = tokenFromUrl(url);
      if (!token || !active) return;
      session.setToken(null);
      setState({ status: 'linkSignIn' });
      client
        .request(GuestTokenLoginMutation, { token })
        .then(
          ({ guestTokenLogin }) => (active ? begin(guestTokenLogin) : undefined),
          (error: unknown) => (active ? end(error) : undefined),
        )
        .catch((error: unknown) => {
          if (active) setState({ status: 'signedOut', error });
        })
        .finally(() => services.forgetSignInLink?.());
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [begin, client, end, services, session]);

  useEffect(() => {
    let cancelled = false;
    async function start() {
      const linkToken = tokenFromUrl(await services.initialUrl().catch(() => null));
      if (linkToken) {
        setState({ status: 'linkSignIn' });
        try {
          const { guestTokenLogin } = await client.request(GuestTokenLoginMutation, { token: linkToken });
          if (!cancelled) await begin(guestTokenLogin);
        } catch (error) {
          if (!cancelled) await end(error);
        } finally {
          services.forgetSignInLink?.();
        }
        return;
      }
      const stored = await services.storage.read();
      if (cancelled) return;
      if (!stored) {
        // no session (the browser lost the token, an older version's sign-out): nothing kept is anyone's now
        await clearLocal(services.store);
        if (!cancelled) setState({ status: 'signedOut', error: null });
        return;
      }
      session.setToken(stored);
      try {
        const { me } = await client.request(GuestMeQuery);
        if (cancelled) return;
        if (!me) return void (await end(new ApiError('UNAUTHENTICATED')));
        await i18n.changeLanguage(me.language);
        setState({ status: 'signedIn', user: me });
      } catch (error) {
        if (cancelled) return;
        // without an answer about the session (no connection, or the server's own INTERNAL error) it stays; the
        // screens say why they cannot load and retry
        if (isUnanswered(error)) setState({ status: 'signedIn', user: null });
        else await end(error);
      }
    }
    start().catch((error: unknown) => {
      if (!cancelled) setState({ status: 'signedOut', error });
    });
    return () => {
      cancelled = true;
    };
  }, [begin, client, end, i18n, services, session]);

  const signIn = useCallback(
    async (identifier: string, password: string) => {
      const { guestLogin } = await client.request(GuestLoginMutation, { identifier, password });
      await begin(guestLogin);
    },
    [begin, client],
  );

  const signOut = useCallback(() => end(), [end]);

  const setLanguage = useCallback(
    async (language: Language) => {
      await i18n.changeLanguage(language);
      // names (products, holidays) come in the viewer's language: every answer is asked again
      void queryClient.invalidateQueries();
      if (state.status !== 'signedIn' || !session.token()) return;
      const { changeLanguage } = await client.request(GuestChangeLanguageMutation, { language });
      setState({ status: 'signedIn', user: changeLanguage });
    },
    [client, i18n, queryClient, session, state.status],
  );

  const changePassword = useCallback(
    async (currentPassword: string, password: string, passwordConfirmation: string) => {
      const { changePassword: payload } = await client.request(GuestChangePasswordMutation, {
        currentPassword,
        password,
        passwordConfirmation,
      });
      session.setToken(payload.jwt);
      await services.storage.write(payload.jwt);
      setState({ status: 'signedIn', user: payload.user });
    },
    [client, services, session],
  );

  const value = useMemo(
    () => ({ state, client, services, signIn, changePassword, signOut, setLanguage }),
    [state, client, services, signIn, changePassword, signOut, setLanguage],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
