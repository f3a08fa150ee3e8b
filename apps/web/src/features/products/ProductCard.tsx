import { memo, type ReactNode } from 'react';
import { ActionIcon, Badge, Box, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconEdit, IconEyeOff, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeDayRules, type Language } from '@bakery/core';
import type { ProductListItem } from '../../api/operations';
import { kgPriceText, piecePriceText, slugOf, vatText } from './prices';
import { MoveToPosition } from './MoveToPosition';
import { ProductThumb } from './ProductThumb';

interface ProductCardProps {
  product: ProductListItem;
  language: Language;
  isFirst: boolean;
  isLast: boolean;
  canReorder: boolean;
  busy: boolean;
  onToggle: (product: ProductListItem) => void;
  onDelete: (product: ProductListItem) => void;
  onMove: (product: ProductListItem, step: -1 | 1) => void;
  /** 1-based place in the whole catalogue and the catalogue's size, for "move to position". */
  position: number;
  total: number;
  onMoveTo: (product: ProductListItem, position: number) => void;
  /** Drag and drop (SortableProductList): the grip, drawn above the arrows. */
  dragHandle?: ReactNode;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box miw={76}>
      <Text size="xs" c="taupe.7" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" fw={600} c="brown.9" style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Box>
  );
}

/**
 * One product of the list: names, facts, active switch and the actions; wraps on a phone.
 * Memoised: with the list's stable handlers it draws again only when its product, place or the
 * list's mode changes, not when the list scrolls or the search is typed (issue 45, item 13).
 */
export const ProductCard = memo(function ProductCard({
  product,
  language,
  isFirst,
  isLast,
  canReorder,
  busy,
  onToggle,
  onDelete,
  onMove,
  position,
  total,
  onMoveTo,
  dragHandle,
}: ProductCardProps) {
  const { t } = useTranslation();
  const name = product.names[language] || product.name;
  return (
    <Paper withBorder p="sm" shadow="xs" style={{ opacity: product.active ? 1 : 0.72 }}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Stack gap={4} align="center">
          {canReorder ? (
            <MoveToPosition
              name={name}
              position={position}
              total={total}
              disabled={busy}
              onMove={(to) => onMoveTo(product, to)}
            />
          ) : null}
          {dragHandle}
          {/* a native hint: two floating tooltips per card cost more to draw than the rest of it */}
          <ActionIcon
            variant="subtle"
            color="brown"
            aria-label={t('products.moveUp')}
            title={t('products.moveUp')}
            disabled={!canReorder || isFirst || busy}
            onClick={() => onMove(product, -1)}
          >
            <IconArrowUp size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="brown"
            aria-label={t('products.moveDown')}
            title={t('products.moveDown')}
            disabled={!canReorder || isLast || busy}
            onClick={() => onMove(product, 1)}
          >
            <IconArrowDown size={18} />
          </ActionIcon>
        </Stack>
        <ProductThumb media={product.thumb} alt={name} />
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Text fw={700} c="brown.9" size="lg" lh={1.25} style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Text>
              {product.availableDays !== 0 ? (
                <Text size="sm" c="taupe.7" data-testid="product-days">
                  {t('products.form.days.summary', { days: describeDayRules(product.availableDays, language) })}
                </Text>
              ) : null}
              {product.easybackKodex ? (
                <Text size="sm" c="taupe.7">
                  {t('products.articleCode')}: {product.easybackKodex}
                </Text>
              ) : null}
            </div>
            <Switch
              checked={product.active}
              onChange={() => onToggle(product)}
              disabled={busy}
              label={product.active ? t('products.active') : t('products.inactive')}
              aria-label={`${t('products.active')}: ${name}`}
              labelPosition="left"
            />
          </Group>
          {!product.inPriceList || product.haveToWeight ? (
            <Group gap={6}>
              {!product.inPriceList ? (
                <Badge
                  color="orange"
                  variant="light"
                  leftSection={<IconEyeOff size={12} />}
                  style={{ textTransform: 'none' }}
                >
                  {t('products.notInPriceList')}
                </Badge>
              ) : null}
              {product.haveToWeight ? (
                <Badge color="brown" variant="outline" style={{ textTransform: 'none' }}>
                  {t('products.weighed')}
                </Badge>
              ) : null}
            </Group>
          ) : null}
          <Group gap="md" wrap="wrap" align="flex-end">
            <Fact label={t('products.weight')} value={t('products.grams', { grams: product.approxWeight })} />
            <Fact label={t('products.perPiece')} value={piecePriceText(product, language)} />
            {product.haveToWeight ? <Fact label={t('products.perKg')} value={kgPriceText(product, language)} /> : null}
            <Fact label={t('products.vat')} value={vatText(product.vat?.value, language)} />
            <Group gap="xs" ml="auto">
              <Button
                component={Link}
                to={`/product/edit/${product.id}/${slugOf(name)}`}
                variant="light"
                size="xs"
                leftSection={<IconEdit size={16} />}
                aria-label={`${t('products.edit')}: ${name}`}
              >
                {t('products.edit')}
              </Button>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={16} />}
                onClick={() => onDelete(product)}
                disabled={busy}
                aria-label={`${t('products.delete')}: ${name}`}
              >
                {t('products.delete')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
});
