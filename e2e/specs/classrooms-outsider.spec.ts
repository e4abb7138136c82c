import { describe, expect, it } from 'vitest';
import { consented, demo, logIn } from '../support/accounts';
import { inspectScreen, useBrowser } from '../support/browser';
import { apiLogin, createClassroom, freeLessons, freshTeacher, linkLessons } from '../support/classrooms';

const session = useBrowser();

describe('classrooms: outsiders', () => {
  it('refuses a student outside the class, and another teacher, with a friendly page', async () => {
    const setup = await session.page();
    const { api } = await freshTeacher(setup, 'fora');
    const classroom = await createClassroom(api, '6º ano Sigiloso');
    const [lesson] = await freeLessons(api, 1);
    await linkLessons(api, classroom.id, [lesson!.id]);

    const student = await apiLogin(setup, 'student', demo.student.login, demo.student.password);
    expect(await student.status(`/api/content/classrooms/${classroom.id}/`)).toBe(404);

    const page = await consented(await session.newPage(), session.baseURL);
    await logIn(page, 'student', demo.student.login, demo.student.password);
    await page.goto(`/student-dashboard/classrooms/${classroom.id}`);
    await page.getByRole('heading', { name: 'Você não está nesta turma' }).waitFor();
    expect(await page.getByText('6º ano Sigiloso').count()).toBe(0);
    expect(await page.getByText(lesson!.title).count()).toBe(0);
    await inspectScreen(page, 'aluno-de-fora');

    const other = await session.newPage();
    const { teacher: intruder } = await freshTeacher(other, 'outra');
    const teacherPage = await consented(other, session.baseURL);
    await logIn(teacherPage, 'teacher', intruder.email, intruder.password);
    await teacherPage.goto(`/dashboard/classrooms/${classroom.id}`);
    await teacherPage.getByRole('heading', { name: 'Turma não encontrada' }).waitFor();
    expect(await teacherPage.getByText('6º ano Sigiloso').count()).toBe(0);
    await inspectScreen(teacherPage, 'professor-de-fora');
  });
});
