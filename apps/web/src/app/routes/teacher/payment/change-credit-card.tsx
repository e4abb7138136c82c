export { ChangeCardPage as Component } from '@/features/payments/components/change-card-page';
