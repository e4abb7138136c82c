import { randomUUID } from 'node:crypto';
import { routePath, spaRoutes, type SpaRouteName } from '@aula/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consented, demo, logIn, type NewTeacher } from '../support/accounts';
import { screenshot, useBrowser } from '../support/browser';
import {
  apiLogin,
  createClassroom,
  createStudents,
  freeLessons,
  freshTeacher,
  linkLessons,
  type Api,
  studentJoinsByCode,
} from '../support/classrooms';
import { linkIn, waitForEmail } from '../support/outbox';
import { allowSandbox, fillCard, planNamed, savePaymentData, TEST_CARDS } from '../support/payments';
import { englishOnScreen, overlaps, settle, sidewaysOverflow, smallPhone } from '../support/screen-audit';

const session = useBrowser();
const STUDENT_PASSWORD = 'Pipoca-Doce-2026';
/** Screens with problems are always saved; E2E_SCREENSHOT_EVERY_ROUTE=1 saves all of them to look at. */
const SCREENSHOT_ALL = process.env.E2E_SCREENSHOT_EVERY_ROUTE === '1';

interface Stop {
  route: SpaRouteName | 'notFound';
  /** The address to open; a function reads it from the screen shown before. */
  path: string | ((page: Page) => Promise<string>);
  /** Where the app is expected to settle when it moves on by itself (e.g. /logout). */
  lands?: RegExp;
  /** Checks the screen the previous stop's `then` led to, without opening `path`. */
  stay?: true;
  /** The error page is what this stop should show. */
  error?: true;
  /** What the person does next on this screen, after it was checked. */
  then?: (page: Page) => Promise<void>;
}

/** Everything the tour needs, created by the first test through the API. */
interface World {
  teacher: NewTeacher;
  classroom: { id: number; code: string };
  lesson: { id: number; title: string };
  catalogPlan: number;
  assignment: number;
  /** A student of the activity's class (no hand-in yet), for the grading viewer. */
  submitter: number;
  student: { username: string };
  loginTokenPath: string;
  resetPath: string;
  sharedPath: string;
  plans: { monthly: number; annual: number };
  /** A boleto order of the annual plan, waiting for payment. */
  order: number;
  message: string;
}
let world: World;

async function linkOn(page: Page, prefix: string): Promise<string> {
  const href = await page.locator(`a[href^="${prefix}"]`).first().getAttribute('href', { timeout: 10_000 });
  if (!href) throw new Error(`Nenhum link para ${prefix} em ${page.url()}.`);
  return href;
}

/** Opens each stop in turn and returns one entry per screen that fails, with all its problems. */
async function tour(page: Page, role: string, stops: Stop[]): Promise<string[]> {
  const failures: string[] = [];
  for (const [index, stop] of stops.entries()) {
    const problems: string[] = [];
    let path = '';
    try {
      path = typeof stop.path === 'string' ? stop.path : await stop.path(page);
      if (!stop.stay) await page.goto(path);
      if (!(await settle(page))) problems.push('não terminou de carregar em 15 s');
      const landed = new URL(page.url()).pathname;
      const expected = path.split('?')[0];
      if (stop.lands ? !stop.lands.test(landed) : landed !== expected)
        problems.push(`foi parar em ${landed}`);
      if (!stop.error && (await page.locator('[data-testid="error-status"]').count()) > 0) {
        problems.push(`mostrou a página de erro “${await page.locator('h1').first().textContent()}”`);
      }
      problems.push(...(await sidewaysOverflow(page)));
      problems.push(...(await englishOnScreen(page)).map((hit) => `inglês: ${hit}`));
      if (problems.length > 0 || SCREENSHOT_ALL)
        await screenshot(page, `${role}-${String(index).padStart(2, '0')}-${stop.route}`);
      await stop.then?.(page);
    } catch (error) {
      problems.push(`falhou: ${(error as Error).message.split('\n')[0]}`);
    }
    if (problems.length > 0) {
      const pattern = stop.route === 'notFound' ? '(nenhuma rota)' : spaRoutes[stop.route];
      failures.push(`${pattern} → ${path}\n    - ${problems.join('\n    - ')}`);
    }
  }
  return failures;
}

