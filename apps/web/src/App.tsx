import { useMemo, useState, type ReactNode } from 'react';
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createQueryClient } from './api/query-client';
import type { PublicConfig } from './api/operations';
import { AuthProvider } from './features/auth';
import { PublicConfigProvider } from './features/config';
import { LanguageSync } from './features/language';
import { AppRoutes } from './routes/AppRoutes';
import { AppNotifications } from './ui/AppNotifications';
import { theme } from './ui/theme';

/**
 * Mantine with the house theme and the texts Mantine itself shows in the user's language: the close
 * button of every notice is named ("Schließen"), so screen readers and axe know what it does.
 */
function LocalizedMantine({ env, children }: { env: 'default' | 'test'; children: ReactNode }) {
  const { t } = useTranslation();
  // by the text, not by `t`: i18next hands out a new `t` whenever texts are added (the signed-in catalogue), and a
  // new theme draws every component of the app again and rebuilds Mantine's CSS variables
  const close = t('common.close');
  const localized = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        // by name, not Notification.extend: the notices' code stays out of the first page (ui/AppNotifications.tsx)
        components: {
          Notification: { defaultProps: { closeButtonProps: { 'aria-label': close } } },
        },
      }),
    [close],
  );
  return (
    // the theme's CSS variables come as a stylesheet (ui/theme-variables.css, kept true by its test), not
    // computed in the browser on every load
    <MantineProvider theme={localized} env={env} withCssVariables={false}>
      {children}
    </MantineProvider>
  );
}

/**
 * Providers and routes, without the router (main.tsx uses the browser router, tests a memory router),
 * translated by `i18n` (main.tsx: only the language in use, downloaded; tests: all bundled).
 */
export function App({
  i18n,
  env = 'default',
  queryClient,
  publicConfig,
}: {
  i18n: I18n;
  env?: 'default' | 'test';
  queryClient?: QueryClient;
  /** The public config when main.tsx already has it, else main.tsx's request of it; else the provider asks. */
  publicConfig?: { ready: PublicConfig | null; pending: Promise<PublicConfig | null> };
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <LocalizedMantine env={env}>
          <AppNotifications />
          <PublicConfigProvider initial={publicConfig?.ready} pending={publicConfig?.pending}>
            <AuthProvider>
              <LanguageSync />
              <AppRoutes />
            </AuthProvider>
          </PublicConfigProvider>
        </LocalizedMantine>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
