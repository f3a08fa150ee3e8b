import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@bakery/core';
import { BRAND } from '../../brand';

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={2} fz="md" c="brown.8">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The operator's imprint (company, address, register, contact). */
export function ImprintDetails() {
  const { t, i18n } = useTranslation();
  const country = isLanguage(i18n.language) ? BRAND.country[i18n.language] : BRAND.country.de;

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Block title={t('legal.imprint.operator')}>
          <Text>
            {BRAND.company}
            <br />
            {BRAND.street}
            <br />
            {BRAND.city}
            <br />
            {country}
          </Text>
        </Block>
        <Block title={t('legal.imprint.contact')}>
          <Text>
            <Anchor href={`tel:${BRAND.phone.replaceAll(' ', '')}`}>{BRAND.phone}</Anchor>
            <br />
            <Anchor href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</Anchor>
            <br />
            PEC: {BRAND.pec}
          </Text>
        </Block>
        <Block title={t('legal.imprint.register')}>
          <Text>{t('legal.imprint.registerText', { rea: BRAND.rea, vat: BRAND.vat })}</Text>
        </Block>
        <Block title={t('legal.imprint.management')}>
          <Text>{BRAND.managingDirector}</Text>
        </Block>
      </SimpleGrid>
      <Block title={t('legal.imprint.disputeTitle')}>
        <Text size="sm" c="taupe.7">
          {t('legal.imprint.disputeText')}
        </Text>
      </Block>
    </Stack>
  );
}
