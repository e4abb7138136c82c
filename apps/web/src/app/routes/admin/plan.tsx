export { PlanPage as Component } from '@/features/admin/components/plans-pages';
