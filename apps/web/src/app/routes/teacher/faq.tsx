export { FaqPage as Component } from '@/features/content/components/library/faq-page';
