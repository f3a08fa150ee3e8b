import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ScrollView, StyleSheet, Text, View } from 'react-native';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  GuestAddOrderedProductMutation,
  GuestDeleteOrderMutation,
  GuestOrderCountsQuery,
  GuestOrderQuery,
  GuestOrdersQuery,
  GuestRemoveOrderedProductMutation,
  GuestUpdateOrderedProductAmountMutation,
  type AppOrder,
} from '@bakery/api';
import { isAvailableOn } from '@bakery/core/day-rules';
import { DEFAULT_LANGUAGE, normaliseLanguage } from '@bakery/core/language';
import { formatCents, formatDate, formatDay, localDateTime } from '../../i18n/format';
import { AmountStepper } from '../../ui/AmountStepper';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { colors, spacing } from '../../ui/theme';
import { MAX_AMOUNT } from '../basket/basket';
import { Countdown, useNow } from '../basket/Countdown';
import { orderRefusalText } from '../basket/texts';
import { useCatalogue } from '../products/catalogue';
import { apiQueryKey, useApiMutation } from '../session/query';
import { useSession } from '../session/SessionProvider';

/** Refusals after which the order is read again: it can no longer be changed, or is gone. */
const STALE = new Set(['ORDER_DEADLINE_PASSED', 'ORDER_NOT_EDITABLE', 'ORDER_PAID']);

/**
 * One order: day, status, lines and totals. Until its deadline the guest changes amounts, adds and
 * removes products and deletes it; after that (or when the server says so) it is read-only with
 * the reason. Each change is the server's answer, refusals translated.
 */
