import { useState } from 'react';
import { Alert, Badge, Button, Card, Container, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch, IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeDayRules, formatCents, pricePerKgCents, type Language } from '@bakery/core';
import { loadStateOf, useApiQuery } from '../../api/query';
import { MyCatalogueQuery, type CatalogueOffer } from '../../api/operations';
import { LoadFailed, LoadingState } from '../../ui/LoadStates';
import { ProductThumb } from '../products';
import { useLanguage } from '../../i18n/use-language';

/** The link that opens the order form with one piece of a product already chosen. */
export function orderLinkOf(productId: string): string {
  return `/order/new?${new URLSearchParams({ product: productId }).toString()}`;
}

function OfferCard({ offer, language }: { offer: CatalogueOffer; language: Language }) {
  const { t } = useTranslation();
  const { product } = offer;
  const description = product.descriptions[language].trim();
  return (
    <Card withBorder padding="md" component="li" aria-label={product.name} style={{ listStyle: 'none' }}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ProductThumb media={product.thumb} alt={product.name} size={72} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700} c="brown.9" size="lg" lh={1.25} style={{ overflowWrap: 'anywhere' }}>
            {product.name}
          </Text>
          {description ? (
            <Text size="sm" c="taupe.8" lineClamp={3}>
              {description}
            </Text>
          ) : null}
          <Group gap="xs">
            <Text fw={600} data-testid="offer-price">
              {t('catalogue.piecePrice', { price: formatCents(offer.priceCents, language) })}
            </Text>
            {offer.gramPrice ? (
              <Text size="sm" c="taupe.8">
                {t('catalogue.kgPrice', { price: formatCents(pricePerKgCents(offer.gramPrice), language) })}
              </Text>
            ) : null}
          </Group>
          <Group gap={6}>
            <Badge variant="light" color="taupe" style={{ textTransform: 'none' }} data-testid="offer-days">
              {product.availableDays === 0
                ? t('catalogue.everyDay')
                : describeDayRules(product.availableDays, language)}
            </Badge>
            {product.haveToWeight ? (
              <Badge variant="light" color="brown" style={{ textTransform: 'none' }}>
                {t('catalogue.weighed', { grams: product.approxWeight })}
              </Badge>
            ) : null}
          </Group>
          <Group justify="flex-end">
            <Button
              component={Link}
              to={orderLinkOf(product.id)}
              variant="light"
              leftSection={<IconShoppingCart size={18} />}
              aria-label={t('catalogue.orderOne', { name: product.name })}
            >
              {t('catalogue.order')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}

/**
 * /products of a private customer: what it may order from its bakery, at its own price, with the
 * days each product is baked; each product opens the order form with it chosen.
 */
export function CatalogueScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [search, setSearch] = useState('');
  const catalogue = loadStateOf(useApiQuery(MyCatalogueQuery, {}));
  const needle = search.trim().toLocaleLowerCase();

  return (
    <Container size="lg" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1} c="brown.8" fz={{ base: 26, sm: 32 }}>
              {t('catalogue.title')}
            </Title>
            <Text c="taupe.8">{t('catalogue.lead')}</Text>
          </Stack>
          <Button component={Link} to="/order/new" leftSection={<IconShoppingCart size={18} />}>
            {t('catalogue.newOrder')}
          </Button>
        </Group>
        {catalogue.status === 'loading' ? <LoadingState /> : null}
        {catalogue.status === 'failed' ? (
          <LoadFailed title={t('catalogue.loadFailed')} error={catalogue.error} />
        ) : null}
        {catalogue.status === 'ready' && catalogue.data.orderOptions.products.length === 0 ? (
          <Alert color="yellow">{t('orders.form.noOffer')}</Alert>
        ) : null}
        {catalogue.status === 'ready' && catalogue.data.orderOptions.products.length > 0 ? (
          <>
            <TextInput
              size="md"
              maw={420}
              aria-label={t('catalogue.search')}
              placeholder={t('catalogue.search')}
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
            <SimpleGrid
              component="ul"
              cols={{ base: 1, sm: 2 }}
              spacing="md"
              p={0}
              m={0}
              aria-label={t('catalogue.title')}
            >
              {catalogue.data.orderOptions.products
                .filter((offer) => !needle || offer.product.name.toLocaleLowerCase().includes(needle))
                .sort((a, b) => a.product.name.localeCompare(b.product.name, language))
                .map((offer) => (
                  <OfferCard key={offer.product.id} offer={offer} language={language} />
                ))}
            </SimpleGrid>
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
