import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@aula/db';
import type { FileStorage } from '../src/lib/file-storage';
import { grantConsent } from './consent';
import { createTestApp, type TestApp } from './app';
import { multipartFile, samplePng } from './multipart';
import { callsAs, createUser, jwt, loginAs, type Who } from './users';

/**
 * Stored bytes that stay readable until `remove` is called: a download after the deletion can
 * only fail because the link itself stopped, not because the job already removed the bytes.
 */
function lingeringStorage(): FileStorage & { removed: string[]; saved: Map<string, Buffer> } {
  const saved = new Map<string, Buffer>();
  const removed: string[] = [];
  return {
    saved,
    removed,
    async save(key, data) {
      saved.set(key, data);
    },
    async open(key): Promise<Readable | null> {
      const data = saved.get(key);
      if (!data) return null;
      const { Readable } = await import('node:stream');
      return Readable.from([data]);
    },
    async has(key) {
      return saved.has(key);
    },
    async remove(key) {
      removed.push(key);
    },
  };
}

describe("deleting a student takes her hand-ins' files with her account", () => {
  let t: TestApp;
  const storage = lingeringStorage();
  beforeAll(async () => {
    t = await createTestApp({ deps: { fileStorage: storage } });
  });
  afterAll(() => t.close());

  const { call, ok } = callsAs(() => t);
  const signedIn = async (user: Awaited<ReturnType<typeof createUser>>) => ({
    id: user.id,
    access: (await loginAs(t.app, user)).access,
  });

  async function handIn(teacher: Who, room: { id: number; code: string }, username: string) {
    const child = await signedIn(await createUser(t.database.db, { email: null, username, isStudent: true }));
    await ok('POST', `/api/content/classrooms/${room.id}/self-link/`, child, { code: room.code });
    await grantConsent(t, teacher, child.id);
    const activity = await ok(
      'POST',
      `/api/content/classrooms/${room.id}/assignments/`,
      teacher,
      { title: 'Foto do caderno', submission_type: 'file' },
      201,
    );
    const body = multipartFile('caderno.png', samplePng, 'image/png');
    const photo = await t.app.inject({
      method: 'POST',
      url: '/api/student/uploads/',
      headers: { ...jwt(child.access), ...body.headers },
      payload: body.payload,
    });
    expect(photo.statusCode, photo.body).toBe(201);
    await ok('POST', `/api/student/assignments/${activity.id}/submit/`, child, { files: [photo.json().id] });
    const rows = await ok('GET', `/api/content/assignments/${activity.id}/submissions/`, teacher);
    const url = rows.find((r: { student: { id: number } }) => r.student.id === child.id).files[0]
      .url as string;
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    return { child, fileId: photo.json().id as string, url };
  }

  it('removes the files through the job queue and stops their links at once', async () => {
    const teacher = await signedIn(await createUser(t.database.db));
    const room = await ok(
      'POST',
      '/api/content/classrooms/',
      teacher,
      { name: '2º ano', school_year: 2026 },
      201,
    );
    const { child, fileId, url } = await handIn(teacher, room, `aluna.foto.${Date.now()}`);
    const [row] = await t.database.db
      .select()
      .from(schema.storedFiles)
      .where(eq(schema.storedFiles.id, fileId));

    const res = await call('DELETE', `/api/profile/my-students/${child.id}/`, teacher);
    expect(res.statusCode, res.body).toBe(204);
    expect(await t.database.db.select().from(schema.users).where(eq(schema.users.id, child.id))).toEqual([]);
    expect(
      await t.database.db.select().from(schema.storedFiles).where(eq(schema.storedFiles.id, fileId)),
    ).toEqual([]);
    // The bytes are still readable in this storage: the link fails on its own.
    expect(storage.saved.has(row!.storageKey)).toBe(true);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    // The job queued by the deletion removed the bytes.
    expect(storage.removed).toContain(row!.storageKey);
  });

  it('keeps the files of a child another teacher also has: only her classes lose the child', async () => {
    const teacher = await signedIn(await createUser(t.database.db));
    const other = await signedIn(await createUser(t.database.db));
    const room = await ok(
      'POST',
      '/api/content/classrooms/',
      teacher,
      { name: '3º ano', school_year: 2026 },
      201,
    );
    const otherRoom = await ok(
      'POST',
      '/api/content/classrooms/',
      other,
      { name: 'Reforço', school_year: 2026 },
      201,
    );
    const { child, fileId, url } = await handIn(teacher, room, `aluno.dividido.${Date.now()}`);
    await ok('POST', `/api/content/classrooms/${otherRoom.id}/self-link/`, child, { code: otherRoom.code });

    expect((await call('DELETE', `/api/profile/my-students/${child.id}/`, teacher)).statusCode).toBe(204);
    expect(
      await t.database.db.select().from(schema.storedFiles).where(eq(schema.storedFiles.id, fileId)),
    ).toHaveLength(1);
    expect((await t.app.inject({ url })).statusCode).toBe(200);
  });
});
