export { CouponsPage as Component } from '@/features/admin/components/coupons-page';
