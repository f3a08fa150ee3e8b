import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAuth } from '../features/auth';
import { loadSignedInTexts } from '../i18n/load';
import { FullPageLoader } from '../ui/FullPageLoader';
import { useDocumentTitle } from './document-title';
import { lazyWithRetry } from './lazy-with-retry';
import { LoggedOutRoutes } from './LoggedOutRoutes';
import { RouteErrorBoundary } from './RouteErrorBoundary';

// The logged-in area is its own chunk, with the texts of its screens: visitors of the public pages never download them.
const LoggedInRoutes = lazyWithRetry(
  async () => (await Promise.all([import('./LoggedInRoutes'), loadSignedInTexts()]))[0],
  (module) => module.LoggedInRoutes,
);

/**
 * Authenticating → loader (requirements/accounts-and-sign-in.md#sessions); then the logged-in or logged-out route set
 * (requirements/platform-and-contract.md#screens-and-who-may-open-them).
 */
export function AppRoutes() {
  const { t } = useTranslation();
  const { state } = useAuth();
  const { pathname } = useLocation();
  useDocumentTitle();
  if (state.status === 'authenticating') return <FullPageLoader label={t('common.authenticating')} />;
  // a screen that cannot be shown (its script chunk missing after retries and one reload) → error page
  return (
    <RouteErrorBoundary resetKey={pathname}>
      {state.status === 'loggedIn' ? (
        <Suspense fallback={<FullPageLoader label={t('common.loading')} />}>
          <LoggedInRoutes user={state.user} />
        </Suspense>
      ) : (
        <LoggedOutRoutes />
      )}
    </RouteErrorBoundary>
  );
}
