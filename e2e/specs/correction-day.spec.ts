import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consented, logIn, type NewTeacher } from '../support/accounts';
import { errorsOf, inspectScreen, screenshot, useBrowser } from '../support/browser';
import {
  apiLogin,
  createClassroom,
  freshTeacher,
  horizontalOverflow,
  type Api,
  type Classroom,
  studentJoinsByCode,
} from '../support/classrooms';
import { grantConsent, studentIdOf } from '../support/families';

const session = useBrowser();
const narrow = { width: 360, height: 780 } as const;
const STUDENT = { first: 'Lara', last: 'Mendes', password: 'Pipoca-Doce-2026' };
const TITLE = 'Problemas de divisão';
const COMMENT = 'Lara, a conta 2 ficou sem o resto. Refaça, por favor.';
const REPLY = 'Pode deixar, professora! Já refiz.';
// A 1×1 PNG: the server checks the bytes, not the name.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const rubric = [
  {
    criterion: 'Cálculos',
    levels: [
      { label: 'Precisa melhorar', points: 0 },
      { label: 'Bom', points: 2 },
      { label: 'Ótimo', points: 4 },
    ],
  },
  {
    criterion: 'Organização',
    levels: [
      { label: 'Confusa', points: 1 },
      { label: 'Clara', points: 6 },
    ],
  },
];

let teacher: NewTeacher;
let api: Api;
let classroom: Classroom;
let activityId = 0;
let studentId = 0;
let username = '';

const toast = (page: Page, text: string | RegExp) =>
  page.locator('.notistack-SnackbarContainer').getByText(text).waitFor();

async function handInPhoto(page: Page, name: string, button: string) {
  await page
    .locator('input[type=file]:not([capture])')
    .setInputFiles({ name, mimeType: 'image/png', buffer: PHOTO });
  // The chosen photo shows as a thumbnail before it is handed in.
  await page
    .getByRole('list', { name: 'Arquivos escolhidos' })
    .getByRole('img', { name: `Foto: ${name}` })
    .waitFor();
  await page.getByRole('button', { name: button }).click();
  await page.getByText(/^Entregue em/).waitFor();
  // And after.
  await page
    .getByRole('list', { name: 'Arquivos da entrega' })
    .getByRole('img', { name: `Foto: ${name}` })
    .waitFor();
}

