import { Group, Text } from '@mantine/core';
import { BRAND } from '../brand';

/** A scored loaf on the brand brown; the same drawing as public/favicon.svg. */
export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden focusable="false">
      <rect width="64" height="64" rx="14" fill="#4c331f" />
      <path d="M12 39c0-11.6 9-21 20-21s20 9.4 20 21c0 4.4-3.6 8-8 8H20c-4.4 0-8-3.6-8-8z" fill="#e9d8c4" />
      <path d="M23 29l4 7M32 26v9M41 29l-4 7" stroke="#9a7352" strokeWidth="3.2" strokeLinecap="round" />
    </svg>
  );
}

export function BrandLogo({ tagline }: { tagline?: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <BrandMark />
      <div style={{ lineHeight: 1.1 }}>
        <Text fw={700} fz={20} c="brown.8" ff="heading" lh={1.1}>
          {BRAND.name}
        </Text>
        {tagline ? (
          <Text fz={11} c="taupe.7" visibleFrom="sm" lh={1.2}>
            {tagline}
          </Text>
        ) : null}
      </div>
    </Group>
  );
}
