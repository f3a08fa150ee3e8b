import { useEffect, useState } from 'react';
import { Button, Collapse, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconFilter, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OrderListFilters } from './useOrderList';
import { useClientOptions } from './useClientOptions';

/** Public-id search, client (bakery and host) and deadline range of /orders. */
export function OrderFilters({
  filters,
  onChange,
  withClient,
}: {
  filters: OrderListFilters;
  onChange: (change: Partial<OrderListFilters>) => void;
  withClient: boolean;
}) {
  const { t } = useTranslation();
  const [publicId, setPublicId] = useState(filters.publicId);
  const [debounced] = useDebouncedValue(publicId, 300);
  const clients = useClientOptions(withClient);
  // phones fold the filters away behind one button
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const [opened, setOpened] = useState(false);
  const active = [filters.publicId, filters.clientId, filters.deadlineFrom ?? filters.deadlineTo].filter(
    Boolean,
  ).length;

  useEffect(() => {
    if (debounced !== filters.publicId) onChange({ publicId: debounced });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text drives the filter
  }, [debounced]);

  const selected = clients.byId(filters.clientId);
  const data = [
    ...(selected && !clients.clients.some((c) => c.id === selected.id) ? [selected] : []),
    ...clients.clients,
  ].map((c) => ({ value: c.id, label: c.displayName }));

  const grid = (
    <SimpleGrid cols={{ base: 1, sm: withClient ? 3 : 2 }} spacing="sm">
      <TextInput
        label={t('orders.filter.publicId')}
        placeholder={t('orders.filter.publicIdPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={publicId}
        onChange={(event) => setPublicId(event.currentTarget.value)}
      />
      {withClient ? (
        <Select
          label={t('orders.filter.client')}
          placeholder={t('orders.filter.allClients')}
          searchable
          clearable
          data={data}
          value={filters.clientId}
          searchValue={clients.search}
          onSearchChange={clients.setSearch}
          onChange={(value) => onChange({ clientId: value })}
          nothingFoundMessage={t('orders.filter.noClients')}
        />
      ) : null}
      <DatePickerInput
        type="range"
        allowSingleDateInRange
        clearable
        label={t('orders.filter.deadline')}
        placeholder={t('orders.filter.deadlinePlaceholder')}
        valueFormat="DD.MM.YYYY"
        value={[filters.deadlineFrom, filters.deadlineTo]}
        onChange={([from, to]) => onChange({ deadlineFrom: from, deadlineTo: to })}
      />
    </SimpleGrid>
  );
  if (!isPhone) return grid;
  return (
    <Stack gap="xs">
      <Button
        variant="default"
        size="md"
        leftSection={<IconFilter size={18} />}
        onClick={() => setOpened((o) => !o)}
        aria-expanded={opened}
      >
        {active > 0 ? t('orders.filter.toggleActive', { count: active }) : t('orders.filter.toggle')}
      </Button>
      <Collapse expanded={opened}>{grid}</Collapse>
    </Stack>
  );
}
