export { SubmissionViewerPage as Component } from '@/features/assignments/components/correction/submission-viewer-page';
