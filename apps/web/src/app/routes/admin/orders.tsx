export { OrdersPage as Component } from '@/features/admin/components/subscriptions-pages';
