import { memo, useState, type FormEvent } from 'react';
import { ActionIcon, Button, Group, Paper, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCents, type Language } from '@bakery/core';
import type { HostProduct } from '../../api/operations';
import { useErrorText } from '../../i18n/error-text';
import { displayPriceInput, parseDisplayPrice } from './display-price';
import { PriceFact, ProductHeading } from './ProductHeading';

interface TakeOverCardProps {
  takeOver: HostProduct;
  language: Language;
  onSavePrice: (takeOver: HostProduct, displayPrice: string | null) => Promise<void>;
  onRemove: (takeOver: HostProduct) => void;
}

/**
 * A take-over: what guests pay, the display price editable in place (blank = base price), remove.
 * Memoised: typing a price draws this card only.
 */
export const TakeOverCard = memo(function TakeOverCard({
  takeOver,
  language,
  onSavePrice,
  onRemove,
}: TakeOverCardProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [price, setPrice] = useState(() => displayPriceInput(takeOver.displayPrice, language));
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const name = takeOver.product.names[language] || takeOver.product.name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const displayPrice = parseDisplayPrice(price);
    if (displayPrice === undefined) {
      setProblem(t('hostProducts.priceInvalid'));
      return;
    }
    setProblem(null);
    setIsBusy(true);
    onSavePrice(takeOver, displayPrice)
      .then(() => setPrice(displayPriceInput(displayPrice, language)))
      .catch((error: unknown) => setProblem(errorText(error)))
      .finally(() => setIsBusy(false));
  };

  return (
    <Paper withBorder p="sm" shadow="xs">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <ProductHeading thumb={takeOver.product.thumb} name={name}>
          <PriceFact label={t('hostProducts.guestPrice')} value={formatCents(takeOver.priceCents, language)} />
          <PriceFact label={t('hostProducts.basePrice')} value={formatCents(takeOver.basePriceCents, language)} />
        </ProductHeading>
        <Group gap="xs" align="flex-start" wrap="nowrap" style={{ flex: '1 1 260px', maxWidth: 400 }}>
          <form onSubmit={submit} noValidate aria-label={t('hostProducts.savePriceFor', { name })} style={{ flex: 1 }}>
            <Group gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                aria-label={t('hostProducts.displayPriceFor', { name })}
                placeholder={t('hostProducts.displayPricePlaceholder')}
                rightSection={
                  <Text size="sm" c="dimmed" aria-hidden>
                    €
                  </Text>
                }
                value={price}
                onChange={(event) => {
                  setPrice(event.currentTarget.value);
                  setProblem(null);
                }}
                error={problem}
                inputMode="decimal"
                autoComplete="off"
                style={{ flex: 1 }}
              />
              <Button
                type="submit"
                variant="light"
                loading={isBusy}
                aria-label={t('hostProducts.savePriceFor', { name })}
              >
                {t('hostProducts.savePrice')}
              </Button>
            </Group>
          </form>
          {/* a native hint: a floating tooltip per card of a long list costs more than the card */}
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            title={t('hostProducts.remove')}
            aria-label={t('hostProducts.removeNamed', { name })}
            onClick={() => onRemove(takeOver)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
});
