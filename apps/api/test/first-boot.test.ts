import { join } from 'node:path';
import { count, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@aula/db';
import type { FileStorage } from '../src/lib/file-storage';
import { diskFileStorage } from '../src/lib/file-storage-disk';
import { postgresFileStorage } from '../src/lib/file-storage-postgres';
import { seedDemo } from '../src/seed/first-boot';
import { createTestApp, type TestApp } from './app';

describe('first start with demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const catalogue = async () => {
    const { lessonPlans, users, classrooms, subscriptionPlans } = schema;
    const db = t.database.db;
    const [plans] = await db.select({ n: count() }).from(lessonPlans).where(isNull(lessonPlans.ownerId));
    const [people] = await db.select({ n: count() }).from(users);
    const [rooms] = await db.select({ n: count() }).from(classrooms);
    const [offers] = await db.select({ n: count() }).from(subscriptionPlans);
    return { plans: plans!.n, users: people!.n, classrooms: rooms!.n, subscriptionPlans: offers!.n };
  };

  it('leaves nothing behind when killed halfway, and seeds everything on the next start', async () => {
    const disk = diskFileStorage(join(t.config.dataDir, 'uploads'));
    let saves = 0;
    // The process "dies" while the catalogue's files are being written.
    const dying: FileStorage = {
      ...disk,
      save: async (key, data) => {
        if (++saves > 4) throw new Error('processo encerrado');
        await disk.save(key, data);
      },
    };
    await expect(
      seedDemo(t.database.db, () => dying, { staffPassword: 'Senha-Da-Equipe-2026' }),
    ).rejects.toThrow('processo encerrado');
    expect(await catalogue()).toEqual({ plans: 0, users: 0, classrooms: 0, subscriptionPlans: 0 });

    const accounts = await seedDemo(t.database.db, () => disk, { staffPassword: 'Senha-Da-Equipe-2026' });
    expect(accounts).toHaveLength(3);
    expect(await catalogue()).toEqual({ plans: 13, users: 6, classrooms: 1, subscriptionPlans: 2 });
  });

  it('keeps files stored in the database inside the same transaction', async () => {
    const fresh = await createTestApp();
    try {
      const files = async () =>
        (await fresh.database.db.select({ n: count() }).from(schema.fileContents))[0]!.n;
      let saves = 0;
      const dying = (db: Parameters<typeof postgresFileStorage>[0]): FileStorage => {
        const inDatabase = postgresFileStorage(db);
        return {
          ...inDatabase,
          save: async (key, data) => {
            if (++saves > 4) throw new Error('processo encerrado');
            await inDatabase.save(key, data);
          },
        };
      };
      await expect(
        seedDemo(fresh.database.db, dying, { staffPassword: 'Senha-Da-Equipe-2026' }),
      ).rejects.toThrow('processo encerrado');
      expect(await files()).toBe(0);
      await seedDemo(fresh.database.db, postgresFileStorage, { staffPassword: 'Senha-Da-Equipe-2026' });
      expect(await files()).toBeGreaterThan(4);
    } finally {
      await fresh.close();
    }
  });
});
