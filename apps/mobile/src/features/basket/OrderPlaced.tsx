import { ScrollView, StyleSheet, Text, View } from 'react-native';
import { useTranslation } from 'react-i18next';
import type { AppOrder } from '@bakery/api';
import { DEFAULT_LANGUAGE, normaliseLanguage } from '@bakery/core/language';
import { formatCents, formatDay } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { colors, spacing } from '../../ui/theme';

/** The confirmation after placing: number, day, status, lines and totals as the server stored them. */
export function OrderPlaced({
  order,
  onOrders,
  onContinue,
}: {
  order: AppOrder;
  onOrders: () => void;
  onContinue: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = normaliseLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  return (
    <ScrollView contentContainerStyle={styles.page}>
      <Text accessibilityRole="header" style={styles.title}>
        {t('placed.title')}
      </Text>
      <Text accessibilityRole="alert" style={styles.text}>
        {t('placed.text', { number: order.number, day: formatDay(order.deliveryDate, language) })}
      </Text>
      <Text style={styles.status}>{order.accepted ? t('orders.accepted') : t('orders.waiting')}</Text>
      <View style={styles.lines}>
        {order.lines.map((line) => (
          <View key={line.id} style={styles.row}>
            <Text style={styles.lineText}>{`${line.amount} × ${line.product.name}`}</Text>
            <Text style={styles.lineText}>{formatCents(line.totalCents, language)}</Text>
          </View>
        ))}
        {order.deliveryCostCents > 0 ? (
          <View style={styles.row}>
            <Text style={styles.lineText}>{t('basket.delivery')}</Text>
            <Text style={styles.lineText}>{formatCents(order.deliveryCostCents, language)}</Text>
          </View>
        ) : null}
        <View style={styles.row}>
          <Text style={[styles.lineText, styles.strong]}>{t('basket.total')}</Text>
          <Text style={[styles.lineText, styles.strong]}>{formatCents(order.totalCents, language)}</Text>
        </View>
      </View>
      <Button label={t('placed.toOrders')} onPress={onOrders} />
      <Button label={t('placed.continue')} variant="secondary" onPress={onContinue} />
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  page: { padding: spacing.md, gap: spacing.md, backgroundColor: colors.background },
  title: { fontSize: 24, fontWeight: '700', color: colors.brown },
  text: { fontSize: 17, lineHeight: 24, color: colors.brown },
  status: { fontSize: 16, color: colors.taupe },
  lines: {
    gap: spacing.xs,
    paddingVertical: spacing.sm,
    borderTopWidth: 1,
    borderBottomWidth: 1,
    borderColor: colors.sand,
  },
  row: { flexDirection: 'row', justifyContent: 'space-between', gap: spacing.md },
  lineText: { fontSize: 16, color: colors.brown, flexShrink: 1 },
  strong: { fontWeight: '700' },
});
