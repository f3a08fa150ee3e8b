import { useState } from 'react';
import { ScrollView, StyleSheet, Text, TextInput, View } from 'react-native';
import { useTranslation } from 'react-i18next';
import { parseServerOrigin } from '../../platform/endpoint';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { colors, spacing, TOUCH_TARGET } from '../../ui/theme';
import type { EndpointSwitch } from '../session/services';

/** Taps on the app's name within this many milliseconds of each other count as one gesture. */
export const SECRET_TAP_WINDOW_MS = 1500;
/**
 * How many taps on the app's name open the endpoint settings (the hidden switch of
 * requirements/accounts-and-sign-in.md#testers-server-switch).
 */
export const SECRET_TAPS = 7;

/** Counts taps; true on the SECRET_TAPS-th tap in a row (each within SECRET_TAP_WINDOW_MS of the last). */
export function secretTapCounter(now: () => number = Date.now): () => boolean {
  let count = 0;
  let last = 0;
  return () => {
    const t = now();
    count = t - last <= SECRET_TAP_WINDOW_MS ? count + 1 : 1;
    last = t;
    if (count < SECRET_TAPS) return false;
    count = 0;
    return true;
  };
}

/** The testers' server settings: the address in use, another one typed in, or back to the build's. */
export function EndpointSettings({ endpoint, onClose }: { endpoint: EndpointSwitch; onClose: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(endpoint.overridden ? endpoint.current : '');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);

  async function apply(origin: string | null) {
    setBusy(true);
    await endpoint.set(origin);
  }

  function save() {
    const origin = parseServerOrigin(text);
    if (!origin) return setInvalid(true);
    setInvalid(false);
    void apply(origin);
  }

  return (
    <ScrollView contentContainerStyle={styles.page} keyboardShouldPersistTaps="handled">
      <View style={styles.card}>
        <Text accessibilityRole="header" style={styles.title}>
          {t('endpoint.title')}
        </Text>
        <Text style={styles.intro}>{t('endpoint.intro')}</Text>
        <Text style={styles.current}>
          {t(endpoint.overridden ? 'endpoint.currentOverride' : 'endpoint.currentBuild', {
            origin: endpoint.current || t('endpoint.sameOrigin'),
          })}
        </Text>
        <Text style={styles.label}>{t('endpoint.address')}</Text>
        <TextInput
          accessibilityLabel={t('endpoint.address')}
          value={text}
          onChangeText={setText}
          placeholder="https://staging.example"
          autoCapitalize="none"
          autoCorrect={false}
          keyboardType="url"
          style={styles.input}
        />
        {invalid ? <ErrorText>{t('endpoint.invalid')}</ErrorText> : null}
        <Button label={t('endpoint.save')} onPress={save} disabled={busy} />
        {endpoint.overridden ? (
          <Button label={t('endpoint.reset')} variant="secondary" onPress={() => void apply(null)} disabled={busy} />
        ) : null}
        <Button label={t('endpoint.cancel')} variant="secondary" onPress={onClose} disabled={busy} />
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
  title: { fontSize: 22, fontWeight: '600', color: colors.brown },
  intro: { fontSize: 16, lineHeight: 22, color: colors.taupe },
  current: { fontSize: 15, color: colors.brown, marginVertical: spacing.sm },
  label: { fontSize: 15, fontWeight: '600', color: colors.brown },
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
