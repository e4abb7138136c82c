import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consented, demo, logIn, type NewTeacher } from '../support/accounts';
import { errorsOf, inspectScreen, screenshot, useBrowser } from '../support/browser';
import {
  apiLogin,
  createClassroom,
  freeLessons,
  freshTeacher,
  horizontalOverflow,
  inspectDialog,
  linkLessons,
  type Api,
  type Classroom,
  studentJoinsByCode,
} from '../support/classrooms';
import { grantConsent, studentIdOf } from '../support/families';

const session = useBrowser();
const CLASSROOM = '5º ano Girassol';
const STUDENT = { first: 'Lara', last: 'Mendes', password: 'Pipoca-Doce-2026' };
const ANSWER = 'Cada pedaço é um oitavo da pizza: 1/8.';
const FEEDBACK = 'Muito bem, Lara! Ótima explicação.';
const narrow = { width: 360, height: 780 } as const;
// A 1×1 PNG: the server checks the bytes, not the name.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let teacher: NewTeacher;
let api: Api;
let classroom: Classroom;
let lesson: { id: number; title: string };
let username = '';

function toast(page: Page, text: string | RegExp) {
  return page.locator('.notistack-SnackbarContainer').getByText(text).waitFor();
}

describe('activities: a lesson becomes homework, handed in, graded and reported', () => {
  it('the teacher passes an activity from a linked lesson in two clicks', async () => {
    const page = await consented(await session.page(), session.baseURL);
    ({ teacher, api } = await freshTeacher(page, 'atividades'));
    classroom = await createClassroom(api, CLASSROOM);
    const [first] = await freeLessons(api, 1);
    lesson = first!;
    await linkLessons(api, classroom.id, [lesson.id]);
    username = await studentJoinsByCode(page, classroom.code, { ...STUDENT, prefix: 'lara' });
    // A child of the 4º/5º ano sends photos once a guardian consents (issue 43).
    await grantConsent(page, api, await studentIdOf(api, username));

    await logIn(page, 'teacher', teacher.email, teacher.password);
    await page.goto(`/dashboard/classrooms/${classroom.id}`);
    await page.getByRole('heading', { level: 1, name: CLASSROOM }).waitFor();
    await page.getByRole('heading', { name: 'Nenhuma atividade ainda' }).waitFor();
    await inspectScreen(page, 'atividades-vazio');

    await page.getByRole('button', { name: `Passar como atividade: ${lesson.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Passar atividade' });
    expect(await dialog.getByRole('textbox', { name: 'Título' }).inputValue()).toBe(lesson.title);
    await dialog.getByText('Para toda a turma (também quem entrar depois)').waitFor();
    await dialog.getByText('Prazo de entrega').first().waitFor();
    await inspectDialog(page, 'passar-atividade');
    // The due-date picker speaks Portuguese.
    await dialog.getByRole('button', { name: 'Escolha uma data' }).click();
    await page
      .getByRole('dialog')
      .last()
      .getByText(
        /^(janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)/i,
      )
      .first()
      .waitFor();
    await screenshot(page, 'prazo-calendario');
    const calendar = page.getByRole('dialog').last();
    await calendar.getByRole('button', { name: /próximo mês/i }).click();
    // The month slides in: wait until only the new month's 15 is on screen.
    const fifteenth = calendar.getByRole('gridcell', { name: '15' });
    await expect.poll(() => fifteenth.count()).toBe(1);
    await fifteenth.click();
    await calendar.getByRole('button', { name: 'OK' }).click();
    expect(await dialog.getByRole('group', { name: 'Prazo de entrega' }).textContent()).toMatch(
      /^15\/\d{2}\/\d{4}/,
    );
    await dialog.getByRole('button', { name: 'Passar atividade' }).click();
    await toast(page, 'Atividade passada para a turma.');
    const list = page.getByRole('list', { name: 'Atividades da turma' });
    await list.getByText('0 de 1 aluno entregou').waitFor();
    expect(await list.textContent()).toMatch(/Prazo: \w+\., 15\/\d{2}/);
    await inspectScreen(page, 'atividades');

    // Editing keeps what was chosen and changes only what the teacher touches.
    await list.getByRole('button', { name: `Editar a atividade ${lesson.title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar atividade' });
    expect(await edit.getByRole('textbox', { name: 'Título' }).inputValue()).toBe(lesson.title);
    expect(await edit.getByRole('group', { name: 'Prazo de entrega' }).textContent()).toMatch(/^15\//);
    await edit.getByRole('combobox', { name: 'Forma de entrega' }).click();
    await page.getByRole('option', { name: 'Foto ou arquivo' }).click();
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await toast(page, 'Atividade atualizada.');
    const [saved] = (
      await api.get<{ results: { submission_type: string; due_at: string | null }[] }>(
        `/api/content/classrooms/${classroom.id}/assignments/`,
      )
    ).results;
    expect(saved).toMatchObject({ submission_type: 'file', due_at: expect.any(String) });

    await page.getByRole('tab', { name: 'Mural' }).click();
    await page
      .getByRole('textbox', { name: 'Escreva um aviso para a turma' })
      .fill('Bom dia! Façam a atividade da pizza.');
    await page.getByRole('button', { name: 'Publicar' }).click();
    await toast(page, 'Aviso publicado no mural.');
    await page
      .getByRole('list', { name: 'Avisos do mural' })
      .getByText('Bom dia! Façam a atividade da pizza.')
      .waitFor();
    await inspectScreen(page, 'mural');
    expect(errorsOf(page)).toEqual([]);
  });

  it('the student opens it, reads the student material and answers with text and a photo', async () => {
    const page = await consented(await session.page(), session.baseURL);
    await logIn(page, 'student', username, STUDENT.password);
    await page.waitForURL('**/student-dashboard/home');
    const todo = page.getByRole('list', { name: 'Atividades para fazer' });
    await todo.getByText(lesson.title).waitFor();
    await page.getByText('Bom dia! Façam a atividade da pizza.').waitFor();
    await inspectScreen(page, 'inicio-aluno-com-atividade');

    await todo.getByRole('link', { name: new RegExp(lesson.title) }).click();
    await page.getByRole('heading', { level: 1, name: lesson.title }).waitFor();
    await page.getByRole('heading', { name: `Material: ${lesson.title}` }).waitFor();
    await page.getByText('Aberta', { exact: true }).waitFor();
    await page.getByRole('textbox', { name: 'Sua resposta' }).fill(ANSWER);
    await page.locator('input[type=file]:not([capture])').setInputFiles({
      name: 'caderno.png',
      mimeType: 'image/png',
      buffer: PHOTO,
    });
    await page.getByRole('img', { name: 'Foto: caderno.png' }).waitFor();
    expect(await page.locator('input[type=file][capture=environment]').count(), 'a câmera no celular').toBe(
      1,
    );
    await inspectScreen(page, 'atividade-aluno');
    await page.getByRole('button', { name: 'Entregar' }).click();
    await page.getByText(/^Entregue em/).waitFor();
    await page.getByRole('link', { name: 'caderno.png' }).waitFor();
    await inspectScreen(page, 'atividade-entregue');
    expect(errorsOf(page)).toEqual([]);
  });

  it('the teacher grades and returns it from the progress grid; BNCC and CSV show it', async () => {
    const page = await consented(await session.page(), session.baseURL);
    await logIn(page, 'teacher', teacher.email, teacher.password);
    await page.goto(`/dashboard/classrooms/${classroom.id}?aba=progresso`);
    const grid = page.getByRole('table', { name: 'Progresso dos alunos nas atividades' });
    // The demo student and the class's diagnostic hand-ins: several cells say so.
    await grid.getByText('Entregue', { exact: true }).first().waitFor();
    await inspectScreen(page, 'progresso');

    await grid
      .getByRole('button', { name: new RegExp(`^Entregue\\W+corrigir ${lesson.title} de ${STUDENT.first}$`) })
      .click();
    const dialog = page.getByRole('dialog', { name: new RegExp(lesson.title) });
    await dialog.getByText(ANSWER).waitFor();
    await dialog.getByRole('link', { name: 'caderno.png' }).waitFor();
    await dialog.getByRole('textbox', { name: `Nota de ${STUDENT.first}` }).fill('9,5');
    await dialog.getByRole('textbox', { name: 'Devolutiva' }).fill(FEEDBACK);
    await inspectDialog(page, 'corrigir');
    await dialog.getByRole('button', { name: 'Devolver' }).click();
    await toast(page, `Atividade devolvida para ${STUDENT.first}.`);
    await dialog.getByText('Devolvida', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await grid.getByText('9,5').waitFor();
    await grid.getByText('Devolvida', { exact: true }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar notas (CSV)' }).click(),
    ]);
    const csv = await readFile((await download.path())!);
    expect(csv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.toString('utf8').slice(1).split('\r\n').slice(0, 2)).toEqual([
      `Aluno;${lesson.title};Média`,
      `${STUDENT.first} ${STUDENT.last};9,5;9,5`,
    ]);

    await page.getByRole('tab', { name: 'BNCC' }).click();
    const coverage = page.getByRole('table', { name: 'Cobertura da BNCC' });
    await coverage.getByText(lesson.title).first().waitFor();
    expect(await coverage.getByText('100%').count()).toBeGreaterThan(0);
    await inspectScreen(page, 'bncc');
    expect(errorsOf(page)).toEqual([]);
  });

  it('the student sees the grade and the feedback, also on a 360 px phone', async () => {
    const page = await consented(
      await session.newPage({ viewport: narrow, isMobile: true, hasTouch: true }),
      session.baseURL,
    );
    await logIn(page, 'student', username, STUDENT.password);
    await page.waitForURL('**/student-dashboard/home');
    const done = page.getByRole('list', { name: 'Atividades entregues' });
    await done.getByText('Nota 9,5').waitFor();
    await inspectScreen(page, 'inicio-aluno-celular');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await done.getByRole('link', { name: new RegExp(lesson.title) }).click();
    await page.getByRole('heading', { name: 'Devolutiva', exact: true }).waitFor();
    await page.getByText('Nota: 9,5').waitFor();
    await page.getByText(FEEDBACK).waitFor();
    await inspectScreen(page, 'atividade-devolvida-celular');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    const student = await apiLogin(page, 'student', username, STUDENT.password);
    expect(await student.status(`/api/content/classrooms/${classroom.id}/progress/`)).toBe(403);
  });

  it('the classroom tabs fit a 360 px phone', async () => {
    const page = await consented(
      await session.newPage({ viewport: narrow, isMobile: true, hasTouch: true }),
      session.baseURL,
    );
    await logIn(page, 'teacher', teacher.email, teacher.password);
    for (const [tab, ready] of [
      ['atividades', 'Atividades da turma'],
      ['mural', 'Avisos do mural'],
    ] as const) {
      await page.goto(`/dashboard/classrooms/${classroom.id}?aba=${tab}`);
      await page.getByRole('list', { name: ready }).waitFor();
      await inspectScreen(page, `turma-${tab}-celular`);
      expect(await horizontalOverflow(page), tab).toBeLessThanOrEqual(0);
    }
    for (const [tab, ready] of [
      ['alunos', () => page.getByRole('list', { name: 'Alunos da turma' })],
      ['progresso', () => page.getByRole('table', { name: 'Progresso dos alunos nas atividades' })],
      ['bncc', () => page.getByRole('table', { name: 'Cobertura da BNCC' })],
    ] as const) {
      await page.goto(`/dashboard/classrooms/${classroom.id}?aba=${tab}`);
      await ready().waitFor();
      await inspectScreen(page, `turma-${tab}-celular`);
      // Wide grids scroll inside their own box; the page itself never scrolls sideways.
      expect(await horizontalOverflow(page), tab).toBeLessThanOrEqual(0);
    }
  });

  it('the demo accounts start with the loop working', async () => {
    const page = await consented(await session.page(), session.baseURL);
    await logIn(page, 'teacher', demo.teacher.login, demo.teacher.password);
    await page.goto('/dashboard/classrooms');
    await page.getByRole('link', { name: /5º ano A — Manhã/ }).click();
    await page.getByRole('heading', { level: 1, name: '5º ano A — Manhã' }).waitFor();
    await page.getByRole('tab', { name: 'Progresso' }).click();
    const grid = page.getByRole('table', { name: 'Progresso dos alunos nas atividades' });
    await grid.getByText('Devolvida', { exact: true }).waitFor();
    // The demo student and the class's diagnostic hand-ins: several cells say so.
    await grid.getByText('Entregue', { exact: true }).first().waitFor();
    await inspectScreen(page, 'demo-progresso');

    const student = await consented(await session.newPage(), session.baseURL);
    await logIn(student, 'student', demo.student.login, demo.student.password);
    await student
      .getByRole('list', { name: 'Atividades para fazer' })
      .getByText('Qual fração é maior?')
      .waitFor();
    await student
      .getByRole('list', { name: 'Atividades entregues' })
      .getByText('Dividindo a pizza')
      .waitFor();
    await student.getByText(/Bom dia, turma!/).waitFor();
    await inspectScreen(student, 'demo-inicio-aluno');
  });
});
