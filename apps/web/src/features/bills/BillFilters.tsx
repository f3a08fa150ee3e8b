import { useState } from 'react';
import { Button, Collapse, Select, SimpleGrid, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useClientOptions } from '../orders';
import type { BillListFilters } from './useBills';

type YesNo = 'all' | 'yes' | 'no';
const toChoice = (value: boolean | null): YesNo => (value === null ? 'all' : value ? 'yes' : 'no');
const fromChoice = (value: string | null): boolean | null => (value === 'yes' ? true : value === 'no' ? false : null);

/** Client (bakery only), bill-date period, sent and paid of /bills; folded behind one button on phones. */
export function BillFilters({
  filters,
  onChange,
  withClient,
}: {
  filters: BillListFilters;
  onChange: (change: Partial<BillListFilters>) => void;
  withClient: boolean;
}) {
  const { t } = useTranslation();
  const clients = useClientOptions(withClient);
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const [opened, setOpened] = useState(false);
  const active = [filters.clientId, filters.from ?? filters.to, filters.sent !== null, filters.paid !== null].filter(
    Boolean,
  ).length;

  const selected = clients.byId(filters.clientId);
  const clientData = [
    ...(selected && !clients.clients.some((c) => c.id === selected.id) ? [selected] : []),
    ...clients.clients,
  ].map((c) => ({ value: c.id, label: c.displayName }));

  const grid = (
    <SimpleGrid cols={{ base: 1, xs: 2, md: withClient ? 4 : 3 }} spacing="sm">
      {withClient ? (
        <Select
          label={t('bills.filter.client')}
          placeholder={t('bills.filter.allClients')}
          searchable
          clearable
          data={clientData}
          value={filters.clientId}
          searchValue={clients.search}
          onSearchChange={clients.setSearch}
          onChange={(value) => onChange({ clientId: value })}
          nothingFoundMessage={t('bills.filter.noClients')}
        />
      ) : null}
      <DatePickerInput
        type="range"
        allowSingleDateInRange
        clearable
        label={t('bills.filter.period')}
        placeholder={t('bills.filter.periodPlaceholder')}
        valueFormat="DD.MM.YYYY"
        value={[filters.from, filters.to]}
        onChange={([from, to]) => onChange({ from, to })}
      />
      <Select
        label={t('bills.filter.sent')}
        allowDeselect={false}
        data={[
          { value: 'all', label: t('bills.filter.all') },
          { value: 'yes', label: t('bills.status.sent') },
          { value: 'no', label: t('bills.status.notSent') },
        ]}
        value={toChoice(filters.sent)}
        onChange={(value) => onChange({ sent: fromChoice(value) })}
      />
      <Select
        label={t('bills.filter.paid')}
        allowDeselect={false}
        data={[
          { value: 'all', label: t('bills.filter.all') },
          { value: 'yes', label: t('bills.status.paid') },
          { value: 'no', label: t('bills.status.unpaid') },
        ]}
        value={toChoice(filters.paid)}
        onChange={(value) => onChange({ paid: fromChoice(value) })}
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
        {active > 0 ? t('bills.filter.toggleActive', { count: active }) : t('bills.filter.toggle')}
      </Button>
      <Collapse expanded={opened}>{grid}</Collapse>
    </Stack>
  );
}
