export { ReviewQueuePage as Component } from '@/features/assignments/components/correction/review-queue-page';
