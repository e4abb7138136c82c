import { randomUUID } from 'node:crypto';
import { routePath, spaRoutes } from '@aula/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consented, demo, logIn } from '../support/accounts';
import { screenshot, useBrowser } from '../support/browser';
import {
  apiLogin,
  createClassroom,
  createStudents,
  freeLessons,
  freshTeacher,
  linkLessons,
  studentJoinsByCode,
} from '../support/classrooms';
import { grantConsent, studentIdOf } from '../support/families';
import { linkIn, waitForEmail } from '../support/outbox';
import { allowSandbox, planNamed, savePaymentData } from '../support/payments';
import { report, routeStops, tour, type World } from '../support/route-stops';
import { overlaps, settle, sidewaysOverflow, smallPhone } from '../support/screen-audit';

const session = useBrowser();
const STUDENT_PASSWORD = 'Pipoca-Doce-2026';
let world: World;
const { publicStops, teacherStops, studentStops, adminIds, adminStops } = routeStops(() => world);

async function phone(): Promise<Page> {
  return consented(await session.newPage(smallPhone), session.baseURL);
}

describe('every screen fits a 360 px phone and speaks Portuguese', () => {
  it('creates its own teacher, classroom, student, activity, shared book and reset link', async () => {
    const setup = await session.page();
    const { teacher, api } = await freshTeacher(setup, 'todas-as-rotas');
    const classroom = await createClassroom(api, '5º ano Ipê Amarelo');
    await api.put(`/api/content/classrooms/${classroom.id}/schedule/`, {
      weekdays: [{ weekday: 1, aulas: 2 }],
    });
    const [lesson] = await freeLessons(api, 1);
    await linkLessons(api, classroom.id, [lesson!.id]);
    const username = await studentJoinsByCode(setup, classroom.code, {
      first: 'Beatriz',
      last: 'Nunes',
      password: STUDENT_PASSWORD,
      prefix: 'bia',
    });
    const [byTeacher] = await createStudents(api, classroom.id, [['Caio', 'Prado']]);
    const token = await api.post<{ url: string }>(
      `/api/accounts/generate-student-login-token/${byTeacher!.student.id}/`,
    );
    const assignment = await api.post<{ id: number }>(
      `/api/content/classrooms/${classroom.id}/assignments/`,
      {
        title: lesson!.title,
        lesson: lesson!.id,
        submission_type: 'text',
      },
    );
    const question = await api.post<{ id: number }>('/api/content/questions/', {
      type: 'true_false',
      statement: '<p>Metade de 10 é 5.</p>',
      skills: ['EF05MA03'],
      points: 1,
      answer: true,
    });
    const quiz = await api.post<{ id: number }>(`/api/content/classrooms/${classroom.id}/assignments/`, {
      title: 'Diagnóstica de frações',
      submission_type: 'quiz',
      questions: [{ question: question.id }],
    });
    const own = await api.post<{ id: number }>('/api/content/custom-lessonplans/', {
      title: 'Projeto horta',
    });
    await api.post(`/api/content/custom-lessonplans/${own.id}/lessons/`, {
      title: 'Preparando os canteiros',
    });
    const plans = await api.get<{ results: { id: number; title: string }[] }>(
      `/api/content/lessonplans/?search=${encodeURIComponent('Frações')}`,
    );

    const colleague = await freshTeacher(setup, 'todas-as-rotas-colega');
    const colleaguePlan = await colleague.api.post<{ id: number }>('/api/content/custom-lessonplans/', {
      title: 'Feira de ciências',
    });
    const share = await colleague.api.post<{ url: string }>(
      `/api/content/custom-lessonplans/${colleaguePlan.id}/share/`,
    );

    const message = `Como imprimo as fichas? (${Date.now()})`;
    await api.post('/api/profile/feedbacks/', { message, rating: 5 });
    await savePaymentData(setup, api, `${teacher.firstName} ${teacher.lastName}`);
    const reset = await setup.request.post('/api/accounts/password-reset/', {
      data: { email: teacher.email },
    });
    expect(reset.ok()).toBe(true);
    const email = await waitForEmail(teacher.email, /Redefinição de senha/);
    const tokenUrl = new URL(token.url);
    const joined = await studentIdOf(api, username);
    const guardian = await api.post<{ id: number }>(`/api/profile/my-students/${joined}/guardians/`, {
      name: 'Rosa Nunes',
      relationship: 'mae',
      email: 'rosa.nunes@example.com',
    });
    const consent = await api.post<{ url: string }>(`/api/profile/my-students/${joined}/consent-requests/`, {
      guardian: guardian.id,
      channel: 'print',
    });
    await grantConsent(setup, api, byTeacher!.student.id);
    const guardians = await api.get<{ results: { family_url: string | null }[] }>(
      `/api/profile/my-students/${byTeacher!.student.id}/guardians/`,
    );
    const annualPlan = (await planNamed(api, 'Anual')).id;
    const boleto = await setup.request.post('/api/payment/orders/', {
      headers: { Authorization: `JWT ${api.access}`, 'Idempotency-Key': randomUUID() },
      data: { subscription_plan: annualPlan, method: 'boleto' },
    });
    expect(boleto.status()).toBe(201);

    world = {
      teacher,
      classroom,
      lesson: lesson!,
      catalogPlan: plans.results[0]!.id,
      assignment: assignment.id,
      quiz: quiz.id,
      submitter: byTeacher!.student.id,
      student: { username },
      loginTokenPath: tokenUrl.pathname + tokenUrl.search,
      resetPath: linkIn(email, '/password-reset/').pathname,
      sharedPath: new URL(share.url).pathname,
      consentPath: new URL(consent.url).pathname,
      familyPath: new URL(guardians.results[0]!.family_url!).pathname,
      plans: {
        monthly: (await planNamed(api, 'Mensal')).id,
        annual: annualPlan,
      },
      order: ((await boleto.json()) as { id: number }).id,
      message,
    };
  });

  it('the tour covers every route of the router', () => {
    const placeholderIds = {
      user: 1,
      subscription: 1,
      charge: 'ch',
      invoice: 'in',
      coupon: 1,
      webhook: 1,
      message: 1,
    };
    const visited = new Set<string>(
      [...publicStops(), ...teacherStops(), ...studentStops(), ...adminStops(placeholderIds)].map(
        (stop) => stop.route,
      ),
    );
    expect(Object.keys(spaRoutes).filter((route) => !visited.has(route))).toEqual([]);
  });

  it('public pages', async () => {
    const page = await phone();
    report('pública', await tour(page, 'publica', publicStops()));
  });

  it('teacher area', async () => {
    const page = await phone();
    await allowSandbox(page);
    await logIn(page, 'teacher', world.teacher.email, world.teacher.password);
    report('do professor', await tour(page, 'professor', teacherStops()));
  }, 120_000);

  it('student area', async () => {
    const page = await phone();
    await logIn(page, 'student', world.student.username, STUDENT_PASSWORD);
    report('do aluno', await tour(page, 'aluno', studentStops()));
  });

  it('admin area', async () => {
    const page = await phone();
    const staff = await apiLogin(page, 'teacher', demo.staff.login, demo.staff.password);
    const ids = await adminIds(staff);
    await logIn(page, 'teacher', demo.staff.login, demo.staff.password);
    report('administrativa', await tour(page, 'admin', adminStops(ids)));
  }, 120_000);

  it('shows new and reset passwords whole, and toasts below the app bar', async () => {
    const page = await phone();
    await logIn(page, 'teacher', world.teacher.email, world.teacher.password);
    await page.goto(spaRoutes.teacherStudents);
    await settle(page);
    await page.getByRole('button', { name: 'Cadastrar alunos' }).first().click();
    const create = page.getByRole('dialog', { name: 'Cadastrar alunos' });
    await create
      .getByRole('textbox', { name: 'Nomes dos alunos, um por linha' })
      .fill('Ana Luíza Souza\nJoão Pedro Lima');
    const created = page.waitForResponse((r) => r.url().endsWith('/api/profile/my-students/bulk/'));
    await create.locator('button[type=submit]').click();
    const passwords = (
      (await (await created).json()) as { created: { temporary_password: string }[] }
    ).created.map((c) => c.temporary_password);
    const sheet = page.getByRole('dialog', { name: '2 alunos cadastrados' });
    await sheet.getByRole('table', { name: 'Usuários e senhas temporárias' }).waitFor();
    await screenshot(page, 'senhas-novas');
    expect(await sidewaysOverflow(page)).toEqual([]);
    for (const password of passwords) {
      const cell = sheet.getByRole('cell', { name: password });
      expect(await wholeInView(cell, page)).toBe(true);
    }
    await sheet.getByRole('button', { name: 'Fechar' }).click();

    await page.getByRole('button', { name: 'Ações para Ana Luíza Souza' }).click();
    await page.getByRole('menuitem', { name: 'Redefinir senha' }).click();
    const reset = page.getByRole('dialog', { name: 'Redefinir senha' });
    // A password the teacher typed, with no hyphen where a line could break.
    const long = 'Bicicletatartaruga2026';
    await reset.getByRole('textbox', { name: 'Senha temporária' }).fill(long);
    await reset.getByRole('button', { name: 'Redefinir senha' }).click();
    const shown = reset.getByTestId('senha-temporaria');
    await shown.waitFor();
    await screenshot(page, 'senha-redefinida');
    expect(await shown.textContent()).toBe(long);
    expect(await wholeInView(shown, page)).toBe(true);
    expect(await sidewaysOverflow(page)).toEqual([]);
    await reset.getByRole('button', { name: 'Concluir' }).click();

    // Any action's toast: it must leave the app bar (menu, account) uncovered.
    await page.goto(
      `${routePath(spaRoutes.teacherClassroom, { classroomId: world.classroom.id })}?aba=mural`,
    );
    await page.getByRole('textbox', { name: 'Escreva um aviso para a turma' }).fill('Bom dia, turma!');
    await page.getByRole('button', { name: 'Publicar' }).click();
    await page.locator('.notistack-SnackbarContainer').getByText('Aviso publicado no mural.').waitFor();
    await screenshot(page, 'aviso-toast');
    expect(
      await overlaps(page, '.notistack-SnackbarContainer .notistack-MuiContent', 'header.MuiAppBar-root'),
    ).toBe(false);
  });
});

/** Not clipped by its own box nor past the screen's edge. */
async function wholeInView(locator: ReturnType<Page['locator']>, page: Page): Promise<boolean> {
  const width = page.viewportSize()?.width ?? 0;
  return locator.evaluate((element, width) => {
    const rect = element.getBoundingClientRect();
    return element.scrollWidth <= element.clientWidth + 1 && rect.left >= 0 && rect.right <= width;
  }, width);
}
