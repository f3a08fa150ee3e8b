import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Abo } from '../../api/operations';
import { formatDate } from '../../i18n/format';
import { aboState, useIntervalText } from './abo-format';
import { AboActions } from './AboActions';

const NEXT_SHOWN = 6;

/** One abo: interval in words, state, products with amounts, the next deliveries and its actions. */
export function AboCard({
  abo,
  today,
  onEdit,
  onChanged,
  onDeleted,
}: {
  abo: Abo;
  today: string;
  onEdit: () => void;
  onChanged: (abo: Abo) => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const intervalText = useIntervalText();
  const state = aboState(abo, today);
  const interval = intervalText(abo.interval, abo.startsOn);
  const next = abo.nextDeliveries.slice(0, NEXT_SHOWN).map((d) => formatDate(d));
  const more = abo.nextDeliveries.length - next.length;

  return (
    <Paper component="li" withBorder p="md" aria-label={interval} style={{ listStyle: 'none' }}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <IconRepeat size={20} color="var(--mantine-color-brown-7)" aria-hidden />
            <Text fw={700} fz="lg">
              {interval}
            </Text>
          </Group>
          <Badge
            color={state.kind === 'active' ? 'green' : state.kind === 'paused' ? 'yellow' : 'gray'}
            variant="light"
            size="lg"
          >
            {state.kind === 'paused'
              ? t('abos.state.paused', { date: formatDate(state.until) })
              : t(`abos.state.${state.kind}`)}
          </Badge>
        </Group>
        <Stack component="ul" gap={2} p={0} m={0} aria-label={t('abos.products')}>
          {abo.lines.map((line) => (
            <Text key={line.id} component="li" style={{ listStyle: 'none' }}>
              <b>{line.amount} ×</b> {line.product.name}
            </Text>
          ))}
        </Stack>
        <Text size="sm" c="taupe.7">
          {!abo.active
            ? t('abos.inactiveNoNext')
            : next.length > 0
              ? t('abos.next', { dates: next.join(', ') + (more > 0 ? ` ${t('abos.more', { count: more })}` : '') })
              : t('abos.noNext')}
        </Text>
        {abo.lastOrder ? (
          <Text size="sm" c="dimmed">
            {t('abos.lastOrder', { date: formatDate(abo.lastOrder) })}
          </Text>
        ) : null}
        <AboActions abo={abo} state={state} today={today} onEdit={onEdit} onChanged={onChanged} onDeleted={onDeleted} />
      </Stack>
    </Paper>
  );
}
