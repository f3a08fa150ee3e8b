import { useId, type ReactNode } from 'react';
import { Box, Text, Title } from '@mantine/core';

/**
 * A section of Settings → Documents: a framed group titled by a heading (a long title wraps
 * cleanly on phones, unlike a fieldset legend on the frame), with a short explanation.
 */
export function DocumentsFieldset({ legend, text, children }: { legend: string; text: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box
      role="group"
      aria-labelledby={id}
      px={{ base: 'sm', sm: 'lg' }}
      py="md"
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Title order={3} id={id} fz="md" c="brown.8">
        {legend}
      </Title>
      <Text size="sm" c="taupe.7" mb="md">
        {text}
      </Text>
      {children}
    </Box>
  );
}

/** Hints go below the input, so the inputs of a row line up whether or not a field has a hint. */
export const HINT_BELOW = ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[];
