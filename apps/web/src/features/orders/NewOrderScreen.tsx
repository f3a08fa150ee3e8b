import { useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Container, Grid, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dateInTimeZone, ORDER_MESSAGE_MAX, orderDeadline } from '@bakery/core';
import { useApiMutation } from '../../api/query';
import { CreatePhoneOrderMutation, OrderCountsQuery, OrdersQuery, PlaceOrderMutation } from '../../api/operations';
import type { PlaceOrderInput } from '../../api/operations';
import type { AccountKind } from '../../api/operations';
import { LoadFailed, LoadingState } from '../../ui/LoadStates';
import { DatesLocale } from '../../i18n/DatesLocale';
import { useFormatDateTime } from '../auth';
import { useCountdownText } from './order-format';
import { useOrderErrorText } from './order-errors';
import { dateRefusals, holidayOn, orderTotals, type OrderableProduct, type OrderRules } from '@bakery/core/order-form';
import { OrderProductPicker } from './OrderProductPicker';
import { OrderSummaryPanel } from './OrderSummaryPanel';
import { useNow } from '../../ui/use-now';
import { useClientOptions } from './useClientOptions';
import { useOrderOptions } from './useOrderOptions';

const CLOSED_DAY_STYLE = { color: 'var(--mantine-color-gray-5)', textDecoration: 'line-through' } as const;

/** The texts of the reasons a date is refused (the named holiday where known). */
function useRefusalTexts() {
  const { t } = useTranslation();
  return (date: string, reasons: readonly string[], rules: OrderRules) =>
    reasons.map((reason) => {
      const holiday = reason === 'HOLIDAY' ? holidayOn(date, rules) : undefined;
      return holiday
        ? t('orders.refusal.HOLIDAY_NAMED', { name: holiday.name })
        : t(`orders.refusal.${reason as 'HOLIDAY'}`);
    });
}

