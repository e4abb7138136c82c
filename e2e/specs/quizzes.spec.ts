import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { consented, logIn, type NewTeacher } from '../support/accounts';
import { errorsOf, inspectScreen, useBrowser } from '../support/browser';
import {
  createClassroom,
  createStudents,
  freshTeacher,
  horizontalOverflow,
  studentJoinsByCode,
  type Api,
  type Classroom,
} from '../support/classrooms';
import { toast } from '../support/content';

const session = useBrowser();
const phone = { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true } as const;
const STUDENT = { first: 'Clara', last: 'Souza', password: 'Pipoca-Doce-2026' };
const QUIZ = 'Diagnóstica de Matemática';
const MULTIPLY = 'Quanto é 3 × 4?';

let teacher: NewTeacher;
let api: Api;
let classroom: Classroom;
let username = '';
let quizId = 0;

/** The bank's other questions, straight through the API: the editor is exercised with the first one. */
const questions = [
  {
    type: 'true_false',
    statement: '<p>Metade de 10 é 5.</p>',
    skills: ['EF05MA03'],
    points: 1,
    answer: true,
  },
  {
    type: 'numeric',
    statement: '<p>Quanto é 7 ÷ 2?</p>',
    skills: ['EF05MA08'],
    points: 2,
    answer: 3.5,
    tolerance: 0,
  },
  {
    type: 'short_text',
    statement: '<p>Qual é a capital do Brasil?</p>',
    skills: [],
    points: 1,
    accepted: ['Brasília'],
  },
  {
    type: 'ordering',
    statement: '<p>Ponha em ordem crescente.</p>',
    skills: ['EF05MA03'],
    points: 1,
    items: ['1/4', '1/2', '3/4'],
  },
];

