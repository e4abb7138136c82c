export { AdminPlanLessonsPage as Component } from '@/features/content/components/admin/admin-plan-lessons-page';
