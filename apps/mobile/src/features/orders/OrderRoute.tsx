import { useQueryClient } from '@tanstack/react-query';
import { StyleSheet, Text, View } from 'react-native';
import { useTranslation } from 'react-i18next';
import { GuestOrderQuery } from '@bakery/api';
import { useErrorText } from '../../i18n/error-text';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { colors, spacing } from '../../ui/theme';
import type { OrdersScreenProps } from '../navigation/routes';
import { apiQueryKey, useApiQuery } from '../session/query';
import { OrderDetail } from './OrderDetail';
import { useOrdersTab } from './OrdersTab';

/**
 * /guest/orders/:id: the order the list showed (the list's answer is the order's cached answer), or
 * — opened by its address (a reload, a link) — the order as the server has it. Back and deleting
 * return to the list.
 */
export function OrderRoute({ navigation, route }: OrdersScreenProps<'order'>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const { setDeleted } = useOrdersTab();
  const { id } = route.params;
  // not asked again while shown: the changes made here write their answers into the cache
  const query = useApiQuery(GuestOrderQuery, { id }, { staleTime: Infinity });

  const toList = () => (navigation.canGoBack() ? navigation.goBack() : navigation.replace('list'));

  if (query.data)
    return (
      <OrderDetail
        order={query.data.order}
        onBack={toList}
        onDeleted={(number) => {
          queryClient.removeQueries({ queryKey: apiQueryKey(GuestOrderQuery, { id }), exact: true });
          setDeleted(number);
          toList();
        }}
      />
    );
  return (
    <View style={styles.page}>
      <Button label={t('orders.back')} variant="secondary" onPress={toList} />
      {query.isError && !query.isFetching ? (
        <>
          <ErrorText>{errorText(query.error)}</ErrorText>
          <Button label={t('products.retry')} variant="secondary" onPress={() => void query.refetch()} />
        </>
      ) : (
        <Text style={styles.note}>{t('orders.loading')}</Text>
      )}
    </View>
  );
}

const styles = StyleSheet.create({
  page: { flex: 1, padding: spacing.md, gap: spacing.md, backgroundColor: colors.background },
  note: { fontSize: 16, color: colors.taupe },
});
