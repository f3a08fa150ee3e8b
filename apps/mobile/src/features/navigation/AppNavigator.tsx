import { type ReactNode } from 'react';
import { NavigationContainer } from '@react-navigation/native';
import { createNativeStackNavigator } from '@react-navigation/native-stack';
import { useTranslation } from 'react-i18next';
import { colors } from '../../ui/theme';
import { linking } from './linking';
import type { RootRoutes } from './routes';
import { SignedInApp } from './SignedInApp';

const Root = createNativeStackNavigator<RootRoutes>();

const theme = {
  dark: false,
  colors: {
    primary: colors.brown,
    background: colors.background,
    card: colors.background,
    text: colors.brown,
    border: colors.sand,
    notification: colors.brown,
  },
  fonts: {
    regular: { fontFamily: 'System', fontWeight: '400' },
    medium: { fontFamily: 'System', fontWeight: '500' },
    bold: { fontFamily: 'System', fontWeight: '600' },
    heavy: { fontFamily: 'System', fontWeight: '700' },
  },
} as const;

/**
 * The screens with their addresses (ADR 018): signed in, the tabs and what each opens; signed out,
 * the sign-in screen (`signIn`). The container keeps the web's address and history in step and
 * takes Android's back button: Back goes to the screen before, and leaves the app only from the first.
 */
export function AppNavigator({ signedIn, signIn }: { signedIn: boolean; signIn: () => ReactNode }) {
  const { t } = useTranslation();
  return (
    <NavigationContainer linking={linking} theme={theme} documentTitle={{ formatter: () => t('app.name') }}>
      <Root.Navigator screenOptions={{ headerShown: false }}>
        {signedIn ? (
          <Root.Screen name="main" component={SignedInApp} />
        ) : (
          <Root.Screen name="signIn">{signIn}</Root.Screen>
        )}
      </Root.Navigator>
    </NavigationContainer>
  );
}
