import { StudentClassroomPage } from '@/features/classrooms/components/student-area/student-classroom-page';
import { JoinByCodeForm } from '@/features/join/components/join-by-code-form';

export function Component() {
  return <StudentClassroomPage joinForm={<JoinByCodeForm />} />;
}
