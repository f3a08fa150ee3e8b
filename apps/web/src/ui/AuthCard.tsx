import type { ReactNode } from 'react';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import classes from './AuthCard.module.css';

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
      <div className={classes.columns}>
        <div className={`${classes.column} ${classes.card}`}>{card}</div>
        <div className={`${classes.column} ${classes.aside} mantine-visible-from-md`}>{aside}</div>
      </div>
    </Container>
  );
}
