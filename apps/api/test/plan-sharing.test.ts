import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { insertLesson, insertPlan, makePaying } from './content-fixtures';
import { multipartFile, samplePdf, samplePng } from './multipart';
import { createUser, GOOD_PASSWORD, jwt, loginAs } from './users';

type Who = { id: number; access: string };

describe('sharing a plan with a colleague by link', () => {
  let t: TestApp;
  let owner: Who;
  let colleague: Who;
  let planId: number;

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: Who | null) =>
    t.app.inject({ method, url, headers: who ? jwt(who.access) : {} });
  async function teacher(maxCustom?: number) {
    const user = await createUser(t.database.db, { firstName: 'Lúcia', lastName: 'Matos' });
    if (maxCustom !== undefined) await makePaying(t.database.db, user.id, maxCustom);
    return { id: user.id, access: (await loginAs(t.app, user)).access };
  }
  const shareOf = async (id: number, who: Who) => {
    const res = await call('POST', `/api/content/custom-lessonplans/${id}/share/`, who);
    expect([200, 201], res.body).toContain(res.statusCode);
    return res.json() as { token: string; url: string };
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await teacher(10);
    colleague = await teacher(1);
    const plan = await insertPlan(t.database.db, {
      title: 'Meu projeto de leitura',
      ownerId: owner.id,
      published: false,
    });
    planId = plan.id;
    await insertLesson(t.database.db, plan.id, { title: 'Roda de leitura', position: 0 });
    await insertLesson(t.database.db, plan.id, { title: 'Reconto em grupo', position: 1 });
  });
  afterAll(() => t.close());

  it('gives the owner one link per plan, and no one else a link to it', async () => {
    const first = await call('POST', `/api/content/custom-lessonplans/${planId}/share/`, owner);
    expect(first.statusCode, first.body).toBe(201);
    const share = first.json();
    expect(share.token).toMatch(/^[\w-]{24}$/);
    expect(share.url).toMatch(new RegExp(`/dashboard/shared-books/${share.token}$`));
    const again = await call('POST', `/api/content/custom-lessonplans/${planId}/share/`, owner);
    expect(again.statusCode).toBe(200);
    expect(again.json().token).toBe(share.token);
    expect(
      (await call('GET', `/api/content/custom-lessonplans/${planId}/share/`, owner)).json(),
    ).toMatchObject({
      share: { token: share.token },
    });
    expect(
      (await call('POST', `/api/content/custom-lessonplans/${planId}/share/`, colleague)).statusCode,
    ).toBe(404);
    expect((await call('POST', `/api/content/custom-lessonplans/${planId}/share/`, null)).statusCode).toBe(
      401,
    );
    const catalogue = await insertPlan(t.database.db, { title: 'Do catálogo' });
    expect(
      (await call('POST', `/api/content/custom-lessonplans/${catalogue.id}/share/`, owner)).statusCode,
    ).toBe(404);
  });

  it('shows the shared plan to a colleague, who copies it into her books within her limit', async () => {
    const { token } = await shareOf(planId, owner);
    const view = await call('GET', `/api/content/shared-lessonplans/${token}/`, colleague);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({
      lessonplan: { id: planId, title: 'Meu projeto de leitura' },
      shared_by: 'Lúcia Matos',
      lesson_titles: ['Roda de leitura', 'Reconto em grupo'],
    });
    const copied = await call('POST', `/api/content/shared-lessonplans/${token}/copy/`, colleague);
    expect(copied.statusCode, copied.body).toBe(201);
    expect(copied.json()).toMatchObject({
      title: 'Meu projeto de leitura',
      is_custom: true,
      lessons: [{ title: 'Roda de leitura' }, { title: 'Reconto em grupo' }],
    });
    const mine = await call('GET', '/api/content/custom-lessonplans/', colleague);
    expect(mine.json().results.map((plan: { id: number }) => plan.id)).toEqual([copied.json().id]);
    // Her plan allows one own book: the second copy is refused.
    const over = await call('POST', `/api/content/shared-lessonplans/${token}/copy/`, colleague);
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({ code: 'custom_lessons_limit' });
  });

  it('does not hand premium lessons to a colleague without a subscription', async () => {
    const premium = await insertPlan(t.database.db, { title: 'Geometria premium', premium: true });
    await insertLesson(t.database.db, premium.id, { title: 'Ângulos' });
    const copy = await t.app.inject({
      method: 'POST',
      url: '/api/content/custom-lessonplans/copy/',
      headers: jwt(owner.access),
      payload: { lessonplan: premium.id },
    });
    expect(copy.statusCode, copy.body).toBe(201);
    const { token } = await shareOf(copy.json().id, owner);
    const free = await teacher();
    const refused = await call('POST', `/api/content/shared-lessonplans/${token}/copy/`, free);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'premium_required' });
    const subscriber = await teacher(5);
    expect(
      (await call('POST', `/api/content/shared-lessonplans/${token}/copy/`, subscriber)).statusCode,
    ).toBe(201);

    // A copy of the copy stays premium work after the copy between them is deleted.
    const copyOfCopy = await t.app.inject({
      method: 'POST',
      url: '/api/content/custom-lessonplans/copy/',
      headers: jwt(owner.access),
      payload: { lessonplan: copy.json().id },
    });
    expect(copyOfCopy.statusCode, copyOfCopy.body).toBe(201);
    expect(
      (await call('DELETE', `/api/content/custom-lessonplans/${copy.json().id}/`, owner)).statusCode,
    ).toBe(204);
    const { token: laundered } = await shareOf(copyOfCopy.json().id, owner);
    const again = await call('POST', `/api/content/shared-lessonplans/${laundered}/copy/`, free);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ code: 'premium_required' });
  });

  it("keeps a colleague's copy whole when the author deletes her account", async () => {
    const author = await teacher(5);
    const colleagueOf = await teacher(5);
    const upload = async (name: string, data: Buffer, type: string, kind: string) => {
      const file = multipartFile(name, data, type);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/content/custom-lessonplans/uploads/?kind=${kind}`,
        headers: { ...jwt(author.access), ...file.headers },
        payload: file.payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: string };
    };
    const pdf = await upload('ficha.pdf', samplePdf, 'application/pdf', 'attachment');
    const cover = await upload('capa.png', samplePng, 'image/png', 'cover');
    const inline = await upload('figura.png', samplePng, 'image/png', 'inline');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/content/custom-lessonplans/',
      headers: jwt(author.access),
      payload: { title: 'Sequência com ficha', cover: cover.id },
    });
    expect(created.statusCode, created.body).toBe(201);
    const plan = created.json() as { id: number };
    const lesson = await t.app.inject({
      method: 'POST',
      url: `/api/content/custom-lessonplans/${plan.id}/lessons/`,
      headers: jwt(author.access),
      payload: {
        title: 'Aula com ficha',
        content_html: `<p>Observe a figura:</p><img src="/api/content/files/${inline.id}" alt="Figura">`,
        attachments: [{ file: pdf.id, title: 'Ficha' }],
      },
    });
    expect(lesson.statusCode, lesson.body).toBe(201);
    const { token } = await shareOf(plan.id, author);
    const copied = await call('POST', `/api/content/shared-lessonplans/${token}/copy/`, colleagueOf);
    expect(copied.statusCode, copied.body).toBe(201);
    const copyId = (copied.json() as { id: number }).id;

    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/delete-account/',
      headers: jwt(author.access),
      payload: { password: GOOD_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);

    const lessons = await call('GET', `/api/content/lessonplans/${copyId}/lessons/`, colleagueOf);
    expect(lessons.statusCode, lessons.body).toBe(200);
    const [copiedLesson] = lessons.json().results as {
      attachments: { title: string; file: { id: string; url: string } }[];
    }[];
    expect(copiedLesson!.attachments).toMatchObject([{ title: 'Ficha', file: { id: pdf.id } }]);
    const download = await t.app.inject({ url: copiedLesson!.attachments[0]!.file.url });
    expect(download.statusCode, download.body).toBe(200);
    expect(download.rawPayload.equals(samplePdf)).toBe(true);
    // An image inside the lesson's text is the copy's too.
    const { content_html: html } = lessons.json().results[0] as { content_html: string };
    const src = /src="([^"]+)"/.exec(html)![1]!.replaceAll('&amp;', '&');
    expect(src).toContain(inline.id);
    const figure = await t.app.inject({ url: src });
    expect(figure.statusCode, figure.body).toBe(200);
    const copy = await call('GET', `/api/content/custom-lessonplans/${copyId}/`, colleagueOf);
    expect(copy.json()).toMatchObject({ cover: cover.id });
    expect((await t.app.inject({ url: copy.json().cover_url as string })).statusCode).toBe(200);
    // The author's own plan went with her account.
    expect((await call('GET', `/api/content/custom-lessonplans/${plan.id}/`, colleagueOf)).statusCode).toBe(
      404,
    );
  });

  it('stops a share: the link no longer opens or copies', async () => {
    const { token } = await shareOf(planId, owner);
    expect((await call('DELETE', `/api/content/custom-lessonplans/${planId}/share/`, owner)).statusCode).toBe(
      204,
    );
    for (const [method, url] of [
      ['GET', `/api/content/shared-lessonplans/${token}/`],
      ['POST', `/api/content/shared-lessonplans/${token}/copy/`],
    ] as const) {
      const res = await call(method, url, colleague);
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe('Link de compartilhamento inválido ou desativado.');
    }
    expect((await call('GET', `/api/content/custom-lessonplans/${planId}/share/`, owner)).json()).toEqual({
      share: null,
    });
    expect((await call('GET', '/api/content/shared-lessonplans/curto/', colleague)).statusCode).toBe(400);
    const student = await createUser(t.database.db, { email: null, username: 'aluno.x', isStudent: true });
    const studentWho = { id: student.id, access: (await loginAs(t.app, student)).access };
    expect((await call('GET', `/api/content/shared-lessonplans/${token}/`, studentWho)).statusCode).toBe(403);
  });
});
