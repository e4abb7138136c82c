/**
 * The SPA's route patterns, shared by the web router and the API server (which answers 404 for any
 * path that matches none of them). A screen is listed here only once it is built.
 */
export const spaRoutes = {
  home: '/',
  login: '/login',
  logout: '/logout',
  passwordReset: '/password-reset',
  passwordResetConfirm: '/password-reset/:token',
  signupTeacher: '/signup/teacher',
  termsOfUse: '/termos-de-uso',
  privacyPolicy: '/politica-de-privacidade',
  childrenData: '/dados-de-criancas',
  consent: '/autorizacao/:token',
  family: '/familia/:token',
  teacherHome: '/dashboard/home',
  teacherAccount: '/dashboard/account',
  studentHome: '/student-dashboard/home',
  studentAccount: '/student-dashboard/account',
  adminHome: '/admin-dashboard/home',
  adminUsers: '/admin-dashboard/users',
  adminUser: '/admin-dashboard/users/:userId',
  adminSubscriptionPlans: '/admin-dashboard/payment/subscription-plans',
  adminSubscriptionPlanNew: '/admin-dashboard/payment/subscription-plans/new',
  adminSubscriptionPlan: '/admin-dashboard/payment/subscription-plans/:subscriptionPlanId',
  adminSubscriptionPlanEdit: '/admin-dashboard/payment/subscription-plans/:subscriptionPlanId/edit',
  adminProviderPlans: '/admin-dashboard/payment/subscription-plans/provider',
  adminProviderPlanNew: '/admin-dashboard/payment/subscription-plans/provider/new',
  adminSubscriptions: '/admin-dashboard/payment/subscriptions',
  adminSubscription: '/admin-dashboard/payment/subscriptions/:subscriptionId',
  adminCoupons: '/admin-dashboard/payment/coupons',
  adminCouponNew: '/admin-dashboard/payment/coupons/new',
  adminCouponEdit: '/admin-dashboard/payment/coupons/:couponId/edit',
  adminOrders: '/admin-dashboard/payment/orders',
  adminProducts: '/admin-dashboard/payment/products',
  adminProductNew: '/admin-dashboard/payment/products/new',
  adminProcessors: '/admin-dashboard/payment/payment-processors',
  adminProcessorNew: '/admin-dashboard/payment/payment-processors/new',
  adminProviderCharge: '/admin-dashboard/payment/pagarme/charges/:providerChargeId',
  adminProviderInvoice: '/admin-dashboard/payment/pagarme/invoices/:providerInvoiceId',
  adminWebhooks: '/admin-dashboard/webhooks',
  adminWebhook: '/admin-dashboard/webhooks/:webhookId',
  adminJobs: '/admin-dashboard/jobs',
  adminAuditLog: '/admin-dashboard/audit-log',
  adminReports: '/admin-dashboard/reports',
  adminMessages: '/admin-dashboard/messages',
  adminMessage: '/admin-dashboard/messages/:messageId',
  teacherClassrooms: '/dashboard/classrooms',
  teacherClassroom: '/dashboard/classrooms/:classroomId',
  teacherRollCall: '/dashboard/classrooms/:classroomId/roll-call/:date',
  teacherStudents: '/dashboard/students',
  teacherContact: '/dashboard/contact',
  studentClassroom: '/student-dashboard/classrooms/:id',
  studentAssignment: '/student-dashboard/assignments/:id',
  studentContact: '/student-dashboard/contact',
  classroomCode: '/code/:classroomCode',
  classroomCodeJoin: '/code/:classroomCode/join',
  classroomCodeLogin: '/code/:classroomCode/login',
  classroomCodeSignup: '/code/:classroomCode/signup',
  classroomCodeMissingData: '/code/:classroomCode/missing-data',
  classroomCodeLoginToken: '/code/:classroomCode/student-login-token',
  teacherChoosePlan: '/dashboard/account/choose-plan',
  teacherManageSubscription: '/dashboard/account/manage-subscription',
  paymentUserData: '/dashboard/payment/:id/user-payment-data',
  paymentConfirmation: '/dashboard/payment/:id/confirmation',
  paymentSuccess: '/dashboard/payment/success',
  paymentChangePlan: '/dashboard/payment/change-plan',
  paymentChangePlanConfirmation: '/dashboard/payment/change-plan/:subscriptionPlanId/confirmation',
  paymentChangePlanSuccess: '/dashboard/payment/change-plan-success',
  paymentChangeCreditCard: '/dashboard/payment/change-credit-card',
  paymentCardUpdated: '/dashboard/payment/success-updated-credit-card',
  paymentUpdateRequired: '/dashboard/payment/update-payment-information-required',
  paymentUpdateUserData: '/dashboard/payment/update-user-data',
  paymentReceipt: '/dashboard/payment/receipts/:orderId',
  paymentOrder: '/dashboard/payment/orders/:orderId',
  teacherBooks: '/dashboard/books',
  teacherBook: '/dashboard/books/:id',
  teacherMyBooks: '/dashboard/my-books',
  teacherFavorites: '/dashboard/favorites',
  teacherDocuments: '/dashboard/documents',
  teacherFaq: '/dashboard/faq',
  teacherSharedBook: '/dashboard/shared-books/:token',
  adminAllLessons: '/admin-dashboard/content/all-lessons',
  adminCollections: '/admin-dashboard/content/collections',
  adminDocuments: '/admin-dashboard/content/documents',
  adminFaq: '/admin-dashboard/content/faq',
  adminLessonPlans: '/admin-dashboard/content/lesson-plans',
  adminLessonPlanNew: '/admin-dashboard/content/lesson-plans/new',
  adminLessonPlansReorder: '/admin-dashboard/content/lesson-plans/reorder',
  adminLessonPlan: '/admin-dashboard/content/lesson-plans/:lessonPlanId',
  adminLessonPlanEdit: '/admin-dashboard/content/lesson-plans/:lessonPlanId/edit',
  adminPlanLessons: '/admin-dashboard/content/lesson-plans/:lessonPlanId/lessons',
  adminPlanLessonNew: '/admin-dashboard/content/lesson-plans/:lessonPlanId/lessons/new',
  adminPlanLesson: '/admin-dashboard/content/lesson-plans/:lessonPlanId/lessons/:lessonId',
  adminPlanLessonEdit: '/admin-dashboard/content/lesson-plans/:lessonPlanId/lessons/:lessonId/edit',
  teacherBncc: '/dashboard/bncc',
  teacherQuestions: '/dashboard/questions',
  teacherReviewQueue: '/dashboard/review',
  teacherSubmission: '/dashboard/assignments/:assignmentId/submissions/:studentId',
  teacherQuiz: '/dashboard/assignments/:assignmentId/quiz',
} as const;

