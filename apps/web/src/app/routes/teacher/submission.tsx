export { SubmissionViewerPage as Component } from '@/features/classrooms/components/correction/submission-viewer-page';
