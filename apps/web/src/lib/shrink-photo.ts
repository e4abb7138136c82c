/** The long side of a photo as sent: a notebook page stays legible, the upload stays small. */
const PHOTO_MAX_SIDE = 1600;
/** Below this a photo goes as it is. */
const SMALL_ENOUGH = 400 * 1024;
const QUALITIES = [0.82, 0.72, 0.62];
const SHRINKABLE = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** The size that fits `width` × `height` within `max` on its long side, never enlarging. */
export function fitWithin(width: number, height: number, max = PHOTO_MAX_SIDE) {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const jpegName = (name: string) => `${name.replace(/\.[^.]+$/, '') || 'foto'}.jpg`;

/**
 * A phone's photo of a notebook (3–6 MB) as a JPEG of at most 1600 px on its long side, typically
 * under 400 KB, before it is uploaded: children on prepaid plans pay for every megabyte. PDFs, GIFs,
 * small images and anything the browser cannot decode go as they are.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  if (!SHRINKABLE.has(file.type) || typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    if (file.size <= SMALL_ENOUGH && width === bitmap.width) {
      bitmap.close();
      return file;
    }
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    // A transparent PNG would turn black as a JPEG: paper is white.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    let best: Blob | null = null;
    for (const quality of QUALITIES) {
      best = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
      if (!best || best.size <= SMALL_ENOUGH) break;
    }
    if (!best || best.size >= file.size) return file;
    return new File([best], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  }
}
