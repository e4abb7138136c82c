import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CLASSROOM_CODE_DISABLED_MESSAGE } from '@aula/contracts';
import { consented, logIn } from '../support/accounts';
import { errorsOf, inspectScreen, useBrowser, viewports } from '../support/browser';
import { createClassroom, freshTeacher, inspectDialog } from '../support/classrooms';

const session = useBrowser();
const CLASSROOM = 'Infantil Sol';
const PASSWORD = 'Girassol#Amarelo-42';

describe('classrooms: a young child signs in with a card', () => {
  it('joins by code, appears in Alunos, gets a card and signs in with it, never asked for a password', async () => {
    const setup = await session.page();
    const { teacher, api } = await freshTeacher(setup, 'cartao');
    const classroom = await createClassroom(api, CLASSROOM);
    expect(classroom.card_login, 'ligada na Educação Infantil').toBe(true);

    // The child (helped by a grown-up) joins by the classroom code.
    const child = await consented(await session.newPage(), session.baseURL);
    await child.goto(`/code/${classroom.code}/signup`);
    await child.getByRole('heading', { level: 1, name: 'Criar conta de aluno' }).waitFor();
    await child.getByRole('textbox', { name: 'Seu nome' }).fill('Maria Eduarda');
    await child.getByRole('textbox', { name: 'Seu sobrenome' }).fill('Santos');
    await child
      .getByRole('textbox', { name: 'Usuário (para entrar)' })
      .fill(`duda.${randomUUID().slice(0, 6)}`);
    await child.locator('#cadastro-aluno-senha').fill(PASSWORD);
    await child.getByRole('button', { name: 'Criar conta e entrar na turma' }).click();
    await child.waitForURL(`**/student-dashboard/classrooms/${classroom.id}`);

    // She is one of the teacher's students, with a card.
    const page = await consented(await session.newPage(), session.baseURL);
    await logIn(page, 'teacher', teacher.email, teacher.password);
    await page.waitForURL('**/dashboard/home');
    await page.goto(`/dashboard/classrooms/${classroom.id}`);
    await page.getByRole('tab', { name: 'Alunos' }).click();
    await page.getByText('Maria Eduarda Santos').first().waitFor();
    await page.goto('/dashboard/students');
    await page.getByRole('heading', { level: 1, name: 'Alunos' }).waitFor();
    await page.getByRole('button', { name: 'Ações para Maria Eduarda Santos' }).click();
    await page.getByRole('menuitem', { name: 'Link e cartão de acesso' }).click();
    const dialog = page.getByRole('dialog', { name: 'Link de acesso de Maria Eduarda Santos' });
    await dialog.getByRole('button', { name: 'Gerar link' }).click();
    await dialog.getByText('funciona sempre, sem senha').waitFor();
    const url = new URL(await dialog.getByRole('textbox', { name: 'Link de acesso' }).inputValue());
    await inspectDialog(page, 'cartao-pessoal');
    await dialog.getByRole('button', { name: 'Imprimir cartão' }).click();
    const card = page
      .getByRole('dialog', { name: 'Cartão de acesso — Maria Eduarda Santos' })
      .getByTestId('cartao-acesso');
    const text = (await card.textContent()) ?? '';
    expect(text).toContain('Maria Eduarda Santos');
    expect(text).toContain(`Turma: ${CLASSROOM}`);
    const shortCode = /Código do cartão: ([2-9A-HJKMNP-Z]{6})/.exec(text)?.[1];
    expect(shortCode).toBeDefined();

    // Scanning the card in a fresh browser: straight in, twice, no password step.
    for (const viewport of [viewports.phone, undefined]) {
      // The phone has never answered the cookie banner: a child is never shown it.
      const fresh = await session.newPage(viewport ? { viewport, isMobile: true, hasTouch: true } : {});
      const scan = viewport ? fresh : await consented(fresh, session.baseURL);
      await scan.goto(url.pathname + url.search);
      // Her "Para fazer", not the class's lesson list.
      await scan.getByRole('heading', { level: 2, name: 'Para fazer', exact: true }).waitFor();
      expect(new URL(scan.url()).pathname).toBe('/student-dashboard/home');
      // No cookie banner for a child: students get no analytics.
      expect(await scan.getByRole('region', { name: 'Sua privacidade' }).count()).toBe(0);
      expect(await scan.getByText('Crie sua senha').count()).toBe(0);
      expect(errorsOf(scan)).toEqual([]);
      if (viewport) await inspectScreen(scan, 'entrada-por-cartao-celular');
    }

    // Without a camera: the short code under the QR, on the classroom's login page.
    const typed = await consented(await session.newPage(), session.baseURL);
    await typed.goto(`/code/${classroom.code}/login`);
    await typed.getByRole('textbox', { name: 'Código do cartão' }).fill(shortCode!.toLowerCase());
    await inspectScreen(typed, 'codigo-do-cartao');
    await typed.getByRole('button', { name: 'Entrar com o cartão' }).click();
    await typed.waitForURL('**/student-dashboard/home');
    await typed.getByRole('heading', { level: 2, name: 'Para fazer', exact: true }).waitFor();

    // The student home always offers another class by code.
    await typed.goto('/student-dashboard/home');
    await typed.getByRole('heading', { name: 'Entrar em outra turma' }).waitFor();
    await inspectScreen(typed, 'inicio-aluno-outra-turma');

    // A closed code is told apart from a mistyped one.
    const closed = await setup.request.patch(`/api/content/classrooms/${classroom.id}/`, {
      headers: { Authorization: `JWT ${api.access}` },
      data: { code_enabled: false },
    });
    expect(closed.status()).toBe(200);
    await typed.goto(`/code/${classroom.code}`);
    await typed.getByRole('heading', { level: 1, name: 'Turma fechada para entradas' }).waitFor();
    await typed.getByText(CLASSROOM_CODE_DISABLED_MESSAGE).waitFor();
    await inspectScreen(typed, 'turma-fechada');

    // Closed to newcomers, not to its students: the card still signs in from the class page.
    const member = await consented(await session.newPage(), session.baseURL);
    await member.goto(`/code/${classroom.code}/login`);
    await member.getByRole('heading', { level: 1, name: 'Turma fechada para entradas' }).waitFor();
    expect(await member.getByRole('link', { name: 'Entrar com usuário e senha' }).getAttribute('href')).toBe(
      '/login?perfil=aluno',
    );
    await inspectScreen(member, 'turma-fechada-entrar');
    await member.getByRole('textbox', { name: 'Código do cartão' }).fill(shortCode!);
    await member.getByRole('button', { name: 'Entrar com o cartão' }).click();
    await member.waitForURL('**/student-dashboard/home');
    await member.getByText(CLASSROOM).first().waitFor();
  });

  it('shows every temporary password in full on a phone', async () => {
    const page = await consented(
      await session.newPage({ viewport: viewports.phone, isMobile: true, hasTouch: true }),
      session.baseURL,
    );
    const { teacher, api } = await freshTeacher(page, 'senhas');
    const classroom = await createClassroom(api, '5º ano Estrela');
    await logIn(page, 'teacher', teacher.email, teacher.password);
    await page.waitForURL('**/dashboard/home');
    await page.goto(`/dashboard/classrooms/${classroom.id}?aba=alunos`);
    await page.getByRole('button', { name: 'Cadastrar alunos' }).first().click();
    const create = page.getByRole('dialog', { name: `Cadastrar alunos em ${classroom.name}` });
    await create
      .getByRole('textbox', { name: 'Nomes dos alunos, um por linha' })
      .fill('Maria Eduarda Santos Figueiredo\nJoão Pedro Albuquerque');
    await create.getByRole('button', { name: 'Cadastrar 2 alunos' }).click();
    const sheet = page.getByRole('dialog', { name: '2 alunos cadastrados' });
    const table = sheet.getByRole('table', { name: 'Usuários e senhas temporárias' });
    await table.waitFor();
    const passwords = table.locator('td[data-label="Senha temporária"]');
    expect(await passwords.count()).toBe(2);
    for (const cell of await passwords.all()) {
      const box = await cell.boundingBox();
      expect(box!.x + box!.width, 'a senha cabe na tela').toBeLessThanOrEqual(viewports.phone.width);
      expect(await cell.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
    await sheet.getByRole('button', { name: 'Copiar' }).waitFor();
    await inspectDialog(page, 'senhas-no-celular');
  });
});
