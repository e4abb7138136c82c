/**
 * The most pixels a lesson picture may have (a 48-megapixel phone photo passes). sharp reads the
 * size from the header and refuses before decoding, so a tiny file claiming 8000×8000 costs nothing.
 */
const MAX_PIXELS = 50_000_000;
/** Pictures are drawn at most 483 points wide (A4 less margins); 1600 px is sharp enough for print. */
const MAX_SIDE = 1600;

/**
 * A lesson picture made safe for the PDF: decoded by sharp (libvips, off the event loop) within
 * the pixel limit, turned upright, scaled down and re-encoded as a plain JPEG, which pdfkit embeds
 * without decoding anything itself. Null when the file is no readable image, or too large: the
 * document then shows its alt text instead.
 */
export async function printableImage(bytes: Buffer): Promise<Buffer | null> {
  // libvips is loaded by the first PDF with a picture, not held by every process from the start.
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    return null;
  }
}
