import type { ReactNode } from 'react';
import { Anchor, Container, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Frame of the editor screens: back link, title, content. */
export function ProductScreen({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Anchor component={Link} to="/products" size="sm" c="brown.7" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
          <IconArrowLeft size={16} aria-hidden />
          {t('products.toList')}
        </Anchor>
        <Title order={1} c="brown.8" fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        {children}
      </Stack>
    </Container>
  );
}
