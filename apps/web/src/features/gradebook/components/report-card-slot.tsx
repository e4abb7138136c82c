import { lazy, Suspense } from 'react';
import { useStudentReportCard } from '../api/report-card';

const ClassReportCard = lazy(() =>
  import('./class-report-card').then((m) => ({ default: m.ClassReportCard })),
);

/** "Boletim" on the student's class page, once a period of that class is closed (else nothing). */
export function ReportCardSlot({ classroomId }: { classroomId: number }) {
  const card = useStudentReportCard();
  const ofClass = card.data?.results.find((r) => r.classroom.id === classroomId);
  if (!ofClass?.periods.length) return null;
  return (
    <Suspense fallback={null}>
      <ClassReportCard card={ofClass} />
    </Suspense>
  );
}
