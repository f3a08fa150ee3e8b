import { useCallback, useEffect, useState } from 'react';
import { FlatList, StyleSheet, Text, View } from 'react-native';
import { useTranslation } from 'react-i18next';
import { GuestAbosQuery, type AppAbo } from '@bakery/api';
import { useErrorText } from '../../i18n/error-text';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { colors, spacing } from '../../ui/theme';
import { useSession } from '../session/SessionProvider';
import { AboCard } from './AboCard';

type Load =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'loaded'; items: AppAbo[]; total: number; page: number };

/**
 * The guest's standing orders (abos): each with its interval, products, state and the next
 * deliveries the server will order for; create, edit, pause until a date, resume, delete.
 * 10 per page (SPEC §9), more on demand. The form is a screen of its own (AbosTab): `onCreate`,
 * `onEdit` open it, and `onSaved` tells about a standing order saved there.
 */
export function AbosScreen({
  visit,
  onCreate,
  onEdit,
  onSaved,
}: {
  /** Changes when the tab is chosen again: the list loads again. */
  visit: number;
  onCreate: () => void;
  onEdit: (abo: AppAbo) => void;
  onSaved: (listener: (abo: AppAbo) => void) => () => void;
}) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const { client } = useSession();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [more, setMore] = useState<{ busy: boolean; error: unknown }>({ busy: false, error: null });

  // product names are in the viewer's language: a switch loads them again
  useEffect(() => {
    let current = true;
    client.request(GuestAbosQuery, { page: 0 }).then(
      ({ abos }) => current && setLoad({ status: 'loaded', items: abos.items, total: abos.total, page: 0 }),
      (error: unknown) => current && setLoad({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [client, i18n.language, attempt, visit]);

  function retry() {
    setLoad({ status: 'loading' });
    setAttempt((count) => count + 1);
  }

  async function loadMore() {
    if (load.status !== 'loaded' || more.busy) return;
    setMore({ busy: true, error: null });
    try {
      const { abos } = await client.request(GuestAbosQuery, { page: load.page + 1 });
      setLoad((previous) => {
        if (previous.status !== 'loaded') return previous;
        const known = new Set(previous.items.map((abo) => abo.id));
        return {
          status: 'loaded',
          items: [...previous.items, ...abos.items.filter((abo) => !known.has(abo.id))],
          total: abos.total,
          page: previous.page + 1,
        };
      });
      setMore({ busy: false, error: null });
    } catch (error) {
      setMore({ busy: false, error });
    }
  }

  const replace = useCallback((abo: AppAbo) => {
    setLoad((previous) =>
      previous.status === 'loaded'
        ? { ...previous, items: previous.items.map((item) => (item.id === abo.id ? abo : item)) }
        : previous,
    );
  }, []);

  const remove = useCallback((id: string) => {
    setLoad((previous) =>
      previous.status === 'loaded'
        ? { ...previous, items: previous.items.filter((item) => item.id !== id), total: previous.total - 1 }
        : previous,
    );
  }, []);

  const saved = useCallback((abo: AppAbo) => {
    setLoad((previous) => {
      if (previous.status !== 'loaded') return previous;
      const exists = previous.items.some((item) => item.id === abo.id);
      return exists
        ? { ...previous, items: previous.items.map((item) => (item.id === abo.id ? abo : item)) }
        : { ...previous, items: [abo, ...previous.items], total: previous.total + 1 };
    });
  }, []);
  useEffect(() => onSaved(saved), [onSaved, saved]);

  const items = load.status === 'loaded' ? load.items : [];
  return (
    <View style={styles.page}>
      <FlatList
        data={items}
        keyExtractor={(abo) => abo.id}
        renderItem={({ item }) => (
          <AboCard abo={item} onChanged={replace} onDeleted={remove} onEdit={() => onEdit(item)} />
        )}
        contentContainerStyle={styles.content}
        ListHeaderComponent={
          <View style={styles.header}>
            <Text accessibilityRole="header" style={styles.title}>
              {t('abos.title')}
            </Text>
            <Text style={styles.intro}>{t('abos.intro')}</Text>
            <Button label={t('abos.create')} onPress={onCreate} />
            {load.status === 'loading' ? <Text style={styles.note}>{t('abos.loading')}</Text> : null}
            {load.status === 'failed' ? (
              <View style={styles.failure}>
                <ErrorText>{errorText(load.error)}</ErrorText>
                <Button label={t('products.retry')} variant="secondary" onPress={retry} />
              </View>
            ) : null}
            {load.status === 'loaded' && load.items.length === 0 ? (
              <Text style={styles.note}>{t('abos.empty')}</Text>
            ) : null}
          </View>
        }
        ListFooterComponent={
          load.status === 'loaded' && load.items.length < load.total ? (
            <View style={styles.failure}>
              {more.error ? <ErrorText>{errorText(more.error)}</ErrorText> : null}
              <Button
                label={t('abos.more', { count: load.total - load.items.length })}
                variant="secondary"
                disabled={more.busy}
                onPress={() => void loadMore()}
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
