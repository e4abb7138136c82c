import { describe, expect, it } from 'vitest';
import { consented, logIn, newTeacher, signUpByApi } from '../support/accounts';
import { inspectScreen, useBrowser, viewports } from '../support/browser';
import { pageOverflows, teacherNav } from '../support/content';

const session = useBrowser();
const PLAN = 'Seres vivos e ambiente: observar, registrar, cuidar';
const SEARCH_BOX = 'Buscar por tema, título, aula, componente ou código BNCC';

describe('content: search', () => {
  it('goes from the search box to the highlighted lesson, and suggests a spelling', async () => {
    const page = await consented(await session.page(), session.baseURL);
    const teacher = newTeacher('busca');
    await signUpByApi(page, teacher);
    await logIn(page, 'teacher', teacher.email, teacher.password);
    await page.waitForURL('**/dashboard/home');
    await teacherNav(page).getByRole('link', { name: 'Livros', exact: true }).click();
    await page.getByText(/^\d+ livros encontrados$/).waitFor();

    // Suggestions from the second character, in a listbox the keyboard reaches.
    const box = page.getByRole('combobox', { name: SEARCH_BOX });
    await box.fill('ho');
    await page.getByRole('listbox').getByRole('option', { name: PLAN }).waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    await inspectScreen(page, 'sugestoes');

    // The plural finds the lesson titled in the singular; Enter searches at once.
    await box.fill('hortas');
    await box.press('Escape');
    await box.press('Enter');
    await page.waitForURL(/search=hortas/);
    const lessonLink = page.getByRole('link', { name: 'Aula 4: Horta na garrafa' });
    await lessonLink.waitFor();
    expect(await lessonLink.locator('mark').textContent()).toBe('Horta');
    await inspectScreen(page, 'resultados');

    await lessonLink.click();
    await page.getByRole('heading', { level: 1, name: PLAN }).waitFor();
    const lesson = page.getByRole('article', { name: /Horta na garrafa/ });
    await lesson.getByText('Encontrada na busca').waitFor();
    expect(await lesson.getByRole('button', { name: 'Fechar aula' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(new URL(page.url()).searchParams.get('busca')).toMatch(/(^|&)search=hortas(&|$)/);
    await inspectScreen(page, 'aula-encontrada');

    // Back to the same search (it lives in the URL), then a typo.
    await page.getByRole('link', { name: 'Voltar à busca' }).click();
    await page.waitForURL(/\/dashboard\/books\?search=hortas$/);
    await lessonLink.waitFor();
    await page.getByRole('combobox', { name: SEARCH_BOX }).fill('hortta');
    await page.waitForURL(/search=hortta/);
    const hint = page.getByRole('alert').filter({ hasText: 'Você quis dizer' });
    await hint.getByRole('button', { name: 'horta' }).waitFor();
    await lessonLink.waitFor();
    await inspectScreen(page, 'voce-quis-dizer');
    await hint.getByRole('button', { name: 'horta' }).click();
    await page.waitForURL(/search=horta$/);
    await page.goBack();
    await page.waitForURL(/search=hortta/);
  });

  it('keeps the filters behind a "Filtros" button on a phone', async () => {
    const page = await consented(
      await session.newPage({ viewport: viewports.phone, isMobile: true, hasTouch: true }),
      session.baseURL,
    );
    const teacher = newTeacher('busca-celular');
    await signUpByApi(page, teacher);
    await logIn(page, 'teacher', teacher.email, teacher.password);
    // The 3º ano narrows it to the seeded plan even after other specs publish Ciências plans.
    await page.goto('/dashboard/books?etapa=fundamental-1&ano=ef-3&componente=ciencias');
    await page.getByText('1 livro encontrado').waitFor();
    const etapa = page.getByRole('combobox', { name: 'Etapa' });
    expect(await etapa.isVisible()).toBe(false);
    const filters = page.getByRole('button', { name: 'Filtros (3)' });
    expect(await filters.getAttribute('aria-expanded')).toBe('false');
    // The first result is on the first screen.
    const first = await page.getByRole('heading', { level: 2, name: PLAN }).boundingBox();
    expect(first!.y + first!.height).toBeLessThan(viewports.phone.height);
    expect(await pageOverflows(page)).toBe(false);
    await inspectScreen(page, 'celular');
    await filters.click();
    await etapa.waitFor();
    expect(await etapa.textContent()).toBe('Ensino Fundamental I');
    await inspectScreen(page, 'celular-filtros');
  });
});
