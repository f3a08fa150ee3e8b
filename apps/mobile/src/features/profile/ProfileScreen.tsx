import { ScrollView, StyleSheet, Text, View } from 'react-native';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { colors, spacing } from '../../ui/theme';
import { LanguageSwitcher } from '../language/LanguageSwitcher';
import { useSession } from '../session/SessionProvider';
import { PasswordChange } from './PasswordChange';
import { ReminderSwitch } from './ReminderSwitch';

/**
 * Who is signed in, the stay (guests), the host to turn to, the language (saved to the account),
 * password change and sign-out. The API gives a guest its host's name only (no phone, e-mail or
 * messages for guests), so the app names the host and says to ask there; it invents no contact.
 */
export function ProfileScreen() {
  const { t } = useTranslation();
  const { state, services, signOut } = useSession();
  const user = state.status === 'signedIn' ? state.user : null;

  return (
    <ScrollView style={styles.page} contentContainerStyle={styles.content} keyboardShouldPersistTaps="handled">
      <Text accessibilityRole="header" style={styles.title}>
        {t('profile.title')}
      </Text>
      {user ? (
        <View style={styles.card}>
          <Text style={styles.name}>{user.label}</Text>
          {user.displayName !== user.label ? <Text style={styles.note}>{user.displayName}</Text> : null}
        </View>
      ) : null}

      {user?.kind === 'GUEST' ? (
        <View style={styles.card}>
          <Text accessibilityRole="header" style={styles.heading}>
            {t('profile.stay.title')}
          </Text>
          <Text style={styles.value}>
            {t('profile.stay.dates', { from: formatDate(user.activeFrom), to: formatDate(user.activeTo) })}
          </Text>
          {user.stayStatus ? <Text style={styles.note}>{t(`profile.stay.${user.stayStatus}`)}</Text> : null}
        </View>
      ) : null}

      {user?.host ? (
        <View style={styles.card}>
          <Text accessibilityRole="header" style={styles.heading}>
            {t('profile.contact.host')}
          </Text>
          <Text style={styles.value}>{user.host.name}</Text>
          <Text style={styles.note}>{t('profile.contact.hostNote', { name: user.host.name })}</Text>
        </View>
      ) : user?.bakery ? (
        <View style={styles.card}>
          <Text accessibilityRole="header" style={styles.heading}>
            {t('profile.contact.bakery')}
          </Text>
          <Text style={styles.value}>{user.bakery.name}</Text>
          <Text style={styles.note}>{t('profile.contact.bakeryNote', { name: user.bakery.name })}</Text>
        </View>
      ) : null}

      <View style={styles.card}>
        <Text accessibilityRole="header" style={styles.heading}>
          {t('profile.language')}
        </Text>
        <LanguageSwitcher />
      </View>

      {user && services.reminders ? (
        <View style={styles.card}>
          <ReminderSwitch />
        </View>
      ) : null}

      {user ? (
        <View style={styles.card}>
          <PasswordChange />
        </View>
      ) : null}

      <Button label={t('session.signOut')} variant="secondary" onPress={() => void signOut()} />
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  page: { flex: 1, backgroundColor: colors.surface },
  content: { padding: spacing.md, gap: spacing.md },
  title: { fontSize: 22, fontWeight: '700', color: colors.brown },
  card: { gap: spacing.xs, padding: spacing.md, borderRadius: 12, backgroundColor: colors.background },
  name: { fontSize: 20, fontWeight: '700', color: colors.brown },
  heading: { fontSize: 18, fontWeight: '700', color: colors.brown },
  value: { fontSize: 17, color: colors.brown },
  note: { fontSize: 15, lineHeight: 21, color: colors.taupe },
});
