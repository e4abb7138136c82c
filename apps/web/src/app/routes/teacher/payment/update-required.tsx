export { UpdateRequiredPage as Component } from '@/features/payments/components/update-required-page';
