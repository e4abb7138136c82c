import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consented } from '../support/accounts';
import { errorsOf, inspectScreen, useBrowser, viewports, visit } from '../support/browser';
import {
  createClassroom,
  createStudents,
  freeLessons,
  freshTeacher,
  horizontalOverflow,
  linkLessons,
  rate,
} from '../support/classrooms';

const session = useBrowser();
const PASSWORD = 'Girassol#Amarelo-42';

function heading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name }).waitFor();
}

describe('classrooms: joining by code', () => {
  it('a new student signs up through /code/{code} and lands in the classroom', async () => {
    const setup = await session.page();
    const { teacher, api } = await freshTeacher(setup, 'codigo');
    const classroom = await createClassroom(api, '4º ano B');
    const [lesson] = await freeLessons(api, 1);
    await linkLessons(api, classroom.id, [lesson!.id]);

    const page = await consented(await session.newPage(), session.baseURL);
    await visit(page, `/code/${classroom.code.toLowerCase()}`, 'convite');
    await heading(page, '4º ano B');
    await page.getByText(`${teacher.firstName} ${teacher.lastName}`).waitFor();
    await page.getByRole('link', { name: 'Criar conta' }).click();
    await page.waitForURL(`**/code/${classroom.code}/signup`);
    await heading(page, 'Criar conta de aluno');
    expect(await page.getByTestId('turma-nome').textContent()).toBe('4º ano B');

    await page.getByRole('button', { name: 'Criar conta e entrar na turma' }).click();
    await page.getByText('Informe o nome.').waitFor();
    await inspectScreen(page, 'cadastro-aluno-erros');
    await page.getByRole('textbox', { name: 'Seu nome' }).fill('Lucas');
    await page.getByRole('textbox', { name: 'Seu sobrenome' }).fill('Ferreira Gomes');
    const username = page.getByRole('textbox', { name: 'Usuário (para entrar)' });
    expect(await username.inputValue(), 'sugestão a partir do nome').toBe('lucas.ferreira');
    const chosen = `lucas.${randomUUID().slice(0, 6)}`;
    await username.fill(chosen);
    await page.locator('#cadastro-aluno-senha').fill(PASSWORD);
    await inspectScreen(page, 'cadastro-aluno');
    await page.getByRole('button', { name: 'Criar conta e entrar na turma' }).click();

    await page.waitForURL(`**/student-dashboard/classrooms/${classroom.id}`);
    await heading(page, '4º ano B');
    await page.getByText(lesson!.title).waitFor();
    await inspectScreen(page, 'turma-do-aluno');

    await page.getByRole('link', { name: 'Minhas turmas' }).click();
    await page.waitForURL('**/student-dashboard/home');
    const card = page.getByRole('list', { name: 'Minhas turmas' }).getByRole('link');
    await card.first().waitFor();
    expect(await card.count()).toBe(1);
    expect(await card.textContent()).toContain('4º ano B');
    expect(await card.textContent()).toContain('1 aula');
    await inspectScreen(page, 'inicio-aluno-com-turma');

    // A second classroom of the same teacher, joined while logged in: confirm, seeing the name first.
    const second = await createClassroom(api, 'Clube de leitura');
    // Asked once: the invitation goes straight to "Entrar na turma?".
    await page.goto(`/code/${second.code}`);
    await page.waitForURL(`**/code/${second.code}/join`);
    await heading(page, 'Entrar na turma?');
    expect(await page.getByTestId('turma-nome').textContent()).toBe('Clube de leitura');
    await inspectScreen(page, 'confirmar-entrada');
    await page.getByRole('button', { name: 'Sim, entrar na turma' }).click();
    await page.waitForURL(`**/student-dashboard/classrooms/${second.id}`);
    await page.getByRole('heading', { name: 'Ainda não tem aulas aqui' }).waitFor();
    await inspectScreen(page, 'turma-sem-aulas');

    // Students write to the team too.
    await page
      .getByRole('navigation', { name: 'Navegação — Área do aluno' })
      .getByRole('link', { name: 'Fale com a gente' })
      .click();
    await heading(page, 'Fale com a gente');
    await page.getByRole('textbox', { name: 'Escreva aqui' }).fill('Adorei a aula da pizza!');
    await rate(page, 5);
    await inspectScreen(page, 'fale-com-a-gente');
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await page.getByText('Obrigado! Sua mensagem chegou.').waitFor();
    expect(errorsOf(page)).toEqual([]);
  });

  it('a student with a temporary password logs in by code, chooses a password and joins', async () => {
    const setup = await session.page();
    const { api } = await freshTeacher(setup, 'codigo-login');
    const classroom = await createClassroom(api, '2º ano Verde');
    const other = await createClassroom(api, 'Reforço');
    const [created] = await createStudents(api, other.id, [['Helena', 'Prado']]);

    const page = await consented(await session.newPage(), session.baseURL);
    await page.goto(`/code/${classroom.code}`);
    await heading(page, '2º ano Verde');
    await page.getByRole('link', { name: 'Já tenho conta' }).click();
    await page.waitForURL(`**/code/${classroom.code}/login`);
    await heading(page, 'Entrar na turma');
    await inspectScreen(page, 'login-pelo-codigo');
    await page.getByRole('textbox', { name: 'Usuário' }).fill(created!.student.username);
    await page.locator('#turma-login-senha').fill('senha-errada-1');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.getByText('Usuário e/ou senha incorretos').waitFor();
    await page.locator('#turma-login-senha').fill(created!.temporary_password!);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();

    await page.getByRole('heading', { name: 'Crie sua senha' }).waitFor();
    await inspectScreen(page, 'login-pelo-codigo-nova-senha');
    await page.locator('#turma-primeira-senha').fill(PASSWORD);
    await page.locator('#turma-primeira-senha-confirmacao').fill(PASSWORD);
    await page.getByRole('button', { name: 'Salvar e continuar' }).click();
    await page.waitForURL(`**/student-dashboard/classrooms/${classroom.id}`);
    await heading(page, '2º ano Verde');
    // 401: the wrong password; 403: the profile, refused until the temporary password is replaced.
    expect(errorsOf(page).filter((e) => !/status of 40[13]/.test(e))).toEqual([]);
  });

  it('explains an unknown code in Portuguese and fits a phone', async () => {
    const page = await consented(await session.page(), session.baseURL);
    await visit(page, '/code/ZZZZZ9', 'codigo-desconhecido');
    await heading(page, 'Não encontramos essa turma');
    await page.getByText('O código ZZZZZ9 não é de nenhuma turma aberta.').waitFor();
    await page.getByRole('textbox', { name: 'Código da turma' }).waitFor();

    const setup = await session.newPage();
    const { api } = await freshTeacher(setup, 'codigo-celular');
    const classroom = await createClassroom(api, '1º ano Azul');
    const phone = await consented(
      await session.newPage({ viewport: viewports.phone, isMobile: true, hasTouch: true }),
      session.baseURL,
    );
    for (const [path, name] of [
      [`/code/${classroom.code}`, 'convite-celular'],
      [`/code/${classroom.code}/signup`, 'cadastro-aluno-celular'],
      [`/code/${classroom.code}/login`, 'login-pelo-codigo-celular'],
      ['/code/ZZZZZ9', 'codigo-desconhecido-celular'],
    ] as const) {
      await phone.goto(path);
      await phone.getByRole('heading', { level: 1 }).waitFor();
      await inspectScreen(phone, name);
      expect(await horizontalOverflow(phone), path).toBeLessThanOrEqual(0);
    }
  });
});