describe('the correction day: hand-in, notification, viewer, redo with a comment, rubric, return', () => {
  it('the student hands in a photo and sees its thumbnail before and after', async () => {
    const page = await consented(await session.page(), session.baseURL);
    ({ teacher, api } = await freshTeacher(page, 'correcao'));
    classroom = await createClassroom(api, '4º ano Ipê');
    username = await studentJoinsByCode(page, classroom.code, { ...STUDENT, prefix: 'lara' });
    // A child of the 4º/5º ano sends photos once a guardian consents (issue 43).
    await grantConsent(page, api, await studentIdOf(api, username));
    const activity = await api.post<{ id: number }>(`/api/content/classrooms/${classroom.id}/assignments/`, {
      title: TITLE,
      instructions: 'Resolva no caderno e mande a foto.',
      submission_type: 'file',
      rubric,
    });
    activityId = activity.id;

    await logIn(page, 'student', username, STUDENT.password);
    await page.waitForURL('**/student-dashboard/home');
    await page.getByRole('button', { name: 'Notificações: 1 não lida' }).waitFor();
    await page
      .getByRole('list', { name: 'Atividades para fazer' })
      .getByRole('link', { name: new RegExp(TITLE) })
      .click();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await handInPhoto(page, 'caderno.png', 'Entregar');
    await inspectScreen(page, 'aluno-entregou');
    expect(errorsOf(page)).toEqual([]);
  });

  it('the teacher is notified, finds it in "Para corrigir" and asks for a redo with a comment', async () => {
    const page = await consented(await session.page(), session.baseURL);
    await logIn(page, 'teacher', teacher.email, teacher.password);
    await page.goto('/dashboard/home');
    const bell = page.getByRole('button', { name: 'Notificações: 1 não lida' });
    await bell.click();
    const panel = page.getByRole('region', { name: 'Notificações' });
    await panel.getByText(`${STUDENT.first} ${STUDENT.last} entregou “${TITLE}”`).waitFor();
    await screenshot(page, 'professora-sino');
    await page.keyboard.press('Escape');

    const card = page.getByRole('region', { name: 'Para corrigir' });
    await card.getByText('1 entrega esperando a sua correção.').waitFor();
    await inspectScreen(page, 'inicio-para-corrigir');
    await card.getByRole('link', { name: 'Corrigir (1)' }).click();
    await page.getByRole('heading', { level: 1, name: 'Para corrigir' }).waitFor();
    await inspectScreen(page, 'fila');
    await page.getByRole('link', { name: `${STUDENT.first} ${STUDENT.last} — ${TITLE}` }).click();

    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    const photo = page.getByRole('img', { name: 'Foto enviada: caderno.png' });
    await photo.waitFor();
    studentId = Number(/submissions\/(\d+)/.exec(page.url())![1]);
    // Zoom and turn a sideways photo.
    await page.getByRole('button', { name: 'Aumentar caderno.png' }).click();
    await page.getByText('150%').waitFor();
    await page.getByRole('button', { name: 'Girar caderno.png' }).click();
    await inspectScreen(page, 'visualizador');

    await page.getByRole('textbox', { name: 'Escreva um comentário' }).fill(COMMENT);
    await page.getByRole('button', { name: 'Enviar comentário' }).click();
    await page.getByRole('listitem').filter({ hasText: COMMENT }).waitFor();
    await page.getByRole('textbox', { name: 'Devolutiva' }).fill('Falta o resto na conta 2.');
    await page.getByRole('button', { name: 'Pedir para refazer' }).click();
    await toast(page, `Pedido para ${STUDENT.first} refazer.`);
    await page.getByText('Refazer pedido').waitFor();
    // The first test's page (and its request context) is closed: ask on this page.
    const teacherApi = await apiLogin(page, 'teacher', teacher.email, teacher.password);
    expect((await teacherApi.get<{ count: number }>('/api/content/review-queue/')).count).toBe(0);
    expect(errorsOf(page)).toEqual([]);
  });

  it('the viewer fits a 360 px phone', async () => {
    const page = await consented(
      await session.newPage({ viewport: narrow, isMobile: true, hasTouch: true }),
      session.baseURL,
    );
    await logIn(page, 'teacher', teacher.email, teacher.password);
    await page.goto(`/dashboard/assignments/${activityId}/submissions/${studentId}`);
    await page.getByRole('img', { name: 'Foto enviada: caderno.png' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: COMMENT }).waitFor();
    await inspectScreen(page, 'visualizador-celular');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  it('the student reads the request, replies and hands in again', async () => {
    const page = await consented(
      await session.newPage({ viewport: narrow, isMobile: true, hasTouch: true }),
      session.baseURL,
    );
    await logIn(page, 'student', username, STUDENT.password);
    await page.waitForURL('**/student-dashboard/home');
    await page.getByRole('button', { name: /^Notificações: \d+ não lidas?$/ }).click();
    const panel = page.getByRole('region', { name: 'Notificações' });
    await panel.getByText(`A professora comentou “${TITLE}”`).waitFor();
    await panel.getByText(`A professora pediu para refazer “${TITLE}”`).click();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page.getByText('A professora pediu para você refazer esta atividade.', { exact: false }).waitFor();
    await page.getByText('Falta o resto na conta 2.').waitFor();
    await page.getByRole('listitem').filter({ hasText: COMMENT }).waitFor();
    await inspectScreen(page, 'aluno-refazer-celular');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByRole('textbox', { name: 'Escreva um comentário' }).fill(REPLY);
    await page.getByRole('button', { name: 'Enviar comentário' }).click();
    await page.getByRole('listitem').filter({ hasText: REPLY }).waitFor();
    // The photo handed in before is still chosen: take it out and send the new one.
    await page.getByRole('button', { name: 'Tirar caderno.png' }).click();
    await handInPhoto(page, 'caderno-refeito.png', 'Entregar de novo');
    await page.getByRole('heading', { name: 'Entregas anteriores' }).waitFor();
    await inspectScreen(page, 'aluno-entregou-de-novo-celular');
    expect(errorsOf(page)).toEqual([]);
  });

  it('the teacher sees the reply, grades by rubric and returns', async () => {
    const page = await consented(await session.page(), session.baseURL);
    await logIn(page, 'teacher', teacher.email, teacher.password);
    await page.goto(`/dashboard/classrooms/${classroom.id}?aba=atividades`);
    await page
      .getByRole('list', { name: 'Atividades da turma' })
      .getByRole('button', { name: 'Ver entregas' })
      .click();
    await page.waitForURL(`**/dashboard/assignments/${activityId}/submissions/${studentId}`);
    await page.getByRole('img', { name: 'Foto enviada: caderno-refeito.png' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: REPLY }).waitFor();
    await page.getByRole('heading', { name: 'Entregas anteriores (1)' }).waitFor();

    await page
      .getByRole('group', { name: 'Cálculos' })
      .getByRole('radio', { name: 'Bom (2 pontos)' })
      .check();
    await page
      .getByRole('group', { name: 'Organização' })
      .getByRole('radio', { name: 'Clara (6 pontos)' })
      .check();
    // (2 + 6) of (4 + 6) points: 8 of 10.
    expect(await page.getByRole('textbox', { name: 'Nota' }).inputValue()).toMatch(/^8(,0)?$/);
    await page.getByRole('textbox', { name: 'Devolutiva' }).fill('Agora sim! Muito bem.');
    await inspectScreen(page, 'visualizador-rubrica');
    await page.getByRole('button', { name: 'Devolver', exact: true }).click();
    await toast(page, `Atividade devolvida para ${STUDENT.first}.`);
    // The first test's page (and its request context) is closed: ask on this page.
    const teacherApi = await apiLogin(page, 'teacher', teacher.email, teacher.password);
    expect((await teacherApi.get<{ count: number }>('/api/content/review-queue/')).count).toBe(0);

    await page.goto('/dashboard/classrooms');
    await page.getByRole('list', { name: 'Turmas' }).waitFor();
    expect(await page.getByText(/para corrigir/).count()).toBe(0);
    expect(errorsOf(page)).toEqual([]);
  });

  it('the student sees the grade and the chosen levels', async () => {
    const page = await consented(await session.page(), session.baseURL);
    await logIn(page, 'student', username, STUDENT.password);
    await page.goto(`/student-dashboard/assignments/${activityId}`);
    await page.getByRole('heading', { name: 'Devolutiva', exact: true }).waitFor();
    await page.getByText(/^Nota: 8(,0)?$/).waitFor();
    const table = page.getByRole('table', { name: 'Rubrica da correção' });
    await table.getByText('Bom (2 pontos de 4 pontos)').waitFor();
    await table.getByText('Clara (6 pontos de 6 pontos)').waitFor();
    await inspectScreen(page, 'aluno-rubrica');
    expect(errorsOf(page)).toEqual([]);
  });
});
