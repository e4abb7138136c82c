export { PlanPage as Component } from '@/features/admin/components/plan-page';
