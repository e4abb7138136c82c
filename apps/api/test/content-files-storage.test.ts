import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@aula/db';
import { createTestApp, type TestApp } from './app';
import { startLocalS3 } from './local-s3';
import { multipartFile, samplePdf, samplePng } from './multipart';
import { createUser, jwt, loginAs } from './users';

async function uploadPdf(t: TestApp) {
  const staff = (await loginAs(t.app, await createUser(t.database.db, { isStaff: true }))).access;
  const body = multipartFile('Ficha de frações.pdf', samplePdf);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/content/uploads?kind=attachment',
    payload: body.payload,
    headers: { ...body.headers, ...jwt(staff) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; url: string };
}

describe('downloads with the PostgreSQL driver, whole and by range', () => {
  let t: TestApp;
  let file: { id: string; url: string };
  const size = samplePdf.length;
  const get = (url: string, range?: string) =>
    t.app.inject({ url, headers: range === undefined ? {} : { range } });

  beforeAll(async () => {
    t = await createTestApp({ env: { FILE_STORAGE: 'postgres' } });
    file = await uploadPdf(t);
  });
  afterAll(() => t.close());

  it('keeps the bytes in the database, not on disk', async () => {
    const [row] = await t.database.db
      .select()
      .from(schema.storedFiles)
      .where(eq(schema.storedFiles.id, file.id));
    const [content] = await t.database.db
      .select({ size: schema.fileContents.sizeBytes })
      .from(schema.fileContents)
      .where(eq(schema.fileContents.key, row!.storageKey));
    expect(content?.size).toBe(size);
    expect(existsSync(t.config.uploadsDir)).toBe(false);
  });

  it('serves the whole file and says ranges are accepted', async () => {
    const res = await get(file.url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(samplePdf)).toBe(true);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-length']).toBe(String(size));
    expect(res.headers['content-range']).toBeUndefined();
  });

  it('answers a range with 206, the bytes asked for and the same safe headers', async () => {
    const res = await get(file.url, 'bytes=5-14');
    expect(res.statusCode).toBe(206);
    expect(res.rawPayload.equals(samplePdf.subarray(5, 15))).toBe(true);
    expect(res.headers['content-range']).toBe(`bytes 5-14/${size}`);
    expect(res.headers['content-length']).toBe('10');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Ficha de fracoes.pdf"/);
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
  });

  it('reads the first byte, an open range and a suffix', async () => {
    const first = await get(file.url, 'bytes=0-0');
    expect([first.statusCode, first.headers['content-range']]).toEqual([206, `bytes 0-0/${size}`]);
    expect(first.rawPayload.equals(samplePdf.subarray(0, 1))).toBe(true);
    const open = await get(file.url, `bytes=${size - 6}-`);
    expect(open.rawPayload.equals(samplePdf.subarray(-6))).toBe(true);
    const suffix = await get(file.url, 'bytes=-4');
    expect(suffix.headers['content-range']).toBe(`bytes ${size - 4}-${size - 1}/${size}`);
    expect(suffix.rawPayload.toString()).toBe('EOF\n');
  });

  it('never compresses a part: the offsets must stay those of the file', async () => {
    const res = await t.app.inject({
      url: file.url,
      headers: { range: 'bytes=2-9', 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(samplePdf.subarray(2, 10))).toBe(true);
  });

  it('answers 416 with the size for a range past the end, and the whole file for several ranges', async () => {
    const past = await get(file.url, `bytes=${size}-`);
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
    expect(past.json()).toEqual({ detail: 'O intervalo pedido está fora do arquivo.' });
    const several = await get(file.url, 'bytes=0-1,4-5');
    expect(several.statusCode).toBe(200);
    expect(several.rawPayload.equals(samplePdf)).toBe(true);
  });

  it('checks the link before any range: unsigned 403, unknown 404', async () => {
    expect((await get(`/api/content/files/${file.id}`, 'bytes=0-3')).statusCode).toBe(403);
    const expired = file.url.replace(/expires=\d+/, 'expires=1000');
    expect((await get(expired, `bytes=${size}-`)).statusCode).toBe(403);
    expect((await get(`/api/content/files/${crypto.randomUUID()}`, 'bytes=0-3')).statusCode).toBe(404);
  });
});

describe('downloads with the S3 driver (local S3-compatible server)', () => {
  let t: TestApp;
  let s3: Awaited<ReturnType<typeof startLocalS3>>;
  beforeAll(async () => {
    s3 = await startLocalS3();
    t = await createTestApp({ env: s3.env });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('stores uploads in the bucket and serves whole files and ranges from it', async () => {
    expect(t.config.fileStorage.driver).toBe('s3');
    const file = await uploadPdf(t);
    const whole = await t.app.inject({ url: file.url });
    expect(whole.rawPayload.equals(samplePdf)).toBe(true);
    const part = await t.app.inject({ url: file.url, headers: { range: 'bytes=1-3' } });
    expect([part.statusCode, part.rawPayload.toString()]).toEqual([206, 'PDF']);
    expect(existsSync(t.config.uploadsDir)).toBe(false);
  });

  it('serves public covers from the bucket too', async () => {
    const staff = (await loginAs(t.app, await createUser(t.database.db, { isStaff: true }))).access;
    const body = multipartFile('capa.png', samplePng, 'image/png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/uploads?kind=cover',
      payload: body.payload,
      headers: { ...body.headers, ...jwt(staff) },
    });
    const image = await t.app.inject({ url: res.json().url });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);
    expect(image.rawPayload.equals(samplePng)).toBe(true);
  });
});
