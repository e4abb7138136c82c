import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@aula/db';
import { createTestApp, type TestApp } from './app';
import { memoryStorage } from './memory-storage';
import { insertLesson, insertPlan } from './content-fixtures';
import { multipartFile, samplePng } from './multipart';
import { createUser, jwt, loginAs } from './users';

const { storedFiles } = schema;

/** A PNG of about `kb` kilobytes (the header makes it one; the rest is padding). */
const pngOf = (kb: number) => Buffer.concat([samplePng, Buffer.alloc(kb * 1024)]);

describe('uploads: per-account quota and rate, and unused ones removed after a day', () => {
  let t: TestApp;
  const storage = memoryStorage();
  beforeAll(async () => {
    t = await createTestApp({
      env: { UPLOAD_QUOTA_MB: '1', UPLOAD_RATE_PER_HOUR: '6' },
      deps: { fileStorage: storage },
    });
  });
  afterAll(() => t.close());

  const student = async () => {
    const user = await createUser(t.database.db, {
      email: null,
      username: `envia.${Date.now()}.${Math.random().toString(36).slice(2, 6)}`,
      isStudent: true,
    });
    return { id: user.id, access: (await loginAs(t.app, user)).access };
  };
  const upload = (access: string, data: Buffer, url = '/api/student/uploads/') => {
    const body = multipartFile('caderno.png', data, 'image/png');
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...jwt(access), ...body.headers },
      payload: body.payload,
    });
  };

  it('refuses what would pass the account quota, in Portuguese, and counts only that account', async () => {
    const ana = await student();
    expect((await upload(ana.access, pngOf(600))).statusCode).toBe(201);
    const over = await upload(ana.access, pngOf(600));
    expect(over.statusCode).toBe(400);
    expect(over.json().file[0]).toMatch(/^Seu espaço para arquivos acabou: você já guarda 0\.6 MB de 1 MB\./);
    // A smaller file still fits; another child has her own room.
    expect((await upload(ana.access, pngOf(300))).statusCode).toBe(201);
    const bia = await student();
    expect((await upload(bia.access, pngOf(600))).statusCode).toBe(201);
  });

  it('limits uploads per account per hour; staff publishing the catalogue are exempt', async () => {
    const caio = await student();
    for (let n = 0; n < 6; n++) expect((await upload(caio.access, samplePng)).statusCode).toBe(201);
    const seventh = await upload(caio.access, samplePng);
    expect(seventh.statusCode).toBe(429);
    expect(seventh.json().code).toBe('throttled');
    expect((await upload((await student()).access, samplePng)).statusCode).toBe(201);

    const staff = await createUser(t.database.db, { isStaff: true });
    const staffAccess = (await loginAs(t.app, staff)).access;
    for (let n = 0; n < 8; n++) {
      const res = await upload(staffAccess, pngOf(300), '/api/admin/content/uploads?kind=attachment');
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('a daily job removes uploads nothing uses after 24 hours, rows and bytes', async () => {
    const db = t.database.db;
    const owner = await createUser(db);
    const old = new Date(Date.now() - 25 * 3_600_000);
    const file = async (name: string, createdAt = old) => {
      const id = crypto.randomUUID();
      const storageKey = `${id.slice(0, 2)}/${id}`;
      await storage.save(storageKey, Buffer.from('x'));
      await db.insert(storedFiles).values({
        id,
        storageKey,
        originalName: name,
        contentType: 'image/png',
        sizeBytes: 1,
        uploadedById: owner.id,
        createdAt,
      });
      return { id, storageKey };
    };
    const forgotten = await file('esquecido.png');
    const recent = await file('recente.png', new Date());
    const cover = await file('capa.png');
    const attached = await file('anexo.png');
    const inline = await file('no-texto.png');
    const plan = await insertPlan(db, { ownerId: owner.id, coverFileId: cover.id });
    const lesson = await insertLesson(db, plan.id, {
      contentHtml: `<p><img src="/api/content/files/${inline.id.toUpperCase()}"></p>`,
    });
    await db
      .insert(schema.lessonAttachments)
      .values({ lessonId: lesson.id, fileId: attached.id, title: 'Anexo' });

    await t.jobs.send('unused-uploads-cleanup', {});
    expect(await t.jobs.runDue()).toBeGreaterThanOrEqual(2);

    const left = await db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(
        inArray(
          storedFiles.id,
          [forgotten, recent, cover, attached, inline].map((f) => f.id),
        ),
      );
    expect(left.map((row) => row.id).sort()).toEqual([recent.id, cover.id, attached.id, inline.id].sort());
    expect(storage.keys.has(forgotten.storageKey)).toBe(false);
    expect(storage.keys.has(recent.storageKey)).toBe(true);
    expect(storage.keys.has(cover.storageKey)).toBe(true);
    expect(await db.select().from(storedFiles).where(eq(storedFiles.id, forgotten.id))).toEqual([]);
  });
});
