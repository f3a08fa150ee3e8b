import { memo, useState } from 'react';
import { Badge, Button, Flex, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconScale, IconTag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CompileLine } from '../../api/operations';
import { useErrorText } from '../../i18n/error-text';
import { useLanguage } from '../../i18n/use-language';
import { MissingControl } from './MissingControl';
import type { CompileLineActions } from './useCompile';
import { WeightField } from './WeightField';
import { numberFormat } from '../../i18n/format';

/**
 * One ordered product to pack: product and amount, the weight (products that have to be weighed)
 * or the packed switch, missing pieces and its label. Packed lines turn green.
 */
export const CompileLineRow = memo(function CompileLineRow({
  line,
  actions,
  onLabel,
}: {
  line: CompileLine;
  actions: CompileLineActions;
  onLabel: (line: CompileLine) => Promise<void>;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const language = useLanguage();
  const [busy, setBusy] = useState<'packed' | 'label' | null>(null);
  const allMissing = line.missing >= line.amount;

  const togglePacked = (packed: boolean) => {
    setBusy('packed');
    actions
      .setPacked(line.id, packed)
      .catch((error: unknown) => notifications.show({ color: 'red', message: errorText(error) }))
      .finally(() => setBusy(null));
  };

  const printLabel = () => {
    setBusy('label');
    onLabel(line)
      .catch((error: unknown) => notifications.show({ color: 'red', message: errorText(error) }))
      .finally(() => setBusy(null));
  };

  return (
    <Paper
      component="li"
      withBorder
      radius="sm"
      p="sm"
      bg={line.packed ? 'green.0' : undefined}
      style={{ listStyle: 'none', borderColor: line.packed ? 'var(--mantine-color-green-4)' : undefined }}
      aria-label={line.product.name}
      data-packed={line.packed}
    >
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ flex: '1 1 160px', minWidth: 140 }}>
          <Group gap="xs" wrap="nowrap" align="baseline">
            <Text
              fw={800}
              fz={24}
              c="brown.8"
              style={{ flexShrink: 0 }}
              aria-label={t('compile.line.amountLabel', { count: line.amount })}
            >
              {line.amount}×
            </Text>
            <Text fw={700} fz="lg" style={{ overflowWrap: 'break-word', hyphens: 'auto', minWidth: 0 }}>
              {line.product.name}
            </Text>
          </Group>
          <Group gap="xs">
            {line.haveToWeight ? (
              <Badge variant="light" color="brown" tt="none" leftSection={<IconScale size={12} />}>
                {t('compile.line.weigh', {
                  grams: numberFormat(language).format(line.approxWeight * line.amount),
                })}
              </Badge>
            ) : null}
            {line.packed ? (
              <Badge variant="filled" color="green">
                {allMissing ? t('compile.line.allMissing') : t('compile.line.packed')}
              </Badge>
            ) : null}
          </Group>
        </Stack>
        <Flex gap="sm" align="flex-start" wrap={{ base: 'wrap', sm: 'nowrap' }}>
          {line.haveToWeight && !allMissing ? (
            <WeightField
              line={line}
              label={t('compile.weight.label', { product: line.product.name })}
              onSave={(grams) => actions.saveWeight(line.id, grams)}
            />
          ) : null}
          {!line.haveToWeight ? (
            <Switch
              size="xl"
              mt={4}
              onLabel={<IconCheck size={22} stroke={3} />}
              color="green"
              aria-label={t('compile.line.packedFor', { product: line.product.name })}
              checked={line.packed}
              disabled={allMissing || busy === 'packed'}
              onChange={(event) => togglePacked(event.currentTarget.checked)}
            />
          ) : null}
          <MissingControl line={line} onSave={(amount) => actions.setMissing(line.id, amount)} />
          <Button
            size="md"
            variant="light"
            leftSection={<IconTag size={18} />}
            disabled={!line.packed || allMissing}
            loading={busy === 'label'}
            aria-label={t('compile.label.lineFor', { product: line.product.name })}
            onClick={printLabel}
          >
            {t('compile.label.line')}
          </Button>
        </Flex>
      </Group>
    </Paper>
  );
});
