import { StudentClassroomPage } from '@/features/classrooms/components/student-area/student-classroom-page';
import { ReportCardSlot } from '@/features/gradebook/components/report-card-slot';
import { JoinByCodeForm } from '@/features/join/components/join-by-code-form';

const reportCard = (classroomId: number) => <ReportCardSlot classroomId={classroomId} />;

export function Component() {
  return <StudentClassroomPage joinForm={<JoinByCodeForm />} reportCard={reportCard} />;
}
