export { AdminHomePage as Component } from '@/features/admin/components/home-page';
