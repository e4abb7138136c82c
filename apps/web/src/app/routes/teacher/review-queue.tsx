export { ReviewQueuePage as Component } from '@/features/classrooms/components/correction/review-queue-page';
