import type { ReactNode } from 'react';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';

/** A page with a serif title, optional lead text and content on a card. */
export function PageSection({
  title,
  lead,
  children,
  size = 'md',
  withCard = true,
}: {
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  withCard?: boolean;
}) {
  return (
    <Container size={size} py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} c="brown.8" fz={{ base: 26, sm: 32 }}>
            {title}
          </Title>
          {lead ? (
            <Text c="taupe.7" size="lg">
              {lead}
            </Text>
          ) : null}
        </Stack>
        {children ? (
          withCard ? (
            <Paper withBorder p={{ base: 'md', sm: 'xl' }} shadow="xs">
              {children}
            </Paper>
          ) : (
            children
          )
        ) : null}
      </Stack>
    </Container>
  );
}
