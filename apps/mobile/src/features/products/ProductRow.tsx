import { Image, StyleSheet, Text, View } from 'react-native';
import { useTranslation } from 'react-i18next';
import type { GuestProduct } from '@bakery/api';
import { DEFAULT_LANGUAGE, normaliseLanguage } from '@bakery/core/language';
import { formatCents, formatWeekdays } from '../../i18n/format';
import { serverUrl } from '../../platform/server';
import { colors, spacing } from '../../ui/theme';

const THUMB_SIZE = 64;

/** One product: picture, name, display price, weight, and the weekdays it is delivered. */
export function ProductRow({ item }: { item: GuestProduct }) {
  const { t, i18n } = useTranslation();
  const language = normaliseLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  const { product } = item;
  const picture = product.thumb ? (product.thumb.formats.thumbnail ?? product.thumb.url) : null;
  const days =
    product.availableWeekdays.length === 0 || product.availableWeekdays.length === 7
      ? t('products.everyDay')
      : t('products.days', { days: formatWeekdays(product.availableWeekdays, language) });
  const description = product.descriptions[language];

  return (
    <View style={styles.row} accessible accessibilityLabel={`${product.name}, ${formatCents(item.priceCents, language)}`}>
      {picture ? (
        <Image source={{ uri: serverUrl(picture) }} style={styles.thumb} accessibilityLabel={t('products.picture', { name: product.name })} />
      ) : (
        <View style={[styles.thumb, styles.noThumb]} />
      )}
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
      <Text style={styles.price}>{formatCents(item.priceCents, language)}</Text>
    </View>
  );
}

const styles = StyleSheet.create({
  row: { flexDirection: 'row', alignItems: 'center', gap: spacing.md, paddingVertical: spacing.sm, paddingHorizontal: spacing.md, borderBottomWidth: 1, borderBottomColor: colors.sand },
  thumb: { width: THUMB_SIZE, height: THUMB_SIZE, borderRadius: 8 },
  noThumb: { backgroundColor: colors.surface },
  text: { flex: 1, gap: 2 },
  name: { fontSize: 17, fontWeight: '600', color: colors.brown },
  meta: { fontSize: 14, color: colors.taupe },
  price: { fontSize: 17, fontWeight: '600', color: colors.brown },
});
