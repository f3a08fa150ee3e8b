import { useState } from 'react';
import { Box, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@bakery/core';
import { AmountStepper } from './AmountStepper';
import { useLanguage } from '../../i18n/use-language';
import type { OrderableProduct } from '@bakery/core/order-form';

/** The products to order with a search and − / + steppers (0 = not ordered). */
export function OrderProductPicker({
  products,
  amounts,
  onAmount,
  onInvalid,
}: {
  products: OrderableProduct[];
  amounts: Record<string, number>;
  onAmount: (productId: string, amount: number) => void;
  onInvalid: (productId: string, invalid: boolean) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLocaleLowerCase();
  const shown = needle ? products.filter((p) => p.name.toLocaleLowerCase().includes(needle)) : products;

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} fz="lg" c="brown.8">
          {t('orders.form.products')}
        </Title>
        <TextInput
          size="md"
          aria-label={t('orders.form.search')}
          placeholder={t('orders.form.search')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        {/* a plain scroller: ScrollArea lays its content out as a table, which defeats wrapping on phones */}
        <Box mah={{ sm: 520 }} style={{ overflowY: 'auto', overflowX: 'hidden' }}>
          <Stack component="ul" gap={0} p={0} m={0} aria-label={t('orders.form.products')}>
            {shown.map((product) => {
              const amount = amounts[product.id] ?? 0;
              return (
                <Group
                  key={product.id}
                  component="li"
                  aria-label={product.name}
                  justify="space-between"
                  wrap="nowrap"
                  gap="sm"
                  py="xs"
                  style={{ listStyle: 'none', borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                >
                  <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                    {/* two lines, not one cut short: on a phone 'Cornetto integ…' and 'Cornetto alla marm…' read alike */}
                    <Text fw={amount > 0 ? 700 : 500} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                      {product.name}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('orders.form.perPiece', { price: formatCents(product.priceCents, language) })}
                    </Text>
                  </Stack>
                  {amount > 0 ? (
                    <AmountStepper
                      name={product.name}
                      value={amount}
                      min={0}
                      onChange={(next) => onAmount(product.id, next)}
                      onInvalidChange={(bad) => onInvalid(product.id, bad)}
                    />
                  ) : (
                    <Button
                      variant="light"
                      size="md"
                      h={44}
                      leftSection={<IconPlus size={18} />}
                      aria-label={t('orders.action.increase', { name: product.name })}
                      onClick={() => onAmount(product.id, 1)}
                    >
                      {t('orders.action.addProduct')}
                    </Button>
                  )}
                </Group>
              );
            })}
            {shown.length === 0 ? (
              <Text c="dimmed" py="md" ta="center">
                {t('orders.form.noProducts')}
              </Text>
            ) : null}
          </Stack>
        </Box>
      </Stack>
    </Paper>
  );
}
