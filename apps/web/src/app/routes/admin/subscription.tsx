export { SubscriptionPage as Component } from '@/features/admin/components/subscriptions-pages';
