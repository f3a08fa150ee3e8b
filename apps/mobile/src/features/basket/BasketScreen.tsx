import { useEffect, useMemo, useState } from 'react';
import { ScrollView, StyleSheet, Text, TextInput, View } from 'react-native';
import { useTranslation } from 'react-i18next';
import { ApiError, GuestOrderCountsQuery, GuestOrdersQuery, GuestPlaceOrderMutation, type AppOrder } from '@bakery/api';
import { DEFAULT_LANGUAGE, normaliseLanguage } from '@bakery/core/language';
import { ORDER_MESSAGE_MAX } from '@bakery/core/ordering';
import { formatCents, formatDay } from '../../i18n/format';
import { AmountStepper } from '../../ui/AmountStepper';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { colors, spacing, TOUCH_TARGET } from '../../ui/theme';
import { useCatalogue } from '../products/catalogue';
import { useApiMutation } from '../session/query';
import { MAX_AMOUNT, useBasket } from './basket';
import { Countdown, useNow } from './Countdown';
import { DatePicker } from './DatePicker';
import { pickerDays } from './days';
import { priceBasket, type PricedLine } from './pricing';
import { orderRefusalText, reasonText } from './texts';

type Problem = { key: 'basket.chooseDate' | 'basket.dayClosed' } | { error: unknown };

