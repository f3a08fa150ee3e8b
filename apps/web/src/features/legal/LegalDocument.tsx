import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WithHelpContent } from '../help';
import { PageSection } from '../../ui/PageSection';

/** Terms or privacy policy, from the lazily loaded help texts of the interface language. */
export function LegalDocument({ document }: { document: 'tos' | 'privacy' }) {
  const { t } = useTranslation();
  return (
    <PageSection title={t(`legal.${document}.title`)}>
      <WithHelpContent>
        {(content) => (
          <Stack gap="lg">
            <Text size="sm" c="taupe.7">
              {content.updated}
            </Text>
            {content[document].map((section) => (
              <section key={section.heading}>
                <Title order={2} fz="lg" c="brown.8" mb={6}>
                  {section.heading}
                </Title>
                <Stack gap="xs">
                  {section.paragraphs.map((paragraph) => (
                    <Text key={paragraph} c="dark.6" lh={1.65}>
                      {paragraph}
                    </Text>
                  ))}
                </Stack>
              </section>
            ))}
          </Stack>
        )}
      </WithHelpContent>
    </PageSection>
  );
}
