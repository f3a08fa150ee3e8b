import { StyleSheet, Text, View } from 'react-native';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { colors, spacing } from '../../ui/theme';
import { LanguageSwitcher } from '../language/LanguageSwitcher';
import { useSession } from '../session/SessionProvider';

/**
 * PLACEHOLDER for the profile screen of issue 5: another engineer replaces this file (stay dates,
 * language, password change, sign out, host contact, message to the host). Until then it holds
 * what the products screen had: who is signed in, the language switch and signing out.
 */
export function ProfileScreen() {
  const { t } = useTranslation();
  const { state, signOut } = useSession();
  const user = state.status === 'signedIn' ? state.user : null;
  return (
    <View style={styles.page}>
      <Text accessibilityRole="header" style={styles.title}>
        {t('profile.title')}
      </Text>
      {user ? <Text style={styles.name}>{user.label}</Text> : null}
      {user?.kind === 'GUEST' ? <Text style={styles.note}>{t('session.stay', { from: formatDate(user.activeFrom), to: formatDate(user.activeTo) })}</Text> : null}
      <LanguageSwitcher />
      <Button label={t('session.signOut')} variant="secondary" onPress={() => void signOut()} />
    </View>
  );
}

const styles = StyleSheet.create({
  page: { flex: 1, padding: spacing.md, gap: spacing.md, backgroundColor: colors.background },
  title: { fontSize: 22, fontWeight: '700', color: colors.brown },
  name: { fontSize: 18, color: colors.brown },
  note: { fontSize: 16, color: colors.taupe },
});
