import sharp from 'sharp';
import { fail } from '../../platform/errors';
import type { FormatName } from './media.queries';

/** Largest accepted upload (bytes). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Decompression-bomb guard: a 10 MB file may still claim billions of pixels. */
const MAX_INPUT_PIXELS = 50_000_000;
/** Raster formats we accept; SVG and PDF (which sharp could also render) are refused. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/** Target widths of the stored variants; never enlarged beyond the source. */
export const FORMAT_WIDTHS: Record<FormatName, number> = { thumbnail: 160, small: 480, medium: 960 };

export interface ResizedImage {
  name: FormatName;
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes the upload (the content decides, not the file name) and renders the WebP variants:
 * EXIF orientation applied, aspect ratio kept, metadata (EXIF, GPS, ICC) stripped.
 */
export async function resizeImage(bytes: Uint8Array): Promise<ResizedImage[]> {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) fail('MEDIA_TOO_LARGE', { maxBytes: MAX_UPLOAD_BYTES });
  let format: string | undefined;
  let pixels = 0;
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    fail('MEDIA_NOT_AN_IMAGE');
  }
  if (!format || !ACCEPTED.has(format) || pixels === 0) fail('MEDIA_NOT_AN_IMAGE');
  if (pixels > MAX_INPUT_PIXELS) fail('MEDIA_TOO_LARGE', { maxBytes: MAX_UPLOAD_BYTES });
  const variants = Object.entries(FORMAT_WIDTHS) as [FormatName, number][];
  try {
    return await Promise.all(
      variants.map(async ([name, width]) => {
        const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate() // applies the EXIF orientation
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        return { name, bytes: data, width: info.width, height: info.height };
      }),
    );
  } catch {
    // The header decoded but the pixel data does not (truncated or corrupt file).
    fail('MEDIA_NOT_AN_IMAGE');
  }
}
