import { useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Notifications } from '@mantine/notifications';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createQueryClient } from './api/query-client';
import { AuthProvider } from './features/auth/AuthProvider';
import { PublicConfigProvider } from './features/config/PublicConfigProvider';
import { LanguageSync } from './features/language/LanguageSync';
import { AppRoutes } from './routes/AppRoutes';
import { cssVariablesResolver, theme } from './ui/theme';

/**
 * Providers and routes, without the router (main.tsx uses the browser router, tests a memory router),
 * translated by `i18n` (main.tsx: only the language in use, downloaded; tests: all bundled).
 */
export function App({
  i18n,
  env = 'default',
  queryClient,
}: {
  i18n: I18n;
  env?: 'default' | 'test';
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider theme={theme} env={env} cssVariablesResolver={cssVariablesResolver}>
          <Notifications position="top-right" />
          <PublicConfigProvider>
            <AuthProvider>
              <LanguageSync />
              <AppRoutes />
            </AuthProvider>
          </PublicConfigProvider>
        </MantineProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
