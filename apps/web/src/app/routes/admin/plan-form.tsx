export { PlanFormPage as Component } from '@/features/admin/components/plans-pages';
