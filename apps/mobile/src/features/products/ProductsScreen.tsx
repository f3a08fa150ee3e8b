import { useMemo, useState } from 'react';
import { FlatList, StyleSheet, Text, TextInput, View } from 'react-native';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, normaliseLanguage } from '@bakery/core/language';
import { useErrorText } from '../../i18n/error-text';
import { formatCents, formatDate, localDateTime } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { colors, spacing, TOUCH_TARGET } from '../../ui/theme';
import { MAX_AMOUNT, useBasket } from '../basket/basket';
import { offersById, perKgCentsOf, priceBasket } from '../basket/pricing';
import { useSession } from '../session/SessionProvider';
import { useCatalogue } from './catalogue';
import { ProductRow } from './ProductRow';

/** Lower case without accents, so "brot" finds "Brötchen" and "pane" finds "Panè". */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * What the guest can order (the host's take-overs at display prices, then its own products),
 * searchable by name, each with + / − into the basket; the basket's total opens it. Without a
 * connection the last list kept on the device shows, and the screen says so.
 */
export function ProductsScreen({ onOpenBasket }: { onOpenBasket: () => void }) {
  const { t, i18n } = useTranslation();
  const language = normaliseLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  const errorText = useErrorText();
  const { state } = useSession();
  const catalogue = useCatalogue();
  const basket = useBasket();
  const [query, setQuery] = useState('');
  const { products } = catalogue;

  const shown = useMemo(() => {
    if (!products) return [];
    const needle = fold(query.trim());
    return needle === '' ? products : products.filter((item) => fold(item.product.name).includes(needle));
  }, [products, query]);
  const offers = useMemo(() => offersById(products, catalogue.rules), [products, catalogue.rules]);
  const totals = useMemo(
    () => priceBasket(basket.lines, products, catalogue.rules),
    [basket.lines, products, catalogue.rules],
  );

  const user = state.status === 'signedIn' ? state.user : null;
  const failed = catalogue.productsError !== null && !catalogue.loading;
  const kept = catalogue.savedAt ? localDateTime(new Date(catalogue.savedAt), deviceZone()) : null;

  return (
    <View style={styles.page}>
      <View style={styles.header}>
        {user ? (
          <>
            <Text accessibilityRole="header" style={styles.hello}>
              {t('session.hello', { name: user.label })}
            </Text>
            {user.kind === 'GUEST' ? (
              <Text style={styles.stay}>
                {t('session.stay', { from: formatDate(user.activeFrom), to: formatDate(user.activeTo) })}
              </Text>
            ) : null}
          </>
        ) : null}
        <Text accessibilityRole="header" style={styles.title}>
          {t('products.title')}
        </Text>
        <TextInput
          accessibilityLabel={t('products.search')}
          placeholder={t('products.search')}
          value={query}
          onChangeText={setQuery}
          style={styles.search}
          autoCorrect={false}
        />
      </View>
      {catalogue.offline && products ? (
        <View style={styles.offline} accessibilityRole="alert">
          <Text style={styles.offlineText}>
            {kept
              ? t('products.offlineKept', { date: formatDate(kept.date), time: kept.time })
              : t('products.offlineShort')}
          </Text>
          <Button label={t('products.retry')} variant="secondary" onPress={catalogue.reload} />
        </View>
      ) : null}
      {!products && catalogue.loading ? <Text style={styles.note}>{t('products.loading')}</Text> : null}
      {failed && !(catalogue.offline && products) ? (
        <View style={styles.failure}>
          <ErrorText>{errorText(catalogue.productsError)}</ErrorText>
          <Button label={t('products.retry')} variant="secondary" onPress={catalogue.reload} />
        </View>
      ) : null}
      {products && products.length === 0 ? <Text style={styles.note}>{t('products.empty')}</Text> : null}
      {products && products.length > 0 && shown.length === 0 ? (
        <Text style={styles.note}>{t('products.noMatch', { query: query.trim() })}</Text>
      ) : null}
      <FlatList
        data={shown}
        keyExtractor={(item) => item.product.id}
        renderItem={({ item }) => (
          <ProductRow
            item={item}
            perKgCents={perKgCentsOf(offers.get(item.product.id))}
            amount={basket.amountOf(item.product.id)}
            onAmount={(amount) => basket.setAmount(item.product.id, Math.min(amount, MAX_AMOUNT))}
          />
        )}
        extraData={basket.lines}
        initialNumToRender={12}
        windowSize={7}
      />
      {basket.lines.length > 0 ? (
        <View style={styles.basketBar}>
          <Button
            label={t('products.openBasket', { count: basket.pieces, total: formatCents(totals.totalCents, language) })}
            onPress={onOpenBasket}
          />
        </View>
      ) : null}
    </View>
  );
}

function deviceZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC';
}

const styles = StyleSheet.create({
  page: { flex: 1, backgroundColor: colors.background },
  header: { gap: spacing.sm, padding: spacing.md, borderBottomWidth: 1, borderBottomColor: colors.sand },
  hello: { fontSize: 22, fontWeight: '700', color: colors.brown },
  stay: { fontSize: 15, color: colors.taupe },
  title: { fontSize: 20, fontWeight: '600', color: colors.brown, marginTop: spacing.sm },
  search: {
    minHeight: TOUCH_TARGET,
    borderWidth: 1,
    borderColor: colors.sand,
    borderRadius: 8,
    paddingHorizontal: spacing.md,
    fontSize: 17,
    color: colors.brown,
  },
  note: { padding: spacing.md, fontSize: 16, color: colors.taupe },
  failure: { padding: spacing.md, gap: spacing.sm },
  offline: {
    margin: spacing.md,
    marginBottom: 0,
    padding: spacing.md,
    gap: spacing.sm,
    borderRadius: 8,
    backgroundColor: colors.surface,
    borderWidth: 1,
    borderColor: colors.sand,
  },
  offlineText: { fontSize: 15, lineHeight: 21, color: colors.brown },
  basketBar: {
    padding: spacing.md,
    borderTopWidth: 1,
    borderTopColor: colors.sand,
    backgroundColor: colors.background,
  },
});
