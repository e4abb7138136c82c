import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { insertLesson, insertPlan } from './content-fixtures';
import { createUser, jwt, loginAs } from './users';

const url = '/api/profile/my-favorites/';

describe('favourites', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const session = async () => (await loginAs(t.app, await createUser(t.database.db))).access;

  it('adds once, lists, shows on the plan and removes', async () => {
    const access = await session();
    const plan = await insertPlan(t.database.db, { title: 'Livro favorito' });
    const lesson = await insertLesson(t.database.db, plan.id, { title: 'Aula favorita' });
    const first = await t.app.inject({
      method: 'POST',
      url,
      headers: jwt(access),
      payload: { lesson: lesson.id },
    });
    expect(first.statusCode, first.body).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url,
      headers: jwt(access),
      payload: { lesson: lesson.id },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);

    const list = await t.app.inject({ url, headers: jwt(access) });
    expect(list.json()).toMatchObject({
      count: 1,
      results: [
        {
          id: first.json().id,
          lesson: lesson.id,
          lesson_detail: {
            title: 'Aula favorita',
            lesson_plan: plan.id,
            lesson_plan_title: 'Livro favorito',
          },
        },
      ],
    });
    const detail = await t.app.inject({ url: `/api/content/lessonplans/${plan.id}/`, headers: jwt(access) });
    expect(detail.json().lessons[0].favorite_id).toBe(first.json().id);

    const other = await session();
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `${url}${first.json().id}`,
      headers: jwt(other),
    });
    expect(foreign.statusCode).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${url}${first.json().id}`,
      headers: jwt(access),
    });
    expect(removed.statusCode).toBe(204);
    expect((await t.app.inject({ url, headers: jwt(access) })).json().count).toBe(0);
  });

  it('favourites locked premium lessons too, but not unpublished ones', async () => {
    const access = await session();
    const premium = await insertPlan(t.database.db, { premium: true });
    const locked = await insertLesson(t.database.db, premium.id);
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: jwt(access),
      payload: { lesson: locked.id },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().lesson_detail.premium).toBe(true);
    const draft = await insertPlan(t.database.db, { published: false });
    const hidden = await insertLesson(t.database.db, draft.id);
    const refused = await t.app.inject({
      method: 'POST',
      url,
      headers: jwt(access),
      payload: { lesson: hidden.id },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ lesson: ['Aula não encontrada.'] });
  });

  it('requires a teacher', async () => {
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `${url}1` })).statusCode).toBe(401);
    const student = await createUser(t.database.db, { isStudent: true, email: null });
    const access = (await loginAs(t.app, student)).access;
    expect((await t.app.inject({ url, headers: jwt(access) })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url, headers: jwt(access), payload: { lesson: 1 } })).statusCode,
    ).toBe(403);
  });
});
