import type { CSSProperties, ReactNode } from 'react';
import { Container, Paper, useMantineTheme } from '@mantine/core';
import classes from './MessageScreen.module.css';

/**
 * A centred message with an icon and actions: refusals, 404, 500. Drawn as Mantine's EmptyState
 * (MessageScreen.module.css), the icon in the light variant of `color`.
 */
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
  const theme = useMantineTheme();
  const colors = theme.variantColorResolver({ color, theme, variant: 'light' });
  const indicator = {
    '--message-indicator-bg': colors.background,
    '--message-indicator-color': colors.color,
  } as CSSProperties;
  return (
    <Container size="sm" py={48} px={{ base: 'xs', sm: 'md' }}>
      <Paper withBorder p="xl" shadow="xs">
        <div className={classes.root}>
          <div className={classes.indicator} style={indicator}>
            {icon}
          </div>
          <div className={classes.body}>
            <div className={classes.title}>{title}</div>
            <p className={classes.description}>{text}</p>
            {actions ? <div className={classes.actions}>{actions}</div> : null}
          </div>
        </div>
      </Paper>
    </Container>
  );
}
