import type { ReactNode } from 'react';
import { Container, EmptyState, Paper, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Clean empty state for screens a later issue fills in. */
export function PlaceholderScreen({ title, icon }: { title: string; icon?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Container size="md" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Title order={1} c="brown.8" fz={{ base: 26, sm: 32 }} mb="lg">
        {title}
      </Title>
      <Paper withBorder p="xl" shadow="xs">
        <EmptyState
          variant="light"
          color="brown"
          icon={icon ?? <IconTools size={28} />}
          title={t('placeholder.title')}
          description={t('placeholder.text')}
        />
      </Paper>
    </Container>
  );
}
