// Draws the installable app's PNG icons from the brand mark (apps/web/public/favicon.svg) in Chromium:
// `node scripts/draw-pwa-icons.mjs`. The PNGs are committed; run again only when the mark changes.
import { readFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const out = new URL('../apps/web/public/icons/', import.meta.url);
const mark = await readFile(new URL('../apps/web/public/favicon.svg', import.meta.url), 'utf8');
// "any" icons: the mark as it is (rounded square). Maskable: full-bleed brand blue with the glyph
// inside the central 80 % safe zone, so any launcher mask (circle, squircle) keeps it whole.
const maskable = mark
  .replace('<rect width="64" height="64" rx="14"', '<rect width="64" height="64"')
  .replace(/<path /, '<g transform="translate(9.6 9.6) scale(.7)"><path ')
  .replace(/<\/svg>$/, '</g></svg>')
  .replace(/(<circle[^>]*\/>)<\/g>/, '$1</g>');

const icons = [
  { file: 'icon-192.png', size: 192, svg: mark },
  { file: 'icon-512.png', size: 512, svg: mark },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
  { file: 'apple-touch-icon-180.png', size: 180, svg: maskable },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    await page.screenshot({ path: new URL(file, out).pathname, omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
