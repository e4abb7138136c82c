import { overflowPixels } from './screen-audit';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** A one-page PDF, enough for the server's content check (magic bytes). */
export const samplePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small two-colour PNG to upload as a cover. */
export function coverPng(width = 160, height = 100): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = y * (width * 3 + 1) + 1 + x * 3;
      const t = x / width;
      raw[offset] = Math.round(20 + 60 * t);
      raw[offset + 1] = Math.round(40 + 120 * t);
      raw[offset + 2] = Math.round(120 + 100 * t);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function teacherNav(page: Page) {
  return page.getByRole('navigation', { name: 'Navegação — Área do professor' });
}

export function adminNav(page: Page) {
  return page.getByRole('navigation', { name: 'Navegação — Administração' });
}

export function toast(page: Page, text: string | RegExp) {
  return page.locator('.notistack-SnackbarContainer').getByText(text).first().waitFor();
}

/** Whether the page scrolls sideways (a layout that does not fit a phone). */
export async function pageOverflows(page: Page): Promise<boolean> {
  return (await overflowPixels(page)) > 1;
}
