import { describe, expect, it } from 'vitest';
import { consented } from '../support/accounts';
import { errorsOf, inspectScreen, useBrowser, viewports } from '../support/browser';
import {
  createClassroom,
  createStudents,
  freeLessons,
  freshTeacher,
  horizontalOverflow,
  linkLessons,
} from '../support/classrooms';

const session = useBrowser();
const NOTE = 'Só para mim: a Rafaela precisa de apoio com frações.';
const PASSWORD = 'Girassol#Amarelo-42';

describe('classrooms: one-time login link', () => {
  it('a student signs in with the link, chooses a password and reads the lessons', async () => {
    const setup = await session.page();
    const { api } = await freshTeacher(setup, 'link');
    const classroom = await createClassroom(api, '5º ano C');
    const [student] = await createStudents(api, classroom.id, [['Rafaela', 'Costa']]);
    const lessons = await freeLessons(api, 2);
    const linked = await linkLessons(
      api,
      classroom.id,
      lessons.map((l) => l.id),
    );
    const response = await setup.request.patch(
      `/api/content/teaching-class/${linked.lessons[0]!.teaching_class_id}/`,
      {
        headers: { Authorization: `JWT ${api.access}` },
        data: { teacher_note: NOTE },
      },
    );
    expect(response.status()).toBe(200);
    const token = await api.post<{ url: string }>(
      `/api/accounts/generate-student-login-token/${student!.student.id}/`,
    );
    const url = new URL(token.url);
    expect(url.pathname).toBe(`/code/${classroom.code}/student-login-token`);

    const page = await consented(await session.newPage(), session.baseURL);
    await page.goto(url.pathname + url.search);
    // Created by the teacher: the temporary password is replaced first.
    await page.getByRole('heading', { level: 1, name: 'Crie sua senha' }).waitFor();
    expect(new URL(page.url()).search, 'o token sai do endereço').toBe('');
    await inspectScreen(page, 'primeira-senha');
    await page.locator('#primeira-senha').fill(PASSWORD);
    await page.locator('#primeira-senha-confirmacao').fill(PASSWORD);
    await page.getByRole('button', { name: 'Salvar minha senha' }).click();

    // She lands on her "Para fazer"; the class is one click away.
    await page.getByRole('heading', { level: 2, name: 'Para fazer', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/student-dashboard/home');
    await page.goto(`/student-dashboard/classrooms/${classroom.id}`);
    await page.getByRole('heading', { level: 1, name: '5º ano C' }).waitFor();
    await page.getByRole('heading', { name: 'Aulas (2)' }).waitFor();
    await page.getByRole('button', { name: new RegExp(lessons[1]!.title) }).click();
    const content = page.locator(`#aula-${lessons[1]!.id}-conteudo`);
    await content.first().waitFor();
    expect(await page.getByText(NOTE).count(), 'a anotação do professor é só dele').toBe(0);
    await inspectScreen(page, 'aulas-do-aluno');

    const phone = await consented(
      await session.newPage({ viewport: viewports.phone, isMobile: true, hasTouch: true }),
      session.baseURL,
    );
    const again = await api.post<{ url: string }>(
      `/api/accounts/generate-student-login-token/${student!.student.id}/`,
    );
    const phoneUrl = new URL(again.url);
    await phone.goto(phoneUrl.pathname + phoneUrl.search);
    // Her password is set: the link lands on her "Para fazer", and the class is one tap away.
    await phone.getByRole('heading', { level: 2, name: 'Para fazer', exact: true }).waitFor();
    await phone.goto(`/student-dashboard/classrooms/${classroom.id}`);
    await phone.getByRole('heading', { level: 1, name: '5º ano C' }).waitFor();
    await phone.getByRole('button', { name: new RegExp(lessons[0]!.title) }).click();
    await phone.locator(`#aula-${lessons[0]!.id}-conteudo`).first().waitFor();
    await inspectScreen(phone, 'aulas-do-aluno-celular');
    expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
    // The profile is refused (403 password_change_required) until the new password is saved.
    expect(errorsOf(page).filter((e) => !e.includes('status of 403'))).toEqual([]);

    // The link works once.
    const reused = await consented(await session.newPage(), session.baseURL);
    await reused.goto(phoneUrl.pathname + phoneUrl.search);
    await reused.getByRole('heading', { level: 1, name: 'Este link não funciona mais' }).waitFor();
    expect(await reused.getByRole('link', { name: 'Entrar com usuário e senha' }).getAttribute('href')).toBe(
      `/code/${classroom.code}/login`,
    );
    await inspectScreen(reused, 'link-usado');
  });
});
