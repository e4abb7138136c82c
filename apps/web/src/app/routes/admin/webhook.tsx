export { WebhookPage as Component } from '@/features/admin/components/webhooks-pages';
