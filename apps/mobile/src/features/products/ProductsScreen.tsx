import { useEffect, useMemo, useState } from 'react';
import { FlatList, StyleSheet, Text, TextInput, View } from 'react-native';
import { useTranslation } from 'react-i18next';
import { GuestProductsQuery, type GuestProduct } from '@bakery/api';
import { useErrorText } from '../../i18n/error-text';
import { formatDate } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { colors, spacing, TOUCH_TARGET } from '../../ui/theme';
import { useSession } from '../session/SessionProvider';
import { ProductRow } from './ProductRow';

type Load = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'loaded'; products: GuestProduct[] };

/** Lower case without accents, so "brot" finds "Brötchen" and "pane" finds "Panè". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** What the guest can order (the host's take-overs at display prices, then its own products), searchable by name. */
export function ProductsScreen() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const { client, state } = useSession();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [query, setQuery] = useState('');

  const [attempt, setAttempt] = useState(0);

  // names are in the viewer's language: a switch loads them again (the old list stays until then)
  useEffect(() => {
    let current = true;
    client.request(GuestProductsQuery).then(
      ({ guestProducts }) => current && setLoad({ status: 'loaded', products: guestProducts }),
      (error: unknown) => current && setLoad({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [client, i18n.language, attempt]);

  function retry() {
    setLoad({ status: 'loading' });
    setAttempt((count) => count + 1);
  }

  const shown = useMemo(() => {
    if (load.status !== 'loaded') return [];
    const needle = fold(query.trim());
    return needle === '' ? load.products : load.products.filter((item) => fold(item.product.name).includes(needle));
  }, [load, query]);

  const user = state.status === 'signedIn' ? state.user : null;

  return (
    <View style={styles.page}>
      <View style={styles.header}>
        {user ? (
          <>
            <Text accessibilityRole="header" style={styles.hello}>
              {t('session.hello', { name: user.label })}
            </Text>
            {user.kind === 'GUEST' ? <Text style={styles.stay}>{t('session.stay', { from: formatDate(user.activeFrom), to: formatDate(user.activeTo) })}</Text> : null}
          </>
        ) : null}
        <Text accessibilityRole="header" style={styles.title}>
          {t('products.title')}
        </Text>
        <TextInput accessibilityLabel={t('products.search')} placeholder={t('products.search')} value={query} onChangeText={setQuery} style={styles.search} autoCorrect={false} />
      </View>
      {load.status === 'loading' ? <Text style={styles.note}>{t('products.loading')}</Text> : null}
      {load.status === 'failed' ? (
        <View style={styles.failure}>
          <ErrorText>{errorText(load.error)}</ErrorText>
          <Button label={t('products.retry')} variant="secondary" onPress={retry} />
        </View>
      ) : null}
      {load.status === 'loaded' && load.products.length === 0 ? <Text style={styles.note}>{t('products.empty')}</Text> : null}
      {load.status === 'loaded' && load.products.length > 0 && shown.length === 0 ? <Text style={styles.note}>{t('products.noMatch', { query: query.trim() })}</Text> : null}
      <FlatList data={shown} keyExtractor={(item) => item.product.id} renderItem={({ item }) => <ProductRow item={item} />} initialNumToRender={12} windowSize={7} />
    </View>
  );
}

const styles = StyleSheet.create({
  page: { flex: 1, backgroundColor: colors.background },
  header: { gap: spacing.sm, padding: spacing.md, borderBottomWidth: 1, borderBottomColor: colors.sand },
  hello: { fontSize: 22, fontWeight: '700', color: colors.brown },
  stay: { fontSize: 15, color: colors.taupe },
  title: { fontSize: 20, fontWeight: '600', color: colors.brown, marginTop: spacing.sm },
  search: { minHeight: TOUCH_TARGET, borderWidth: 1, borderColor: colors.sand, borderRadius: 8, paddingHorizontal: spacing.md, fontSize: 17, color: colors.brown },
  note: { padding: spacing.md, fontSize: 16, color: colors.taupe },
  failure: { padding: spacing.md, gap: spacing.sm },
});