function report(role: string, failures: string[]) {
  if (failures.length === 0) return;
  const text = `${failures.length} tela(s) da área ${role} com problemas a 360 px:\n\n${failures.join('\n\n')}`;
  console.log(text);
  throw new Error(text);
}

async function phone(): Promise<Page> {
  return consented(await session.newPage(smallPhone), session.baseURL);
}

const publicStops = (): Stop[] => {
  const code = world.classroom.code;
  return [
    { route: 'home', path: spaRoutes.home },
    { route: 'login', path: spaRoutes.login },
    { route: 'logout', path: spaRoutes.logout, lands: /^\/login$/ },
    { route: 'passwordReset', path: spaRoutes.passwordReset },
    // The token leaves the address bar before anything else runs (analytics never sees it).
    { route: 'passwordResetConfirm', path: world.resetPath, lands: /^\/password-reset\/oculto$/ },
    { route: 'signupTeacher', path: spaRoutes.signupTeacher },
    { route: 'termsOfUse', path: spaRoutes.termsOfUse },
    { route: 'privacyPolicy', path: spaRoutes.privacyPolicy },
    { route: 'classroomCode', path: routePath(spaRoutes.classroomCode, { classroomCode: code }) },
    { route: 'classroomCodeLogin', path: routePath(spaRoutes.classroomCodeLogin, { classroomCode: code }) },
    { route: 'classroomCodeSignup', path: routePath(spaRoutes.classroomCodeSignup, { classroomCode: code }) },
    { route: 'notFound', path: '/pagina-que-nao-existe', error: true },
    // Last: the link logs the visitor in as the student it was made for, who may first choose a password.
    {
      route: 'classroomCodeLoginToken',
      path: world.loginTokenPath,
      lands: /^\/(code\/\w+\/student-login-token|student-dashboard\/home)$/,
    },
  ];
};

const teacherStops = (): Stop[] => {
  const { monthly, annual } = world.plans;
  return [
    { route: 'teacherHome', path: spaRoutes.teacherHome },
    { route: 'teacherAccount', path: spaRoutes.teacherAccount },
    { route: 'teacherClassrooms', path: spaRoutes.teacherClassrooms },
    {
      route: 'teacherClassroom',
      path: routePath(spaRoutes.teacherClassroom, { classroomId: world.classroom.id }),
    },
    {
      route: 'teacherRollCall',
      // A Monday of the 2026 class's 1º bimestre: its schedule meets on Mondays.
      path: routePath(spaRoutes.teacherRollCall, { classroomId: world.classroom.id, date: '2026-03-16' }),
    },
    { route: 'teacherStudents', path: spaRoutes.teacherStudents },
    { route: 'teacherContact', path: spaRoutes.teacherContact },
    { route: 'teacherBooks', path: spaRoutes.teacherBooks },
    { route: 'teacherBook', path: routePath(spaRoutes.teacherBook, { id: world.catalogPlan }) },
    { route: 'teacherMyBooks', path: spaRoutes.teacherMyBooks },
    {
      route: 'teacherSharedBook',
      path: world.sharedPath,
      lands: /^\/dashboard\/shared-books\/oculto$/,
    },
    { route: 'teacherFavorites', path: spaRoutes.teacherFavorites },
    { route: 'teacherBncc', path: spaRoutes.teacherBncc },
    { route: 'teacherReviewQueue', path: spaRoutes.teacherReviewQueue },
    {
      route: 'teacherSubmission',
      path: routePath(spaRoutes.teacherSubmission, {
        assignmentId: world.assignment,
        studentId: world.submitter,
      }),
    },
    { route: 'teacherDocuments', path: spaRoutes.teacherDocuments },
    { route: 'teacherFaq', path: spaRoutes.teacherFaq },
    { route: 'teacherChoosePlan', path: spaRoutes.teacherChoosePlan },
    { route: 'teacherManageSubscription', path: spaRoutes.teacherManageSubscription },
    { route: 'paymentUserData', path: routePath(spaRoutes.paymentUserData, { id: monthly }) },
    {
      route: 'paymentConfirmation',
      path: routePath(spaRoutes.paymentConfirmation, { id: monthly }),
      then: async (page) => {
        await fillCard(page, TEST_CARDS.approved);
        await page.getByRole('button', { name: 'Assinar' }).click();
        await page.waitForURL('**' + spaRoutes.paymentSuccess);
      },
    },
    { route: 'paymentSuccess', path: spaRoutes.paymentSuccess, stay: true },
    { route: 'teacherManageSubscription', path: spaRoutes.teacherManageSubscription },
    { route: 'paymentReceipt', path: (page) => linkOn(page, '/dashboard/payment/receipts/') },
    { route: 'paymentChangePlan', path: spaRoutes.paymentChangePlan },
    {
      route: 'paymentChangePlanConfirmation',
      path: routePath(spaRoutes.paymentChangePlanConfirmation, { subscriptionPlanId: annual }),
    },
    { route: 'paymentChangePlanSuccess', path: spaRoutes.paymentChangePlanSuccess },
    { route: 'paymentChangeCreditCard', path: spaRoutes.paymentChangeCreditCard },
    { route: 'paymentCardUpdated', path: spaRoutes.paymentCardUpdated },
    { route: 'paymentUpdateRequired', path: spaRoutes.paymentUpdateRequired },
    { route: 'paymentUpdateUserData', path: spaRoutes.paymentUpdateUserData },
    { route: 'paymentOrder', path: routePath(spaRoutes.paymentOrder, { orderId: world.order }) },
  ];
};

