import { Container, Tabs } from '@mantine/core';
import { IconClipboardList, IconRepeat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AccountKind } from '../../api/operations';
import { OrdersScreen } from '../orders';
import { AbosScreen } from './AbosScreen';

/** /orders of a client: its orders and, on a second tab (?view=abos, so links and reloads keep it), its standing orders. */
export function OrdersAbosTabs({ viewerKind }: { viewerKind: AccountKind }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'abos' ? 'abos' : 'orders';

  return (
    <>
      <Container size="md" pt="lg" px={{ base: 'xs', sm: 'md' }}>
        <Tabs value={view} onChange={(value) => setParams(value === 'abos' ? { view: 'abos' } : {})}>
          <Tabs.List>
            <Tabs.Tab value="orders" leftSection={<IconClipboardList size={18} />}>
              {t('screens.orders')}
            </Tabs.Tab>
            <Tabs.Tab value="abos" leftSection={<IconRepeat size={18} />}>
              {t('abos.title')}
            </Tabs.Tab>
          </Tabs.List>
        </Tabs>
      </Container>
      {view === 'abos' ? <AbosScreen viewerKind={viewerKind} /> : <OrdersScreen viewerKind={viewerKind} />}
    </>
  );
}
