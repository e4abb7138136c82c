export { CouponFormPage as Component } from '@/features/admin/components/coupon-form-page';
