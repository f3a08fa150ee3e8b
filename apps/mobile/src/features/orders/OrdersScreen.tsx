import { useCallback, useEffect, useState } from 'react';
import { Pressable, ScrollView, StyleSheet, Text, View } from 'react-native';
import { useTranslation } from 'react-i18next';
import {
  GuestOrderCountsQuery,
  GuestOrdersQuery,
  type AppOrder,
  type AppOrderCounts,
  type OrderGroup,
} from '@bakery/api';
import { useErrorText } from '../../i18n/error-text';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { colors, spacing, TOUCH_TARGET } from '../../ui/theme';
import { useNow } from '../basket/Countdown';
import { useSession } from '../session/SessionProvider';
import { OrderCard } from './OrderCard';
import { useRefocus } from '../navigation/refocus';

const GROUPS = ['NEXT', 'FUTURE', 'PAST'] as const;
type Group = (typeof GROUPS)[number];
const COUNT_OF: Record<Group, keyof AppOrderCounts> = { NEXT: 'next', FUTURE: 'future', PAST: 'past' };

/** `page` is the last page loaded; the server counts pages from 0. */
type Load =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'loaded'; items: AppOrder[]; total: number; page: number };

/**
 * The guest's orders: next delivery, future, past (10 per page, more on demand); a tap opens the
 * order (`onOpen`), `deleted` the number of the order just deleted there. Shown again, it loads again.
 */
export function OrdersScreen({ onOpen, deleted }: { onOpen: (order: AppOrder) => void; deleted: number | null }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { client } = useSession();
  const now = useNow(30_000);
  const [group, setGroup] = useState<Group>('NEXT');
  const [counts, setCounts] = useState<AppOrderCounts | null>(null);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const [moreError, setMoreError] = useState<unknown>(null);

  useEffect(() => {
    let current = true;
    client.request(GuestOrderCountsQuery).then(
      ({ orderCounts }) => current && setCounts(orderCounts),
      () => undefined, // the list says what went wrong
    );
    client.request(GuestOrdersQuery, { group: group satisfies OrderGroup, page: 0 }).then(
      ({ orders }) => current && setLoad({ status: 'loaded', items: orders.items, total: orders.total, page: 0 }),
      (error: unknown) => current && setLoad({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [client, group, version]);

  const reload = useCallback(() => {
    setLoad({ status: 'loading' });
    setVersion((count) => count + 1);
  }, []);

  async function more() {
    if (load.status !== 'loaded') return;
    setMoreError(null);
    try {
      const { orders } = await client.request(GuestOrdersQuery, { group, page: load.page + 1 });
      setLoad({ status: 'loaded', items: [...load.items, ...orders.items], total: orders.total, page: load.page + 1 });
    } catch (error) {
      setMoreError(error);
    }
  }

  // back from an order (changed or deleted there), or the tab chosen again
  useRefocus(reload);

  return (
    <ScrollView contentContainerStyle={styles.page}>
      <Text accessibilityRole="header" style={styles.title}>
        {t('orders.title')}
      </Text>
      <View accessibilityRole="radiogroup" accessibilityLabel={t('orders.groups')} style={styles.groups}>
        {GROUPS.map((option) => {
          const selected = option === group;
          const count = counts ? counts[COUNT_OF[option]] : null;
          const label = t(`orders.group.${option}`);
          return (
            <Pressable
              key={option}
              accessibilityRole="radio"
              aria-checked={selected}
              accessibilityLabel={typeof count === 'number' ? t('orders.groupCount', { label, count }) : label}
              onPress={() => {
                if (option === group) return;
                setLoad({ status: 'loading' });
                setGroup(option);
              }}
              style={[styles.group, selected && styles.groupSelected]}
            >
              <Text style={[styles.groupText, selected && styles.groupTextSelected]}>
                {typeof count === 'number' ? `${label} (${count})` : label}
              </Text>
            </Pressable>
          );
        })}
      </View>
      {deleted !== null ? <Text style={styles.notice}>{t('orders.deleted', { number: deleted })}</Text> : null}
      {load.status === 'loading' ? <Text style={styles.note}>{t('orders.loading')}</Text> : null}
      {load.status === 'failed' ? (
        <View style={styles.failure}>
          <ErrorText>{errorText(load.error)}</ErrorText>
          <Button label={t('products.retry')} variant="secondary" onPress={reload} />
        </View>
      ) : null}
      {load.status === 'loaded' && load.items.length === 0 ? (
        <Text style={styles.note}>{t(`orders.empty.${group}`)}</Text>
      ) : null}
      {load.status === 'loaded'
        ? load.items.map((order) => (
            <OrderCard
              key={order.id}
              order={order}
              changeable={order.editable && now.getTime() < Date.parse(order.deadline)}
              onOpen={() => onOpen(order)}
            />
          ))
        : null}
      {load.status === 'loaded' && load.items.length < load.total ? (
        <Button label={t('orders.more')} variant="secondary" onPress={() => void more()} />
      ) : null}
      {moreError ? <ErrorText>{errorText(moreError)}</ErrorText> : null}
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  page: { padding: spacing.md, gap: spacing.md, backgroundColor: colors.background },
  title: { fontSize: 22, fontWeight: '700', color: colors.brown },
  groups: { flexDirection: 'row', flexWrap: 'wrap', gap: spacing.sm },
  group: {
    minHeight: TOUCH_TARGET,
    paddingHorizontal: spacing.md,
    borderRadius: 24,
    borderWidth: 1,
    borderColor: colors.sand,
    justifyContent: 'center',
  },
  groupSelected: { backgroundColor: colors.brown, borderColor: colors.brown },
  groupText: { fontSize: 15, color: colors.brown },
  groupTextSelected: { color: colors.onPrimary, fontWeight: '600' },
  note: { fontSize: 16, color: colors.taupe },
  notice: { fontSize: 16, color: colors.brown, padding: spacing.md, borderRadius: 8, backgroundColor: colors.surface },
  failure: { gap: spacing.sm },
});
