import { spaRoutes } from '@aula/contracts';
import type { RouteObject } from 'react-router';
import { ErrorPage, NotFoundPage } from './error-page';
import { ProgressBar } from '@/components/progress-bar';
import { RootLayout } from './root-layout';
import { gateRoute, shouldRevalidateGate } from './route-gate';

type RouteModule = Pick<
  RouteObject,
  'Component' | 'loader' | 'action' | 'handle' | 'ErrorBoundary' | 'shouldRevalidate'
>;

/**
 * Loads a route module and gives it the error page as its boundary. The boundary cannot be declared
 * statically on a lazy route: when its import fails (a missing chunk), React Router keeps the route
 * lazy and renders nothing below the parent, so the failure has to reach the `screens` boundary.
 */
function lazyRoute(load: () => Promise<RouteModule>): NonNullable<RouteObject['lazy']> {
  return async () => {
    const { Component, loader, action, handle, ErrorBoundary, shouldRevalidate } = await load();
    return {
      Component,
      loader,
      action,
      handle,
      shouldRevalidate,
      ErrorBoundary: ErrorBoundary ?? ErrorPage,
    };
  };
}

/** The admin content screens (catalogue plans and lessons, collections, documents, FAQ). */
const adminContentRoutes: RouteObject[] = [
  { path: spaRoutes.adminAllLessons, lazy: lazyRoute(() => import('./routes/admin/content/all-lessons')) },
  { path: spaRoutes.adminCollections, lazy: lazyRoute(() => import('./routes/admin/content/collections')) },
  { path: spaRoutes.adminDocuments, lazy: lazyRoute(() => import('./routes/admin/content/documents')) },
  { path: spaRoutes.adminFaq, lazy: lazyRoute(() => import('./routes/admin/content/faq')) },
  { path: spaRoutes.adminLessonPlans, lazy: lazyRoute(() => import('./routes/admin/content/lesson-plans')) },
  {
    path: spaRoutes.adminLessonPlanNew,
    lazy: lazyRoute(() => import('./routes/admin/content/lesson-plan-new')),
  },
  {
    path: spaRoutes.adminLessonPlansReorder,
    lazy: lazyRoute(() => import('./routes/admin/content/lesson-plans-reorder')),
  },
  { path: spaRoutes.adminLessonPlan, lazy: lazyRoute(() => import('./routes/admin/content/lesson-plan')) },
  {
    path: spaRoutes.adminLessonPlanEdit,
    lazy: lazyRoute(() => import('./routes/admin/content/lesson-plan-edit')),
  },
  { path: spaRoutes.adminPlanLessons, lazy: lazyRoute(() => import('./routes/admin/content/plan-lessons')) },
  { path: spaRoutes.adminPlanLessonNew, lazy: lazyRoute(() => import('./routes/admin/content/lesson-form')) },
  { path: spaRoutes.adminPlanLesson, lazy: lazyRoute(() => import('./routes/admin/content/lesson')) },
  {
    path: spaRoutes.adminPlanLessonEdit,
    lazy: lazyRoute(() => import('./routes/admin/content/lesson-form')),
  },
];