const studentStops = (): Stop[] => [
  { route: 'studentHome', path: spaRoutes.studentHome },
  { route: 'studentAccount', path: spaRoutes.studentAccount },
  { route: 'studentClassroom', path: routePath(spaRoutes.studentClassroom, { id: world.classroom.id }) },
  { route: 'studentAssignment', path: routePath(spaRoutes.studentAssignment, { id: world.assignment }) },
  { route: 'studentContact', path: spaRoutes.studentContact },
  // For a logged-in student: confirm joining a class, and complete the names when the account lacks them.
  {
    route: 'classroomCodeJoin',
    path: routePath(spaRoutes.classroomCodeJoin, { classroomCode: world.classroom.code }),
  },
  {
    route: 'classroomCodeMissingData',
    path: routePath(spaRoutes.classroomCodeMissingData, { classroomCode: world.classroom.code }),
  },
];

interface AdminIds {
  user: number;
  subscription: number;
  charge: string;
  invoice: string;
  coupon: number;
  webhook: number;
  message: number;
}

async function adminIds(staff: Api): Promise<AdminIds> {
  type Paged<T> = { results: T[] };
  const users = await staff.get<Paged<{ id: number }>>(
    `/api/admin/auth/users/?search=${encodeURIComponent(world.teacher.email)}`,
  );
  const user = users.results[0]!.id;
  const orders = await staff.get<
    Paged<{
      subscription_id: number | null;
      provider_charge_id: string | null;
      provider_invoice_id: string | null;
    }>
  >(`/api/admin/payment/orders?user=${user}`);
  const order = orders.results.find(
    (o) => o.provider_charge_id && o.provider_invoice_id && o.subscription_id,
  );
  if (!order) throw new Error('O pedido pago da professora não chegou à administração.');
  const coupons = await staff.get<Paged<{ id: number }>>('/api/admin/payment/coupons');
  const webhooks = await staff.get<Paged<{ id: number }>>('/api/admin/webhooks/webhook-events');
  const messages = await staff.get<Paged<{ id: number; message: string }>>('/api/admin/contact-messages/');
  const message = messages.results.find((m) => m.message === world.message);
  if (!message || !webhooks.results[0] || !coupons.results[0])
    throw new Error('Faltam dados na administração.');
  return {
    user,
    subscription: order.subscription_id!,
    charge: order.provider_charge_id!,
    invoice: order.provider_invoice_id!,
    coupon: coupons.results[0].id,
    webhook: webhooks.results[0].id,
    message: message.id,
  };
}

