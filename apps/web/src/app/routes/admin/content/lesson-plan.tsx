export { AdminPlanPage as Component } from '@/features/content/components/admin/admin-plan-page';
