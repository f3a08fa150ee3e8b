import { useState } from 'react';
import { Alert, Button, Container, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { addDays, dateInTimeZone } from '@bakery/core';
import type { Abo } from '../../api/operations';
import type { AccountKind } from '../../api/operations';
import { LoadFailed, LoadingState } from '../../ui/LoadStates';
import { DatesLocale } from '../../i18n/DatesLocale';
import { useBakeryTimeZone } from '../auth';
import { useNow } from '../../ui/use-now';
import { useOrderOptions } from '../orders';
import { AboCard } from './AboCard';
import { AboForm } from './AboForm';
import { useAbos } from './useAbos';

/** Standing orders of a host, private customer or guest: the list, or the form for a new or changed abo. */
export function AbosScreen({ viewerKind }: { viewerKind: AccountKind }) {
  const { t } = useTranslation();
  const api = useAbos();
  const options = useOrderOptions(viewerKind, null);
  const now = useNow();
  const [editing, setEditing] = useState<Abo | 'new' | null>(null);
  const bakeryZone = useBakeryTimeZone();
  const today = dateInTimeZone(now, options.status === 'ready' ? options.rules.timeZone : bakeryZone);
  const canEdit = options.status === 'ready' && options.products.length > 0;

  const saved = (abo: Abo) => {
    if (editing === 'new') api.reload();
    else api.replace(abo);
    setEditing(null);
  };

  return (
    <DatesLocale>
      <Container size="md" py="xl" px={{ base: 'xs', sm: 'md' }}>
        <Stack gap="lg">
          <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
            <Stack gap={4}>
              <Title order={1} c="brown.8" fz={{ base: 26, sm: 32 }}>
                {editing === 'new' ? t('abos.form.newTitle') : editing ? t('abos.form.editTitle') : t('abos.title')}
              </Title>
              <Text c="taupe.7">{t('abos.lead')}</Text>
            </Stack>
            {!editing && canEdit ? (
              <Button size="md" leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
                {t('abos.newAbo')}
              </Button>
            ) : null}
          </Group>

          {editing ? (
            options.status === 'ready' ? (
              <AboForm
                abo={editing === 'new' ? null : editing}
                products={options.products}
                tomorrow={addDays(today, 1)}
                onSaved={saved}
                onCancel={() => setEditing(null)}
              />
            ) : options.status === 'failed' ? (
              <LoadFailed title={t('orders.form.loadFailed')} error={options.error} />
            ) : (
              <LoadingState />
            )
          ) : (
            <>
              {options.status === 'ready' && options.products.length === 0 ? (
                <Alert color="yellow">{t('orders.form.noOffer')}</Alert>
              ) : null}
              {api.list.status === 'loading' ? <LoadingState /> : null}
              {api.list.status === 'failed' ? (
                <LoadFailed title={t('abos.loadFailed')} error={api.list.error} onRetry={api.reload} />
              ) : null}
              {api.list.status === 'ready' && api.list.items.length === 0 ? (
                <Text c="dimmed" ta="center" py="xl">
                  {t('abos.empty')}
                </Text>
              ) : null}
              {api.list.status === 'ready' && api.list.items.length > 0 ? (
                <Stack component="ul" gap="sm" p={0} m={0} aria-label={t('abos.title')}>
                  {api.list.items.map((abo) => (
                    <AboCard
                      key={abo.id}
                      abo={abo}
                      today={today}
                      onEdit={() => setEditing(abo)}
                      onChanged={api.replace}
                      onDeleted={api.reload}
                    />
                  ))}
                </Stack>
              ) : null}
              {api.pages > 1 ? (
                <Group justify="center">
                  <Pagination
                    total={api.pages}
                    value={api.page}
                    onChange={api.setPage}
                    getControlProps={(control) => ({ 'aria-label': t(`orders.pager.${control}`) })}
                  />
                </Group>
              ) : null}
            </>
          )}
        </Stack>
      </Container>
    </DatesLocale>
  );
}
