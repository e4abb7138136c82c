import { routePath, spaRoutes, type SpaRouteName } from '@aula/contracts';
import type { Page } from 'playwright-core';
import type { NewTeacher } from './accounts';
import { screenshot } from './browser';
import type { Api } from './classrooms';
import { fillCard, TEST_CARDS } from './payments';
import { englishOnScreen, settle, sidewaysOverflow } from './screen-audit';

// The stops of the every-route tour (e2e/specs/every-route.spec.ts) and the walk through them.

/** Screens with problems are always saved; E2E_SCREENSHOT_EVERY_ROUTE=1 saves all of them to look at. */
const SCREENSHOT_ALL = process.env.E2E_SCREENSHOT_EVERY_ROUTE === '1';

export interface Stop {
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
export interface World {
  teacher: NewTeacher;
  classroom: { id: number; code: string };
  lesson: { id: number; title: string };
  catalogPlan: number;
  assignment: number;
  /** A quiz activity of the same class, for its results and paper-answers screen. */
  quiz: number;
  /** A student of the activity's class (no hand-in yet), for the grading viewer. */
  submitter: number;
  student: { username: string };
  loginTokenPath: string;
  resetPath: string;
  sharedPath: string;
  /** A guardian's consent link (still unanswered) and another child's family page. */
  consentPath: string;
  familyPath: string;
  plans: { monthly: number; annual: number };
  /** A boleto order of the annual plan, waiting for payment. */
  order: number;
  message: string;
}

async function linkOn(page: Page, prefix: string): Promise<string> {
  const href = await page.locator(`a[href^="${prefix}"]`).first().getAttribute('href', { timeout: 10_000 });
  if (!href) throw new Error(`Nenhum link para ${prefix} em ${page.url()}.`);
  return href;
}

/** Opens each stop in turn and returns one entry per screen that fails, with all its problems. */
export async function tour(page: Page, role: string, stops: Stop[]): Promise<string[]> {
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

export function report(role: string, failures: string[]) {
  if (failures.length === 0) return;
  const text = `${failures.length} tela(s) da área ${role} com problemas a 360 px:\n\n${failures.join('\n\n')}`;
  console.log(text);
  throw new Error(text);
}

export interface AdminIds {
  user: number;
  subscription: number;
  charge: string;
  invoice: string;
  coupon: number;
  webhook: number;
  message: number;
}

/** The stop tables read the world the first test creates, so they take it lazily. */
export function routeStops(world: () => World) {
  const publicStops = (): Stop[] => {
    const code = world().classroom.code;
    return [
      { route: 'home', path: spaRoutes.home },
      { route: 'login', path: spaRoutes.login },
      { route: 'logout', path: spaRoutes.logout, lands: /^\/login$/ },
      { route: 'passwordReset', path: spaRoutes.passwordReset },
      // The token leaves the address bar before anything else runs (analytics never sees it).
      { route: 'passwordResetConfirm', path: world().resetPath, lands: /^\/password-reset\/oculto$/ },
      { route: 'signupTeacher', path: spaRoutes.signupTeacher },
      { route: 'termsOfUse', path: spaRoutes.termsOfUse },
      { route: 'privacyPolicy', path: spaRoutes.privacyPolicy },
      { route: 'childrenData', path: spaRoutes.childrenData },
      // A family's links hide their tokens as the reset link does.
      { route: 'consent', path: world().consentPath, lands: /^\/autorizacao\/oculto$/ },
      { route: 'family', path: world().familyPath, lands: /^\/familia\/oculto$/ },
      { route: 'classroomCode', path: routePath(spaRoutes.classroomCode, { classroomCode: code }) },
      { route: 'classroomCodeLogin', path: routePath(spaRoutes.classroomCodeLogin, { classroomCode: code }) },
      {
        route: 'classroomCodeSignup',
        path: routePath(spaRoutes.classroomCodeSignup, { classroomCode: code }),
      },
      { route: 'notFound', path: '/pagina-que-nao-existe', error: true },
      // Last: the link logs the visitor in as the student it was made for, who may first choose a password.
      {
        route: 'classroomCodeLoginToken',
        path: world().loginTokenPath,
        lands: /^\/(code\/\w+\/student-login-token|student-dashboard\/home)$/,
      },
    ];
  };

  const teacherStops = (): Stop[] => {
    const { monthly, annual } = world().plans;
    return [
      { route: 'teacherHome', path: spaRoutes.teacherHome },
      { route: 'teacherAccount', path: spaRoutes.teacherAccount },
      { route: 'teacherClassrooms', path: spaRoutes.teacherClassrooms },
      {
        route: 'teacherClassroom',
        path: routePath(spaRoutes.teacherClassroom, { classroomId: world().classroom.id }),
      },
      {
        route: 'teacherRollCall',
        // A Monday of the 2026 class's 1º bimestre: its schedule meets on Mondays.
        path: routePath(spaRoutes.teacherRollCall, { classroomId: world().classroom.id, date: '2026-03-16' }),
      },
      { route: 'teacherStudents', path: spaRoutes.teacherStudents },
      { route: 'teacherContact', path: spaRoutes.teacherContact },
      { route: 'teacherBooks', path: spaRoutes.teacherBooks },
      { route: 'teacherBook', path: routePath(spaRoutes.teacherBook, { id: world().catalogPlan }) },
      { route: 'teacherMyBooks', path: spaRoutes.teacherMyBooks },
      {
        route: 'teacherSharedBook',
        path: world().sharedPath,
        lands: /^\/dashboard\/shared-books\/oculto$/,
      },
      { route: 'teacherFavorites', path: spaRoutes.teacherFavorites },
      { route: 'teacherBncc', path: spaRoutes.teacherBncc },
      { route: 'teacherQuestions', path: spaRoutes.teacherQuestions },
      { route: 'teacherReviewQueue', path: spaRoutes.teacherReviewQueue },
      { route: 'teacherQuiz', path: routePath(spaRoutes.teacherQuiz, { assignmentId: world().quiz }) },
      {
        route: 'teacherSubmission',
        path: routePath(spaRoutes.teacherSubmission, {
          assignmentId: world().assignment,
          studentId: world().submitter,
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
      { route: 'paymentOrder', path: routePath(spaRoutes.paymentOrder, { orderId: world().order }) },
    ];
  };

  const studentStops = (): Stop[] => [
    { route: 'studentHome', path: spaRoutes.studentHome },
    { route: 'studentAccount', path: spaRoutes.studentAccount },
    { route: 'studentClassroom', path: routePath(spaRoutes.studentClassroom, { id: world().classroom.id }) },
    { route: 'studentAssignment', path: routePath(spaRoutes.studentAssignment, { id: world().assignment }) },
    { route: 'studentContact', path: spaRoutes.studentContact },
    // For a logged-in student: confirm joining a class, and complete the names when the account lacks them.
    {
      route: 'classroomCodeJoin',
      path: routePath(spaRoutes.classroomCodeJoin, { classroomCode: world().classroom.code }),
    },
    {
      route: 'classroomCodeMissingData',
      path: routePath(spaRoutes.classroomCodeMissingData, { classroomCode: world().classroom.code }),
    },
  ];

  async function adminIds(staff: Api): Promise<AdminIds> {
    type Paged<T> = { results: T[] };
    const users = await staff.get<Paged<{ id: number }>>(
      `/api/admin/auth/users/?search=${encodeURIComponent(world().teacher.email)}`,
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
    const message = messages.results.find((m) => m.message === world().message);
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
    const plan = { subscriptionPlanId: world().plans.monthly };
    const lessonPlan = { lessonPlanId: world().catalogPlan };
    const lesson = { ...lessonPlan, lessonId: world().lesson.id };
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

  return { publicStops, teacherStops, studentStops, adminIds, adminStops };
}