export function OrderDetail({
  order,
  onBack,
  onDeleted,
}: {
  order: AppOrder;
  onBack: () => void;
  onDeleted: (number: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = normaliseLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  const { client } = useSession();
  const catalogue = useCatalogue();
  const queryClient = useQueryClient();
  // closes days / the order when a deadline passes; the countdown itself ticks every second
  const now = useNow(5000);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [adding, setAdding] = useState(false);
  // each change answers with the order as it is now: the order's cached answer; the lists change too
  const orderKey = apiQueryKey(GuestOrderQuery, { id: order.id });
  const lists = { invalidates: [GuestOrdersQuery, GuestOrderCountsQuery] };
  const updateAmount = useApiMutation(GuestUpdateOrderedProductAmountMutation, lists);
  const removeLine = useApiMutation(GuestRemoveOrderedProductMutation, lists);
  const addLine = useApiMutation(GuestAddOrderedProductMutation, lists);
  const deleteMutation = useApiMutation(GuestDeleteOrderMutation, lists);

  const timeZone = catalogue.rules?.options.timeZone ?? 'Europe/Rome';
  const deadlinePassed = now.getTime() >= Date.parse(order.deadline);
  const editable = order.editable && !deadlinePassed;
  const deadline = localDateTime(new Date(order.deadline), timeZone);
  const day = formatDay(order.deliveryDate, language);

  async function change(run: () => Promise<AppOrder | null>) {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const next = await run();
      if (next) queryClient.setQueryData(orderKey, { order: next });
    } catch (cause) {
      setError(cause);
      if (cause instanceof ApiError && STALE.has(cause.code)) {
        const fresh = await queryClient
          .fetchQuery({ queryKey: orderKey, queryFn: () => client.request(GuestOrderQuery, { id: order.id }) })
          .catch(() => null);
        if (!fresh) queryClient.setQueryData(orderKey, { order: { ...order, editable: false } });
      }
    } finally {
      setBusy(false);
    }
  }

  const setAmount = (lineId: string, amount: number) =>
    change(
      async () =>
        (await updateAmount.mutateAsync({ orderId: order.id, orderedProductId: lineId, amount }))
          .updateOrderedProductAmount,
    );
  const remove = (lineId: string) =>
    change(
      async () => (await removeLine.mutateAsync({ orderId: order.id, orderedProductId: lineId })).removeOrderedProduct,
    );
  const add = (productId: string) =>
    change(async () => {
      const { addOrderedProduct } = await addLine.mutateAsync({ orderId: order.id, productId, amount: 1 });
      setAdding(false);
      return addOrderedProduct;
    });
  const deleteOrder = () =>
    change(async () => {
      await deleteMutation.mutateAsync({ id: order.id });
      onDeleted(order.number);
      return null;
    });

  const inOrder = new Set(order.lines.map((line) => line.product.id));
  const addable = (catalogue.products ?? []).filter((item) => !inOrder.has(item.product.id));
  const productName = (id: string) =>
    catalogue.products?.find((item) => item.product.id === id)?.product.name ??
    order.lines.find((line) => line.product.id === id)?.product.name ??
    null;

  return (
    <ScrollView contentContainerStyle={styles.page} keyboardShouldPersistTaps="handled">
      <View style={styles.top}>
        <Button label={t('orders.back')} variant="secondary" onPress={onBack} />
      </View>
      <Text accessibilityRole="header" style={styles.title}>
        {t('orders.detailTitle', { number: order.number })}
      </Text>
      <Text style={styles.day}>{t('days.chosen', { day })}</Text>
      <Text style={styles.status}>{order.accepted ? t('orders.accepted') : t('orders.waiting')}</Text>
      {editable ? (
        <Countdown deadline={order.deadline} timeZone={timeZone} />
      ) : (
        <Text style={styles.readOnly}>
          {deadlinePassed
            ? t('orders.readOnlyDeadline', { date: formatDate(deadline.date), time: deadline.time })
            : order.paid
              ? t('orders.readOnlyPaid')
              : t('orders.readOnly')}
        </Text>
      )}

      <View style={styles.lines}>
        {order.lines.map((line) => (
          <View key={line.id} style={styles.line}>
            <View style={styles.lineText}>
              <Text style={styles.name}>{line.product.name}</Text>
              <Text style={styles.meta}>{t('basket.perPiece', { price: formatCents(line.priceCents, language) })}</Text>
            </View>
            <View style={styles.lineControls}>
              {editable ? (
                <AmountStepper
                  name={line.product.name}
                  amount={line.amount}
                  min={1}
                  max={MAX_AMOUNT}
                  disabled={busy}
                  onChange={(amount) => void setAmount(line.id, amount)}
                />
              ) : (
                <Text style={styles.amount}>
                  {t('amount.current', { name: line.product.name, count: line.amount })}
                </Text>
              )}
              <Text style={styles.lineTotal}>{formatCents(line.totalCents, language)}</Text>
              {editable ? (
                <Button
                  label={t('basket.remove')}
                  accessibilityLabel={t('basket.removeNamed', { name: line.product.name })}
                  variant="secondary"
                  disabled={busy}
                  onPress={() => void remove(line.id)}
                />
              ) : null}
            </View>
          </View>
        ))}
      </View>

      <View style={styles.summary}>
        <Row label={t('basket.subtotal')} value={formatCents(order.linesTotalCents, language)} />
        <Row
          label={order.takeaway ? t('basket.takeaway') : t('basket.delivery')}
          value={order.deliveryCostCents === 0 ? t('basket.free') : formatCents(order.deliveryCostCents, language)}
        />
        <Row
          strong
          label={order.lines.some((line) => line.product.haveToWeight) ? t('basket.totalApprox') : t('basket.total')}
          value={formatCents(order.totalCents, language)}
        />
      </View>
      {order.message ? <Text style={styles.meta}>{t('orders.message', { message: order.message })}</Text> : null}

      {error ? (
        <ErrorText>
          {orderRefusalText(t, error, { productName, dayDetails: {}, notOrderableKey: 'orders.notOrderable' })}
        </ErrorText>
      ) : null}

      {editable ? (
        <>
          {adding ? (
            <View style={styles.adding}>
              <Text accessibilityRole="header" style={styles.section}>
                {t('orders.addTitle')}
              </Text>
              {addable.length === 0 ? <Text style={styles.meta}>{t('orders.nothingToAdd')}</Text> : null}
              {addable.map((item) => {
                let available = true;
                try {
                  available = isAvailableOn(item.product.availableDays, order.deliveryDate);
                } catch {
                  // an unreadable rule: the server decides
                }
                return (
                  <View key={item.product.id} style={styles.addRow}>
                    <View style={styles.lineText}>
                      <Text style={styles.name}>{item.product.name}</Text>
                      <Text style={styles.meta}>
                        {available ? formatCents(item.priceCents, language) : t('orders.notThatDay', { day })}
                      </Text>
                    </View>
                    <Button
                      label={t('amount.addShort')}
                      accessibilityLabel={t('orders.addNamed', { name: item.product.name })}
                      disabled={busy || !available}
                      onPress={() => void add(item.product.id)}
                    />
                  </View>
                );
              })}
              <Button label={t('orders.addClose')} variant="secondary" onPress={() => setAdding(false)} />
            </View>
          ) : (
            <Button label={t('orders.addTitle')} variant="secondary" disabled={busy} onPress={() => setAdding(true)} />
          )}
          {confirmDelete ? (
            <View style={styles.confirm}>
              <Text style={styles.name}>{t('orders.deleteConfirm', { number: order.number })}</Text>
              <Button label={t('orders.deleteYes')} disabled={busy} onPress={() => void deleteOrder()} />
              <Button label={t('orders.deleteNo')} variant="secondary" onPress={() => setConfirmDelete(false)} />
            </View>
          ) : (
            <Button
              label={t('orders.delete')}
              variant="secondary"
              disabled={busy}
              onPress={() => setConfirmDelete(true)}
            />
          )}
        </>
      ) : null}
    </ScrollView>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <View style={styles.row}>
      <Text style={[styles.rowText, strong && styles.strong]}>{label}</Text>
      <Text style={[styles.rowText, strong && styles.strong]}>{value}</Text>
    </View>
  );
}

const styles = StyleSheet.create({
  page: { padding: spacing.md, gap: spacing.md, backgroundColor: colors.background },
  top: { flexDirection: 'row' },
  title: { fontSize: 22, fontWeight: '700', color: colors.brown },
  section: { fontSize: 18, fontWeight: '700', color: colors.brown },
  day: { fontSize: 17, color: colors.brown },
  status: { fontSize: 16, fontWeight: '600', color: colors.taupe },
  readOnly: {
    fontSize: 15,
    lineHeight: 21,
    color: colors.brown,
    padding: spacing.md,
    borderRadius: 8,
    backgroundColor: colors.surface,
  },
  lines: { gap: spacing.md },
  line: { gap: spacing.sm, paddingBottom: spacing.md, borderBottomWidth: 1, borderBottomColor: colors.sand },
  lineText: { flex: 1, gap: 2 },
  name: { fontSize: 17, fontWeight: '600', color: colors.brown },
  meta: { fontSize: 14, color: colors.taupe },
  amount: { fontSize: 16, color: colors.brown },
  lineControls: { flexDirection: 'row', alignItems: 'center', flexWrap: 'wrap', gap: spacing.sm },
  lineTotal: { flexGrow: 1, textAlign: 'right', fontSize: 17, fontWeight: '600', color: colors.brown },
  summary: { gap: spacing.xs },
  row: { flexDirection: 'row', justifyContent: 'space-between', gap: spacing.md },
  rowText: { fontSize: 16, color: colors.brown },
  strong: { fontWeight: '700', fontSize: 18 },
  adding: { gap: spacing.sm, padding: spacing.md, borderRadius: 8, borderWidth: 1, borderColor: colors.sand },
  addRow: { flexDirection: 'row', alignItems: 'center', gap: spacing.sm },
  confirm: { gap: spacing.sm, padding: spacing.md, borderRadius: 8, backgroundColor: colors.surface },
});