async function pdfText(path: string) {
  const { text } = await extractText(new Uint8Array(await readFile(path)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

async function answerShown(page: Page) {
  const legend = await page.locator('legend').first().innerText();
  // The options come shuffled (the quiz asks for it): the right one by its text, whatever its letter.
  if (legend.includes('3 × 4')) await page.getByRole('radio', { name: /\) 12$/ }).check();
  else if (legend.includes('Metade')) await page.getByRole('radio', { name: 'Verdadeiro' }).check();
  else if (legend.includes('7 ÷ 2'))
    await page.getByRole('textbox', { name: 'Sua resposta (número)' }).fill('3,5');
  else if (legend.includes('capital'))
    await page.getByRole('textbox', { name: 'Sua resposta' }).fill('  brasilia ');
  else if (legend.includes('ordem')) {
    // The items come shuffled or not; put them in order with the arrows only.
    const list = page.getByRole('list').filter({ has: page.getByRole('button', { name: /^Subir/ }) });
    for (let round = 0; round < 6; round += 1) {
      const items = await list.getByRole('listitem').allInnerTexts();
      const order = ['1/4', '1/2', '3/4'];
      const wrong = items.findIndex((text, i) => !text.includes(order[i]!));
      if (wrong < 0) break;
      const item = order[wrong]!;
      await page.getByRole('button', { name: `Subir “${item}”` }).click();
    }
  }
}

describe('quizzes: a teacher builds one, a student answers it on a phone, the results come back', () => {
  it('the teacher writes a question in the bank (with the student preview) and builds a 5-question quiz', async () => {
    const page = await consented(await session.page(), session.baseURL);
    ({ teacher, api } = await freshTeacher(page, 'avaliacao'));
    classroom = await createClassroom(api, '5º ano Jatobá');
    username = await studentJoinsByCode(page, classroom.code, { ...STUDENT, prefix: 'clara' });
    await createStudents(api, classroom.id, [['Davi', 'Lima']]);
    for (const question of questions) await api.post('/api/content/questions/', question);

    await logIn(page, 'teacher', teacher.email, teacher.password);
    await page.goto('/dashboard/questions');
    await page.getByRole('heading', { level: 1, name: 'Banco de questões' }).waitFor();
    // Hers, newest first, before the catalogue's (the demo's diagnostic tests).
    await page.getByRole('listitem').filter({ hasText: 'Ponha em ordem crescente.' }).waitFor();
    await inspectScreen(page, 'banco');

    await page.getByRole('button', { name: 'Nova questão' }).first().click();
    const editor = page.getByRole('dialog', { name: 'Nova questão' });
    await editor.getByRole('textbox', { name: 'Enunciado' }).fill(MULTIPLY);
    // Saved without the options' texts: the server names the field.
    await editor.getByRole('button', { name: 'Criar questão' }).click();
    await editor.getByText('Informe o texto da alternativa.', { exact: false }).waitFor();
    for (const [i, text] of ['10', '12', '14', '16'].entries())
      await editor.getByRole('textbox', { name: `Alternativa ${'ABCD'[i]}` }).fill(text);
    await editor.getByRole('radio', { name: 'Alternativa B é a correta' }).check();
    await editor.getByRole('combobox', { name: 'Habilidades da BNCC' }).fill('EF05MA08');
    await page.getByRole('option', { name: /EF05MA08/ }).click();
    await editor.getByRole('switch', { name: 'Ver como o aluno vê' }).check();
    await editor.getByRole('radio', { name: 'B) 12' }).waitFor();
    await inspectScreen(page, 'editor-de-questao');
    await editor.getByRole('button', { name: 'Criar questão' }).click();
    await toast(page, 'Questão criada.');
    await page.getByRole('listitem').filter({ hasText: MULTIPLY }).waitFor();

    await page.goto(`/dashboard/classrooms/${classroom.id}?aba=atividades`);
    await page.getByRole('button', { name: 'Nova atividade' }).click();
    const form = page.getByRole('dialog', { name: 'Passar atividade' });
    await form.getByRole('textbox', { name: 'Título' }).fill(QUIZ);
    await form.getByRole('combobox', { name: 'Forma de entrega' }).click();
    await page.getByRole('option', { name: 'Avaliação (questões)' }).click();
    await form.getByRole('button', { name: 'Escolher do banco' }).click();
    const picker = page.getByRole('dialog', { name: 'Escolher questões do banco' });
    await picker.getByRole('checkbox', { name: 'Escolher' }).first().waitFor();
    await inspectScreen(page, 'escolher-questoes');
    const boxes = picker.getByRole('checkbox', { name: 'Escolher' });
    for (let i = 0; i < 5; i += 1) await boxes.nth(i).check();
    await picker.getByRole('button', { name: 'Adicionar 5 questões' }).click();
    await form.getByText('5 questões · 6 pontos no total').waitFor();
    await form.getByRole('switch', { name: 'Embaralhar as alternativas' }).check();
    await inspectScreen(page, 'nova-avaliacao');
    await form.getByRole('button', { name: 'Passar atividade' }).click();
    await toast(page, 'Atividade passada para a turma.');
    const link = page.getByRole('link', { name: `Resultados da avaliação ${QUIZ}` });
    quizId = Number(/assignments\/(\d+)/.exec((await link.getAttribute('href'))!)![1]);
    // The one 400 is the question saved without its options' texts, on purpose.
    expect(errorsOf(page).filter((e) => !e.includes('status of 400'))).toEqual([]);
  });

  it('the student answers on a 360 px phone, one question per screen, and sees her score', async () => {
    const page = await consented(await session.newPage(phone), session.baseURL);
    await logIn(page, 'student', username, STUDENT.password);
    await page.goto(`/student-dashboard/assignments/${quizId}`);
    await page.getByRole('heading', { level: 1, name: QUIZ }).waitFor();
    await page.getByText('Questão 1 de 5').waitFor();
    await inspectScreen(page, 'aluno-avaliacao-celular');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    for (let i = 0; i < 5; i += 1) {
      await answerShown(page);
      if (i < 4) await page.getByRole('button', { name: 'Próxima' }).click();
      await page.getByText(`Questão ${Math.min(i + 2, 5)} de 5`).waitFor();
    }
    // Progress is saved as she goes: a reload opens where she stopped, answers kept.
    await page.waitForResponse((r) => r.url().includes('/quiz-draft/') && r.ok());
    await page.reload();
    await page.getByText('Questão 5 de 5').waitFor();
    await page.getByRole('button', { name: 'Questão 1, respondida' }).waitFor();
    await page.getByRole('button', { name: 'Entregar' }).click();
    await page
      .getByRole('dialog', { name: 'Entregar a avaliação?' })
      .getByRole('button', { name: 'Entregar' })
      .click();
    await page.getByText('Você fez 6 de 6 pontos').waitFor();
    await inspectScreen(page, 'aluno-resultado-celular');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(errorsOf(page)).toEqual([]);
  });

  it('the teacher sees the results, types a paper test, reads the answer sheet PDF and the skills grid', async () => {
    const page = await consented(await session.page(), session.baseURL);
    await logIn(page, 'teacher', teacher.email, teacher.password);
    await page.goto(`/dashboard/assignments/${quizId}/quiz`);
    await page.getByRole('heading', { level: 1, name: QUIZ }).waitFor();
    await page.getByRole('cell', { name: '6 de 6' }).waitFor();
    await page.getByText('100% acertaram').first().waitFor();
    await inspectScreen(page, 'resultados');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar PDF: Folha de respostas' }).click();
    const sheet = await pdfText((await (await downloading).path())!);
    expect(sheet).toContain(`${STUDENT.first} ${STUDENT.last}`);
    expect(sheet).toContain('Davi Lima');

    await page.getByRole('tab', { name: 'Provas em papel' }).click();
    await page.getByRole('combobox', { name: 'Aluno' }).click();
    await page.getByRole('option', { name: 'Davi Lima' }).click();
    // The quiz's order is the order they were picked (the bank lists the newest first): 3 × 4, the
    // ordering, the capital, 7 ÷ 2, V/F. Davi left two blank and got only the last one right.
    await page.getByRole('textbox', { name: 'Tudo numa linha' }).fill('A - - 2 V');
    await inspectScreen(page, 'provas-em-papel');
    await page.getByRole('textbox', { name: 'Tudo numa linha' }).press('Enter');
    await toast(page, 'Davi Lima: 1 de 6 pontos.');

    await page.getByRole('tab', { name: 'Resultados' }).click();
    await page.getByText('Resposta errada mais escolhida: A) 10 (1 aluno)').waitFor();

    await page.goto(`/dashboard/classrooms/${classroom.id}?aba=habilidades`);
    await page.getByRole('heading', { name: 'Habilidades avaliadas' }).waitFor();
    const grid = page.getByRole('table', { name: 'Desempenho por habilidade da BNCC' });
    await grid.getByRole('columnheader', { name: 'EF05MA03' }).waitFor();
    await grid
      .getByRole('row', { name: new RegExp(`${STUDENT.first} ${STUDENT.last}`) })
      .getByText('100%')
      .first()
      .waitFor();
    await inspectScreen(page, 'habilidades');
    expect(errorsOf(page)).toEqual([]);
  });
});
