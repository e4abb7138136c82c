export { PlanFormPage as Component } from '@/features/admin/components/plan-form-page';
