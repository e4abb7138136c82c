import { describe, expect, it } from 'vitest';
import { consented, newTeacher, signUpByApi, submitLogin } from '../support/accounts';
import { inspectScreen, useBrowser, viewports, visit } from '../support/browser';
import { linkIn, waitForEmail } from '../support/outbox';

const session = useBrowser();
const REQUESTED = /^Se houver uma conta com este e-mail, enviamos um link/;

describe('password reset', () => {
  it('sets a new password through the e-mailed link; the old one stops working', async () => {
    const page = await consented(await session.page(), session.baseURL);
    const teacher = newTeacher('redefinir');
    await signUpByApi(page, teacher);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await page.waitForURL('**/password-reset');
    await page.getByRole('heading', { level: 1, name: 'Esqueceu sua senha?' }).waitFor();
    await inspectScreen(page, 'pedido');

    await page.getByRole('textbox', { name: 'E-mail da sua conta' }).fill(teacher.email);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await page.getByText(REQUESTED).waitFor();
    await inspectScreen(page, 'pedido-enviado');

    const email = await waitForEmail(teacher.email, /Redefinição de senha/);
    const link = linkIn(email, '/password-reset/');
    await page.goto(link.pathname);
    await page.getByRole('heading', { level: 1, name: 'Criar nova senha' }).waitFor();
    await page.locator('#nova-senha').waitFor();

    const newPassword = 'Ipe#Amarelo-2026';
    await page.locator('#nova-senha').fill(newPassword);
    await page.locator('#nova-senha-confirmacao').fill('outra-coisa');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await page.getByText('As senhas não são iguais.').waitFor();
    await page.locator('#nova-senha').fill('12345678');
    await page.locator('#nova-senha-confirmacao').fill('12345678');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    // The server's rule, under the field.
    await page.locator('#nova-senha-helper-text').waitFor();
    await inspectScreen(page, 'nova-senha-recusada');

    await page.locator('#nova-senha').fill(newPassword);
    await page.locator('#nova-senha-confirmacao').fill(newPassword);
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await page.waitForURL('**/login');
    await page.getByText('Senha redefinida! Agora entre com a sua nova senha.').waitFor();
    expect(
      (await page.context().cookies()).some((c) => c.name === 'accessToken'),
      'redefinir não faz login',
    ).toBe(false);

    await submitLogin(page, 'teacher', teacher.email, teacher.password);
    await page.getByText('Email e/ou senha incorretos').waitFor();
    await submitLogin(page, 'teacher', teacher.email, newPassword);
    await page.waitForURL('**/dashboard/home');

    // The link works once.
    const reuse = await consented(await session.newPage(), session.baseURL);
    await reuse.goto(link.pathname);
    await reuse.getByText('Este link não vale mais').waitFor();
  });

  it('sends the same answer for an e-mail without an account, and explains a bad link', async () => {
    const page = await consented(await session.page(), session.baseURL);
    await page.goto('/password-reset');
    await page.getByRole('textbox', { name: 'E-mail da sua conta' }).fill('ninguem@escola.test');
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await page.getByText(REQUESTED).waitFor();

    await visit(page, '/password-reset/link-que-nao-existe', 'link-invalido');
    await page.getByText('Este link não vale mais').waitFor();
    await page.getByRole('link', { name: 'Pedir um novo link' }).click();
    await page.waitForURL('**/password-reset');
  });

  it('fits a phone', async () => {
    const phone = await consented(
      await session.newPage({ viewport: viewports.phone, isMobile: true, hasTouch: true }),
      session.baseURL,
    );
    await visit(phone, '/password-reset', 'pedido-celular');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewports.phone.width,
    );
  });
});
