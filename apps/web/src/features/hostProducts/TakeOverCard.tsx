import { useState, type FormEvent } from 'react';
import { ActionIcon, Button, Group, Paper, Text, TextInput, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCents, type Language } from '@bakery/core';
import type { HostProduct } from '../../api/operations';
import { useErrorText } from '../errors/error-text';
import { displayPriceInput, parseDisplayPrice } from './display-price';
import { PriceFact, ProductHeading } from './ProductHeading';

interface TakeOverCardProps {
  takeOver: HostProduct;
  language: Language;
  onSavePrice: (displayPrice: string | null) => Promise<void>;
  onRemove: () => void;
}

/** A take-over: what guests pay, the display price editable in place (blank = base price), remove. */
export function TakeOverCard({ takeOver, language, onSavePrice, onRemove }: TakeOverCardProps) {
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
    onSavePrice(displayPrice)
      .then(() => setPrice(displayPriceInput(displayPrice, language)))
      .catch((error: unknown) => setProblem(errorText(error)))
      .finally(() => setIsBusy(false));
  };

  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      shadow="xs"
      aria-label={name}
      data-testid="take-over-card"
      style={{ listStyle: 'none' }}
    >
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
          <Tooltip label={t('hostProducts.remove')}>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('hostProducts.removeNamed', { name })}
              onClick={onRemove}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}
