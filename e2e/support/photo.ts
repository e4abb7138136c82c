import type { Page } from 'playwright-core';

/** What a phone's camera gives: 4000×3000, several megabytes (drawn in the page as a notebook page). */
export async function notebookPhoto(page: Page): Promise<Buffer> {
  const photo = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 4000;
    canvas.height = 3000;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 4000, 3000);
    gradient.addColorStop(0, '#f7f3e8');
    gradient.addColorStop(1, '#d9d2c0');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 4000, 3000);
    for (let y = 120; y < 3000; y += 90) {
      context.fillStyle = '#9bb7d4';
      context.fillRect(0, y, 4000, 3);
      context.fillStyle = '#1d2b5a';
      context.font = '64px serif';
      context.fillText(
        `Linha ${y / 90}: era uma vez uma menina que escrevia no caderno todos os dias.`,
        80,
        y - 14,
      );
    }
    // Camera noise: what makes a real photo large.
    const noise = context.getImageData(0, 0, 4000, 3000);
    for (let i = 0; i < noise.data.length; i += 4) {
      const n = ((i * 2654435761) >>> 28) - 8;
      for (let c = 0; c < 3; c++) noise.data[i + c] = noise.data[i + c]! + n;
    }
    context.putImageData(noise, 0, 0);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000)
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  });
  return Buffer.from(photo, 'base64');
}
