export { SharedPlanPage as Component } from '@/features/content/components/sharing/shared-plan-page';
