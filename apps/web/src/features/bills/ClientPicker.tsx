import { Group, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BillableClient } from '../../api/operations';

/**
 * The clients with orders to bill in the period, with their order counts. Clients whose billing
 * data is incomplete are listed but cannot be chosen, with the §8 hint.
 */
export function ClientPicker({
  clients,
  loading,
  value,
  onChange,
}: {
  clients: BillableClient[];
  loading: boolean;
  value: string | null;
  onChange: (clientId: string | null) => void;
}) {
  const { t } = useTranslation();
  const byId = new Map(clients.map((c) => [c.client.id, c]));
  const blocked = clients.filter((c) => c.missingData.length > 0);
  const data = clients.map((c) => ({ value: c.client.id, label: c.name, disabled: c.missingData.length > 0 }));

  return (
    <Stack gap="xs">
      <Select
        label={t('bills.create.client')}
        placeholder={loading ? t('common.loading') : t('bills.create.clientPlaceholder')}
        searchable
        data={data}
        value={value && byId.has(value) ? value : null}
        onChange={onChange}
        disabled={loading && clients.length === 0}
        nothingFoundMessage={t('bills.create.noClients')}
        maxDropdownHeight={320}
        renderOption={({ option }) => {
          const client = byId.get(option.value);
          if (!client) return option.label;
          return (
            <Stack gap={0}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" fw={500}>
                  {client.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('bills.create.orderCount', { count: client.orderCount })}
                </Text>
              </Group>
              {client.missingData.length > 0 ? (
                <Text size="xs" c="red.7">
                  {t('errors.BILL_CLIENT_DATA_MISSING')}
                </Text>
              ) : null}
            </Stack>
          );
        }}
      />
      {!loading && clients.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('bills.create.nobodyToBill')}
        </Text>
      ) : null}
      {blocked.length > 0 ? (
        <Text size="sm" c="red.7">
          {t('bills.create.blocked', { names: blocked.map((c) => c.name).join(', '), count: blocked.length })}{' '}
          {t('errors.BILL_CLIENT_DATA_MISSING')}
        </Text>
      ) : null}
    </Stack>
  );
}
