import { describe, expect, it } from 'vitest';
import { consented, demo, logIn, scrollToTop, submitLogin } from '../support/accounts';
import { inspectScreen, useBrowser, viewports } from '../support/browser';

const session = useBrowser();

describe('student account', () => {
  it('logs in with a username and finds the account page with large, simple forms', async () => {
    const page = await consented(await session.page(), session.baseURL);
    await page.goto('/login?perfil=aluno');
    await page.getByText('Entre com o usuário e a senha que você recebeu na sua turma.').waitFor();
    await inspectScreen(page, 'login-aluno');
    await submitLogin(page, 'student', demo.student.login, 'senha-errada-1');
    await page.getByText('Usuário e/ou senha incorretos').waitFor();

    await submitLogin(page, 'student', demo.student.login, demo.student.password);
    await page.waitForURL('**/student-dashboard/home');
    expect(new URL(page.url()).pathname).toBe('/student-dashboard/home');
    await page.getByRole('link', { name: 'Abrir minha conta' }).click();
    await page.waitForURL('**/student-dashboard/account');
    await page.getByRole('heading', { level: 1, name: 'Minha conta' }).waitFor();
    await page.getByText(`Seu usuário para entrar é ${demo.student.login}.`).waitFor();
    expect(await page.getByRole('textbox', { name: 'E-mail' }).count(), 'alunos não têm e-mail').toBe(0);

    // Big touch targets: the main buttons span the form and are at least 44 px tall.
    const save = page.getByRole('button', { name: 'Salvar alterações' });
    expect((await save.boundingBox())?.height).toBeGreaterThanOrEqual(44);

    await page.locator('#senha-atual').fill('nao-e-esta-9');
    await page.locator('#senha-nova').fill('Girassol#Amarelo-42');
    await page.locator('#senha-nova-confirmacao').fill('Girassol#Amarelo-42');
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await page.getByText('Sua senha antiga foi digitada incorretamente').waitFor();
    await scrollToTop(page);
    await inspectScreen(page, 'minha-conta-aluno');

    const phone = await consented(
      await session.newPage({ viewport: viewports.phone, isMobile: true, hasTouch: true }),
      session.baseURL,
    );
    await logIn(phone, 'student', demo.student.login, demo.student.password);
    await inspectScreen(phone, 'inicio-aluno-celular');
    await phone.goto('/student-dashboard/account');
    await phone.getByRole('heading', { level: 1, name: 'Minha conta' }).waitFor();
    await inspectScreen(phone, 'minha-conta-aluno-celular');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewports.phone.width,
    );

    await phone.getByRole('button', { name: /^Menu da conta de/ }).click();
    await phone.getByRole('menuitem', { name: 'Sair' }).click();
    // A student lands on the student tab of the login page.
    await phone.waitForURL('**/login?perfil=aluno');
  });
});
