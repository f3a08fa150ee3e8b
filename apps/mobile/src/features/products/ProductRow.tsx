import { Image, StyleSheet, Text, View } from 'react-native';
import { useTranslation } from 'react-i18next';
import type { GuestProduct } from '@bakery/api';
import { DEFAULT_LANGUAGE, normaliseLanguage } from '@bakery/core/language';
import { describeDayRules } from '@bakery/core/day-rules-text';
import { formatCents } from '../../i18n/format';
import { serverUrl } from '../../platform/server';
import { AmountStepper } from '../../ui/AmountStepper';
import { colors, spacing } from '../../ui/theme';

const THUMB_SIZE = 64;

interface ProductRowProps {
  item: GuestProduct;
  /** Price per kg of a weighed product (from its gram price), or null. */
  perKgCents: number | null;
  /** Pieces in the basket. */
  amount: number;
  onAmount: (amount: number) => void;
}

/** One product: picture, name, display price (per kg when weighed), weight, delivery days in words, and + / − for the basket. */
export function ProductRow({ item, perKgCents, amount, onAmount }: ProductRowProps) {
  const { t, i18n } = useTranslation();
  const language = normaliseLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  const { product } = item;
  const picture = product.thumb ? (product.thumb.formats.thumbnail ?? product.thumb.url) : null;
  // weekdays ("jeden Di, Fr") or days of the month ("am 1. und 15."), requirements/catalogue-and-price-lists.md#available-days
  const days =
    product.availableDays === 0
      ? t('products.everyDay')
      : t('products.days', { days: describeDayRules(product.availableDays, language) });
  const description = product.descriptions[language];
  const price = formatCents(item.priceCents, language);
  const kg = perKgCents !== null ? t('products.perKg', { price: formatCents(perKgCents, language) }) : null;

  return (
    <View style={styles.row}>
      {picture ? (
        <Image
          source={{ uri: serverUrl(picture) }}
          style={styles.thumb}
          accessibilityLabel={t('products.picture', { name: product.name })}
        />
      ) : (
        <View style={[styles.thumb, styles.noThumb]} />
      )}
      <View style={styles.body}>
        <View
          style={styles.top}
          accessible
          accessibilityLabel={[product.name, kg ? `${price}, ${kg}` : price, days].join(', ')}
        >
          <View style={styles.text}>
            <Text style={styles.name}>{product.name}</Text>
            {description ? (
              <Text style={styles.meta} numberOfLines={2}>
                {description}
              </Text>
            ) : null}
            <Text style={styles.meta}>
              {product.approxWeight > 0 ? t('products.approxWeight', { grams: product.approxWeight }) : null}
              {product.approxWeight > 0 && product.haveToWeight ? ' · ' : null}
              {product.haveToWeight ? t('products.weighed') : null}
            </Text>
            <Text style={styles.meta}>{days}</Text>
          </View>
          <View style={styles.prices}>
            <Text style={styles.price}>{price}</Text>
            {kg ? <Text style={styles.meta}>{kg}</Text> : null}
          </View>
        </View>
        <View style={styles.controls}>
          <AmountStepper name={product.name} amount={amount} onChange={onAmount} />
        </View>
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  row: {
    flexDirection: 'row',
    alignItems: 'flex-start',
    gap: spacing.md,
    paddingVertical: spacing.sm,
    paddingHorizontal: spacing.md,
    borderBottomWidth: 1,
    borderBottomColor: colors.sand,
  },
  thumb: { width: THUMB_SIZE, height: THUMB_SIZE, borderRadius: 8 },
  noThumb: { backgroundColor: colors.surface },
  body: { flex: 1, gap: spacing.sm },
  top: { flexDirection: 'row', gap: spacing.sm },
  text: { flex: 1, gap: 2 },
  name: { fontSize: 17, fontWeight: '600', color: colors.brown },
  meta: { fontSize: 14, color: colors.taupe },
  prices: { alignItems: 'flex-end', gap: 2 },
  price: { fontSize: 17, fontWeight: '600', color: colors.brown },
  controls: { flexDirection: 'row', justifyContent: 'flex-end' },
});