const adminStops = (ids: AdminIds): Stop[] => {
  const plan = { subscriptionPlanId: world.plans.monthly };
  const lessonPlan = { lessonPlanId: world.catalogPlan };
  const lesson = { ...lessonPlan, lessonId: world.lesson.id };
  return [
    { route: 'adminHome', path: spaRoutes.adminHome },
    { route: 'adminUsers', path: spaRoutes.adminUsers },
    { route: 'adminUser', path: routePath(spaRoutes.adminUser, { userId: ids.user }) },
    { route: 'adminSubscriptionPlans', path: spaRoutes.adminSubscriptionPlans },
    { route: 'adminSubscriptionPlanNew', path: spaRoutes.adminSubscriptionPlanNew },
    { route: 'adminSubscriptionPlan', path: routePath(spaRoutes.adminSubscriptionPlan, plan) },
    { route: 'adminSubscriptionPlanEdit', path: routePath(spaRoutes.adminSubscriptionPlanEdit, plan) },
    { route: 'adminProviderPlans', path: spaRoutes.adminProviderPlans },
    { route: 'adminProviderPlanNew', path: spaRoutes.adminProviderPlanNew },
    { route: 'adminSubscriptions', path: spaRoutes.adminSubscriptions },
    {
      route: 'adminSubscription',
      path: routePath(spaRoutes.adminSubscription, { subscriptionId: ids.subscription }),
    },
    { route: 'adminCoupons', path: spaRoutes.adminCoupons },
    { route: 'adminCouponNew', path: spaRoutes.adminCouponNew },
    { route: 'adminCouponEdit', path: routePath(spaRoutes.adminCouponEdit, { couponId: ids.coupon }) },
    { route: 'adminOrders', path: spaRoutes.adminOrders },
    { route: 'adminProducts', path: spaRoutes.adminProducts },
    { route: 'adminProductNew', path: spaRoutes.adminProductNew },
    { route: 'adminProcessors', path: spaRoutes.adminProcessors },
    { route: 'adminProcessorNew', path: spaRoutes.adminProcessorNew },
    {
      route: 'adminProviderCharge',
      path: routePath(spaRoutes.adminProviderCharge, { providerChargeId: ids.charge }),
    },
    {
      route: 'adminProviderInvoice',
      path: routePath(spaRoutes.adminProviderInvoice, { providerInvoiceId: ids.invoice }),
    },
    { route: 'adminWebhooks', path: spaRoutes.adminWebhooks },
    { route: 'adminWebhook', path: routePath(spaRoutes.adminWebhook, { webhookId: ids.webhook }) },
    { route: 'adminJobs', path: spaRoutes.adminJobs },
    { route: 'adminAuditLog', path: spaRoutes.adminAuditLog },
    { route: 'adminReports', path: spaRoutes.adminReports },
    { route: 'adminMessages', path: spaRoutes.adminMessages },
    { route: 'adminMessage', path: routePath(spaRoutes.adminMessage, { messageId: ids.message }) },
    { route: 'adminAllLessons', path: spaRoutes.adminAllLessons },
    { route: 'adminCollections', path: spaRoutes.adminCollections },
    { route: 'adminDocuments', path: spaRoutes.adminDocuments },
    { route: 'adminFaq', path: spaRoutes.adminFaq },
    { route: 'adminLessonPlans', path: spaRoutes.adminLessonPlans },
    { route: 'adminLessonPlanNew', path: spaRoutes.adminLessonPlanNew },
    { route: 'adminLessonPlansReorder', path: spaRoutes.adminLessonPlansReorder },
    { route: 'adminLessonPlan', path: routePath(spaRoutes.adminLessonPlan, lessonPlan) },
    { route: 'adminLessonPlanEdit', path: routePath(spaRoutes.adminLessonPlanEdit, lessonPlan) },
    { route: 'adminPlanLessons', path: routePath(spaRoutes.adminPlanLessons, lessonPlan) },
    { route: 'adminPlanLessonNew', path: routePath(spaRoutes.adminPlanLessonNew, lessonPlan) },
    { route: 'adminPlanLesson', path: routePath(spaRoutes.adminPlanLesson, lesson) },
    { route: 'adminPlanLessonEdit', path: routePath(spaRoutes.adminPlanLessonEdit, lesson) },
  ];
};

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
      submitter: byTeacher!.student.id,
      student: { username },
      loginTokenPath: tokenUrl.pathname + tokenUrl.search,
      resetPath: linkIn(email, '/password-reset/').pathname,
      sharedPath: new URL(share.url).pathname,
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
