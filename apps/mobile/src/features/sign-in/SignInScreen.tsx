import { useState } from 'react';
import { ScrollView, StyleSheet, Text, TextInput, View } from 'react-native';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../i18n/error-text';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { colors, spacing, TOUCH_TARGET } from '../../ui/theme';
import { LanguageSwitcher } from '../language/LanguageSwitcher';
import { useSession } from '../session/SessionProvider';

type Problem = { key: 'signIn.missing' } | { error: unknown };

/**
 * Sign-in with the label and password of the guest's instruction sheet (the guest rules of
 * requirements/accounts-and-sign-in.md#guest-sign-in are the server's). `initialError` is why an automatic sign-in
 * failed (QR link refused, session ended).
 */
export function SignInScreen({
  initialError = null,
  onBrandPress,
}: {
  initialError?: unknown;
  /**
   * Taps on the app's name: the hidden endpoint switch's gesture
   * (requirements/accounts-and-sign-in.md#testers-server-switch), where the build has it.
   */
  onBrandPress?: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { signIn } = useSession();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  // kept untranslated, so switching the language translates a shown refusal too
  const [problem, setProblem] = useState<Problem | null>(initialError ? { error: initialError } : null);

  async function submit() {
    if (busy) return;
    if (identifier.trim() === '' || password === '') return setProblem({ key: 'signIn.missing' });
    setBusy(true);
    setProblem(null);
    try {
      await signIn(identifier.trim(), password);
    } catch (cause) {
      setProblem({ error: cause });
      setBusy(false);
    }
  }

  return (
    <ScrollView contentContainerStyle={styles.page} keyboardShouldPersistTaps="handled">
      <View style={styles.card}>
        <Text accessibilityRole="header" style={styles.brand} onPress={onBrandPress}>
          {t('app.name')}
        </Text>
        <Text style={styles.tagline}>{t('app.tagline')}</Text>
        <Text accessibilityRole="header" style={styles.title}>
          {t('signIn.title')}
        </Text>
        <Text style={styles.intro}>{t('signIn.intro')}</Text>
        <Text style={styles.label}>{t('signIn.identifier')}</Text>
        <TextInput
          accessibilityLabel={t('signIn.identifier')}
          value={identifier}
          onChangeText={setIdentifier}
          autoCapitalize="none"
          autoCorrect={false}
          autoComplete="username"
          textContentType="username"
          returnKeyType="next"
          style={styles.input}
        />
        <Text style={styles.label}>{t('signIn.password')}</Text>
        <TextInput
          accessibilityLabel={t('signIn.password')}
          value={password}
          onChangeText={setPassword}
          secureTextEntry
          autoCapitalize="none"
          autoComplete="current-password"
          textContentType="password"
          returnKeyType="go"
          onSubmitEditing={() => void submit()}
          style={styles.input}
        />
        {problem ? <ErrorText>{'key' in problem ? t(problem.key) : errorText(problem.error)}</ErrorText> : null}
        <Button
          label={busy ? t('signIn.submitting') : t('signIn.submit')}
          onPress={() => void submit()}
          disabled={busy}
        />
        <LanguageSwitcher />
      </View>
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  page: { flexGrow: 1, justifyContent: 'center', padding: spacing.md, backgroundColor: colors.surface },
  card: {
    width: '100%',
    maxWidth: 480,
    alignSelf: 'center',
    gap: spacing.sm,
    padding: spacing.lg,
    borderRadius: 12,
    backgroundColor: colors.background,
  },
  brand: { fontSize: 30, fontWeight: '700', color: colors.brown },
  tagline: { fontSize: 15, color: colors.taupe, marginBottom: spacing.md },
  title: { fontSize: 22, fontWeight: '600', color: colors.brown },
  intro: { fontSize: 16, lineHeight: 22, color: colors.taupe, marginBottom: spacing.sm },
  label: { fontSize: 15, fontWeight: '600', color: colors.brown, marginTop: spacing.sm },
  input: {
    minHeight: TOUCH_TARGET,
    borderWidth: 1,
    borderColor: colors.sand,
    borderRadius: 8,
    paddingHorizontal: spacing.md,
    fontSize: 17,
    color: colors.brown,
  },
});