function OrderForm({
  viewerKind,
  clientId,
  products,
  rules,
  initialProductId,
}: {
  viewerKind: AccountKind;
  clientId: string | null;
  products: OrderableProduct[];
  rules: OrderRules;
  /** A product chosen on the products screen: one piece of it to start with. */
  initialProductId: string | null;
}) {
  const formatDateTime = useFormatDateTime();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const now = useNow();
  const countdown = useCountdownText();
  const refusalTexts = useRefusalTexts();
  const orderErrorText = useOrderErrorText();
  const [date, setDate] = useState<string | null>(null);
  const [amounts, setAmounts] = useState<Record<string, number>>(() =>
    initialProductId && products.some((p) => p.id === initialProductId) ? { [initialProductId]: 1 } : {},
  );
  const [invalid, setInvalid] = useState<Record<string, boolean>>({});
  const [message, setMessage] = useState('');
  const [takeaway, setTakeaway] = useState(rules.takeawayOnly);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const isPhone = viewerKind === 'BAKERY';
  const invalidates = [OrdersQuery, OrderCountsQuery];
  const createPhoneOrder = useApiMutation(CreatePhoneOrderMutation, { invalidates });
  const placeOrder = useApiMutation(PlaceOrderMutation, { invalidates });

  const lines = useMemo(
    () =>
      products.flatMap((product) => {
        const amount = amounts[product.id] ?? 0;
        return amount > 0 ? [{ product, amount }] : [];
      }),
    [products, amounts],
  );
  const totals = orderTotals(lines, rules, takeaway);
  const today = dateInTimeZone(now, rules.timeZone);
  const refusals = date
    ? dateRefusals(
        date,
        rules,
        lines.map((l) => l.product.availableDays),
        now,
      )
    : [];
  const deadline = date && rules.deadlineTime ? orderDeadline(date, rules.deadlineTime, rules.timeZone) : null;

  const submit = async () => {
    const invalidAmount = Object.values(invalid).some(Boolean);
    const reason =
      isPhone && !clientId
        ? t('orders.form.chooseClient')
        : !date
          ? t('orders.form.needDate')
          : lines.length === 0
            ? t('orders.form.needProducts')
            : invalidAmount
              ? t('orders.form.amountInvalid', { max: 999 })
              : refusals.length > 0
                ? [t('orders.form.dateRefused'), ...refusalTexts(date, refusals, rules)].join(' ')
                : null;
    setProblem(reason);
    if (reason || !date) return;
    const input: PlaceOrderInput = {
      deliveryDate: date,
      lines: lines.map((l) => ({ productId: l.product.id, amount: l.amount })),
      message: message.trim() || null,
      takeaway,
    };
    setSending(true);
    try {
      // a phone order always has its client (checked above)
      const order =
        isPhone && clientId
          ? (await createPhoneOrder.mutateAsync({ clientId, input })).createPhoneOrder
          : (await placeOrder.mutateAsync({ input })).placeOrder;
      notifications.show({ color: 'green', message: t('orders.done.placed', { number: order.number }) });
      void navigate(`/order/${order.id}`);
    } catch (error) {
      setProblem(orderErrorText(error, (id) => products.find((p) => p.id === id)?.name));
      setSending(false);
    }
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <Paper withBorder p="md">
            <DatePickerInput
              label={t('orders.form.date')}
              placeholder={t('orders.form.datePlaceholder')}
              valueFormat="DD.MM.YYYY"
              size="md"
              value={date}
              onChange={(value) => {
                setDate(value);
                setProblem(null);
              }}
              minDate={today}
              // closed days stay choosable, greyed and struck through: chosen, the field writes out why
              // (as the guest app names it for each day); the order is refused until another day is chosen
              getDayProps={(day) => {
                const reasons =
                  day >= today
                    ? dateRefusals(
                        day,
                        rules,
                        lines.map((l) => l.product.availableDays),
                        now,
                      )
                    : [];
                return reasons.length > 0
                  ? {
                      title: refusalTexts(day, reasons, rules).join(' '),
                      'data-closed': true,
                      style: day === date ? undefined : CLOSED_DAY_STYLE,
                    }
                  : {};
              }}
              description={
                isPhone
                  ? t('orders.form.noDeadline')
                  : date && deadline
                    ? t('orders.form.deadlineOf', {
                        when: formatDateTime(deadline.toISOString()),
                        left: countdown(deadline, now),
                      })
                    : date
                      ? t('orders.form.deadlineByServer')
                      : t('orders.form.closedDaysHint')
              }
              error={
                date && refusals.length > 0
                  ? [t('orders.form.dateRefused'), ...refusalTexts(date, refusals, rules)].join(' ')
                  : undefined
              }
            />
          </Paper>
          <OrderProductPicker
            products={products}
            amounts={amounts}
            onAmount={(id, amount) => setAmounts((current) => ({ ...current, [id]: amount }))}
            onInvalid={(id, bad) => setInvalid((current) => ({ ...current, [id]: bad }))}
          />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper withBorder p="md" pos="sticky" top={16}>
          <Stack gap="md">
            <OrderSummaryPanel lines={lines} totals={totals} rules={rules} />
            <Textarea
              label={t('orders.form.message')}
              autosize
              minRows={2}
              maxLength={ORDER_MESSAGE_MAX}
              value={message}
              onChange={(e) => setMessage(e.currentTarget.value)}
            />
            <Checkbox
              size="md"
              label={rules.takeawayOnly ? t('orders.form.takeawayOnly') : t('orders.form.takeaway')}
              checked={takeaway || rules.takeawayOnly}
              disabled={rules.takeawayOnly}
              onChange={(e) => setTakeaway(e.currentTarget.checked)}
            />
            {problem ? (
              <Alert color="red" variant="light" role="alert">
                {problem}
              </Alert>
            ) : null}
            <Button size="lg" fullWidth loading={sending} onClick={() => void submit()}>
              {isPhone ? t('orders.form.submitPhone') : t('orders.form.submit')}
            </Button>
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}

/** /order/new: a host or private customer orders for itself; the bakery takes a phone order for a chosen client. */
export function NewOrderScreen({
  viewerKind,
  initialClientId,
  initialProductId = null,
}: {
  viewerKind: AccountKind;
  initialClientId: string | null;
  initialProductId?: string | null;
}) {
  const { t } = useTranslation();
  const isPhone = viewerKind === 'BAKERY';
  const [clientId, setClientId] = useState<string | null>(initialClientId);
  const clients = useClientOptions(isPhone);
  const options = useOrderOptions(viewerKind, clientId);
  const selected = clients.byId(clientId);
  const clientData = [
    ...(selected && !clients.clients.some((c) => c.id === selected.id) ? [selected] : []),
    ...clients.clients,
  ]
    .filter((c) => c.kind === 'HOST' || c.kind === 'PRIVATE')
    .map((c) => ({ value: c.id, label: c.displayName }));

  return (
    <DatesLocale>
      <Container size="lg" py="xl" px={{ base: 'xs', sm: 'md' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} c="brown.8" fz={{ base: 26, sm: 32 }}>
              {isPhone ? t('orders.form.phoneTitle') : t('orders.form.title')}
            </Title>
            {isPhone ? <Text c="taupe.7">{t('orders.form.phoneLead')}</Text> : null}
          </Stack>
          {isPhone ? (
            <Select
              label={t('orders.form.client')}
              placeholder={t('orders.form.clientPlaceholder')}
              searchable
              size="md"
              maw={420}
              data={clientData}
              value={clientId}
              searchValue={clients.search}
              onSearchChange={clients.setSearch}
              onChange={setClientId}
              nothingFoundMessage={t('orders.filter.noClients')}
            />
          ) : null}
          {isPhone && !clientId ? <Text c="dimmed">{t('orders.form.chooseClient')}</Text> : null}
          {options.status === 'loading' ? <LoadingState /> : null}
          {options.status === 'failed' ? (
            <LoadFailed title={t('orders.form.loadFailed')} error={options.error} />
          ) : null}
          {options.status === 'ready' && options.products.length === 0 ? (
            <Alert color="yellow">{t(isPhone ? 'orders.form.noOfferPhone' : 'orders.form.noOffer')}</Alert>
          ) : null}
          {options.status === 'ready' && options.products.length > 0 ? (
            <OrderForm
              key={clientId ?? 'own'}
              viewerKind={viewerKind}
              clientId={clientId}
              products={options.products}
              rules={options.rules}
              initialProductId={initialProductId}
            />
          ) : null}
        </Stack>
      </Container>
    </DatesLocale>
  );
}
