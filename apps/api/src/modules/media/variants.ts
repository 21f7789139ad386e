import { IMAGE_WIDTHS, type ImageWidth } from '@shop/shared';
import sharp from 'sharp';
import { type FileStorage, isSafeStorageKey } from '../files/storage.ts';

/**
 * Smaller copies of a stored picture, made the first time a page asks for one and kept beside the
 * uploads (ADR 0046): old uploads, seeded pictures and new ones all get them, with no list of
 * sizes to keep in the database.
 */

const RASTER = /\.(?:webp|png|jpe?g)$/i;
/** Variants live under their own folder of the public storage; they are never resized again. */
const VARIANTS = 'variants';
/** Decompression-bomb guard, as for uploads. */
const MAX_INPUT_PIXELS = 50_000_000;

export const isImageWidth = (value: number): value is ImageWidth =>
  (IMAGE_WIDTHS as readonly number[]).includes(value);

/** Where the `width` copy of the picture stored at `key` is kept. */
export function variantKey(key: string, width: ImageWidth): string {
  return `${VARIANTS}/${width}/${key.replace(RASTER, '')}.webp`;
}

/**
 * The picture at `key` at most `width` pixels wide, as webp; null when there is no such raster
 * picture (or it cannot be decoded). Never enlarges: a narrower original comes back at its size.
 */
export async function imageVariant(
  storage: FileStorage,
  key: string,
  width: ImageWidth,
): Promise<Buffer | null> {
  if (!isSafeStorageKey(key) || !RASTER.test(key) || key.startsWith(`${VARIANTS}/`)) return null;
  const target = variantKey(key, width);
  const kept = await storage.get('public', target);
  if (kept) return kept;
  const original = await storage.get('public', key);
  if (!original) return null;
  let data: Buffer;
  try {
    data = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    return null;
  }
  await storage.put('public', target, data);
  return data;
}

/** The keys of every variant a picture may have, so removing the picture removes them too. */
export function variantKeys(key: string): string[] {
  return RASTER.test(key) ? IMAGE_WIDTHS.map((width) => variantKey(key, width)) : [];
}
