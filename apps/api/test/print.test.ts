import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { insertLesson, insertPlan, makePaying } from './content-fixtures';
import { multipartFile, samplePng } from './multipart';
import { createUser, jwt, loginAs } from './users';

type Who = { id: number; access: string };

/** The PDF's text, pages joined, spaces collapsed (pdf.js splits runs where fonts change). */
async function pdfText(body: Buffer) {
  const { text, totalPages } = await extractText(new Uint8Array(body), { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), pages: totalPages };
}

describe('plans, lessons and activities as PDF', () => {
  let t: TestApp;
  let free: Who;
  let paying: Who;
  let planId: number;
  let lessonId: number;
  let premiumPlanId: number;
  let premiumLessonId: number;

  const get = (url: string, who: Who | null) => t.app.inject({ url, headers: who ? jwt(who.access) : {} });
  const pdfOf = async (url: string, who: Who) => {
    const res = await get(url, who);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    return { res, ...(await pdfText(res.rawPayload)) };
  };
  async function teacher(paid = false) {
    const user = await createUser(t.database.db);
    if (paid) await makePaying(t.database.db, user.id);
    return { id: user.id, access: (await loginAs(t.app, user)).access };
  }

  beforeAll(async () => {
    t = await createTestApp();
    free = await teacher();
    paying = await teacher(true);
    const picture = await t.app.inject({
      method: 'POST',
      url: '/api/content/custom-lessonplans/uploads/?kind=inline',
      ...(() => {
        const body = multipartFile('pizza.png', samplePng);
        return { payload: body.payload, headers: { ...body.headers, ...jwt(free.access) } };
      })(),
    });
    expect(picture.statusCode, picture.body).toBe(201);
    const plan = await insertPlan(t.database.db, {
      title: 'Frações no dia a dia',
      description: 'Seis aulas sobre frações com situações do cotidiano.',
      bnccCodes: ['EF05MA03'],
    });
    planId = plan.id;
    const lesson = await insertLesson(t.database.db, plan.id, {
      title: 'Frações na pizza',
      durationMinutes: 45,
      objectives: 'Reconhecer metades e quartos.',
      materials: 'Círculos de papel, tesoura',
      bnccCodes: ['EF05MA04'],
      contentHtml:
        '<h2>Abertura</h2><p>Pergunte à turma: <strong>quem já dividiu</strong> uma pizza?</p>' +
        `<ul><li>Recorte os círculos</li><li>Dobre ao meio</li></ul><p><img src="/api/content/files/${picture.json().id}" alt="Pizza"></p>`,
      studentContentHtml:
        '<p>Pinte três quartos da pizza e escreva a fração.</p><ol><li>Quantas partes?</li></ol>',
    });
    lessonId = lesson.id;
    await insertLesson(t.database.db, plan.id, {
      title: 'Frações equivalentes',
      position: 1,
      studentContentHtml: '<p>Complete a tabela de frações equivalentes.</p>',
    });
    const premium = await insertPlan(t.database.db, { title: 'Geometria premium', premium: true });
    premiumPlanId = premium.id;
    premiumLessonId = (await insertLesson(t.database.db, premium.id, { title: 'Ângulos retos' })).id;
  });
  afterAll(() => t.close());

  it('prints the teacher version of a plan: title, BNCC codes, objectives, steps and images, one lesson a page', async () => {
    const { res, text, pages } = await pdfOf(`/api/content/lessonplans/${planId}/pdf/`, free);
    expect(text).toContain('Frações no dia a dia');
    expect(text).toContain('EF05MA03');
    expect(text).toContain('EF05MA04');
    expect(text).toContain('Reconhecer metades e quartos.');
    expect(text).toContain('Círculos de papel, tesoura');
    expect(text).toContain('quem já dividiu uma pizza?');
    expect(text).toContain('Recorte os círculos');
    expect(text).toContain('Frações equivalentes');
    // A summary page, then each lesson on its own page; every page numbered.
    expect(pages).toBe(3);
    expect(text).toContain('Página 3 de 3');
    expect(res.rawPayload.toString('latin1')).toContain('/Subtype /Image');
    // Fonts are embedded (a TrueType subset), not the viewer's choice.
    expect(res.rawPayload.toString('latin1')).toMatch(/\/FontFile2/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Plano - Fracoes no dia a dia.pdf"; filename*=UTF-8''${encodeURIComponent('Plano - Frações no dia a dia.pdf')}`,
    );
  });

  it('prints the student version with name lines and the student material only', async () => {
    const { res, text } = await pdfOf(`/api/content/lessonplans/${planId}/pdf/?version=student`, free);
    expect(text).toContain('Folha do aluno');
    expect(text).toContain('Nome:');
    expect(text).toContain('Turma:');
    expect(text).toContain('Pinte três quartos da pizza e escreva a fração.');
    expect(text).toContain('Complete a tabela de frações equivalentes.');
    expect(text).not.toContain('Reconhecer metades e quartos.');
    expect(text).not.toContain('quem já dividiu');
    expect(res.headers['content-disposition']).toContain(
      encodeURIComponent('Plano - Frações no dia a dia - Folha do aluno.pdf'),
    );
  });

  it('prints one lesson, in either version', async () => {
    const teacherPdf = await pdfOf(`/api/content/lessons/${lessonId}/pdf/?version=teacher`, free);
    expect(teacherPdf.text).toContain('Frações na pizza');
    expect(teacherPdf.text).toContain('Duração: 45 min');
    expect(teacherPdf.text).toContain('EF05MA04');
    expect(teacherPdf.text).not.toContain('Frações equivalentes');
    const student = await pdfOf(`/api/content/lessons/${lessonId}/pdf/?version=student`, free);
    expect(student.text).toContain('Pinte três quartos');
    expect(student.text).toContain('1. Quantas partes?');
    expect(student.text).not.toContain('Reconhecer metades');
    expect(student.res.headers['content-disposition']).toContain(
      encodeURIComponent('Aula - Frações na pizza - Folha do aluno.pdf'),
    );
  });

  it('keeps premium lessons for subscribers, and others’ plans and bad input out', async () => {
    for (const url of [
      `/api/content/lessonplans/${premiumPlanId}/pdf/`,
      `/api/content/lessons/${premiumLessonId}/pdf/?version=student`,
    ]) {
      const refused = await get(url, free);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'premium_required' });
      expect((await pdfOf(url, paying)).text).toContain('Geometria premium');
    }
    expect((await get(`/api/content/lessonplans/${planId}/pdf/`, null)).statusCode).toBe(401);
    const own = await insertPlan(t.database.db, { title: 'Só meu', ownerId: paying.id, published: false });
    const ownLesson = await insertLesson(t.database.db, own.id);
    expect((await get(`/api/content/lessonplans/${own.id}/pdf/`, free)).statusCode).toBe(404);
    expect((await get(`/api/content/lessons/${ownLesson.id}/pdf/`, free)).statusCode).toBe(404);
    expect((await pdfOf(`/api/content/lessons/${ownLesson.id}/pdf/`, paying)).text).toContain('Só meu');
    const bad = await get(`/api/content/lessons/${lessonId}/pdf/?version=coordenador`, free);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('version');
  });

  it('prints an activity sheet for the class, only for the teacher who passed it', async () => {
    const room = (
      await t.app.inject({
        method: 'POST',
        url: '/api/content/classrooms/',
        headers: jwt(free.access),
        payload: { name: '5º ano B', school_year: 2026 },
      })
    ).json();
    const link = await t.app.inject({
      method: 'POST',
      url: `/api/content/classrooms/${room.id}/link_lessons/`,
      headers: jwt(free.access),
      payload: { lessons: [lessonId] },
    });
    expect(link.statusCode, link.body).toBe(200);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/content/classrooms/${room.id}/assignments/`,
      headers: jwt(free.access),
      payload: {
        lesson: lessonId,
        title: 'Tarefa: frações da pizza',
        instructions: '<p>Faça em casa com a família.</p>',
        due_at: '2099-05-04T20:59:00-03:00',
        students: null,
        submission_type: 'text',
        publish_at: null,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const { text, res } = await pdfOf(`/api/content/assignments/${id}/pdf/`, free);
    expect(text).toContain('Tarefa: frações da pizza');
    expect(text).toContain('Turma: 5º ano B');
    expect(text).toContain('Entregar até 04/05/2099');
    expect(text).toContain('Faça em casa com a família.');
    expect(text).toContain('Pinte três quartos da pizza');
    expect(text).not.toContain('Reconhecer metades');
    expect(res.headers['content-disposition']).toContain(
      encodeURIComponent('Atividade - Tarefa  frações da pizza - Folha do aluno.pdf').replace(
        '%20%20',
        '%20',
      ),
    );
    // The teacher's version: the instructions, then the lesson as written for the teacher.
    const teacherVersion = await pdfOf(`/api/content/assignments/${id}/pdf/?version=teacher`, free);
    expect(teacherVersion.text).toContain('Tarefa: frações da pizza');
    expect(teacherVersion.text).toContain('Instruções para a turma');
    expect(teacherVersion.text).toContain('Reconhecer metades');
    expect(teacherVersion.text).not.toContain('Nome:');
    expect(teacherVersion.res.headers['content-disposition']).toContain(
      encodeURIComponent('Atividade - Tarefa  frações da pizza.pdf').replace('%20%20', '%20'),
    );
    expect((await get(`/api/content/assignments/${id}/pdf/`, paying)).statusCode).toBe(404);
  });
});
