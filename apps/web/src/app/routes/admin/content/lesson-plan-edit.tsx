export { AdminEditPlanPage as Component } from '@/features/content/components/admin/admin-plan-form-page';
