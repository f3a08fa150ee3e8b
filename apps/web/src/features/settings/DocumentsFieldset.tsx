import type { ReactNode } from 'react';
import { Fieldset, Text } from '@mantine/core';

/** A section of Settings → Documents: a titled frame (narrower padding on phones) with a short explanation. */
export function DocumentsFieldset({ legend, text, children }: { legend: string; text: string; children: ReactNode }) {
  return (
    <Fieldset legend={legend} px={{ base: 'sm', sm: 'lg' }} styles={{ legend: { fontWeight: 600, color: 'var(--mantine-color-brown-8)', paddingInline: 6 } }}>
      <Text size="sm" c="taupe.7" mb="md">
        {text}
      </Text>
      {children}
    </Fieldset>
  );
}

/** Hints go below the input, so the inputs of a row line up whether or not a field has a hint. */
export const HINT_BELOW = ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[];
