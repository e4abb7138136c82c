export { ReceiptPage as Component } from '@/features/payments/components/receipt-page';
