import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BRAND } from '../../brand';
import { PageSection } from '../../ui/PageSection';

interface Section {
  heading: string;
  text: string;
}

/** Terms or privacy policy from the translation files, with the operator's data filled in. */
export function LegalDocument({ document }: { document: 'tos' | 'privacy' }) {
  const { t } = useTranslation();
  const values = {
    company: BRAND.company,
    address: `${BRAND.street}, ${BRAND.city}`,
    privacyEmail: BRAND.privacyEmail,
  };
  const sections = t(`legal.${document}.sections`, { returnObjects: true, ...values }) as readonly Section[];

  return (
    <PageSection title={t(`legal.${document}.title`)} lead={t('legal.updated')}>
      <Stack gap="lg">
        {sections.map((section) => (
          <section key={section.heading}>
            <Title order={2} fz="lg" c="brown.8" mb={6}>
              {section.heading}
            </Title>
            <Text c="dark.6" lh={1.65}>
              {section.text}
            </Text>
          </section>
        ))}
      </Stack>
    </PageSection>
  );
}
