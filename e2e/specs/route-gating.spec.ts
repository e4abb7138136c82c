import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCESS_DENIED_MESSAGE, consented, cookieValue, demo, logIn, submitLogin } from '../support/accounts';
import { inspectScreen, useBrowser } from '../support/browser';

const session = useBrowser();

async function expectRefused(page: Page, path: string) {
  await page.goto(path);
  await page.waitForURL('**/login');
  await page.getByRole('alert').filter({ hasText: ACCESS_DENIED_MESSAGE }).waitFor();
  expect(await cookieValue(page, 'originalUrl')).toBe(path);
}

describe('route gating', () => {
  it('sends an anonymous visitor to /login with the alert, and back to the page after login', async () => {
    const page = await consented(await session.page(), session.baseURL);
    await expectRefused(page, '/dashboard/account');
    await inspectScreen(page, 'acesso-negado');

    // Switching to the student tab keeps both the alert and the remembered page.
    await page.getByRole('tab', { name: 'Aluno' }).click();
    await page.waitForURL('**/login?perfil=aluno');
    expect(await page.getByText(ACCESS_DENIED_MESSAGE).isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'Professor' }).click();
    expect(await cookieValue(page, 'originalUrl')).toBe('/dashboard/account');

    await submitLogin(page, 'teacher', demo.teacher.login, demo.teacher.password);
    await page.waitForURL('**/dashboard/account');
    await page.getByRole('heading', { level: 1, name: 'Minha conta' }).waitFor();
    expect(await cookieValue(page, 'originalUrl')).toBeUndefined();
  });

  it('guards a whole area by its prefix and forgets the page on any other public path', async () => {
    const page = await consented(await session.page(), session.baseURL);
    await expectRefused(page, '/dashboard/classrooms?turma=5');
    await expectRefused(page, '/admin-dashboard/home');
    await expectRefused(page, '/student-dashboard/home');

    await page.goto('/signup/teacher');
    await page.getByRole('heading', { level: 1, name: 'Criar conta de professor' }).waitFor();
    expect(await cookieValue(page, 'originalUrl')).toBeUndefined();
  });

  it('refuses the teacher area to a student, who starts in the student area', async () => {
    const page = await consented(await session.page(), session.baseURL);
    await logIn(page, 'student', demo.student.login, demo.student.password);
    expect(new URL(page.url()).pathname).toBe('/student-dashboard/home');
    await page.getByRole('heading', { level: 1, name: `Olá, ${demo.student.firstName}!` }).waitFor();
    await inspectScreen(page, 'inicio-aluno');

    await expectRefused(page, '/dashboard');
    await page.getByText('Você já entrou como').waitFor();
    await inspectScreen(page, 'aluno-recusado');
  });

  it('starts staff in the admin area and keeps them out of the teacher area', async () => {
    const page = await consented(await session.page(), session.baseURL);
    await logIn(page, 'teacher', demo.staff.login, demo.staff.password);
    expect(new URL(page.url()).pathname).toBe('/admin-dashboard/home');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(JSON.parse((await cookieValue(page, 'ua')) ?? '')).toEqual({
      isTeacher: false,
      isStudent: false,
      isStaff: true,
    });
    await expectRefused(page, '/dashboard/home');
  });
});
