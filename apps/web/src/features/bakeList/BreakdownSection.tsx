import { useId } from 'react';
import { Group, Paper, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@bakery/core';
import { LoadFailed, LoadingState } from '../../ui/LoadStates';
import { useLanguage } from '../../i18n/use-language';
import { formatKg, formatPieces } from './bake-list-format';
import { useBreakdown, type BreakdownGroup, type BreakdownMode } from './useBreakdown';

function GroupCard({ group, heading, language }: { group: BreakdownGroup; heading: string; language: Language }) {
  const { t } = useTranslation();
  const pieces = group.items.reduce((sum, item) => sum + item.amount, 0);
  return (
    <Paper withBorder p="sm" component="section" aria-label={heading} className="bake-list-breakdown-group">
      <Title order={3} fz={20} c="brown.8" mb={4}>
        {heading}
      </Title>
      <Text size="sm" c="taupe.7" mb={6}>
        {t('bakeList.breakdown.pieces', { count: pieces })}
      </Text>
      <Table fz={17} verticalSpacing={4} horizontalSpacing="xs">
        <Table.Tbody>
          {group.items.map((item) => (
            <Table.Tr key={item.product.id}>
              <Table.Td>
                {item.product.name}
                {item.product.haveToWeight ? (
                  <IconScale
                    size={15}
                    aria-label={t('bakeList.weighed')}
                    style={{ marginLeft: 6, verticalAlign: -2 }}
                  />
                ) : null}
              </Table.Td>
              <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
                {formatPieces(item.amount, language)}
              </Table.Td>
              <Table.Td ta="right" c="taupe.8" style={{ whiteSpace: 'nowrap' }}>
                {formatKg(item.weightGrams, language)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** The ordered pieces by delivery zone or by client, on demand (only then asked for). */
export function BreakdownSection({
  deadline,
  mode,
  onModeChange,
}: {
  deadline: string;
  mode: BreakdownMode;
  onModeChange: (mode: BreakdownMode) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const breakdown = useBreakdown(mode, deadline, language);
  const state = breakdown.state;
  const labelId = useId();

  return (
    <Stack gap="sm">
      <Group gap="sm" className="no-print" wrap="wrap">
        <Text fw={700} fz="lg" c="brown.8" id={labelId}>
          {t('bakeList.breakdown.label')}
        </Text>
        <SegmentedControl
          size="md"
          aria-labelledby={labelId}
          value={mode}
          onChange={(value) => onModeChange(value as BreakdownMode)}
          data={[
            { value: 'none', label: t('bakeList.breakdown.none') },
            { value: 'zone', label: t('bakeList.breakdown.zone') },
            { value: 'client', label: t('bakeList.breakdown.client') },
          ]}
        />
      </Group>
      {state.status === 'loading' ? <LoadingState py={24} /> : null}
      {state.status === 'failed' ? (
        <LoadFailed title={t('bakeList.breakdown.loadFailed')} error={state.error} onRetry={breakdown.retry} />
      ) : null}
      {state.status === 'ready' ? (
        <Stack gap="sm">
          <Title order={2} fz={{ base: 22, sm: 26 }} c="brown.8">
            {t(mode === 'zone' ? 'bakeList.breakdown.zoneTitle' : 'bakeList.breakdown.clientTitle')}
          </Title>
          {state.groups.length === 0 ? <Text c="dimmed">{t('bakeList.breakdown.empty')}</Text> : null}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {state.groups.map((group) => (
              <GroupCard
                key={group.key ?? ''}
                group={group}
                heading={group.name ?? t('bakeList.breakdown.noZone')}
                language={language}
              />
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}
    </Stack>
  );
}