/** The admin business screens: users, payments, webhooks and reports. */
const adminBusinessRoutes: RouteObject[] = [
  { path: spaRoutes.adminUsers, lazy: lazyRoute(() => import('./routes/admin/users')) },
  { path: spaRoutes.adminUser, lazy: lazyRoute(() => import('./routes/admin/user')) },
  { path: spaRoutes.adminSubscriptionPlans, lazy: lazyRoute(() => import('./routes/admin/plans')) },
  { path: spaRoutes.adminSubscriptionPlanNew, lazy: lazyRoute(() => import('./routes/admin/plan-form')) },
  { path: spaRoutes.adminSubscriptionPlan, lazy: lazyRoute(() => import('./routes/admin/plan')) },
  { path: spaRoutes.adminSubscriptionPlanEdit, lazy: lazyRoute(() => import('./routes/admin/plan-form')) },
  { path: spaRoutes.adminProviderPlans, lazy: lazyRoute(() => import('./routes/admin/provider-plans')) },
  { path: spaRoutes.adminProviderPlanNew, lazy: lazyRoute(() => import('./routes/admin/provider-plan-new')) },
  { path: spaRoutes.adminSubscriptions, lazy: lazyRoute(() => import('./routes/admin/subscriptions')) },
  { path: spaRoutes.adminSubscription, lazy: lazyRoute(() => import('./routes/admin/subscription')) },
  { path: spaRoutes.adminCoupons, lazy: lazyRoute(() => import('./routes/admin/coupons')) },
  { path: spaRoutes.adminCouponNew, lazy: lazyRoute(() => import('./routes/admin/coupon-form')) },
  { path: spaRoutes.adminCouponEdit, lazy: lazyRoute(() => import('./routes/admin/coupon-form')) },
  { path: spaRoutes.adminOrders, lazy: lazyRoute(() => import('./routes/admin/orders')) },
  { path: spaRoutes.adminProducts, lazy: lazyRoute(() => import('./routes/admin/products')) },
  { path: spaRoutes.adminProductNew, lazy: lazyRoute(() => import('./routes/admin/product-new')) },
  { path: spaRoutes.adminProcessors, lazy: lazyRoute(() => import('./routes/admin/processors')) },
  { path: spaRoutes.adminProcessorNew, lazy: lazyRoute(() => import('./routes/admin/processor-new')) },
  { path: spaRoutes.adminProviderCharge, lazy: lazyRoute(() => import('./routes/admin/provider-charge')) },
  { path: spaRoutes.adminProviderInvoice, lazy: lazyRoute(() => import('./routes/admin/provider-invoice')) },
  { path: spaRoutes.adminWebhooks, lazy: lazyRoute(() => import('./routes/admin/webhooks')) },
  { path: spaRoutes.adminWebhook, lazy: lazyRoute(() => import('./routes/admin/webhook')) },
  { path: spaRoutes.adminJobs, lazy: lazyRoute(() => import('./routes/admin/jobs')) },
  { path: spaRoutes.adminReports, lazy: lazyRoute(() => import('./routes/admin/reports')) },
  { path: spaRoutes.adminAuditLog, lazy: lazyRoute(() => import('./routes/admin/audit-log')) },
  { path: spaRoutes.adminMessages, lazy: lazyRoute(() => import('./routes/admin/messages')) },
  { path: spaRoutes.adminMessage, lazy: lazyRoute(() => import('./routes/admin/message')) },
];

function InitialLoading() {
  return <ProgressBar label="Carregando" />;
}

