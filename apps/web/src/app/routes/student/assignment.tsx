export { StudentAssignmentPage as Component } from '@/features/classrooms/components/student-area/student-assignment-page';
