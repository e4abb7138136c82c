export { OrdersPage as Component } from '@/features/admin/components/orders-page';
