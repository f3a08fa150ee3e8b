import { memo } from 'react';
import { Group, Progress, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompileProgress, CompileZone } from '../../api/operations';
import { totalProgress, zoneKeyOf } from './compile-state';

function ZoneButton({
  name,
  packed,
  total,
  selected,
  onClick,
}: {
  name: string;
  packed: number;
  total: number;
  selected: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  const done = total > 0 && packed === total;
  const percent = total === 0 ? 0 : (packed / total) * 100;
  return (
    <UnstyledButton
      onClick={onClick}
      aria-pressed={selected}
      p="sm"
      mih={76}
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        border: `2px solid ${selected ? 'var(--mantine-color-brown-7)' : 'var(--mantine-color-gray-3)'}`,
        background: selected ? 'var(--mantine-color-brown-0)' : 'var(--mantine-color-body)',
      }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text fw={700} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        <Text fw={700} c={done ? 'green.8' : 'brown.8'} style={{ flexShrink: 0 }}>
          {packed} / {total}
        </Text>
      </Group>
      <Progress
        mt={8}
        size="lg"
        radius="xl"
        value={percent}
        color={done ? 'green' : 'brown'}
        aria-label={t('compile.progress.of', { zone: name, packed, total })}
      />
    </UnstyledButton>
  );
}

/**
 * The delivery zones of the deadline as large buttons with packed / total and a bar: all zones,
 * each zone and the orders without a zone.
 */
export const ZonePicker = memo(function ZonePicker({
  progress,
  zone,
  onSelect,
}: {
  progress: readonly CompileProgress[];
  zone: CompileZone;
  onSelect: (zone: CompileZone) => void;
}) {
  const { t } = useTranslation();
  const all = totalProgress(progress);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" role="group" aria-label={t('compile.zone.label')}>
      <ZoneButton
        name={t('compile.zone.all')}
        packed={all.packed}
        total={all.total}
        selected={zone === null}
        onClick={() => onSelect(null)}
      />
      {progress.map((p) => (
        <ZoneButton
          key={zoneKeyOf(p.zoneId)}
          name={p.zoneName ?? t('compile.zone.none')}
          packed={p.packed}
          total={p.total}
          selected={zone === zoneKeyOf(p.zoneId)}
          onClick={() => onSelect(zoneKeyOf(p.zoneId))}
        />
      ))}
    </SimpleGrid>
  );
});
