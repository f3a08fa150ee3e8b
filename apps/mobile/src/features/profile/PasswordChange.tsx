import { useState } from 'react';
import { StyleSheet, Text, TextInput, View } from 'react-native';
import { useTranslation } from 'react-i18next';
import { passwordProblemToErrorCode, validatePassword, type PasswordProblem } from '@bakery/core/password';
import { useErrorText } from '../../i18n/error-text';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { colors, spacing, TOUCH_TARGET } from '../../ui/theme';
import { useSession } from '../session/SessionProvider';

/** The §5 rules as live hints; the repeat counts as one rule (empty or different = not yet). */
const HINTS = ['TOO_SHORT', 'NO_NUMBER', 'NO_LOWERCASE', 'NO_UPPERCASE', 'NO_SPECIAL', 'MISMATCH'] as const;

type Problem = { key: string } | { error: unknown };

/**
 * Password change with the §5 rules from core as live hints (each rule ticks off while typing);
 * the server checks them again. The session continues with the token the server returns.
 */
export function PasswordChange() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { changePassword } = useSession();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [done, setDone] = useState(false);

  const problems = validatePassword(password, repeat);
  const broken = (hint: (typeof HINTS)[number]) =>
    problems.includes(hint) || (hint === 'MISMATCH' && problems.includes('REPEAT_EMPTY'));

  function edit(setter: (value: string) => void) {
    return (value: string) => {
      setter(value);
      setProblem(null);
      setDone(false);
    };
  }

  async function submit() {
    if (busy) return;
    if (current === '') return setProblem({ key: 'profile.password.missingCurrent' });
    const first: PasswordProblem | undefined = problems[0];
    if (first) return setProblem({ key: `errors.${passwordProblemToErrorCode(first)}` });
    setBusy(true);
    setProblem(null);
    try {
      await changePassword(current, password, repeat);
      setCurrent('');
      setPassword('');
      setRepeat('');
      setDone(true);
    } catch (error) {
      setProblem({ error });
    } finally {
      setBusy(false);
    }
  }

  return (
    <View style={styles.section}>
      <Text accessibilityRole="header" style={styles.heading}>
        {t('profile.password.title')}
      </Text>
      <Text style={styles.label}>{t('profile.password.current')}</Text>
      <TextInput
        accessibilityLabel={t('profile.password.current')}
        value={current}
        onChangeText={edit(setCurrent)}
        secureTextEntry
        autoCapitalize="none"
        autoComplete="current-password"
        textContentType="password"
        style={styles.input}
      />
      <Text style={styles.label}>{t('profile.password.new')}</Text>
      <TextInput
        accessibilityLabel={t('profile.password.new')}
        value={password}
        onChangeText={edit(setPassword)}
        secureTextEntry
        autoCapitalize="none"
        autoComplete="new-password"
        textContentType="newPassword"
        style={styles.input}
      />
      <Text style={styles.label}>{t('profile.password.repeat')}</Text>
      <TextInput
        accessibilityLabel={t('profile.password.repeat')}
        value={repeat}
        onChangeText={edit(setRepeat)}
        secureTextEntry
        autoCapitalize="none"
        autoComplete="new-password"
        textContentType="newPassword"
        onSubmitEditing={() => void submit()}
        style={styles.input}
      />
      <Text style={styles.rulesTitle}>{t('profile.password.rules')}</Text>
      <View accessibilityRole="list">
        {HINTS.map((hint) => {
          const met = !broken(hint);
          const rule = t(`profile.password.${hint}`);
          return (
            <Text
              key={hint}
              accessibilityLabel={t(met ? 'profile.password.met' : 'profile.password.unmet', { rule })}
              style={[styles.rule, met && styles.ruleMet]}
            >
              {met ? '✓' : '○'} {rule}
            </Text>
          );
        })}
      </View>
      {problem ? <ErrorText>{'key' in problem ? t(problem.key) : errorText(problem.error)}</ErrorText> : null}
      {done ? (
        <Text accessibilityLiveRegion="polite" style={styles.done}>
          {t('profile.password.changed')}
        </Text>
      ) : null}
      <Button
        label={busy ? t('profile.password.submitting') : t('profile.password.submit')}
        onPress={() => void submit()}
        disabled={busy}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  section: { gap: spacing.sm },
  heading: { fontSize: 18, fontWeight: '700', color: colors.brown },
  label: { fontSize: 15, fontWeight: '600', color: colors.brown, marginTop: spacing.xs },
  input: {
    minHeight: TOUCH_TARGET,
    borderWidth: 1,
    borderColor: colors.sand,
    borderRadius: 8,
    paddingHorizontal: spacing.md,
    fontSize: 17,
    color: colors.brown,
  },
  rulesTitle: { fontSize: 15, color: colors.taupe, marginTop: spacing.xs },
  rule: { fontSize: 15, lineHeight: 22, color: colors.taupe },
  ruleMet: { color: colors.brown, fontWeight: '600' },
  done: { fontSize: 16, color: colors.brown, fontWeight: '600' },
});
