import type { ReactNode } from 'react';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BakeryAccount } from '../../api/operations';
import { formatDate } from '../../i18n/format';
import { bakeryName } from './useAllBakeries';

interface RowsProps {
  bakeries: BakeryAccount[];
  onRevoke: (bakery: BakeryAccount) => void;
}

const DASH = '–';

function Blocked({ blocked }: { blocked: boolean }) {
  const { t } = useTranslation();
  return blocked ? (
    <Badge color="red" variant="light" tt="none">
      {t('operator.yes')}
    </Badge>
  ) : (
    <Text size="sm" component="span">
      {t('operator.no')}
    </Text>
  );
}

/** "Revoke notice" where the bakery has given notice (pending, or already ended). */
function RevokeButton({ bakery, onRevoke }: { bakery: BakeryAccount; onRevoke: (bakery: BakeryAccount) => void }) {
  const { t } = useTranslation();
  if (!bakery.contractLastDay) return null;
  return (
    <Button
      size="xs"
      variant="light"
      onClick={() => onRevoke(bakery)}
      aria-label={t('operator.revokeFor', { name: bakeryName(bakery) })}
    >
      {t('operator.revoke')}
    </Button>
  );
}

/** Desktop: one row per bakery; the revoke action sits below the last day it would cancel. */
export function BakeriesTable({ bakeries, onRevoke }: RowsProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('operator.company')}</Table.Th>
            <Table.Th>{t('operator.username')}</Table.Th>
            <Table.Th>{t('operator.email')}</Table.Th>
            <Table.Th>{t('operator.city')}</Table.Th>
            <Table.Th>{t('operator.blocked')}</Table.Th>
            <Table.Th>{t('operator.contractStart')}</Table.Th>
            <Table.Th>{t('operator.lastDay')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bakeries.map((b) => (
            <Table.Tr key={b.id}>
              <Table.Td fw={600}>{b.companyName || DASH}</Table.Td>
              <Table.Td>{b.username}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{b.email ?? DASH}</Table.Td>
              <Table.Td>{b.city || DASH}</Table.Td>
              <Table.Td>
                <Blocked blocked={b.blocked} />
              </Table.Td>
              <Table.Td>{formatDate(b.contractStart)}</Table.Td>
              <Table.Td>
                {b.contractLastDay ? (
                  <Stack gap={6} align="flex-start">
                    <Text size="sm" component="span">
                      {formatDate(b.contractLastDay)}
                    </Text>
                    <RevokeButton bakery={b} onRevoke={onRevoke} />
                  </Stack>
                ) : (
                  DASH
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="taupe.7">
        {label}
      </Text>
      <Text size="sm" ta="right" style={{ overflowWrap: 'anywhere' }} component="div">
        {value}
      </Text>
    </Group>
  );
}

/** Phone: one stacked card per bakery. */
export function BakeryCards({ bakeries, onRevoke }: RowsProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={1} spacing="sm">
      {bakeries.map((b) => (
        <Card key={b.id} withBorder padding="md" component="article" aria-label={bakeryName(b)}>
          <Stack gap={6}>
            <Text fw={700} c="brown.8">
              {bakeryName(b)}
            </Text>
            <Field label={t('operator.username')} value={b.username} />
            <Field label={t('operator.email')} value={b.email ?? DASH} />
            <Field label={t('operator.city')} value={b.city || DASH} />
            <Field label={t('operator.blocked')} value={<Blocked blocked={b.blocked} />} />
            <Field label={t('operator.contractStart')} value={formatDate(b.contractStart)} />
            <Field label={t('operator.lastDay')} value={b.contractLastDay ? formatDate(b.contractLastDay) : DASH} />
            {b.contractLastDay ? (
              <Group justify="flex-end" mt={4}>
                <RevokeButton bakery={b} onRevoke={onRevoke} />
              </Group>
            ) : null}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
