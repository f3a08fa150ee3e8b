import { ActionIcon, Group, Paper, Switch, Tooltip } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '@bakery/core';
import type { ProductListItem } from '../../api/operations';
import { kgPriceText, piecePriceText, slugOf } from '../products';
import { PriceFact, ProductHeading } from './ProductHeading';

interface OwnProductCardProps {
  product: ProductListItem;
  language: Language;
  busy: boolean;
  onToggle: () => void;
  onDelete: () => void;
}

/** One of the host's own products: its price, edit link, active switch and delete. */
export function OwnProductCard({ product, language, busy, onToggle, onDelete }: OwnProductCardProps) {
  const { t } = useTranslation();
  const name = product.names[language] || product.name;
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      shadow="xs"
      aria-label={name}
      data-testid="own-product-card"
      style={{ listStyle: 'none', opacity: product.active ? 1 : 0.72 }}
    >
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <ProductHeading thumb={product.thumb} name={name}>
          <PriceFact label={t('hostProducts.guestPrice')} value={piecePriceText(product, language)} />
          {product.haveToWeight ? (
            <PriceFact label={t('products.perKg')} value={kgPriceText(product, language)} />
          ) : null}
          <PriceFact label={t('products.weight')} value={t('products.grams', { grams: product.approxWeight })} />
        </ProductHeading>
        <Group gap="xs" wrap="nowrap">
          <Switch
            checked={product.active}
            onChange={onToggle}
            disabled={busy}
            label={product.active ? t('products.active') : t('products.inactive')}
            aria-label={`${t('products.active')}: ${name}`}
            labelPosition="left"
          />
          <Tooltip label={t('products.edit')}>
            <ActionIcon
              component={Link}
              to={`/product/edit/${product.id}/${slugOf(name)}`}
              variant="subtle"
              color="brown"
              size="lg"
              aria-label={`${t('products.edit')}: ${name}`}
            >
              <IconEdit size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('products.delete')}>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              disabled={busy}
              aria-label={`${t('products.delete')}: ${name}`}
              onClick={onDelete}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}
