import { useEffect, useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { useTranslation } from 'react-i18next';
import { GuestOrderQuery, type AppOrder } from '@bakery/api';
import { useErrorText } from '../../i18n/error-text';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { colors, spacing } from '../../ui/theme';
import type { OrdersScreenProps } from '../navigation/routes';
import { useSession } from '../session/SessionProvider';
import { OrderDetail } from './OrderDetail';
import { useOrdersTab } from './OrdersTab';

type Load = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'loaded'; order: AppOrder };

/**
 * /guest/orders/:id: the order the list showed, or — opened by its address (a reload, a link) —
 * the order as the server has it. Back and deleting return to the list.
 */
export function OrderRoute({ navigation, route }: OrdersScreenProps<'order'>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { client } = useSession();
  const { known, setDeleted } = useOrdersTab();
  const { id } = route.params;
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<Load>(() => {
    const order = known.get(id);
    return order ? { status: 'loaded', order } : { status: 'loading' };
  });

  const missing = load.status === 'loading';
  useEffect(() => {
    if (!missing) return;
    let current = true;
    client.request(GuestOrderQuery, { id }).then(
      ({ order }) => current && setLoad({ status: 'loaded', order }),
      (error: unknown) => current && setLoad({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [client, id, missing, attempt]);

  const toList = () => (navigation.canGoBack() ? navigation.goBack() : navigation.replace('list'));

  if (load.status === 'loaded')
    return (
      <OrderDetail
        order={load.order}
        onBack={toList}
        onDeleted={(number) => {
          known.delete(id);
          setDeleted(number);
          toList();
        }}
      />
    );
  return (
    <View style={styles.page}>
      <Button label={t('orders.back')} variant="secondary" onPress={toList} />
      {load.status === 'loading' ? <Text style={styles.note}>{t('orders.loading')}</Text> : null}
      {load.status === 'failed' ? (
        <>
          <ErrorText>{errorText(load.error)}</ErrorText>
          <Button
            label={t('products.retry')}
            variant="secondary"
            onPress={() => {
              setLoad({ status: 'loading' });
              setAttempt((count) => count + 1);
            }}
          />
        </>
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  page: { flex: 1, padding: spacing.md, gap: spacing.md, backgroundColor: colors.background },
  note: { fontSize: 16, color: colors.taupe },
});
