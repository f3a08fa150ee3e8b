import { Divider, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ImprintDetails } from '../../features/legal/ImprintDetails';
import { PageSection } from '../../ui/PageSection';

/** /about — what Brotzeit is, followed by the imprint. */
export function AboutRoute() {
  const { t } = useTranslation();
  return (
    <PageSection title={t('legal.about.title')}>
      <Stack gap="lg">
        <Text size="lg" lh={1.65}>
          {t('legal.about.text')}
        </Text>
        <Divider color="taupe.2" />
        <Title order={2} fz="xl" c="brown.8">
          {t('legal.imprint.title')}
        </Title>
        <ImprintDetails />
      </Stack>
    </PageSection>
  );
}
