import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@aula/db';
import { premiumAccess } from '../src/modules/content';
import { createTestApp, type TestApp } from './app';
import { makePaying } from './content-fixtures';
import { createUser } from './users';

/** The one rule every premium check uses: catalogue, copies, shares, classroom links and PDFs. */
describe('premium access', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const canRead = async (user: { id: number }) => {
    const [row] = await t.database.db.select().from(schema.users).where(eq(schema.users.id, user.id));
    return premiumAccess(t.database.db)(row!);
  };

  it('is refused to a teacher on the free configuration', async () => {
    expect(await canRead(await createUser(t.database.db))).toBe(false);
  });

  it('is granted by a configuration other than the free one (paid plan or grant)', async () => {
    const teacher = await createUser(t.database.db);
    await makePaying(t.database.db, teacher.id);
    expect(await canRead(teacher)).toBe(true);
  });

  it('is granted to staff and to superusers alike', async () => {
    expect(await canRead(await createUser(t.database.db, { isStaff: true }))).toBe(true);
    expect(await canRead(await createUser(t.database.db, { isSuperuser: true }))).toBe(true);
  });
});
