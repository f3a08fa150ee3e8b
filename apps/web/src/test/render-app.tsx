import { fireEvent, render, screen } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { App } from '../App';
import { createQueryClient } from '../api/query-client';
import { CONSENT_COOKIE } from '../features/consent';
import { detectLanguage } from '../features/language';
import { createI18n } from '../i18n';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/**
 * Mounts the whole app at `path` in a memory router. The consent cookie is set unless the test
 * is about the banner. Each render gets a fresh query cache without retries (or the test's own, to
 * reach into it) and all three catalogues bundled, in the language the app would detect.
 */
export function renderApp(
  path = '/',
  {
    consent = true,
    queryClient = createQueryClient({ retry: false }),
  }: { consent?: boolean; queryClient?: QueryClient } = {},
) {
  if (consent) document.cookie = `${CONSENT_COOKIE}=accepted; path=/`;
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App i18n={createI18n(detectLanguage())} env="test" queryClient={queryClient} />
      <LocationProbe />
    </MemoryRouter>,
  );
}

export function signInStored(userId = '7') {
  localStorage.setItem('token', 'stored-token');
  localStorage.setItem('userID', userId);
}

/**
 * Opens the signed-in menu as on a phone (the tests' screen width): its items are drawn once it is first
 * opened (features/shell/AppShellLayout.tsx).
 */
export function openMenu() {
  fireEvent.click(screen.getByRole('button', { name: /^(Menü|Menu)(,|$)/ }));
}
