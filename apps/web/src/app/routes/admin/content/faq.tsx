export { AdminFaqPage as Component } from '@/features/content/components/admin/admin-faq-page';
