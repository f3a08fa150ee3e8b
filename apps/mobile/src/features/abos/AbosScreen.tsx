import { StyleSheet, Text, View } from 'react-native';
import { useTranslation } from 'react-i18next';
import { colors, spacing } from '../../ui/theme';

/**
 * PLACEHOLDER for the standing orders (abos) screen of issue 5: another engineer replaces this
 * file (create, edit, pause until a date, resume, preview of the next deliveries).
 */
export function AbosScreen() {
  const { t } = useTranslation();
  return (
    <View style={styles.page}>
      <Text accessibilityRole="header" style={styles.title}>
        {t('abos.title')}
      </Text>
      <Text style={styles.note}>{t('abos.placeholder')}</Text>
    </View>
  );
}

const styles = StyleSheet.create({
  page: { flex: 1, padding: spacing.md, gap: spacing.sm, backgroundColor: colors.background },
  title: { fontSize: 22, fontWeight: '700', color: colors.brown },
  note: { fontSize: 16, color: colors.taupe },
});
