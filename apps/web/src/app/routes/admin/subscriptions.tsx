export { SubscriptionsPage as Component } from '@/features/admin/components/subscriptions-page';
