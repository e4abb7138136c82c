import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { insertLesson, insertPlan } from './content-fixtures';
import { createUser, jwt, loginAs } from './users';

type Who = { id: number; access: string };

/** Text with its line breaks, and the largest and smallest type size of the body (pt). */
async function read(body: Buffer) {
  const bytes = new Uint8Array(body);
  const { text, totalPages } = await extractText(bytes.slice(), { mergePages: true });
  const doc = await getDocumentProxy(bytes.slice());
  const sizes: { text: string; size: number }[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) {
      if ('str' in item && item.str.trim()) sizes.push({ text: item.str, size: Math.abs(item.transform[0]) });
    }
  }
  return { text, pages: totalPages, sizes };
}

describe('what paper keeps: poems, headings, lists, young readers, drawing tasks, activity sheets', () => {
  let t: TestApp;
  let teacher: Who;
  const pdf = async (url: string) => {
    const res = await t.app.inject({ url, headers: jwt(teacher.access) });
    expect(res.statusCode, res.body).toBe(200);
    return read(res.rawPayload);
  };

  beforeAll(async () => {
    t = await createTestApp();
    const user = await createUser(t.database.db);
    teacher = { id: user.id, access: (await loginAs(t.app, user)).access };
  });
  afterAll(() => t.close());

  it("keeps a poem's lines, headings in order and lists as lists", async () => {
    const plan = await insertPlan(t.database.db, { title: 'Parlendas', ano: 'ef-4' });
    const lesson = await insertLesson(t.database.db, plan.id, {
      title: 'Batatinha',
      objectives: 'Ler em voz alta\n- Reconhecer rimas',
      contentHtml:
        '<h2>Parte um</h2><h3>Leitura</h3><p>Batatinha quando nasce<br>Espalha a rama pelo chão<br>' +
        'Menininha quando dorme<br>Põe a mão no coração</p><ol><li>Leia</li><li>Cante</li></ol>',
    });
    const { text, sizes } = await pdf(`/api/content/lessons/${lesson.id}/pdf/`);
    expect(text).toContain(
      'Batatinha quando nasce\nEspalha a rama pelo chão\nMenininha quando dorme\nPõe a mão no coração',
    );
    expect(text).toContain('• Ler em voz alta\n• Reconhecer rimas');
    expect(text).toContain('1. Leia\n2. Cante');
    const size = (s: string) => sizes.find((item) => item.text.includes(s))!.size;
    // The document's section ("Desenvolvimento da aula") ≥ the content's h2 ≥ its h3 ≥ body text.
    expect(size('Desenvolvimento da aula')).toBeGreaterThanOrEqual(size('Parte um'));
    expect(size('Parte um')).toBeGreaterThan(size('Leitura'));
    expect(size('Leitura')).toBeGreaterThanOrEqual(size('Batatinha quando nasce'));
  });

  it('gives 1º–2º ano sheets 14 pt type and a drawing task a box instead of ruled lines', async () => {
    const plan = await insertPlan(t.database.db, { title: 'Animais', ano: 'ef-1' });
    const lesson = await insertLesson(t.database.db, plan.id, {
      title: 'Meu bicho',
      studentContentHtml: '<p>Desenhe o seu animal preferido.</p>',
    });
    const young = await pdf(`/api/content/lessons/${lesson.id}/pdf/?version=student`);
    expect(young.sizes.find((item) => item.text.includes('Desenhe o seu'))!.size).toBeGreaterThanOrEqual(14);
    expect(young.text).toContain('Desenhe aqui');
    expect(young.text).not.toContain('Respostas');

    const older = await insertPlan(t.database.db, { title: 'Textos', ano: 'ef-5' });
    const writing = await insertLesson(t.database.db, older.id, {
      title: 'Resumo',
      studentContentHtml: '<p>Escreva um resumo do texto.</p>',
    });
    const sheet = await pdf(`/api/content/lessons/${writing.id}/pdf/?version=student`);
    expect(sheet.sizes.find((item) => item.text.includes('Escreva um resumo'))!.size).toBeLessThan(14);
    expect(sheet.text).toContain('Respostas');
  });

  it('prints a short activity on one page with its due hour', async () => {
    const room = (
      await t.app.inject({
        method: 'POST',
        url: '/api/content/classrooms/',
        headers: jwt(teacher.access),
        payload: { name: '5º ano A', school_year: 2026 },
      })
    ).json();
    const plan = await insertPlan(t.database.db, { title: 'Ciências', ano: 'ef-5' });
    const lesson = await insertLesson(t.database.db, plan.id, { title: 'Água', objectives: 'Observar' });
    const activity = (
      await t.app.inject({
        method: 'POST',
        url: `/api/content/classrooms/${room.id}/assignments/`,
        headers: jwt(teacher.access),
        payload: { title: 'Ciclo da água', lesson: lesson.id, due_at: '2099-05-04T17:30:00-03:00' },
      })
    ).json();
    const teacherSheet = await pdf(`/api/content/assignments/${activity.id}/pdf/?version=teacher`);
    expect(teacherSheet.pages).toBe(1);
    expect(teacherSheet.text).toContain('Prazo: 04/05/2099 17:30');
    const studentSheet = await pdf(`/api/content/assignments/${activity.id}/pdf/`);
    expect(studentSheet.text).toContain('Entregar até 04/05/2099 17:30');
  });
});