/** The basket: amounts, delivery day with its deadline, costs, a message, and placing the order. */
export function BasketScreen({ onBack, onPlaced }: { onBack: () => void; onPlaced: (order: AppOrder) => void }) {
  const { t, i18n } = useTranslation();
  const language = normaliseLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  const catalogue = useCatalogue();
  // a new order changes the lists of orders (and their counts): asked again when shown
  const placeMutation = useApiMutation(GuestPlaceOrderMutation, {
    invalidates: [GuestOrdersQuery, GuestOrderCountsQuery],
  });
  const basket = useBasket();
  // closes days / the order when a deadline passes; the countdown itself ticks every second
  const now = useNow(5000);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  // opening the basket after a while: the days and deadlines may have moved on
  const { refresh } = catalogue;
  useEffect(() => refresh(5 * 60_000), [refresh]);

  const totals = useMemo(
    () => priceBasket(basket.lines, catalogue.products, catalogue.rules),
    [basket.lines, catalogue.products, catalogue.rules],
  );
  const offered = totals.lines.filter(
    (line): line is PricedLine & { product: NonNullable<PricedLine['product']> } => line.product !== null,
  );
  const gone = totals.lines.filter((line) => line.product === null);
  const days = catalogue.rules
    ? pickerDays(
        catalogue.rules,
        offered.map((line) => line.product),
        now,
      )
    : [];
  const chosen = days.find((day) => day.date === basket.date) ?? null;
  const options = catalogue.rules?.options ?? null;

  async function place() {
    if (busy) return;
    if (!basket.date) return setProblem({ key: 'basket.chooseDate' });
    if (chosen && chosen.reasons.length > 0) return setProblem({ key: 'basket.dayClosed' });
    setBusy(true);
    setProblem(null);
    try {
      const { placeOrder } = await placeMutation.mutateAsync({
        input: {
          deliveryDate: basket.date,
          lines: offered.map((line) => ({ productId: line.productId, amount: line.amount })),
          message: basket.message.trim() || null,
        },
      });
      basket.clear();
      onPlaced(placeOrder);
    } catch (error) {
      setProblem({ error });
      // the server knows better now (a closed day, a product no longer offered): ask again
      if (error instanceof ApiError && !error.network) catalogue.reload();
    } finally {
      setBusy(false);
    }
  }

  const offline = problem && 'error' in problem && problem.error instanceof ApiError && problem.error.network;
  const problemText = !problem
    ? null
    : 'key' in problem
      ? problem.key === 'basket.dayClosed' && chosen
        ? t('basket.dayClosed', { why: chosen.reasons.map((reason) => reasonText(t, reason, chosen)).join(' · ') })
        : t(problem.key, { why: '' })
      : offline
        ? t('basket.offline')
        : orderRefusalText(t, problem.error, {
            productName: (id) => catalogue.products?.find((item) => item.product.id === id)?.product.name ?? null,
            dayDetails: chosen ?? {},
          });

  return (
    <ScrollView contentContainerStyle={styles.page} keyboardShouldPersistTaps="handled">
      <View style={styles.top}>
        <Button label={t('basket.back')} variant="secondary" onPress={onBack} />
      </View>
      <Text accessibilityRole="header" style={styles.title}>
        {t('basket.title')}
      </Text>
      {catalogue.offline ? <Text style={styles.note}>{t('basket.offlineKept')}</Text> : null}

      {basket.lines.length === 0 ? <Text style={styles.note}>{t('basket.empty')}</Text> : null}
      {offered.map((line) => (
        <View key={line.productId} style={styles.line}>
          <View style={styles.lineText}>
            <Text style={styles.name}>{line.product.name}</Text>
            <Text style={styles.meta}>
              {line.perKgCents !== null
                ? t('basket.perKg', { price: formatCents(line.perKgCents, language), grams: line.product.approxWeight })
                : t('basket.perPiece', { price: formatCents(line.pieceCents, language) })}
            </Text>
          </View>
          <View style={styles.lineControls}>
            <AmountStepper
              name={line.product.name}
              amount={line.amount}
              max={MAX_AMOUNT}
              min={1}
              onChange={(amount) => basket.setAmount(line.productId, amount)}
            />
            <Text style={styles.lineTotal}>{formatCents(line.totalCents, language)}</Text>
            <Button
              label={t('basket.remove')}
              accessibilityLabel={t('basket.removeNamed', { name: line.product.name })}
              variant="secondary"
              onPress={() => basket.setAmount(line.productId, 0)}
            />
          </View>
        </View>
      ))}
      {gone.length > 0 ? (
        <View style={styles.failure}>
          <ErrorText>{t('basket.gone', { count: gone.length })}</ErrorText>
          <Button
            label={t('basket.removeGone')}
            variant="secondary"
            onPress={() => gone.forEach((line) => basket.setAmount(line.productId, 0))}
          />
        </View>
      ) : null}

      {basket.lines.length > 0 ? (
        <>
          <Text accessibilityRole="header" style={styles.section}>
            {t('days.title')}
          </Text>
          {options ? (
            <>
              <DatePicker
                days={days}
                selected={basket.date}
                onSelect={(date) => {
                  basket.setDate(date);
                  setProblem(null);
                }}
              />
              {chosen ? (
                <View style={styles.chosen}>
                  <Text style={styles.chosenDay}>{t('days.chosen', { day: formatDay(chosen.date, language) })}</Text>
                  {chosen.reasons.length > 0 ? (
                    <ErrorText>
                      {t('basket.dayClosed', {
                        why: chosen.reasons.map((reason) => reasonText(t, reason, chosen)).join(' · '),
                      })}
                    </ErrorText>
                  ) : options.ignoreDeadline ? null : (
                    <Countdown deadline={chosen.deadline} timeZone={options.timeZone} />
                  )}
                </View>
              ) : (
                <Text style={styles.note}>{t('basket.chooseDate')}</Text>
              )}
            </>
          ) : (
            <View style={styles.failure}>
              <ErrorText>{catalogue.loading ? t('days.loading') : t('days.failed')}</ErrorText>
              {catalogue.loading ? null : (
                <Button label={t('products.retry')} variant="secondary" onPress={catalogue.reload} />
              )}
            </View>
          )}

          <View style={styles.summary}>
            <Row label={t('basket.subtotal')} value={formatCents(totals.linesCents, language)} />
            {options ? (
              <Row
                label={options.takeawayOnly ? t('basket.takeaway') : t('basket.delivery')}
                value={totals.deliveryCents === 0 ? t('basket.free') : formatCents(totals.deliveryCents, language)}
              />
            ) : null}
            {options &&
            !options.takeawayOnly &&
            !options.noDeliveryCost &&
            options.deliveryCostCents > 0 &&
            options.deliveryCostMinCents > 0 ? (
              <Text style={styles.note}>
                {totals.deliveryCents > 0
                  ? t('basket.freeFromMissing', {
                      min: formatCents(options.deliveryCostMinCents, language),
                      missing: formatCents(options.deliveryCostMinCents - totals.linesCents, language),
                    })
                  : t('basket.freeFrom', { min: formatCents(options.deliveryCostMinCents, language) })}
              </Text>
            ) : null}
            <Row
              strong
              label={totals.approximate ? t('basket.totalApprox') : t('basket.total')}
              value={formatCents(totals.totalCents, language)}
            />
            {totals.approximate ? <Text style={styles.note}>{t('basket.weighedNote')}</Text> : null}
          </View>

          <Text style={styles.label}>{t('basket.message')}</Text>
          <TextInput
            accessibilityLabel={t('basket.message')}
            placeholder={t('basket.messageHint')}
            value={basket.message}
            onChangeText={basket.setMessage}
            maxLength={ORDER_MESSAGE_MAX}
            multiline
            style={styles.message}
          />

          {problemText ? <ErrorText>{problemText}</ErrorText> : null}
          <Button
            label={
              busy
                ? t('basket.placing')
                : offline
                  ? t('basket.retryPlace')
                  : t('basket.place', { total: formatCents(totals.totalCents, language) })
            }
            onPress={() => void place()}
            disabled={busy || offered.length === 0}
          />
        </>
      ) : null}
    </ScrollView>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <View style={styles.row}>
      <Text style={[styles.rowLabel, strong && styles.strong]}>{label}</Text>
      <Text style={[styles.rowValue, strong && styles.strong]}>{value}</Text>
    </View>
  );
}

