export { ChoosePlanPage as Component } from '@/features/payments/components/choose-plan-page';
