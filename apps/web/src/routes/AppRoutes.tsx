import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../features/auth/AuthProvider';
import { FullPageLoader } from '../ui/FullPageLoader';
import { useDocumentTitle } from './document-title';
import { lazyWithRetry } from './lazy-with-retry';
import { LoggedOutRoutes } from './LoggedOutRoutes';

// The logged-in area is its own chunk: visitors of the public pages never download it.
const LoggedInRoutes = lazyWithRetry(() => import('./LoggedInRoutes').then((module) => module.LoggedInRoutes));

/**
 * Authenticating → loader (requirements/accounts-and-sign-in.md#sessions); then the logged-in or logged-out route set
 * (requirements/platform-and-contract.md#screens-and-who-may-open-them).
 */
export function AppRoutes() {
  const { t } = useTranslation();
  const { state } = useAuth();
  useDocumentTitle();
  if (state.status === 'authenticating') return <FullPageLoader label={t('common.authenticating')} />;
  if (state.status === 'loggedIn') {
    return (
      <Suspense fallback={<FullPageLoader label={t('common.loading')} />}>
        <LoggedInRoutes user={state.user} />
      </Suspense>
    );
  }
  return <LoggedOutRoutes />;
}
