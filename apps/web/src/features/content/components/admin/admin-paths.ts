import { routePath, spaRoutes } from '@aula/contracts';

/** Links between the admin content screens. */
export const adminPaths = {
  plans: () => spaRoutes.adminLessonPlans,
  newPlan: () => spaRoutes.adminLessonPlanNew,
  reorder: () => spaRoutes.adminLessonPlansReorder,
  plan: (id: number) => routePath(spaRoutes.adminLessonPlan, { lessonPlanId: id }),
  editPlan: (id: number) => routePath(spaRoutes.adminLessonPlanEdit, { lessonPlanId: id }),
  lessons: (planId: number) => routePath(spaRoutes.adminPlanLessons, { lessonPlanId: planId }),
  newLesson: (planId: number) => routePath(spaRoutes.adminPlanLessonNew, { lessonPlanId: planId }),
  lesson: (planId: number, id: number) =>
    routePath(spaRoutes.adminPlanLesson, { lessonPlanId: planId, lessonId: id }),
  editLesson: (planId: number, id: number) =>
    routePath(spaRoutes.adminPlanLessonEdit, { lessonPlanId: planId, lessonId: id }),
  allLessons: () => spaRoutes.adminAllLessons,
};
