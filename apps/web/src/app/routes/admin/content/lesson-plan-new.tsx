export { AdminNewPlanPage as Component } from '@/features/content/components/admin/admin-plan-form-page';
