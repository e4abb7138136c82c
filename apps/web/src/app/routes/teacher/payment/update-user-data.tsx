export { UpdateUserDataPage as Component } from '@/features/payments/components/update-user-data-page';
