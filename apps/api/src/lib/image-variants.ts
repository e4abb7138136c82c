import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth } from '@aula/contracts';

/** Where the WebP copy of an image `width` pixels wide is kept, beside the image's own key. */
export const imageVariantKey = (storageKey: string, width: ImageVariantWidth) => `${storageKey}-w${width}`;

/** Every key a stored file may have: its own and its copies' (a file that has none has nothing there). */
export const keysOfStoredFile = (storageKey: string) => [
  storageKey,
  ...IMAGE_VARIANT_WIDTHS.map((width) => imageVariantKey(storageKey, width)),
];

/**
 * WebP copies of an image for `srcset`, one per width of IMAGE_VARIANT_WIDTHS the image is wider
 * than, and one at its own width for the next (never enlarged); a width past that has no copy, and
 * asking for it serves the image itself. Turned upright by its EXIF orientation, which WebP drops.
 */
export async function imageVariants(image: Buffer): Promise<{ width: ImageVariantWidth; data: Buffer }[]> {
  const { width: ownWidth, autoOrient } = await sharp(image).metadata();
  const width = autoOrient?.width ?? ownWidth;
  if (!width) return [];
  const variants: { width: ImageVariantWidth; data: Buffer }[] = [];
  for (const target of IMAGE_VARIANT_WIDTHS) {
    const data = await sharp(image)
      .autoOrient()
      .resize({ width: target, withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    variants.push({ width: target, data });
    if (target >= width) break;
  }
  return variants;
}
