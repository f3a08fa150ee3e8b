import { Divider, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WithHelpContent } from '../../features/help';
import { ImprintDetails } from '../../features/legal';
import { PageSection } from '../../ui/PageSection';

/** /about — what Brotzeit is, followed by the imprint. */
export function AboutRoute() {
  const { t } = useTranslation();
  return (
    <PageSection title={t('legal.about.title')}>
      <Stack gap="lg">
        <WithHelpContent>
          {(content) => (
            <Stack gap="sm">
              {content.about.map((paragraph, index) => (
                <Text key={paragraph} size={index === 0 ? 'lg' : 'md'} lh={1.65}>
                  {paragraph}
                </Text>
              ))}
            </Stack>
          )}
        </WithHelpContent>
        <Divider color="taupe.2" />
        <Title order={2} fz="xl" c="brown.8">
          {t('legal.imprint.title')}
        </Title>
        <ImprintDetails />
      </Stack>
    </PageSection>
  );
}
