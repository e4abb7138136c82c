import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { consented, logIn } from '../support/accounts';
import { inspectScreen, screenshot, useBrowser } from '../support/browser';
import {
  createStudents,
  freshTeacher,
  horizontalOverflow,
  inspectDialog,
  studentJoinsByCode,
} from '../support/classrooms';
import { toast } from '../support/content';

const session = useBrowser();
// Last year's class: every period of its calendar has begun, whatever day the suite runs.
const YEAR = new Date().getFullYear() - 1;
const CLASSROOM = 'Notas 6º A';
const PASSWORD = 'Boletim-Escolar-2026';

/** Types a grade into its cell and leaves it with Enter, then waits until the cell is saved. */
async function grade(page: Page, student: string, activity: string, value: string) {
  const cell = page.getByRole('textbox', { name: `Nota de ${student} em ${activity}` });
  await cell.fill(value);
  await cell.press('Enter');
  await page.waitForFunction(
    (name) => !document.querySelector(`input[aria-label="${name}"][aria-busy="true"]`),
    `Nota de ${student} em ${activity}`,
  );
}

/** The Final column of a student's row (after the activities, Média and Recuperação). */
const finalOf = (page: Page, student: string, activities: number) =>
  page
    .getByRole('row', { name: new RegExp(student) })
    .getByRole('cell')
    .nth(activities + 2);

