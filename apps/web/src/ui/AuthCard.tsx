import type { ReactNode } from 'react';
import { Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';

/**
 * The card used by sign-in, registration and password screens; with `aside`, a brand panel
 * stands beside it on wide screens: shown on the left, but after the card in the document, so the
 * card's h1 comes first.
 */
export function AuthCard({
  title,
  subtitle,
  children,
  aside,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
}) {
  const card = (
    <Paper withBorder shadow="md" p={{ base: 'lg', sm: 32 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 28 }} c="brown.8">
            {title}
          </Title>
          {subtitle ? (
            <Text c="taupe.7" size="sm">
              {subtitle}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );

  if (!aside) {
    return (
      <Container size={460} py={{ base: 'lg', sm: 48 }} px={{ base: 'xs', sm: 'md' }}>
        {card}
      </Container>
    );
  }
  return (
    <Container size={1000} py={{ base: 'lg', sm: 48 }} px={{ base: 'xs', sm: 'md' }}>
      <Grid gap={40} align="center">
        <Grid.Col span={{ base: 12, md: 6 }} order={{ md: 2 }}>
          {card}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }} order={{ md: 1 }} visibleFrom="md">
          {aside}
        </Grid.Col>
      </Grid>
    </Container>
  );
}
