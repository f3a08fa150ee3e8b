import { useState } from 'react';
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
import { useApiPagedQuery, useApiQuery } from '../session/query';
import { useRefreshOnFocus } from '../navigation/refocus';
import { OrderCard } from './OrderCard';

const GROUPS = ['NEXT', 'FUTURE', 'PAST'] as const;
type Group = (typeof GROUPS)[number];
const COUNT_OF: Record<Group, keyof AppOrderCounts> = { NEXT: 'next', FUTURE: 'future', PAST: 'past' };

/**
 * The guest's orders: next delivery, future, past (10 per page, more on demand); a tap opens the
 * order (`onOpen`), `deleted` the number of the order just deleted there. Shown again, it loads again.
 */
export function OrdersScreen({ onOpen, deleted }: { onOpen: (order: AppOrder) => void; deleted: number | null }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const now = useNow(30_000);
  const [group, setGroup] = useState<Group>('NEXT');
  const countsQuery = useApiQuery(GuestOrderCountsQuery, {}, { select: ({ orderCounts }) => orderCounts });
  const counts = countsQuery.data;
  const orders = useApiPagedQuery(GuestOrdersQuery, { group: group satisfies OrderGroup }, ({ orders }) => orders);
  // shown again (back from an order, or the tab chosen again) the lists are asked again
  useRefreshOnFocus(() => {
    void countsQuery.refetch();
    void orders.refetch();
  });
  // a failed refresh says so above the list it keeps (its retry asks again)
  const list = orders.data ?? null;
  const failed = orders.isError && !orders.isFetching && !orders.isFetchNextPageError ? { error: orders.error } : null;
  const reload = () => void orders.refetch();
  const more = () => void orders.fetchNextPage();
  const moreError = orders.isFetchNextPageError ? orders.error : null;

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
              onPress={() => setGroup(option)}
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
      {!list && !failed ? <Text style={styles.note}>{t('orders.loading')}</Text> : null}
      {failed ? (
        <View style={styles.failure}>
          <ErrorText>{errorText(failed.error)}</ErrorText>
          <Button label={t('products.retry')} variant="secondary" onPress={reload} />
        </View>
      ) : null}
      {list && list.items.length === 0 ? <Text style={styles.note}>{t(`orders.empty.${group}`)}</Text> : null}
      {list
        ? list.items.map((order) => (
            <OrderCard
              key={order.id}
              order={order}
              changeable={order.editable && now.getTime() < Date.parse(order.deadline)}
              onOpen={() => onOpen(order)}
            />
          ))
        : null}
      {list && list.items.length < list.total ? (
        <Button label={t('orders.more')} variant="secondary" onPress={more} />
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
