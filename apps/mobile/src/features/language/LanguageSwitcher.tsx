import { useState } from 'react';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@bakery/core/language';
import { useErrorText } from '../../i18n/error-text';
import { ErrorText } from '../../ui/ErrorText';
import { colors, spacing, TOUCH_TARGET } from '../../ui/theme';
import { useSession } from '../session/SessionProvider';

/** Deutsch · Italiano · English, each in its own language; the choice is saved to the account when signed in. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const { setLanguage } = useSession();
  const errorText = useErrorText();
  const [error, setError] = useState<unknown>(null);

  async function choose(language: Language) {
    setError(null);
    try {
      await setLanguage(language);
    } catch (cause) {
      setError(cause);
    }
  }

  return (
    <View>
      <View accessibilityRole="radiogroup" accessibilityLabel={t('language.label')} style={styles.row}>
        {LANGUAGES.map((language) => {
          const selected = i18n.language === language;
          return (
            <Pressable
              key={language}
              accessibilityRole="radio"
              aria-checked={selected}
              onPress={() => void choose(language)}
              style={[styles.option, selected && styles.selected]}
            >
              <Text style={[styles.text, selected && styles.selectedText]}>{t(`language.${language}`)}</Text>
            </Pressable>
          );
        })}
      </View>
      {error ? <ErrorText>{errorText(error)}</ErrorText> : null}
    </View>
  );
}

const styles = StyleSheet.create({
  row: { flexDirection: 'row', gap: spacing.sm, flexWrap: 'wrap' },
  option: {
    minHeight: TOUCH_TARGET,
    minWidth: TOUCH_TARGET,
    paddingHorizontal: spacing.md,
    borderRadius: 24,
    borderWidth: 1,
    borderColor: colors.sand,
    justifyContent: 'center',
  },
  selected: { backgroundColor: colors.brown, borderColor: colors.brown },
  text: { color: colors.brown, fontSize: 16 },
  selectedText: { color: colors.onPrimary, fontWeight: '600' },
});
