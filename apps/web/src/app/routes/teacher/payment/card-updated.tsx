export { CardUpdatedPage as Component } from '@/features/payments/components/card-updated-page';
