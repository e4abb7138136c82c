export { ManageSubscriptionPage as Component } from '@/features/payments/components/manage-subscription-page';
