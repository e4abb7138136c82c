export { WebhookPage as Component } from '@/features/admin/components/webhook-page';
