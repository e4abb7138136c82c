export { WebhooksPage as Component } from '@/features/admin/components/webhooks-page';
