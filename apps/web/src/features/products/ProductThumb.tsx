import { Box } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { ThumbMedia } from '../../api/operations';

/**
 * A product's image, square and cropped to fill, loaded lazily from its 160 px variant
 * (sharp enough up to 80 px on 2× screens); a neutral placeholder when the product has none.
 */
export function ProductThumb({
  media,
  alt,
  size = 64,
}: {
  media: ThumbMedia | null | undefined;
  alt: string;
  size?: number;
}) {
  const style = { width: size, height: size, flex: 'none', borderRadius: 'var(--mantine-radius-sm)' } as const;
  if (!media) {
    return (
      <Box
        data-testid="thumb-placeholder"
        bg="gray.1"
        c="gray.5"
        style={{
          ...style,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          border: '1px solid var(--mantine-color-gray-3)',
        }}
      >
        <IconPhoto size={size / 2.5} aria-hidden />
      </Box>
    );
  }
  const src = size > 80 ? (media.formats.small ?? media.url) : (media.formats.thumbnail ?? media.url);
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      width={size}
      height={size}
      style={{ ...style, objectFit: 'cover', display: 'block' }}
    />
  );
}
