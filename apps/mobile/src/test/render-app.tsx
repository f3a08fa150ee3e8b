import { act, render } from '@testing-library/react-native';
import type { Language } from '@bakery/core';
import type { Reminders } from '../platform/reminders';
import { GuestApp } from '../App';
import type { fakeServer } from './fake-server';
import { memoryStorage, memoryStore } from './fake-server';

/** Renders the whole app as a device would open it: optional stored session, optional opening link. */
export function renderApp(
  server: ReturnType<typeof fakeServer>,
  options: {
    storage?: ReturnType<typeof memoryStorage>;
    store?: ReturnType<typeof memoryStore>;
    url?: string | null;
    language?: Language;
    reminders?: Reminders | null;
  } = {},
) {
  const storage = options.storage ?? memoryStorage();
  const store = options.store ?? memoryStore();
  const forgetSignInLink = jest.fn();
  // links opened while the app runs (Linking's 'url' event): `openLink` hands one to the app
  const linkListeners = new Set<(url: string) => void>();
  const onLink = (listener: (url: string) => void) => {
    linkListeners.add(listener);
    return () => void linkListeners.delete(listener);
  };
  const openLink = (url: string) => act(() => linkListeners.forEach((listener) => listener(url)));
  const utils = render(
    <GuestApp
      language={options.language ?? 'de'}
      services={{
        endpoint: 'https://bakery.test/graphql',
        storage,
        store,
        reminders: options.reminders ?? null,
        fetch: server.fetch,
        initialUrl: async () => options.url ?? null,
        onLink,
        forgetSignInLink,
      }}
    />,
  );
  return { ...utils, openLink, storage, store, forgetSignInLink };
}
