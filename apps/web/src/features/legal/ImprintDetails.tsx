import { Fragment } from 'react';
import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@bakery/core';
import { BRAND } from '../../brand';
import { usePublicConfig } from '../config';

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

/**
 * The operator's imprint: the installation's operator where the server names one (PLATFORM_NAME, PLATFORM_ADDRESS,
 * PLATFORM_VAT_NUMBER) with the support address, else the brand's company with register, management and contact.
 */
export function ImprintDetails() {
  const { t, i18n } = useTranslation();
  const country = isLanguage(i18n.language) ? BRAND.country[i18n.language] : BRAND.country.de;
  // the installation's operator where the server is configured with one (PLATFORM_NAME, PLATFORM_ADDRESS)
  const operator = usePublicConfig()?.operator;
  const operatorLines = operator
    ? [operator.name, ...operator.addressLines]
    : [BRAND.company, BRAND.street, BRAND.city, country];

  const contact = (
    <Block title={t('legal.imprint.contact')}>
      <Text>
        {operator ? null : (
          <>
            <Anchor href={`tel:${BRAND.phone.replaceAll(' ', '')}`}>{BRAND.phone}</Anchor>
            <br />
          </>
        )}
        <Anchor href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</Anchor>
        {operator ? null : (
          <>
            <br />
            PEC: {BRAND.pec}
          </>
        )}
      </Text>
    </Block>
  );

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Block title={t('legal.imprint.operator')}>
          <Text data-testid="imprint-operator">
            {operatorLines.map((line, index) => (
              <Fragment key={`${index}-${line}`}>
                {index > 0 ? <br /> : null}
                {line}
              </Fragment>
            ))}
            {operator?.vatNumber ? (
              <>
                <br />
                {t('legal.imprint.vatNumber', { vat: operator.vatNumber })}
              </>
            ) : null}
          </Text>
        </Block>
        {contact}
        {operator ? null : (
          <>
            <Block title={t('legal.imprint.register')}>
              <Text>{t('legal.imprint.registerText', { rea: BRAND.rea, vat: BRAND.vat })}</Text>
            </Block>
            <Block title={t('legal.imprint.management')}>
              <Text>{BRAND.managingDirector}</Text>
            </Block>
          </>
        )}
      </SimpleGrid>
      <Block title={t('legal.imprint.disputeTitle')}>
        <Text size="sm" c="taupe.7">
          {t('legal.imprint.disputeText')}
        </Text>
      </Block>
    </Stack>
  );
}
