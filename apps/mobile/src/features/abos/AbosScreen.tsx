import { FlatList, StyleSheet, Text, View } from 'react-native';
import { useTranslation } from 'react-i18next';
import { GuestAbosQuery, type AppAbo } from '@bakery/api';
import { useErrorText } from '../../i18n/error-text';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { colors, spacing } from '../../ui/theme';
import { useApiPagedQuery } from '../session/query';
import { AboCard } from './AboCard';

/**
 * The guest's standing orders (abos): each with its interval, products, state and the next deliveries the server will
 * order for; create, edit, pause until a date, resume, delete. 10 per page
 * (requirements/guest-app.md#orders-standing-orders-and-profile), more on demand. The form is a screen of its own
 * (AbosTab): `onCreate`, `onEdit` open it; what is saved there is in the cached list at once (abos-cache.ts).
 */
export function AbosScreen({ onCreate, onEdit }: { onCreate: () => void; onEdit: (abo: AppAbo) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const abos = useApiPagedQuery(GuestAbosQuery, {}, ({ abos }) => abos);
  // a failed refresh says so above the list it keeps (its retry asks again)
  const list = abos.data ?? null;
  const failed = abos.isError && !abos.isFetching && !abos.isFetchNextPageError ? { error: abos.error } : null;
  const retry = () => void abos.refetch();
  const more = { busy: abos.isFetchingNextPage, error: abos.isFetchNextPageError ? abos.error : null };
  const loadMore = () => void abos.fetchNextPage();

  const items = list ? list.items : [];
  return (
    <View style={styles.page}>
      <FlatList
        data={items}
        keyExtractor={(abo) => abo.id}
        renderItem={({ item }) => <AboCard abo={item} onEdit={() => onEdit(item)} />}
        contentContainerStyle={styles.content}
        ListHeaderComponent={
          <View style={styles.header}>
            <Text accessibilityRole="header" style={styles.title}>
              {t('abos.title')}
            </Text>
            <Text style={styles.intro}>{t('abos.intro')}</Text>
            <Button label={t('abos.create')} onPress={onCreate} />
            {!list && !failed ? <Text style={styles.note}>{t('abos.loading')}</Text> : null}
            {failed ? (
              <View style={styles.failure}>
                <ErrorText>{errorText(failed.error)}</ErrorText>
                <Button label={t('products.retry')} variant="secondary" onPress={retry} />
              </View>
            ) : null}
            {list && list.items.length === 0 ? <Text style={styles.note}>{t('abos.empty')}</Text> : null}
          </View>
        }
        ListFooterComponent={
          list && list.items.length < list.total ? (
            <View style={styles.failure}>
              {more.error ? <ErrorText>{errorText(more.error)}</ErrorText> : null}
              <Button
                label={t('abos.more', { count: list.total - list.items.length })}
                variant="secondary"
                disabled={more.busy}
                onPress={loadMore}
              />
            </View>
          ) : null
        }
      />
    </View>
  );
}

const styles = StyleSheet.create({
  page: { flex: 1, backgroundColor: colors.background },
  content: { padding: spacing.md, gap: spacing.md },
  header: { gap: spacing.sm },
  title: { fontSize: 22, fontWeight: '700', color: colors.brown },
  intro: { fontSize: 15, lineHeight: 21, color: colors.taupe },
  note: { fontSize: 16, color: colors.taupe },
  failure: { gap: spacing.sm },
});
