import { StyleSheet, Text, View } from 'react-native';
import { useTranslation } from 'react-i18next';
import { colors, spacing } from '../../ui/theme';

/** PLACEHOLDER until "my orders" (issue 5, same session) lands: next delivery, future, past, order detail. */
export function OrdersScreen() {
  const { t } = useTranslation();
  return (
    <View style={styles.page}>
      <Text accessibilityRole="header" style={styles.title}>
        {t('orders.title')}
      </Text>
    </View>
  );
}

const styles = StyleSheet.create({
  page: { flex: 1, padding: spacing.md, gap: spacing.sm, backgroundColor: colors.background },
  title: { fontSize: 22, fontWeight: '700', color: colors.brown },
});