export type SpaRouteName = keyof typeof spaRoutes;

const patternCache = new Map<string, RegExp>();

function toRegExp(pattern: string): RegExp {
  let re = patternCache.get(pattern);
  if (!re) {
    const body = pattern
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    re = new RegExp(`^${body === '' ? '/' : body}/?$`);
    patternCache.set(pattern, re);
  }
  return re;
}

export function matchesSpaRoute(pathname: string, patterns: readonly string[] = Object.values(spaRoutes)) {
  return patterns.some((pattern) => toRegExp(pattern).test(pathname));
}

/** Fills a pattern's `:params`, e.g. `routePath('/code/:code', { code: 'ABC234' })`. */
export function routePath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Parâmetro de rota ausente: ${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The class invitation (/code/{code}) is prerendered once, at build time, with these stand-ins for
 * the classroom; the server fills in the requested one (apps/api/src/plugins/spa-page.ts) and puts its
 * data in the element `dataElementId`, which the page reads instead of asking the API again.
 */
export const INVITATION_TEMPLATE = {
  code: 'Q9Q9Q9',
  name: '@@TURMA@@',
  teacherName: '@@PROFESSOR@@',
  dataElementId: 'aula-convite',
} as const;

/**
 * The API answers a signed-in home asks for as it opens, exactly as the app asks for them. The server
 * puts them in the page (apps/api/src/plugins/page-data.ts), in the element `elementId`, so on a
 * first visit the home shows without a round trip to the API after its code has loaded; the app takes
 * each answer once (apps/web/src/lib/page-data.ts). Each list starts with the profile, whose id tells
 * the app whose answers they are. Not for a page a service worker fetched (its answers must reach the
 * worker's offline copy).
 */
export const PAGE_DATA = {
  elementId: 'aula-dados',
  /** Sent by the service worker on the pages it fetches. */
  workerHeader: 'x-aula-service-worker',
  paths: {
    teacherHome: [
      '/api/profile/me',
      '/api/notifications/?unread=true',
      '/api/profile/my-statistics',
      '/api/content/review-queue/',
      '/api/content/diary/today/',
      '/api/content/lessonplans/?page_size=4',
    ],
    studentHome: [
      '/api/profile/me',
      '/api/notifications/?unread=true',
      '/api/student/assignments/?status=todo&page_size=100',
      '/api/content/classrooms/?page_size=100',
      '/api/student/assignments/?status=done&page_size=100',
      '/api/student/attendance/',
    ],
  } as Partial<Record<SpaRouteName, readonly string[]>>,
  /**
   * Asked once `of` has answered, for each item of its `results` (at most `max`; the app asks for the
   * rest): the mural's posts of each of the student's classes.
   */
  perItem: {
    studentHome: [
      {
        of: '/api/content/classrooms/?page_size=100',
        path: (id: number) => `/api/content/classrooms/${id}/posts/?page_size=20`,
        max: 12,
      },
    ],
  } as Partial<Record<SpaRouteName, readonly { of: string; path: (id: number) => string; max: number }[]>>,
} as const;
