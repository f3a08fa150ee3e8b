import type { ReactNode } from 'react';
import { Anchor, Container, Stack, Title, type MantineSize } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Frame of an editor screen: a link back to its list, the title, the content. */
export function BackLinkScreen({
  backTo,
  backLabel,
  title,
  size = 'lg',
  children,
}: {
  backTo: string;
  backLabel: string;
  title: string;
  size?: MantineSize;
  children: ReactNode;
}) {
  return (
    <Container size={size} py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Anchor
          component={Link}
          to={backTo}
          size="sm"
          c="brown.7"
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
        >
          <IconArrowLeft size={16} aria-hidden />
          {backLabel}
        </Anchor>
        <Title order={1} c="brown.8" fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        {children}
      </Stack>
    </Container>
  );
}
