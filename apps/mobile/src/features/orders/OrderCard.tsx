import { Pressable, StyleSheet, Text, View } from 'react-native';
import { useTranslation } from 'react-i18next';
import type { AppOrder } from '@bakery/api';
import { DEFAULT_LANGUAGE, normaliseLanguage } from '@bakery/core/language';
import { formatCents, formatDay } from '../../i18n/format';
import { colors, spacing, TOUCH_TARGET } from '../../ui/theme';

/** One order in the list: day, number, status, products, total; opens the detail. */
export function OrderCard({ order, changeable, onOpen }: { order: AppOrder; changeable: boolean; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  const language = normaliseLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  const day = formatDay(order.deliveryDate, language);
  const status = order.accepted ? t('orders.accepted') : t('orders.waiting');
  const total = formatCents(order.totalCents, language);
  const products = order.lines.map((line) => `${line.amount} × ${line.product.name}`).join(', ');
  return (
    <Pressable
      accessibilityRole="button"
      accessibilityLabel={t('orders.cardLabel', { number: order.number, day, status, total })}
      accessibilityHint={changeable ? t('orders.changeableHint') : undefined}
      onPress={onOpen}
      style={({ pressed }) => [styles.card, pressed && styles.pressed]}
    >
      <View style={styles.top}>
        <Text style={styles.day}>{day}</Text>
        <Text style={styles.total}>{total}</Text>
      </View>
      <Text style={styles.meta}>{t('orders.number', { number: order.number })}</Text>
      <Text style={[styles.status, order.accepted ? styles.accepted : styles.waiting]}>{status}</Text>
      <Text style={styles.meta} numberOfLines={2}>
        {products}
      </Text>
      <Text style={styles.meta}>{changeable ? t('orders.changeable') : t('orders.readOnlyShort')}</Text>
    </Pressable>
  );
}

const styles = StyleSheet.create({
  card: {
    minHeight: TOUCH_TARGET,
    gap: 2,
    padding: spacing.md,
    borderRadius: 8,
    borderWidth: 1,
    borderColor: colors.sand,
    backgroundColor: colors.background,
  },
  pressed: { backgroundColor: colors.surface },
  top: { flexDirection: 'row', justifyContent: 'space-between', gap: spacing.sm },
  day: { fontSize: 17, fontWeight: '700', color: colors.brown },
  total: { fontSize: 17, fontWeight: '600', color: colors.brown },
  meta: { fontSize: 14, color: colors.taupe },
  status: { fontSize: 15, fontWeight: '600' },
  accepted: { color: colors.brown },
  waiting: { color: colors.taupe },
});
