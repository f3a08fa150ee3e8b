import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlaylistAdd } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '@bakery/core';
import type { PriceList, ProductListItem } from '../../api/operations';
import { useErrorText } from '../../i18n/error-text';
import { PriceRow } from './PriceRow';
import { usePriceGrid } from './usePriceGrid';
import { LoadingState, LoadFailed } from '../../ui/LoadStates';

/** The product-price grid of one price list: every product of the bakery, in or out of the list. */
export function PriceGrid({ list, onCount }: { list: PriceList; onCount: (delta: number) => void }) {
  const { t, i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'de';
  const errorText = useErrorText();
  const grid = usePriceGrid(list.id, onCount);
  const [busy, setBusy] = useState(false);
  const nameOf = (product: ProductListItem) => product.names[language] || product.name;

  const run = (action: () => Promise<string>) => {
    setBusy(true);
    action()
      .then((message) => notifications.show({ color: 'green', message }))
      .catch((error: unknown) => notifications.show({ color: 'red', message: errorText(error) }))
      .finally(() => setBusy(false));
  };

  const { state } = grid;
  const missing =
    state.status === 'ready' ? state.products.filter((product) => !state.prices.has(product.id)).length : 0;
  return (
    <Stack gap="sm" component="section" aria-label={t('priceLists.gridTitle', { name: list.name })}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={2} fz={{ base: 20, sm: 24 }} c="brown.8">
            {t('priceLists.gridTitle', { name: list.name })}
          </Title>
          <Text size="sm" c="taupe.7">
            {t('priceLists.gridLead')}
          </Text>
        </div>
        {missing > 0 ? (
          <Button
            variant="light"
            leftSection={<IconPlaylistAdd size={18} />}
            disabled={busy}
            onClick={() => run(async () => t('priceLists.addAllDone', { count: await grid.addAllAtBasePrice() }))}
          >
            {t('priceLists.addAll')}
          </Button>
        ) : null}
      </Group>
      {state.status === 'loading' ? <LoadingState py={32} /> : null}
      {state.status === 'failed' ? (
        <LoadFailed title={t('priceLists.gridLoadFailed')} error={state.error} onRetry={grid.reload} />
      ) : null}
      {state.status === 'ready' && state.products.length === 0 ? (
        <Text c="taupe.7">{t('priceLists.noProducts')}</Text>
      ) : null}
      {state.status === 'ready' && state.products.length > 0 ? (
        <Stack component="ul" gap="xs" p={0} m={0} aria-label={t('priceLists.gridTitle', { name: list.name })}>
          {state.products.map((product) => (
            <PriceRow
              key={`${product.id}:${state.prices.get(product.id) ?? ''}`}
              product={product}
              gramPrice={state.prices.get(product.id)}
              language={language}
              busy={busy}
              onSave={(gramPrice) =>
                run(async () => {
                  await grid.setPrice(product.id, gramPrice);
                  return t('priceLists.priceSaved', { name: nameOf(product) });
                })
              }
              onRemove={() =>
                run(async () => {
                  await grid.remove(product.id);
                  return t('priceLists.removed', { name: nameOf(product) });
                })
              }
            />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
