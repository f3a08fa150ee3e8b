import type { ReactNode } from 'react';
import { Container, EmptyState, Paper } from '@mantine/core';

/** A centred message with an icon and actions: refusals, 404, 500. */
export function MessageScreen({
  title,
  text,
  icon,
  color = 'brown',
  actions,
}: {
  title: string;
  text: string;
  icon: ReactNode;
  color?: string;
  actions?: ReactNode;
}) {
  return (
    <Container size="sm" py={48} px={{ base: 'xs', sm: 'md' }}>
      <Paper withBorder p="xl" shadow="xs">
        <EmptyState variant="light" color={color} icon={icon} title={title} description={text} size="lg">
          {actions ? <EmptyState.Actions>{actions}</EmptyState.Actions> : null}
        </EmptyState>
      </Paper>
    </Container>
  );
}