/**
 * The whole route tree. Every path comes from `spaRoutes` (the server answers 404 for anything else);
 * layouts are pathless parents whose children arrive with the screens that use them. The root loader
 * gates the protected areas (see route-gate.ts).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    loader: gateRoute,
    shouldRevalidate: shouldRevalidateGate,
    HydrateFallback: InitialLoading,
    children: [
      {
        id: 'screens',
        errorElement: <ErrorPage />,
        children: [
          { path: spaRoutes.home, lazy: lazyRoute(() => import('./routes/public/landing')) },
          { path: spaRoutes.termsOfUse, lazy: lazyRoute(() => import('./routes/public/legal/terms-of-use')) },
          {
            path: spaRoutes.privacyPolicy,
            lazy: lazyRoute(() => import('./routes/public/legal/privacy-policy')),
          },
          {
            path: spaRoutes.childrenData,
            lazy: lazyRoute(() => import('./routes/public/legal/children-data')),
          },
          { path: spaRoutes.consent, lazy: lazyRoute(() => import('./routes/public/consent')) },
          { path: spaRoutes.family, lazy: lazyRoute(() => import('./routes/public/family')) },
          { path: spaRoutes.classroomCode, lazy: lazyRoute(() => import('./routes/code/landing')) },
          {
            path: spaRoutes.classroomCodeLoginToken,
            lazy: lazyRoute(() => import('./routes/code/student-login-token')),
          },
          {
            id: 'blue-background',
            lazy: lazyRoute(() => import('./layouts/blue-background-layout')),
            children: [
              { path: spaRoutes.login, lazy: lazyRoute(() => import('./routes/public/login')) },
              { path: spaRoutes.logout, lazy: lazyRoute(() => import('./routes/public/logout')) },
              {
                path: spaRoutes.passwordReset,
                lazy: lazyRoute(() => import('./routes/public/password-reset')),
              },
              {
                path: spaRoutes.passwordResetConfirm,
                lazy: lazyRoute(() => import('./routes/public/password-reset-confirm')),
              },
              {
                path: spaRoutes.signupTeacher,
                lazy: lazyRoute(() => import('./routes/public/signup-teacher')),
              },
              { path: spaRoutes.classroomCodeJoin, lazy: lazyRoute(() => import('./routes/code/join')) },
              { path: spaRoutes.classroomCodeLogin, lazy: lazyRoute(() => import('./routes/code/login')) },
              { path: spaRoutes.classroomCodeSignup, lazy: lazyRoute(() => import('./routes/code/signup')) },
              {
                path: spaRoutes.classroomCodeMissingData,
                lazy: lazyRoute(() => import('./routes/code/missing-data')),
              },
            ],
          },
          {
            id: 'teacher-dashboard',
            lazy: lazyRoute(() => import('./layouts/teacher-dashboard-layout')),
            children: [
              { path: spaRoutes.teacherHome, lazy: lazyRoute(() => import('./routes/teacher/home')) },
              { path: spaRoutes.teacherAccount, lazy: lazyRoute(() => import('./routes/teacher/account')) },
              {
                path: spaRoutes.teacherClassrooms,
                lazy: lazyRoute(() => import('./routes/teacher/classrooms')),
              },
              {
                path: spaRoutes.teacherClassroom,
                lazy: lazyRoute(() => import('./routes/teacher/classroom')),
              },
              {
                path: spaRoutes.teacherRollCall,
                lazy: lazyRoute(() => import('./routes/teacher/roll-call')),
              },
              { path: spaRoutes.teacherStudents, lazy: lazyRoute(() => import('./routes/teacher/students')) },
              { path: spaRoutes.teacherContact, lazy: lazyRoute(() => import('./routes/teacher/contact')) },
              { path: spaRoutes.teacherBooks, lazy: lazyRoute(() => import('./routes/teacher/books')) },
              { path: spaRoutes.teacherBook, lazy: lazyRoute(() => import('./routes/teacher/book')) },
              { path: spaRoutes.teacherMyBooks, lazy: lazyRoute(() => import('./routes/teacher/my-books')) },
              {
                path: spaRoutes.teacherSharedBook,
                lazy: lazyRoute(() => import('./routes/teacher/shared-book')),
              },
              {
                path: spaRoutes.teacherFavorites,
                lazy: lazyRoute(() => import('./routes/teacher/favorites')),
              },
              {
                path: spaRoutes.teacherBncc,
                lazy: lazyRoute(() => import('./routes/teacher/bncc')),
              },
              {
                path: spaRoutes.teacherQuestions,
                lazy: lazyRoute(() => import('./routes/teacher/questions')),
              },
              {
                path: spaRoutes.teacherDocuments,
                lazy: lazyRoute(() => import('./routes/teacher/documents')),
              },
              { path: spaRoutes.teacherFaq, lazy: lazyRoute(() => import('./routes/teacher/faq')) },
              {
                path: spaRoutes.teacherReviewQueue,
                lazy: lazyRoute(() => import('./routes/teacher/review-queue')),
              },
              {
                path: spaRoutes.teacherQuiz,
                lazy: lazyRoute(() => import('./routes/teacher/quiz')),
              },
              {
                path: spaRoutes.teacherSubmission,
                lazy: lazyRoute(() => import('./routes/teacher/submission')),
              },
              {
                path: spaRoutes.teacherChoosePlan,
                lazy: lazyRoute(() => import('./routes/teacher/choose-plan')),
              },
              {
                path: spaRoutes.teacherManageSubscription,
                lazy: lazyRoute(() => import('./routes/teacher/manage-subscription')),
              },
              {
                id: 'payment-flow',
                lazy: lazyRoute(() => import('./layouts/payment-flow-layout')),
                children: [
                  {
                    path: spaRoutes.paymentUserData,
                    lazy: lazyRoute(() => import('./routes/teacher/payment/user-payment-data')),
                  },
                  {
                    path: spaRoutes.paymentConfirmation,
                    lazy: lazyRoute(() => import('./routes/teacher/payment/confirmation')),
                  },
                  {
                    path: spaRoutes.paymentSuccess,
                    lazy: lazyRoute(() => import('./routes/teacher/payment/success')),
                  },
                  {
                    path: spaRoutes.paymentChangePlan,
                    lazy: lazyRoute(() => import('./routes/teacher/payment/change-plan')),
                  },
                  {
                    path: spaRoutes.paymentChangePlanConfirmation,
                    lazy: lazyRoute(() => import('./routes/teacher/payment/change-plan-confirmation')),
                  },
                  {
                    path: spaRoutes.paymentChangePlanSuccess,
                    lazy: lazyRoute(() => import('./routes/teacher/payment/change-plan-success')),
                  },
                  {
                    path: spaRoutes.paymentChangeCreditCard,
                    lazy: lazyRoute(() => import('./routes/teacher/payment/change-credit-card')),
                  },
                  {
                    path: spaRoutes.paymentCardUpdated,
                    lazy: lazyRoute(() => import('./routes/teacher/payment/card-updated')),
                  },
                  {
                    path: spaRoutes.paymentUpdateRequired,
                    lazy: lazyRoute(() => import('./routes/teacher/payment/update-required')),
                  },
                  {
                    path: spaRoutes.paymentUpdateUserData,
                    lazy: lazyRoute(() => import('./routes/teacher/payment/update-user-data')),
                  },
                  {
                    path: spaRoutes.paymentReceipt,
                    lazy: lazyRoute(() => import('./routes/teacher/payment/receipt')),
                  },
                  {
                    path: spaRoutes.paymentOrder,
                    lazy: lazyRoute(() => import('./routes/teacher/payment/order')),
                  },
                ],
              },
            ],
          },
          {
            id: 'student-dashboard',
            lazy: lazyRoute(() => import('./layouts/student-dashboard-layout')),
            children: [
              { path: spaRoutes.studentHome, lazy: lazyRoute(() => import('./routes/student/home')) },
              { path: spaRoutes.studentAccount, lazy: lazyRoute(() => import('./routes/student/account')) },
              {
                path: spaRoutes.studentClassroom,
                lazy: lazyRoute(() => import('./routes/student/classroom')),
              },
              {
                path: spaRoutes.studentAssignment,
                lazy: lazyRoute(() => import('./routes/student/assignment')),
              },
              { path: spaRoutes.studentContact, lazy: lazyRoute(() => import('./routes/student/contact')) },
            ],
          },
          {
            id: 'admin-dashboard',
            lazy: lazyRoute(() => import('./layouts/admin-dashboard-layout')),
            children: [
              { path: spaRoutes.adminHome, lazy: lazyRoute(() => import('./routes/admin/home')) },
              ...adminContentRoutes,
              ...adminBusinessRoutes,
            ],
          },
          { path: '*', element: <NotFoundPage />, errorElement: <ErrorPage /> },
        ],
      },
    ],
  },
];
