import { useEffect, useState } from 'react';
import { ActivityIndicator, StyleSheet, Text, View } from 'react-native';
import { StatusBar } from 'expo-status-bar';
import { QueryClientProvider } from '@tanstack/react-query';
import { SafeAreaProvider } from './ui/safe-area';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { Language } from '@bakery/core';
import { deviceLanguage } from './i18n/device-language';
import { createI18n } from './i18n/i18n';
import { syncHtmlLang } from './i18n/html-lang';
import { appStorage } from './platform/app-storage';
import { reminders } from './platform/reminders';
import { graphqlEndpoint, serverOrigin, setServerOriginOverride } from './platform/server';
import { isEndpointSwitchEnabled, readEndpointOverride, writeEndpointOverride } from './platform/endpoint';
import type { KeyValueStore } from './platform/app-storage';
import type { TokenStorage } from './platform/token-storage';
import { EndpointSettings, secretTapCounter } from './features/endpoint/EndpointSettings';
import { forgetSignInLink, initialUrl, onLink } from './platform/sign-in-link';
import { tokenStorage } from './platform/token-storage';
import { AppNavigator } from './features/navigation/AppNavigator';
import { SessionProvider, useSession } from './features/session/SessionProvider';
import { createQueryClient } from './features/session/query';
import type { AppServices, EndpointSwitch } from './features/session/services';
import { SignInScreen } from './features/sign-in/SignInScreen';
import { colors, spacing } from './ui/theme';

const baseServices: Omit<AppServices, 'endpoint'> = {
  storage: tokenStorage,
  store: appStorage,
  reminders,
  initialUrl,
  onLink,
  forgetSignInLink,
};
const SWITCH_ENABLED = isEndpointSwitchEnabled();

/**
 * The endpoint switch over a store: `set` keeps the tester's server (or forgets it), ends the
 * session (a token of one server means nothing to another) and restarts the app on the new server.
 */
export function endpointSwitchFor(
  store: KeyValueStore,
  tokens: TokenStorage,
  override: string | null,
  restart: (origin: string | null) => void,
): EndpointSwitch {
  return {
    current: serverOrigin(),
    overridden: override !== null,
    async set(origin) {
      await writeEndpointOverride(store, origin);
      await tokens.clear();
      setServerOriginOverride(origin);
      restart(origin);
    },
  };
}

/**
 * The app as it ships: the device's language, the real server (or a tester's,
 * requirements/accounts-and-sign-in.md#testers-server-switch), the keychain (localStorage on the web).
 */
export function App() {
  const [override, setOverride] = useState<{ origin: string | null } | null>(SWITCH_ENABLED ? null : { origin: null });
  useEffect(() => {
    if (!SWITCH_ENABLED) return;
    void readEndpointOverride(appStorage).then((origin) => {
      setServerOriginOverride(origin);
      setOverride({ origin });
    });
  }, []);
  if (!override) return null;
  const endpointSwitch = SWITCH_ENABLED
    ? endpointSwitchFor(appStorage, tokenStorage, override.origin, (origin) => setOverride({ origin }))
    : null;
  return (
    <GuestApp
      key={override.origin ?? 'build'}
      services={{ ...baseServices, endpoint: graphqlEndpoint(), endpointSwitch }}
      language={deviceLanguage()}
    />
  );
}

/** The app with its outside world passed in (tests give a fake fetch and memory storage). */
export function GuestApp({ services, language }: { services: AppServices; language: Language }) {
  const [i18n] = useState(() => createI18n(language));
  const [queryClient] = useState(createQueryClient);
  // the web build's <html lang> follows the app language
  useEffect(() => syncHtmlLang(i18n), [i18n]);
  return (
    <SafeAreaProvider>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider services={services} i18n={i18n}>
            <StatusBar style="dark" />
            <Screens endpointSwitch={services.endpointSwitch ?? null} />
          </SessionProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </SafeAreaProvider>
  );
}

function Screens({ endpointSwitch }: { endpointSwitch: EndpointSwitch | null }) {
  const { t } = useTranslation();
  const { state } = useSession();
  const [tapped] = useState(() => secretTapCounter());
  const [endpointOpen, setEndpointOpen] = useState(false);
  if (endpointSwitch && endpointOpen && state.status === 'signedOut')
    return <EndpointSettings endpoint={endpointSwitch} onClose={() => setEndpointOpen(false)} />;
  switch (state.status) {
    case 'starting':
      return (
        <View style={styles.center}>
          <ActivityIndicator color={colors.brown} size="large" />
        </View>
      );
    case 'linkSignIn':
      return (
        <View style={styles.center}>
          <ActivityIndicator color={colors.brown} size="large" />
          <Text style={styles.note}>{t('signIn.withToken')}</Text>
        </View>
      );
    case 'signedOut':
    case 'signedIn':
      return (
        <AppNavigator
          signedIn={state.status === 'signedIn'}
          signIn={() => (
            <SignInScreen
              initialError={state.status === 'signedOut' ? state.error : null}
              onBrandPress={endpointSwitch ? () => tapped() && setEndpointOpen(true) : undefined}
            />
          )}
        />
      );
  }
}

const styles = StyleSheet.create({
  center: {
    flex: 1,
    alignItems: 'center',
    justifyContent: 'center',
    gap: spacing.md,
    backgroundColor: colors.background,
  },
  note: { fontSize: 17, color: colors.brown },
});
