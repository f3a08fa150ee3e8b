import { useDeferredValue, useState } from 'react';
import {
  Button,
  Checkbox,
  Container,
  EmptyState,
  Group,
  Modal,
  Pagination,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowsSort, IconBaguette, IconFileImport, IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isLanguage, type Language } from '@bakery/core';
import type { ProductListItem } from '../../api/operations';
import { useErrorText } from '../../i18n/error-text';
import { SortableProductList } from './SortableProductList';
import { PRODUCT_PAGE_SIZE, useProductList } from './useProductList';
import { LoadingState, LoadFailed } from '../../ui/LoadStates';
import { useStableHandler } from '../../ui/useStableHandler';

/**
 * /products for a bakery (requirements/catalogue-and-price-lists.md#products): the range by display order with search,
 * filter and actions.
 */
export function ProductList() {
  const { t, i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'de';
  const errorText = useErrorText();
  const list = useProductList();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<ProductListItem | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const nameOf = (product: ProductListItem) => product.names[language] || product.name;

  const run = (id: string, action: () => Promise<string | null>) => {
    setBusyId(id);
    action()
      .then((message) => {
        if (message) notifications.show({ color: 'green', message });
      })
      .catch((error: unknown) => notifications.show({ color: 'red', message: errorText(error) }))
      .finally(() => setBusyId(null));
  };

  const toggle = useStableHandler((product: ProductListItem) =>
    run(product.id, async () => {
      const updated = await list.toggle(product.id);
      return t(updated.active ? 'products.activated' : 'products.deactivated', { name: nameOf(updated) });
    }),
  );

  const confirmDelete = () => {
    const product = toDelete;
    if (!product) return;
    setToDelete(null);
    run(product.id, async () => {
      await list.remove(product.id);
      return t('products.deleted');
    });
  };

  /** Moves show at once; a refusal restores the old order (in the hook) and says so here. */
  const saveOrder = (id: string, change: () => Promise<void>) => {
    setBusyId(id);
    change()
      .catch((error: unknown) =>
        notifications.show({ color: 'red', message: t('products.order.saveFailed', { reason: errorText(error) }) }),
      )
      .finally(() => setBusyId(null));
  };
  /** A product that leaves the page (or is sent to a typed place) says where it went. */
  const movedTo = (
    product: ProductListItem,
    { position, leftPage }: { position: number; leftPage: boolean },
    always: boolean,
  ) => {
    if (!leftPage && !always) return;
    const page = Math.floor((position - 1) / PRODUCT_PAGE_SIZE) + 1;
    notifications.show({
      color: 'green',
      message: t('products.order.movedTo', { name: nameOf(product), position, page }),
    });
  };
  // the cards show the order's controls a render late (canReorder below): a move while a search is typed is ignored
  const move = useStableHandler((product: ProductListItem, step: -1 | 1) => {
    if (list.canReorder) saveOrder(product.id, async () => movedTo(product, await list.move(product.id, step), false));
  });
  const moveTo = useStableHandler((product: ProductListItem, position: number) => {
    if (list.canReorder)
      saveOrder(product.id, async () => movedTo(product, await list.moveTo(product.id, position), true));
  });
  const reorder = useStableHandler((id: string, overId: string) => {
    if (list.canReorder) saveOrder(id, () => list.reorder(id, overId));
  });
  /**
   * The first keystroke of a search takes the order's controls off every card: drawn after the
   * keystroke (a deferred render), so typing never waits for the list. They come back at once.
   */
  const reorderLater = useDeferredValue(list.canReorder);
  const canReorder = list.canReorder || reorderLater;

  const resetOrder = () => {
    setConfirmReset(false);
    run('reset', async () => {
      await list.resetOrder();
      return t('products.order.resetDone');
    });
  };

  const { state } = list;
  const pages = state.status === 'ready' ? Math.ceil(state.total / PRODUCT_PAGE_SIZE) : 0;
  return (
    <Container size="lg" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={1} c="brown.8" fz={{ base: 26, sm: 32 }}>
              {t('products.listTitle')}
            </Title>
            <Text c="taupe.7">{t('products.listLead')}</Text>
          </div>
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconArrowsSort size={18} />}
              onClick={() => setConfirmReset(true)}
              disabled={busyId !== null}
            >
              {t('products.order.reset')}
            </Button>
            <Button component={Link} to="/product/import" variant="default" leftSection={<IconFileImport size={18} />}>
              {t('products.importLink')}
            </Button>
            <Button component={Link} to="/product/create" leftSection={<IconPlus size={18} />}>
              {t('products.create')}
            </Button>
          </Group>
        </Group>
        <Paper withBorder p="sm" shadow="xs">
          <Group gap="md" align="center" wrap="wrap">
            <TextInput
              type="search"
              aria-label={t('products.search')}
              placeholder={t('products.searchPlaceholder')}
              leftSection={<IconSearch size={16} />}
              value={list.search}
              onChange={(event) => list.setSearch(event.currentTarget.value)}
              style={{ flex: '1 1 220px' }}
            />
            <Checkbox
              label={t('products.showInactive')}
              checked={list.showInactive}
              onChange={(event) => list.setShowInactive(event.currentTarget.checked)}
            />
            {state.status === 'ready' ? (
              <Text size="sm" c="taupe.7" ml="auto">
                {t('products.count', { count: state.total })}
              </Text>
            ) : null}
          </Group>
        </Paper>
        {state.status === 'loading' ? <LoadingState /> : null}
        {state.status === 'failed' ? (
          <LoadFailed title={t('products.loadFailed')} error={state.error} onRetry={list.reload} />
        ) : null}
        {state.status === 'ready' && state.items.length === 0 ? (
          <Paper withBorder p="xl" shadow="xs">
            <EmptyState
              variant="light"
              color="brown"
              icon={<IconBaguette size={28} />}
              title={list.search.trim() || !list.showInactive ? t('products.noMatchTitle') : t('products.emptyTitle')}
              description={
                list.search.trim() || !list.showInactive ? t('products.noMatchText') : t('products.emptyText')
              }
            >
              {list.search.trim() ? null : (
                <EmptyState.Actions>
                  <Button component={Link} to="/product/create" leftSection={<IconPlus size={18} />}>
                    {t('products.create')}
                  </Button>
                </EmptyState.Actions>
              )}
            </EmptyState>
          </Paper>
        ) : null}
        {state.status === 'ready' && state.items.length > 0 ? (
          <>
            <Text size="sm" c="taupe.7">
              {canReorder ? t('products.order.dragHint') : t('products.reorderHint')}
            </Text>
            <SortableProductList
              items={state.items}
              language={language}
              canReorder={canReorder}
              busy={busyId !== null}
              onToggle={toggle}
              onDelete={setToDelete}
              onMove={move}
              onReorder={reorder}
              onMoveTo={moveTo}
              offset={list.offset}
              total={state.total}
            />
            {pages > 1 ? (
              <Stack gap={4} align="center">
                <Pagination
                  total={pages}
                  value={list.page + 1}
                  onChange={(value) => list.setPage(value - 1)}
                  aria-label={t('products.order.pages')}
                />
                <Text size="sm" c="taupe.7">
                  {t('products.order.pageRange', {
                    from: list.page * PRODUCT_PAGE_SIZE + 1,
                    to: list.page * PRODUCT_PAGE_SIZE + state.items.length,
                    total: state.total,
                  })}
                </Text>
              </Stack>
            ) : null}
          </>
        ) : null}
      </Stack>
      <Modal opened={toDelete !== null} onClose={() => setToDelete(null)} title={t('products.deleteTitle')} centered>
        <Stack gap="md">
          <Text>{t('products.deleteText', { name: toDelete ? nameOf(toDelete) : '' })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setToDelete(null)}>
              {t('common.cancel')}
            </Button>
            <Button color="red" onClick={confirmDelete}>
              {t('products.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={confirmReset}
        onClose={() => setConfirmReset(false)}
        title={t('products.order.resetTitle')}
        centered
      >
        <Stack gap="md">
          <Text>{t('products.order.resetText')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirmReset(false)}>
              {t('common.cancel')}
            </Button>
            <Button onClick={resetOrder}>{t('products.order.resetConfirm')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}
