import { useMemo, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Chip,
  Grid,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ABO_MAX_EVERY_DAYS, formatCents, ORDER_MAX_AMOUNT } from '@bakery/core';
import { useApiMutation } from '../../api/query';
import { CreateAboMutation, UpdateAboMutation } from '../../api/operations';
import type { Abo, AboIntervalKind } from '../../api/operations';
import { useOrderErrorText, OrderProductPicker } from '../orders';
import { useLanguage } from '../../i18n/use-language';
import { lineCents, type OrderableProduct } from '@bakery/core/order-form';
import { checkDraft, draftOf, type AboDraft } from './abo-form';
import { WEEKDAYS } from './abo-format';

/** Create (`abo` null) or change a standing order: interval, start date and products with amounts. */
export function AboForm({
  abo,
  products,
  tomorrow,
  onSaved,
  onCancel,
}: {
  abo: Abo | null;
  products: OrderableProduct[];
  tomorrow: string;
  onSaved: (abo: Abo) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const orderErrorText = useOrderErrorText();
  const [draft, setDraft] = useState<AboDraft>(() => draftOf(abo, tomorrow));
  const [invalid, setInvalid] = useState<Record<string, boolean>>({});
  const [problem, setProblem] = useState<string | null>(null);
  // the saved abo goes to the screen through onSaved
  const updateAbo = useApiMutation(UpdateAboMutation);
  const createAbo = useApiMutation(CreateAboMutation);
  const [sending, setSending] = useState(false);
  const update = (patch: Partial<AboDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setProblem(null);
  };

  // lines of products the client can no longer order keep the name the abo gave them
  const nameOf = (id: string) =>
    products.find((p) => p.id === id)?.name ?? abo?.lines.find((l) => l.product.id === id)?.product.name ?? id;
  const lines = useMemo(() => Object.entries(draft.amounts).filter(([, amount]) => amount > 0), [draft.amounts]);
  const linesCents = lines.reduce((sum, [id, amount]) => {
    const product = products.find((p) => p.id === id);
    return product ? sum + lineCents(product, amount) : sum;
  }, 0);

  const submit = async () => {
    const checked = checkDraft(draft, Object.values(invalid).some(Boolean));
    if ('problem' in checked) {
      setProblem(t(`abos.form.problem.${checked.problem}`, { max: ORDER_MAX_AMOUNT, days: ABO_MAX_EVERY_DAYS }));
      return;
    }
    setSending(true);
    try {
      const saved = abo
        ? (await updateAbo.mutateAsync({ id: abo.id, input: checked.input })).updateAbo
        : (await createAbo.mutateAsync({ input: checked.input })).createAbo;
      notifications.show({ color: 'green', message: abo ? t('abos.done.updated') : t('abos.done.created') });
      onSaved(saved);
    } catch (error) {
      setProblem(orderErrorText(error, nameOf));
      setSending(false);
    }
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <Paper withBorder p="md">
            <Stack gap="md">
              <Title order={2} fz="lg" c="brown.8">
                {t('abos.form.when')}
              </Title>
              <SegmentedControl
                fullWidth
                size="md"
                aria-label={t('abos.form.kind')}
                value={draft.kind}
                onChange={(value) => update({ kind: value as AboIntervalKind })}
                data={[
                  { value: 'WEEKDAYS', label: t('abos.form.kindWeekdays') },
                  { value: 'EVERY_N_DAYS', label: t('abos.form.kindEvery') },
                ]}
              />
              {draft.kind === 'WEEKDAYS' ? (
                <Chip.Group
                  multiple
                  value={draft.weekdays.map(String)}
                  onChange={(values) => update({ weekdays: values.map(Number) })}
                >
                  <Group gap="xs" role="group" aria-label={t('abos.form.weekdays')}>
                    {WEEKDAYS.map((day) => (
                      <Chip key={day} value={String(day)} size="md" aria-label={t(`abos.weekdayLong.${day}`)}>
                        {t(`abos.weekday.${day}`)}
                      </Chip>
                    ))}
                  </Group>
                </Chip.Group>
              ) : (
                <NumberInput
                  label={t('abos.form.everyDays')}
                  description={t('abos.form.everyDaysHint', { max: ABO_MAX_EVERY_DAYS })}
                  size="md"
                  maw={320}
                  min={1}
                  max={ABO_MAX_EVERY_DAYS}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="none"
                  value={draft.days}
                  onChange={(value) => update({ days: value })}
                />
              )}
              <DatePickerInput
                label={t('abos.form.startsOn')}
                description={
                  draft.kind === 'EVERY_N_DAYS' ? t('abos.form.startsOnEvery') : t('abos.form.startsOnWeekdays')
                }
                valueFormat="DD.MM.YYYY"
                size="md"
                maw={320}
                value={draft.startsOn}
                minDate={tomorrow}
                onChange={(value) => update({ startsOn: value })}
              />
            </Stack>
          </Paper>
          <OrderProductPicker
            products={products}
            amounts={draft.amounts}
            onAmount={(id, amount) => update({ amounts: { ...draft.amounts, [id]: amount } })}
            onInvalid={(id, bad) => setInvalid((current) => ({ ...current, [id]: bad }))}
          />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper withBorder p="md" pos="sticky" top={16}>
          <Stack gap="md">
            <Stack gap="xs" component="section" aria-label={t('abos.form.perDelivery')}>
              <Title order={2} fz="lg" c="brown.8">
                {t('abos.form.perDelivery')}
              </Title>
              {lines.length === 0 ? <Text c="dimmed">{t('orders.form.linesEmpty')}</Text> : null}
              {lines.map(([id, amount]) => (
                <Group key={id} justify="space-between" wrap="nowrap" gap="xs">
                  <Text style={{ minWidth: 0 }} truncate>
                    {amount} × {nameOf(id)}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('orders.action.remove', { name: nameOf(id) })}
                    onClick={() => update({ amounts: { ...draft.amounts, [id]: 0 } })}
                  >
                    <IconX size={16} />
                  </ActionIcon>
                </Group>
              ))}
              {lines.length > 0 ? (
                <Group justify="space-between" pt={4} style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
                  <Text fw={700}>{t('orders.form.subtotal')}</Text>
                  <Text fw={700}>{formatCents(linesCents, language)}</Text>
                </Group>
              ) : null}
            </Stack>
            {problem ? (
              <Alert color="red" variant="light" role="alert">
                {problem}
              </Alert>
            ) : null}
            <Button size="lg" fullWidth loading={sending} onClick={() => void submit()}>
              {abo ? t('abos.form.save') : t('abos.form.create')}
            </Button>
            <Button variant="default" fullWidth onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
