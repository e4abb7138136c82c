import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@aula/db';
import { createTestApp, type TestApp } from './app';
import { diskFileStorage } from '../src/lib/file-storage-disk';
import { multipartFile, samplePdf } from './multipart';
import { accessOfNewUser, jwt } from './users';

/** A JPEG photo `width` × `height` (a gradient, so it compresses like a picture, not like a flat colour). */
async function photo(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7) % 256;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

describe('lesson images: WebP copies at the widths of srcset', () => {
  let t: TestApp;
  let staff: string;
  const storage = diskFileStorage(mkdtempSync(join(tmpdir(), 'aula-variants-')));
  beforeAll(async () => {
    t = await createTestApp({ deps: { fileStorage: storage } });
    staff = await accessOfNewUser(t, { isStaff: true });
  });
  afterAll(() => t.close());

  const upload = async (name: string, data: Buffer, kind: string) => {
    const body = multipartFile(name, data, name.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/content/uploads?kind=${kind}`,
      payload: body.payload,
      headers: { ...body.headers, ...jwt(staff) },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; url: string };
  };
  const storageKeyOf = async (id: string) => {
    const [row] = await t.database.db.select().from(schema.storedFiles).where(eq(schema.storedFiles.id, id));
    return row!.storageKey;
  };
  const widthOf = async (data: Buffer) => (await sharp(data).metadata()).width;

  it('makes a copy per width once an image is uploaded, and serves it as WebP', async () => {
    const original = await photo(2400, 1200);
    const image = await upload('quadro.jpg', original, 'inline');

    for (const width of [480, 960, 1600]) {
      const res = await t.app.inject({ url: `${image.url}?w=${width}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.headers['content-disposition']).toMatch(/^inline; filename="quadro\.webp"/);
      expect(await widthOf(res.rawPayload)).toBe(width);
      expect(res.rawPayload.length).toBeLessThan(original.length);
    }
    // Without a width, the image as it was sent.
    const itself = await t.app.inject({ url: image.url });
    expect(itself.headers['content-type']).toBe('image/jpeg');
    expect(itself.rawPayload.equals(original)).toBe(true);
    expect((await t.app.inject({ url: `${image.url}?w=500` })).statusCode).toBe(400);
  });

  it('never enlarges: a small image has one copy at its own width, and the image itself past it', async () => {
    const image = await upload('selo.jpg', await photo(700, 300), 'cover');
    const copy = await t.app.inject({ url: `${image.url}?w=960` });
    expect(copy.headers['content-type']).toBe('image/webp');
    expect(await widthOf(copy.rawPayload)).toBe(700);
    const small = await t.app.inject({ url: `${image.url}?w=480` });
    expect(await widthOf(small.rawPayload)).toBe(480);
    const beyond = await t.app.inject({ url: `${image.url}?w=1600` });
    expect(beyond.headers['content-type']).toBe('image/jpeg');
    expect(await widthOf(beyond.rawPayload)).toBe(700);
  });

  it('makes none of a PDF, and a private file asked for a width is still only its signed self', async () => {
    const pdf = await upload('ficha.pdf', samplePdf, 'attachment');
    const res = await t.app.inject({ url: `${pdf.url}&w=480` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const key = await storageKeyOf(pdf.id);
    expect(await storage.has(`${key}-w480`)).toBe(false);
  });

  it('removes the copies with the image', async () => {
    const image = await upload('apagar.jpg', await photo(1000, 500), 'inline');
    const key = await storageKeyOf(image.id);
    const kept = async () => {
      const all = [key, `${key}-w480`, `${key}-w960`, `${key}-w1600`];
      const held = await Promise.all(all.map((each) => storage.has(each)));
      return all.filter((_, i) => held[i]);
    };
    // 1000 px wide: 480, then 960, then the 1600 slot at its own 1000 px.
    expect(await kept()).toEqual([key, `${key}-w480`, `${key}-w960`, `${key}-w1600`]);
    await t.jobs.send('remove-files', { keys: [key] });
    await t.jobs.runDue();
    expect(await kept()).toEqual([]);
  });

  it('makes, an hour later, the copies of images kept before there were copies, once', async () => {
    const uploader = (await t.database.db.select().from(schema.users).limit(1))[0]!.id;
    const keep = async (name: string, createdAt: Date, isPublic = true) => {
      const id = crypto.randomUUID();
      const storageKey = `${id.slice(0, 2)}/${id}`;
      await storage.save(storageKey, await photo(1200, 600));
      await t.database.db.insert(schema.storedFiles).values({
        id,
        storageKey,
        originalName: name,
        contentType: 'image/jpeg',
        sizeBytes: 1,
        isPublic,
        uploadedById: uploader,
        createdAt,
      });
      return { id, storageKey };
    };
    const old = await keep('antiga.jpg', new Date(Date.now() - 3 * 86_400_000));
    const recent = await keep('recente.jpg', new Date());
    const privateOne = await keep('privada.jpg', new Date(Date.now() - 86_400_000), false);
    const madeAt = async (id: string) =>
      (await t.database.db.select().from(schema.storedFiles).where(eq(schema.storedFiles.id, id)))[0]!
        .variantsMadeAt;

    await t.jobs.send('image-variants-backfill', {});
    await t.jobs.runDue();
    for (const width of [480, 960, 1600]) expect(await storage.has(`${old.storageKey}-w${width}`)).toBe(true);
    expect(await madeAt(old.id)).toBeInstanceOf(Date);
    // A new upload's own job makes its copies; a private file never has any.
    expect(await storage.has(`${recent.storageKey}-w480`)).toBe(false);
    expect(await storage.has(`${privateOne.storageKey}-w480`)).toBe(false);

    const first = await madeAt(old.id);
    await t.jobs.send('image-variants-backfill', {});
    await t.jobs.runDue();
    expect(await madeAt(old.id)).toEqual(first);
  });

  it('marks an uploaded image once its copies are made', async () => {
    const image = await upload('marcada.jpg', await photo(900, 450), 'inline');
    const [row] = await t.database.db
      .select()
      .from(schema.storedFiles)
      .where(eq(schema.storedFiles.id, image.id));
    expect(row!.variantsMadeAt).toBeInstanceOf(Date);
  });
});
