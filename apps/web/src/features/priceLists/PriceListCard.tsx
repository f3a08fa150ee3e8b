import { Badge, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { IconEdit, IconStar, IconTable, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PriceList, PriceListGroup } from '../../api/operations';

interface PriceListCardProps {
  list: PriceList;
  selected: boolean;
  busy: boolean;
  onSelect: () => void;
  onRename: () => void;
  onSetDefault: () => void;
  onVisibility: (groups: PriceListGroup[]) => void;
  onDelete: () => void;
}

/** One price list: name, default badge, counts, visibility and the actions; wraps on a phone. */
export function PriceListCard({
  list,
  selected,
  busy,
  onSelect,
  onRename,
  onSetDefault,
  onVisibility,
  onDelete,
}: PriceListCardProps) {
  const { t } = useTranslation();
  return (
    <Paper
      component="li"
      withBorder
      p="md"
      shadow="xs"
      aria-label={list.name}
      bd={selected ? '2px solid var(--mantine-color-brown-6)' : undefined}
      data-testid="price-list"
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <Text fw={700} c="brown.9" fz="lg">
              {list.name}
            </Text>
            {list.isDefault ? (
              <Badge
                color="brown"
                variant="filled"
                leftSection={<IconStar size={12} />}
                title={t('priceLists.defaultHint')}
              >
                {t('priceLists.default')}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="taupe.7">
            {[
              list.productCount === null ? null : t('priceLists.productCount', { count: list.productCount }),
              list.clientCount === null ? null : t('priceLists.clientCount', { count: list.clientCount }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Group>
        <Checkbox.Group
          label={t('priceLists.visibleFor')}
          value={list.visibleFor}
          onChange={(value) => onVisibility(value as PriceListGroup[])}
          description={list.visibleFor.length === 0 ? t('priceLists.visibleNone') : undefined}
        >
          <Group gap="md" mt={4}>
            <Checkbox value="host" label={t('priceLists.groupHost')} disabled={busy} />
            <Checkbox value="private" label={t('priceLists.groupPrivate')} disabled={busy} />
          </Group>
        </Checkbox.Group>
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            variant={selected ? 'filled' : 'light'}
            leftSection={<IconTable size={16} />}
            onClick={onSelect}
            aria-pressed={selected}
          >
            {t('priceLists.editPrices')}
          </Button>
          <Button size="xs" variant="default" leftSection={<IconEdit size={16} />} onClick={onRename} disabled={busy}>
            {t('priceLists.rename')}
          </Button>
          {list.isDefault ? null : (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconStar size={16} />}
              onClick={onSetDefault}
              disabled={busy}
            >
              {t('priceLists.setDefault')}
            </Button>
          )}
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={onDelete}
            disabled={busy}
          >
            {t('priceLists.delete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
