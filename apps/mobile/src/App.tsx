import { useState } from 'react';
import { ActivityIndicator, StyleSheet, Text, View } from 'react-native';
import { StatusBar } from 'expo-status-bar';
import { SafeAreaProvider } from './ui/safe-area';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { Language } from '@bakery/core';
import { deviceLanguage } from './i18n/device-language';
import { createI18n } from './i18n/i18n';
import { appStorage } from './platform/app-storage';
import { reminders } from './platform/reminders';
import { graphqlEndpoint } from './platform/server';
import { forgetSignInLink, initialUrl, onLink } from './platform/sign-in-link';
import { tokenStorage } from './platform/token-storage';
import { SignedInApp } from './features/navigation/SignedInApp';
import { SessionProvider, useSession } from './features/session/SessionProvider';
import type { AppServices } from './features/session/services';
import { SignInScreen } from './features/sign-in/SignInScreen';
import { colors, spacing } from './ui/theme';

const services: AppServices = { endpoint: graphqlEndpoint(), storage: tokenStorage, store: appStorage, reminders, initialUrl, onLink, forgetSignInLink };

/** The app as it ships: the device's language, the real server, the keychain (localStorage on the web). */
export function App() {
  return <GuestApp services={services} language={deviceLanguage()} />;
}

/** The app with its outside world passed in (tests give a fake fetch and memory storage). */
export function GuestApp({ services, language }: { services: AppServices; language: Language }) {
  const [i18n] = useState(() => createI18n(language));
  return (
    <SafeAreaProvider>
      <I18nextProvider i18n={i18n}>
        <SessionProvider services={services} i18n={i18n}>
          <StatusBar style="dark" />
          <Screens />
        </SessionProvider>
      </I18nextProvider>
    </SafeAreaProvider>
  );
}

function Screens() {
  const { t } = useTranslation();
  const { state } = useSession();
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
      return <SignInScreen initialError={state.error} />;
    case 'signedIn':
      return <SignedInApp />;
  }
}

const styles = StyleSheet.create({
  center: { flex: 1, alignItems: 'center', justifyContent: 'center', gap: spacing.md, backgroundColor: colors.background },
  note: { fontSize: 17, color: colors.brown },
});