const styles = StyleSheet.create({
  page: { padding: spacing.md, gap: spacing.md, backgroundColor: colors.background },
  top: { flexDirection: 'row' },
  title: { fontSize: 22, fontWeight: '700', color: colors.brown },
  section: { fontSize: 18, fontWeight: '700', color: colors.brown, marginTop: spacing.sm },
  note: { fontSize: 15, lineHeight: 21, color: colors.taupe },
  line: { gap: spacing.sm, paddingBottom: spacing.md, borderBottomWidth: 1, borderBottomColor: colors.sand },
  lineText: { gap: 2 },
  name: { fontSize: 17, fontWeight: '600', color: colors.brown },
  meta: { fontSize: 14, color: colors.taupe },
  lineControls: { flexDirection: 'row', alignItems: 'center', flexWrap: 'wrap', gap: spacing.sm },
  lineTotal: { flexGrow: 1, textAlign: 'right', fontSize: 17, fontWeight: '600', color: colors.brown },
  failure: { gap: spacing.sm },
  chosen: { gap: spacing.xs, padding: spacing.md, borderRadius: 8, backgroundColor: colors.surface },
  chosenDay: { fontSize: 16, color: colors.brown },
  summary: { gap: spacing.xs, paddingTop: spacing.sm, borderTopWidth: 1, borderTopColor: colors.sand },
  row: { flexDirection: 'row', justifyContent: 'space-between', gap: spacing.md },
  rowLabel: { fontSize: 16, color: colors.brown, flexShrink: 1 },
  rowValue: { fontSize: 16, color: colors.brown },
  strong: { fontWeight: '700', fontSize: 18 },
  label: { fontSize: 15, fontWeight: '600', color: colors.brown },
  message: {
    minHeight: TOUCH_TARGET * 2,
    borderWidth: 1,
    borderColor: colors.sand,
    borderRadius: 8,
    padding: spacing.md,
    fontSize: 16,
    color: colors.brown,
    textAlignVertical: 'top',
  },
});
