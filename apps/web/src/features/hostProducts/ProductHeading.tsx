import type { ReactNode } from 'react';
import { Box, Group, Stack, Text } from '@mantine/core';
import type { ThumbMedia } from '../../api/operations';
import { ProductThumb } from '../products';

/** A labelled figure on a host's product card ("Grundpreis 0,45 €"). */
export function PriceFact({ label, value }: { label: string; value: string }) {
  return (
    <Box miw={76}>
      <Text size="xs" c="taupe.7" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" fw={600} c="brown.9" style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Box>
  );
}

/** Thumbnail, name and price facts: the left side of every card on the host's /products. */
export function ProductHeading({
  thumb,
  name,
  children,
}: {
  thumb: ThumbMedia | null | undefined;
  name: string;
  children: ReactNode;
}) {
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap" style={{ flex: '1 1 200px', minWidth: 0 }}>
      <ProductThumb media={thumb} alt={name} />
      <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={700} c="brown.9" size="lg" lh={1.25} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        <Group gap="lg" wrap="wrap">
          {children}
        </Group>
      </Stack>
    </Group>
  );
}
