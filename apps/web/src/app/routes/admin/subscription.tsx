export { SubscriptionPage as Component } from '@/features/admin/components/subscription-page';
