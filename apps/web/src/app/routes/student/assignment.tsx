export { StudentAssignmentPage as Component } from '@/features/assignments/components/student-area/student-assignment-page';
