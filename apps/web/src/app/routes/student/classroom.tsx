export { StudentClassroomPage as Component } from '@/features/classrooms/components/student-area/student-classroom-page';
