import { Badge, Box, Button, Group, Paper, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { priceEntryFormSchema, type Language, type ProductPriceInput } from '@bakery/core';
import type { ProductListItem } from '../../api/operations';
import { schemaForm } from '../../ui/schema-form';
import { kgPriceText, piecePriceText, gramsOf, unitOf, unitPriceInputText } from '../products';

/** The entry as typed: a euro amount per kg or piece in the user's language ("4,50" in de). */
interface PriceEntryValues {
  price: string;
}

interface PriceRowProps {
  product: ProductListItem;
  /** The list's gram price; undefined when the list lacks the product. */
  gramPrice: string | undefined;
  language: Language;
  busy: boolean;
  onSave: (gramPrice: string) => void;
  onRemove: () => void;
}

/** One product of the price grid: base price, the list price in the bakery's unit, add/save/remove. */
export function PriceRow({ product, gramPrice, language, busy, onSave, onRemove }: PriceRowProps) {
  const { t } = useTranslation();
  const name = product.names[language] || product.name;
  const unit = unitOf(product);
  const unitText = t(unit === 'kg' ? 'products.perKg' : 'products.perPiece');
  const inList = gramPrice !== undefined;
  // the same gram price check the server's setProductPrice makes, read from text in the user's language
  const form = useForm<PriceEntryValues, ProductPriceInput>({
    initialValues: { price: unitPriceInputText(gramPrice ?? product.gramPrice, product, language) },
    ...schemaForm<PriceEntryValues, ProductPriceInput>(priceEntryFormSchema(language, gramsOf(product)), () =>
      t('priceLists.invalidPrice'),
    ),
  });
  const submit = form.onSubmit((input) => onSave(input.gramPrice));

  return (
    <Paper component="li" withBorder p="sm" shadow="xs" aria-label={name} data-testid="price-row">
      <form onSubmit={submit} noValidate>
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Box style={{ flex: '1 1 220px' }} miw={0}>
            <Group gap={6} wrap="wrap">
              <Text fw={600} c="brown.9">
                {name}
              </Text>
              {inList ? null : (
                <Badge variant="light" color="gray" size="sm">
                  {t('priceLists.notInList')}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="taupe.7">
              {product.easybackKodex ? `${t('priceLists.articleCode')} ${product.easybackKodex} · ` : ''}
              {t('priceLists.basePrice')}:{' '}
              {unit === 'kg' ? kgPriceText(product, language) : piecePriceText(product, language)} {unitText}
            </Text>
          </Box>
          <Group gap="xs" align="flex-start" wrap="wrap">
            <TextInput
              aria-label={t('priceLists.priceLabel', { name, unit: unitText })}
              {...form.getInputProps('price')}
              inputMode="decimal"
              rightSection="€"
              w={{ base: 96, xs: 120 }}
            />
            <Button
              type="submit"
              variant={inList ? 'light' : 'filled'}
              disabled={busy}
              aria-label={t(inList ? 'priceLists.saveLabel' : 'priceLists.addLabel', { name })}
            >
              {t(inList ? 'priceLists.save' : 'priceLists.add')}
            </Button>
            {inList ? (
              <Button
                variant="subtle"
                color="red"
                px="xs"
                disabled={busy}
                onClick={onRemove}
                aria-label={t('priceLists.removeLabel', { name })}
              >
                {t('priceLists.remove')}
              </Button>
            ) : null}
          </Group>
        </Group>
      </form>
    </Paper>
  );
}