describe('Notas por bimestre: weights, recuperação, closing and the boletim', () => {
  it('weights a test, grades two activities and a recuperação, closes the 1º bimestre, reads the boletins PDF, and the student sees hers', async () => {
    const page = await consented(await session.page(), session.baseURL);
    const { teacher, api } = await freshTeacher(page, 'notas');
    const classroom = await api.post<{ id: number; code: string }>('/api/content/classrooms/', {
      name: CLASSROOM,
      school_year: YEAR,
    });
    const ana = await studentJoinsByCode(page, classroom.code, {
      first: 'Ana',
      last: 'Souza',
      password: PASSWORD,
      prefix: 'ana.notas',
    });
    await createStudents(api, classroom.id, [['Bruno', 'Lima']]);
    // Tests on paper: no hand-in, graded straight in the grid.
    for (const [title, category] of [
      ['Prova 1', 'avaliacao'],
      ['Trabalho em grupo', 'trabalho'],
      ['Recuperação do bimestre', 'recuperacao'],
      ['Lição de casa', 'atividade'],
    ] as const) {
      await api.post(`/api/content/classrooms/${classroom.id}/assignments/`, {
        title,
        submission_type: 'none',
        category,
        period: 1,
      });
    }

    await logIn(page, 'teacher', teacher.email, teacher.password);
    await page.goto(`/dashboard/classrooms/${classroom.id}?aba=notas`);
    await page.getByRole('combobox', { name: 'Período' }).click();
    await page.getByRole('option', { name: '1º bimestre' }).click();
    await page.getByRole('table', { name: 'Notas de 1º bimestre' }).waitFor();

    await page.getByRole('button', { name: 'Peso 1: alterar o peso de Prova 1' }).click();
    const weight = page.getByRole('dialog', { name: 'Peso de Prova 1' });
    await weight.getByRole('textbox', { name: 'Peso' }).fill('2');
    await weight.getByRole('button', { name: 'Salvar peso' }).click();
    await toast(page, 'Peso salvo.');
    await page.getByRole('button', { name: 'Peso 2: alterar o peso de Prova 1' }).waitFor();

    // Ana: (4 × 2 + 7) / 3 = 5,0, below 6; Bruno: (8 × 2 + 9) / 3 = 8,33… → 8,3.
    await grade(page, 'Ana Souza', 'Prova 1', '4');
    await grade(page, 'Ana Souza', 'Trabalho em grupo', '7');
    await grade(page, 'Bruno Lima', 'Prova 1', '8');
    await grade(page, 'Bruno Lima', 'Trabalho em grupo', '9');
    await expect.poll(() => finalOf(page, 'Ana Souza', 4).textContent()).toBe('5,0');
    await expect.poll(() => finalOf(page, 'Bruno Lima', 4).textContent()).toBe('8,3');
    await page
      .getByRole('row', { name: /Ana Souza/ })
      .getByText('Abaixo da média')
      .waitFor();
    await inspectScreen(page, 'notas-1280');

    // The recuperação replaces her mean, being higher.
    await grade(page, 'Ana Souza', 'Recuperação do bimestre', '7,5');
    await expect.poll(() => finalOf(page, 'Ana Souza', 4).textContent()).toBe('7,5');
    await page
      .getByRole('row', { name: /Ana Souza/ })
      .getByText('Acima da média')
      .waitFor();

    await page.setViewportSize({ width: 360, height: 780 });
    expect(await horizontalOverflow(page)).toBe(0);
    await inspectScreen(page, 'notas-360');
    // The grades scroll sideways under the names, which stay.
    const grid = page.getByRole('table', { name: 'Notas de 1º bimestre' });
    await grid.evaluate((table) => table.parentElement!.scrollBy(400, 0));
    const name = await page.getByRole('rowheader', { name: /Ana Souza/ }).boundingBox();
    expect(name!.x).toBeLessThan(40);
    await screenshot(page, 'notas-360-rolada');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'Como a turma é avaliada' }).click();
    const settings = page.getByRole('dialog', { name: 'Como a turma é avaliada' });
    await settings.getByRole('combobox', { name: 'Forma de avaliar' }).click();
    await page.getByRole('option', { name: 'Conceito' }).click();
    await settings.getByRole('textbox', { name: 'Nome do conceito 1' }).waitFor();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await inspectDialog(page, 'notas-avaliacao');
    await settings.getByRole('button', { name: 'Cancelar' }).click();

    await page.getByRole('button', { name: 'Fechar 1º bimestre' }).click();
    const closing = page.getByRole('dialog', { name: 'Fechar 1º bimestre?' });
    await closing
      .getByRole('region', { name: 'Atividades sem nenhuma nota' })
      .getByText('Lição de casa')
      .waitFor();
    await inspectDialog(page, 'notas-fechar');
    // Nobody's grade is missing: the recuperação is only for who needs it, and an ungraded activity does not count.
    expect(await closing.getByRole('region', { name: 'Alunos com notas faltando' }).count()).toBe(0);
    await closing.getByRole('button', { name: 'Fechar 1º bimestre' }).click();
    await toast(page, '1º bimestre fechado.');
    await page.getByRole('button', { name: 'Reabrir 1º bimestre' }).waitFor();
    expect(
      await page.getByRole('textbox', { name: 'Nota de Ana Souza em Prova 1' }).getAttribute('readonly'),
    ).not.toBeNull();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Boletins (PDF)' }).click(),
    ]);
    const { text } = await extractText(new Uint8Array(await readFile((await download.path())!)), {
      mergePages: true,
    });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Boletim — Ana Souza');
    expect(flat).toContain('1º bimestre');
    expect(flat).toMatch(/Boletim — Ana Souza .*1º bimestre Média final: 7,5/);
    expect(flat).toMatch(/Boletim — Bruno Lima .*1º bimestre Média final: 8,3/);

    // Ana sees her boletim on her class page.
    const student = await consented(await session.newPage(), session.baseURL);
    await logIn(student, 'student', ana, PASSWORD);
    await student.goto(`/student-dashboard/classrooms/${classroom.id}`);
    const card = student.getByRole('region', { name: 'Boletim' });
    await card.getByRole('heading', { name: '1º bimestre' }).waitFor();
    await card.getByText('Média final: 7,5').waitFor();
    expect(await card.getByText('Bruno').count()).toBe(0);
    await inspectScreen(student, 'boletim-aluno');
  });
});
