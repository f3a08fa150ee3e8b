import { memo, useState, type FormEvent } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCents, pricePerKgCents, type Language } from '@bakery/core';
import type { ProductOffer } from '../../api/operations';
import { WindowList } from '../../ui/WindowList';
import { useErrorText } from '../../i18n/error-text';
import { parseDisplayPrice } from './display-price';
import { PriceFact, ProductHeading } from './ProductHeading';

function kgText(gramPrice: string, language: Language): string {
  try {
    return formatCents(pricePerKgCents(gramPrice), language);
  } catch {
    return '–';
  }
}

interface OfferCardProps {
  offer: ProductOffer;
  language: Language;
  onAdopt: (offer: ProductOffer, displayPrice: string | null) => Promise<void>;
}

/**
 * One offer: base price per piece (and per kg for weighed products), an optional display price and
 * "Take over". Memoised: typing a price draws this card only.
 */
const OfferCard = memo(function OfferCard({ offer, language, onAdopt }: OfferCardProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [price, setPrice] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const name = offer.product.names[language] || offer.product.name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const displayPrice = parseDisplayPrice(price);
    if (displayPrice === undefined) {
      setProblem(t('hostProducts.priceInvalid'));
      return;
    }
    setProblem(null);
    setIsBusy(true);
    onAdopt(offer, displayPrice)
      .catch((error: unknown) => setProblem(errorText(error)))
      .finally(() => setIsBusy(false));
  };

  return (
    <Paper withBorder p="sm" shadow="xs">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <ProductHeading thumb={offer.product.thumb} name={name}>
          <PriceFact label={t('hostProducts.basePrice')} value={formatCents(offer.basePriceCents, language)} />
          {offer.product.haveToWeight ? (
            <PriceFact label={t('products.perKg')} value={kgText(offer.listGramPrice, language)} />
          ) : null}
          <PriceFact label={t('products.weight')} value={t('products.grams', { grams: offer.product.approxWeight })} />
        </ProductHeading>
        {offer.adopted && !problem ? (
          <Badge color="green" variant="light" size="lg" leftSection={<IconCheck size={14} />}>
            {t('hostProducts.adopted')}
          </Badge>
        ) : (
          <form
            onSubmit={submit}
            noValidate
            aria-label={t('hostProducts.takeOverNamed', { name })}
            style={{ flex: '1 1 240px', maxWidth: 360 }}
          >
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
                loading={isBusy}
                leftSection={<IconPlus size={16} />}
                aria-label={t('hostProducts.takeOverNamed', { name })}
              >
                {t('hostProducts.takeOver')}
              </Button>
            </Group>
          </form>
        )}
      </Group>
    </Paper>
  );
});

/** A card's height before it is measured; the gap is Mantine's `sm`. */
const CARD_ESTIMATE = 110;
const CARD_GAP = 12;

interface OfferSectionProps {
  offers: ProductOffer[];
  language: Language;
  onAdopt: (offer: ProductOffer, displayPrice: string | null) => Promise<void>;
  onAdoptAll: () => void;
}

/** "Offered by your bakery": the products of the host's price list, drawn as far as they are on screen. */
export function OfferSection({ offers, language, onAdopt, onAdoptAll }: OfferSectionProps) {
  const { t } = useTranslation();
  const open = offers.filter((offer) => !offer.adopted).length;
  return (
    <Stack gap="sm" component="section" aria-labelledby="offers-title">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={2} id="offers-title" fz="xl" c="brown.8">
            {t('hostProducts.offersTitle')}
          </Title>
          <Text size="sm" c="taupe.7">
            {t('hostProducts.offersLead')}
          </Text>
        </div>
        <Button variant="light" onClick={onAdoptAll} disabled={open === 0}>
          {t('hostProducts.takeOverAll')}
        </Button>
      </Group>
      {offers.length === 0 ? (
        <Text c="taupe.7">{t('hostProducts.offersEmpty')}</Text>
      ) : (
        <WindowList
          items={offers}
          keyOf={(offer) => offer.product.id}
          nameOf={(offer) => offer.product.names[language] || offer.product.name}
          renderItem={(offer) => <OfferCard offer={offer} language={language} onAdopt={onAdopt} />}
          label={t('hostProducts.offersTitle')}
          estimate={CARD_ESTIMATE}
          gap={CARD_GAP}
          testId="offer-card"
        />
      )}
    </Stack>
  );
}
