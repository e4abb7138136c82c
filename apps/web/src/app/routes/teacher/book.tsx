export { PlanPage as Component } from '@/features/content/components/plan/plan-page';
