import { readFile } from 'node:fs/promises';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { consented, logIn, newTeacher, signUpByApi } from '../support/accounts';
import { inspectScreen, useBrowser } from '../support/browser';
import { freshTeacher } from '../support/classrooms';
import { teacherNav, toast } from '../support/content';

const session = useBrowser();
const FRACTIONS = 'Frações com receitas, pizzas e barras de chocolate';
const LESSON = 'Dividindo a pizza';

async function textOf(pdf: Buffer) {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('print: a teacher', () => {
  it('downloads a plan as PDF and prints its page without the navigation, one lesson a sheet', async () => {
    const page = await consented(await session.page(), session.baseURL);
    const teacher = newTeacher('imprime');
    await signUpByApi(page, teacher);
    await logIn(page, 'teacher', teacher.email, teacher.password);
    await page.waitForURL('**/dashboard/home');
    await teacherNav(page).getByRole('link', { name: 'Livros', exact: true }).click();
    const searchBox = page.getByRole('combobox', {
      name: 'Buscar por tema, título, aula, componente ou código BNCC',
    });
    await searchBox.fill('fracoes');
    await searchBox.press('Escape');
    await searchBox.press('Enter');
    await page.waitForURL(/search=fracoes/);
    await page.getByText('1 livro encontrado').waitFor();
    await page.getByRole('link', { name: new RegExp(FRACTIONS) }).click();
    await page.getByRole('heading', { level: 1, name: FRACTIONS }).waitFor();

    // "Baixar PDF" → "Folha do aluno": the server's PDF under its readable Portuguese name.
    await page.getByRole('button', { name: 'Baixar PDF' }).first().click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Folha do aluno' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`Plano - ${FRACTIONS} - Folha do aluno.pdf`);
    const sheet = await textOf(await readFile(await download.path()));
    expect(sheet).toContain('Folha do aluno');
    expect(sheet).toContain('Nome:');
    await inspectScreen(page, 'livro-botoes-imprimir');

    // "Imprimir" opens every lesson for paper; the print dialog itself is the browser's.
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'sim');
    });
    await page.getByRole('button', { name: 'Imprimir', exact: true }).first().click();
    await page.getByRole('menuitem', { name: 'Versão do professor' }).click();
    await page.locator('body[data-printed="sim"]').waitFor();
    const lesson = page.getByRole('article', { name: new RegExp(LESSON) });
    await lesson
      .getByRole('region', { name: new RegExp(LESSON) })
      .getByRole('heading', { name: 'Desenvolvimento' })
      .waitFor();
    const printed = await textOf(await page.pdf({ format: 'A4', printBackground: true }));
    expect(printed).toContain(FRACTIONS);
    expect(printed).toContain(LESSON);
    expect(printed).toContain('Desenvolvimento');
    for (const chrome of ['Área do professor', 'Meus livros', 'Turmas', 'Fale conosco', 'Voltar aos livros'])
      expect(printed).not.toContain(chrome);
    for (const button of ['Baixar PDF', 'Ler aula', 'Fechar aula', 'Copiar para meus livros'])
      expect(printed).not.toContain(button);
  });

  it('shares an own plan by link; a colleague opens it and copies it into her books', async () => {
    const page = await consented(await session.page(), session.baseURL);
    const { teacher, api } = await freshTeacher(page, 'compartilha');
    const plan = await api.post<{ id: number }>('/api/content/custom-lessonplans/', {
      title: 'Projeto horta na escola',
    });
    await api.post(`/api/content/custom-lessonplans/${plan.id}/lessons/`, {
      title: 'Preparando os canteiros',
    });
    await logIn(page, 'teacher', teacher.email, teacher.password);
    await page.waitForURL('**/dashboard/home');
    await page.goto(`/dashboard/books/${plan.id}`);
    await page.getByRole('heading', { level: 1, name: 'Projeto horta na escola' }).waitFor();
    await page.getByRole('button', { name: 'Compartilhar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Compartilhar “Projeto horta na escola”' });
    await dialog.getByRole('button', { name: 'Criar link' }).click();
    const link = await dialog.getByRole('textbox', { name: 'Link para a colega' }).inputValue();
    expect(link).toMatch(/\/dashboard\/shared-books\/[\w-]{24}$/);
    await inspectScreen(page, 'compartilhar-link');

    const colleaguePage = await consented(await session.newPage(), session.baseURL);
    const colleague = await freshTeacher(colleaguePage, 'colega');
    await logIn(colleaguePage, 'teacher', colleague.teacher.email, colleague.teacher.password);
    await colleaguePage.waitForURL('**/dashboard/home');
    await colleaguePage.goto(new URL(link).pathname);
    await colleaguePage.getByRole('heading', { level: 1, name: 'Projeto horta na escola' }).waitFor();
    await colleaguePage.getByText(/compartilhou este livro com você/).waitFor();
    await colleaguePage.getByText('Preparando os canteiros').waitFor();
    await inspectScreen(colleaguePage, 'livro-compartilhado');
    await colleaguePage.getByRole('button', { name: 'Copiar para meus livros' }).click();
    await toast(colleaguePage, '“Projeto horta na escola” foi copiado para Meus livros.');
    await colleaguePage.waitForURL(/\/dashboard\/my-books\?livro=\d+/);
    const mine = await colleague.api.get<{ results: { title: string }[] }>(
      '/api/content/custom-lessonplans/',
    );
    expect(mine.results.map((own) => own.title)).toEqual(['Projeto horta na escola']);
  });
});
