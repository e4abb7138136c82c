import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  consented,
  cookieValue,
  demo,
  logIn,
  newTeacher,
  scrollToTop,
  signUpByApi,
  submitLogin,
  type NewTeacher,
} from '../support/accounts';
import { inspectScreen, useBrowser, viewports, visit } from '../support/browser';
import { createClassroom, createStudents, freshTeacher } from '../support/classrooms';

const session = useBrowser();

function heading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name });
}

function textbox(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

async function logOutThroughMenu(page: Page, fullName: string) {
  await page.getByRole('button', { name: `Menu da conta de ${fullName}` }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await page.waitForURL('**/login');
  await page.getByText('Você saiu da sua conta.').waitFor();
}

async function fillSignUp(page: Page, teacher: NewTeacher) {
  await textbox(page, 'Nome').fill(teacher.firstName);
  await textbox(page, 'Sobrenome').fill(teacher.lastName);
  await textbox(page, 'E-mail').fill(teacher.email);
  await page.locator('#cadastro-senha').fill(teacher.password);
}

describe('teacher account', () => {
  it('signs up, logs out and logs back in', async () => {
    const page = await consented(await session.page(), session.baseURL);
    const teacher = newTeacher('cadastro');

    await visit(page, '/login', 'login');
    await heading(page, 'Entrar na Aula').waitFor();
    expect(await page.getByRole('tab', { name: 'Professor' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tab', { name: 'Aluno' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Esqueci minha senha' }).getAttribute('href')).toBe(
      '/password-reset',
    );
    await page.getByRole('link', { name: 'Criar conta de professor' }).click();
    await page.waitForURL('**/signup/teacher');
    await heading(page, 'Criar conta de professor').waitFor();

    await page.getByRole('button', { name: 'Criar conta' }).click();
    await page.getByText('É preciso aceitar os Termos de Uso e a Política de Privacidade.').waitFor();
    expect(await page.getByText('Informe o nome.').isVisible()).toBe(true);
    await inspectScreen(page, 'cadastro-erros');

    await fillSignUp(page, { ...teacher, password: '12345678' });
    await page.getByText('Força da senha: Muito fraca.').waitFor();
    await page.locator('#cadastro-senha').fill(teacher.password);
    await page.getByText('Força da senha: Forte.').waitFor();
    await page.getByRole('checkbox', { name: /Li e aceito os Termos de Uso/ }).check();
    await inspectScreen(page, 'cadastro-preenchido');

    await page.getByRole('button', { name: 'Criar conta' }).click();
    await page.waitForURL('**/dashboard/home');
    await heading(page, `Olá, ${teacher.firstName}!`).waitFor();
    await page.getByText('Conta criada! Boas-vindas à Aula.').waitFor();
    expect(JSON.parse((await cookieValue(page, 'ua')) ?? '')).toEqual({
      isTeacher: true,
      isStudent: false,
      isStaff: false,
    });
    await inspectScreen(page, 'inicio-professor');

    await logOutThroughMenu(page, `${teacher.firstName} ${teacher.lastName}`);
    for (const name of ['accessToken', 'refreshToken', 'ua']) {
      expect(await cookieValue(page, name), name).toBeUndefined();
    }

    await submitLogin(page, 'teacher', teacher.email, teacher.password);
    await page.waitForURL('**/dashboard/home');
    await heading(page, `Olá, ${teacher.firstName}!`).waitFor();
    expect(await cookieValue(page, 'accessToken')).toBeTruthy();

    // The same e-mail cannot sign up twice; the server's message lands under the field.
    const again = await consented(await session.newPage(), session.baseURL);
    await again.goto('/signup/teacher');
    await fillSignUp(again, teacher);
    await again.getByRole('checkbox', { name: /Li e aceito/ }).check();
    await again.getByRole('button', { name: 'Criar conta' }).click();
    await again.getByText('Já existe uma conta com este e-mail.').waitFor();
  });

  it('shows the sign-up and login screens on a phone without sideways scrolling', async () => {
    const phone = await consented(
      await session.newPage({ viewport: viewports.phone, isMobile: true, hasTouch: true }),
      session.baseURL,
    );
    for (const [path, name] of [
      ['/login', 'login-celular'],
      ['/signup/teacher', 'cadastro-celular'],
    ] as const) {
      await visit(phone, path, name);
      const width = await phone.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} sem rolagem horizontal`).toBeLessThanOrEqual(viewports.phone.width);
    }
    await logIn(phone, 'teacher', demo.teacher.login, demo.teacher.password);
    await heading(phone, `Olá, ${demo.teacher.firstName}!`).waitFor();
    await inspectScreen(phone, 'inicio-professor-celular');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewports.phone.width,
    );
  });

  it('says "Email e/ou senha incorretos" for a wrong password', async () => {
    const page = await consented(await session.page(), session.baseURL);
    await page.goto('/login');
    await submitLogin(page, 'teacher', demo.teacher.login, 'senha-errada-123');
    await page.getByRole('alert').filter({ hasText: 'Email e/ou senha incorretos' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await cookieValue(page, 'accessToken')).toBeUndefined();
    await inspectScreen(page, 'login-senha-incorreta');
  });

  it('edits the profile and changes the password', async () => {
    const page = await consented(await session.page(), session.baseURL);
    const teacher = newTeacher('perfil');
    await signUpByApi(page, teacher);
    await logIn(page, 'teacher', teacher.email, teacher.password);

    await page.getByRole('link', { name: 'Minha conta' }).first().click();
    await page.waitForURL('**/dashboard/account');
    await heading(page, 'Minha conta').waitFor();
    expect(await textbox(page, 'Nome').inputValue()).toBe(teacher.firstName);
    await inspectScreen(page, 'minha-conta');

    await textbox(page, 'Nome').fill('Marina Clara');
    const birthDate = page.getByRole('group', { name: 'Data de nascimento' });
    await birthDate.getByRole('spinbutton', { name: 'Dia' }).click();
    await page.keyboard.type('15031985');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.getByText('Dados atualizados.').waitFor();
    await page.reload();
    await heading(page, 'Minha conta').waitFor();
    await expect.poll(() => textbox(page, 'Nome').inputValue()).toBe('Marina Clara');
    expect(await birthDate.textContent()).toContain('15/03/1985');

    const newPassword = 'Cerejeira#Rosa-77';
    await page.locator('#senha-atual').fill('nao-e-esta-9');
    await page.locator('#senha-nova').fill(newPassword);
    await page.locator('#senha-nova-confirmacao').fill(newPassword);
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await page.getByText('Sua senha antiga foi digitada incorretamente').waitFor();
    await scrollToTop(page);
    await inspectScreen(page, 'minha-conta-senha-errada');

    await page.locator('#senha-atual').fill(teacher.password);
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await page.getByText(/^Senha alterada/).waitFor();
    // The new pair was stored: the page keeps working after a reload.
    await page.reload();
    await expect.poll(() => textbox(page, 'Nome').inputValue()).toBe('Marina Clara');

    await logOutThroughMenu(page, `Marina Clara ${teacher.lastName}`);
    await submitLogin(page, 'teacher', teacher.email, teacher.password);
    await page.getByText('Email e/ou senha incorretos').waitFor();
    await submitLogin(page, 'teacher', teacher.email, newPassword);
    await page.waitForURL('**/dashboard/home');

    const phone = await consented(
      await session.newPage({ viewport: viewports.phone, isMobile: true, hasTouch: true }),
      session.baseURL,
    );
    await logIn(phone, 'teacher', teacher.email, newPassword);
    await visit(phone, '/dashboard/account', 'minha-conta-celular');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewports.phone.width,
    );
  });

  it('still shows a toast when the chunk with notistack is gone after a deploy', async () => {
    const page = await consented(await session.page(), session.baseURL);
    const teacher = newTeacher('aviso');
    await signUpByApi(page, teacher);
    await page.route('**/assets/toaster-host-*.js', (route) => route.fulfill({ status: 404 }));
    await logIn(page, 'teacher', teacher.email, teacher.password);
    await visit(page, '/dashboard/account', 'minha-conta-antes-do-aviso');

    await textbox(page, 'Nome').fill('Marina Clara');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Dados atualizados.' });
    await toast.waitFor();
    await inspectScreen(page, 'aviso-sem-notistack');
    await toast.getByRole('button', { name: 'Fechar' }).click();
    await toast.waitFor({ state: 'detached' });
  });

  it('downloads my data, then deletes the account and its students after the password is confirmed', async () => {
    const page = await consented(await session.page(), session.baseURL);
    const { teacher, api } = await freshTeacher(page, 'exclusao');
    const classroom = await createClassroom(api, 'Turma da exclusão');
    await createStudents(api, classroom.id, [['Caio', 'Prado']]);
    await logIn(page, 'teacher', teacher.email, teacher.password);
    await page.goto('/dashboard/account');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar meus dados' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('aula-meus-dados.json');
    const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      profile: { email: string };
      classrooms: { name: string }[];
      students: { first_name: string }[];
    };
    expect(exported.profile.email).toBe(teacher.email);
    expect(exported.classrooms.map((c) => c.name)).toEqual(['Turma da exclusão']);
    expect(exported.students.map((s) => s.first_name)).toEqual(['Caio']);

    await page.getByRole('button', { name: 'Excluir minha conta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir sua conta?' });
    await dialog.getByText('1 conta de aluno também será excluída', { exact: false }).waitFor();
    await dialog.locator('#dialogo-excluir-senha').fill('errada-123');
    await dialog.getByRole('button', { name: 'Excluir conta' }).click();
    await dialog.getByText('Senha incorreta.').waitFor();
    await scrollToTop(page);
    await inspectScreen(page, 'excluir-conta');

    await dialog.locator('#dialogo-excluir-senha').fill(teacher.password);
    await dialog.getByRole('button', { name: 'Excluir conta' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Sua conta e seus dados pessoais foram excluídos.').waitFor();
    expect(await cookieValue(page, 'accessToken')).toBeUndefined();

    await page.goto('/login');
    await submitLogin(page, 'teacher', teacher.email, teacher.password);
    await page.getByText('Email e/ou senha incorretos').waitFor();
  });
});
