import { render } from '@testing-library/react-native';
import type { Language } from '@bakery/core';
import { GuestApp } from '../App';
import type { fakeServer } from './fake-server';
import { memoryStorage } from './fake-server';

/** Renders the whole app as a device would open it: optional stored session, optional opening link. */
export function renderApp(server: ReturnType<typeof fakeServer>, options: { storage?: ReturnType<typeof memoryStorage>; url?: string | null; language?: Language } = {}) {
  const storage = options.storage ?? memoryStorage();
  const forgetSignInLink = jest.fn();
  const utils = render(
    <GuestApp
      language={options.language ?? 'de'}
      services={{ endpoint: 'https://bakery.test/graphql', storage, fetch: server.fetch, initialUrl: async () => options.url ?? null, forgetSignInLink }}
    />,
  );
  return { ...utils, storage, forgetSignInLink };
}
